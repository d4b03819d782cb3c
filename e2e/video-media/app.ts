import { startApp } from "../server";

export { freePort } from "../server";

/** The app's server (API and signalling, no built web app needed) on a prepared data directory, without mail. */
export function startServer(dataDir: string, env: Record<string, string> = {}) {
  return startApp(null, env, dataDir);
}
