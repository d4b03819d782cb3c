import { Workbox } from "workbox-window";

/**
 * Registers the service worker (web/pwa/sw.ts) in production builds (the e2e journeys serve the build too);
 * never while developing, where Vite serves modules one by one. `onControlling` runs when a worker starts
 * controlling this page (the first visit): the screens read their data again so that it passes through the
 * worker and is kept for the network's absence.
 */
export function registerServiceWorker(onControlling: () => void): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("controlling", () => onControlling());
  wb.register().catch(() => undefined);
}
