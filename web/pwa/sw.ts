import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { installPushHandlers, type PushWorkerScope } from "../features/push/sw-push";
import { CACHED_HEADER, DAY_CACHE_PATHS, SHELL_PAGES } from "./routes";

/**
 * The service worker of the installable app (built by vite-plugin-pwa's injectManifest, vite.config.ts):
 * - the app shell (index.html, code, styles, icons) is precached, so the app opens with the network off;
 * - the phone's day works offline after one visit: Now / Next, the badge, the floor map and its image, the
 *   counterpart's logos and the schedule are read from the network first (3 s at most), else from the last
 *   answer kept, which carries `x-bizmeet-cached` so the screen can say "as of …" (web/pwa/online.ts);
 * - navigations to those pages fall back to the shell when the network is off;
 * - push notices: web/features/push (installPushHandlers).
 * API answers are kept per signed-in user (the cache key carries a digest of the Authorization header), so a
 * second account on the same phone never reads the first one's day.
 */

interface WorkerScope {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(
    type: "activate" | "install",
    listener: (event: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: WorkerScope;

self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
// no directory index: "/" is the server's page with its first screen's data (server/http/web-shell.ts)
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: "__none__", cleanURLs: false });

/** The cache key of an API answer: its URL plus whose answer it is. */
async function userKey(request: Request): Promise<string> {
  const auth = request.headers.get("authorization") ?? "";
  let who = "anonymous";
  if (auth) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(auth));
    who = Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("");
  }
  const url = new URL(request.url);
  url.searchParams.set("__user", who);
  return url.href;
}

/** Marks an answer read from the cache (the time it was stored is the answer's own `asOf`). */
async function markCached(response: Response | null | undefined): Promise<Response | null> {
  if (!response) return null;
  const headers = new Headers(response.headers);
  headers.set(CACHED_HEADER, headers.get("date") ?? "1");
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    DAY_CACHE_PATHS.some((p) => p.test(url.pathname)),
  new NetworkFirst({
    cacheName: "bizmeet-day-api",
    networkTimeoutSeconds: 3,
    plugins: [
      {
        cacheKeyWillBeUsed: async ({ request }) => userKey(request),
        cachedResponseWillBeUsed: async ({ cachedResponse }) => markCached(cachedResponse),
      },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 }),
    ],
  }),
);

// floor plans, logos and photos: the files the day's screens show
registerRoute(
  ({ url, request }) =>
    request.method === "GET" &&
    url.origin === self.location.origin &&
    url.pathname.startsWith("/files/") &&
    request.destination === "image",
  new NetworkFirst({
    cacheName: "bizmeet-day-files",
    networkTimeoutSeconds: 3,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 24 * 3600 })],
  }),
);

/** The page from the network (3 s at most), else the precached shell, which then reads its data as above. */
async function pageOrShell({ request }: { request: Request }): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("timeout")), 3_000);
    });
    return await Promise.race([fetch(request), timeout]);
  } catch {
    return (await matchPrecache("index.html")) ?? Response.error();
  } finally {
    clearTimeout(timer);
  }
}
registerRoute(new NavigationRoute(pageOrShell, { allowlist: SHELL_PAGES }));

installPushHandlers(self as unknown as PushWorkerScope);
