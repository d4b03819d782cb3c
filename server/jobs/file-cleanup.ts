import type { AppContext } from "../context";
import { cleanUnattached } from "../modules/files/files.service";
import { startPeriodic } from "./periodic";

/** Removes private uploads never attached within a day, every `intervalMs` (default an hour). */
export function startFileCleanupJob(
  ctx: AppContext,
  log: { warn(obj: object, msg: string): void },
  intervalMs = 3_600_000,
): () => void {
  return startPeriodic("file cleanup", () => cleanUnattached(ctx), log, intervalMs, 30_000);
}
