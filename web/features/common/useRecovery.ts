import { useEffect, useRef } from "react";
import { useOnReconnect } from "../../api/realtime";

/** How often a failed load is tried again while its page is open. */
export const RECOVERY_INTERVAL_MS = 15_000;

/**
 * Tries a failed load again by itself, so that its error banner clears once the server answers: when the
 * realtime connection returns, when the browser is back online, and every 15 s while it stays failed (the
 * banner's Retry does the same at once).
 */
export function useRecovery(query: { isError: boolean; refetch: () => unknown }): void {
  const failed = query.isError;
  const refetch = useRef(query.refetch);
  refetch.current = query.refetch;
  useOnReconnect(() => void refetch.current(), failed);
  useEffect(() => {
    if (!failed) return;
    const again = () => void refetch.current();
    window.addEventListener("online", again);
    const timer = window.setInterval(again, RECOVERY_INTERVAL_MS);
    return () => {
      window.removeEventListener("online", again);
      window.clearInterval(timer);
    };
  }, [failed]);
}
