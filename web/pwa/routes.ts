/** What the service worker (web/pwa/sw.ts) keeps for the phone's day, shared with the pages that read it. */

/** Set on an API answer the service worker read from its cache (the network was off or too slow). */
export const CACHED_HEADER = "x-bizmeet-cached";

/**
 * GET calls answered from the last copy when the network is off: Now / Next, the badge, the floor map, the
 * schedule page (with what its workspace loads first) and the signed-in user (without it the app signs out).
 */
export const DAY_CACHE_PATHS: RegExp[] = [
  /^\/api\/me\/day$/,
  /^\/api\/events\/\d+\/badge$/,
  /^\/api\/subEvents\/\d+\/floorMap$/,
  /^\/api\/subEvents\/\d+\/walkIns$/,
  /^\/api\/users\/\d+$/,
  /^\/api\/meetings\/schedule$/,
  /^\/api\/applications\/applicationMeetings$/,
  /^\/api\/subEvents\/detail$/,
  /^\/api\/applications\/manager$/,
  /^\/api\/forms\/getSellerPartiForm$/,
];

/** Pages that open on the precached app shell when the network is off. */
export const SHELL_PAGES: RegExp[] = [/^\/day\/?$/, /^\/badge\/\d+\/?$/, /^\/subEvent\/\d+\/meeting\/?$/];
