import { useQueryClient } from "@tanstack/react-query";
import i18n from "i18next";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useCurrentUser } from "../api/account";
import { ApiError } from "../api/client";
import { clearSession, hasBadToken } from "../api/session";
import { applyCountryLanguage } from "../i18n";
import { onAccessLost } from "../lib/realtime";
import { toast } from "../lib/toast";

/**
 * Start-up rules of the spec: an expired or undecodable stored token sends the user to the login
 * page (not on the manager-invitation path); a current-user fetch the server refuses clears the session
 * and reloads; the user's country number picks the language when none was chosen on the device. A session or a right
 * taken away on the live connection makes the screens read their data again.
 */
export function SessionBootstrap() {
  const navigate = useNavigate();
  const location = useLocation();
  const user = useCurrentUser();
  const client = useQueryClient();

  // The server took something away on the live connection: read again what the screens show (a rejected
  // participant's workspace turns into the refused view; a dead session fails the user fetch, see below).
  useEffect(
    () =>
      onAccessLost((loss) => {
        if (loss.kind === "session") void user.refetch();
        else void client.invalidateQueries();
      }),
    [client, user.refetch],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once at start-up by design
  useEffect(() => {
    if (hasBadToken()) {
      clearSession();
      if (!location.pathname.startsWith("/managerRegit")) navigate("/auth/login", { replace: true });
    }
  }, []);

  useEffect(() => {
    // only the server's refusal: without a network (the installable app offline) the session stays
    if (user.isError && user.error instanceof ApiError) {
      clearSession();
      window.location.reload();
    }
  }, [user.isError, user.error]);

  // the country's language when none was chosen on this device, said in the new language (a switch unexplained
  // looks like a fault)
  useEffect(() => {
    if (!user.data) return;
    void applyCountryLanguage(user.data.countryNumber).then((language) => {
      if (language) toast(i18n.t("languageNotice.country", { language: i18n.t(`lang.${language}`) }), "info");
    });
  }, [user.data]);

  return null;
}
