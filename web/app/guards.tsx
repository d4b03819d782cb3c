import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useSession } from "../api/account";

/** Login required: anonymous visitors go to /auth/login, remembering where they were headed. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn)
    return <Navigate to="/auth/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}

/** Only when not authenticated: signed-in users go home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  if (signedIn) return <Navigate to="/" replace />;
  return children;
}
