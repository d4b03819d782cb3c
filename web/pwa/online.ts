import { useSyncExternalStore } from "react";
import { CACHED_HEADER } from "./routes";

function subscribe(listener: () => void): () => void {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the browser says it has a network (live: "online" and "offline" events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Calls `listener` each time the browser comes back online. */
export function onBackOnline(listener: () => void): () => void {
  window.addEventListener("online", listener);
  return () => window.removeEventListener("online", listener);
}

/** The answer was read from the service worker's cache, not from the server (see web/pwa/sw.ts). */
export function fromCache(headers: Headers): boolean {
  return headers.has(CACHED_HEADER);
}

/**
 * "09:41": the time of an answer (`asOf`, ISO) on the venue's wall clock, 24-hour, so that "as of" reads the
 * same as the programme printed at the venue whatever the phone's zone.
 */
export function formatAsOf(asOf: string, timeZone: string, locale = "en"): string {
  const date = new Date(asOf);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(date);
}
