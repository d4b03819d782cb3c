/**
 * Stand-in for web/features/push/sw-push.ts (Web Push, written on another branch): the integrator replaces the
 * import in web/pwa/sw.ts with that module and deletes this file.
 */
export function installPushHandlers(_scope: unknown): void {}
