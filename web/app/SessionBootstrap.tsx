import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useCurrentUser } from "../api/account";
import { clearSession, hasBadToken } from "../api/session";
import { applyCountryLanguage } from "../i18n";

/**
 * Start-up rules of the spec: an expired or undecodable stored token sends the user to the login
 * page (not on the manager-invitation path); a current-user fetch that fails clears the session
 * and reloads; the user's country number picks the language when none was chosen.
 */
export function SessionBootstrap() {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once at start-up by design
  useEffect(() => {
    if (hasBadToken()) {
      clearSession();
      if (!location.pathname.startsWith("/managerRegit")) navigate("/auth/login", { replace: true });
    }
  }, []);

  useEffect(() => {
    if (user.isError) {
      clearSession();
      window.location.reload();
    }
  }, [user.isError]);

  useEffect(() => {
    if (user.data) applyCountryLanguage(user.data.countryNumber);
  }, [user.data]);

  return null;
}
