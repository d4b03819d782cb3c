import { APP_VERSION } from "../../shared/version";

const KEY = "version";

/**
 * Compares the running version with the one stored in the browser. When they differ, the caches
 * are cleared and the page reloads once: the new value is stored first, so there is no loop.
 * Answers true when a reload was started.
 */
export async function checkVersion(): Promise<boolean> {
  const stored = localStorage.getItem(KEY);
  if (stored === APP_VERSION) return false;
  localStorage.setItem(KEY, APP_VERSION);
  if (stored === null) return false;
  if ("caches" in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  sessionStorage.clear();
  window.location.reload();
  return true;
}
