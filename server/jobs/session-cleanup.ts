import type { AppContext } from "../context";
import { deleteExpiredSessions } from "../modules/auth/sessions.repository";
import { startPeriodic } from "./periodic";

/** Deletes sessions whose tokens expired more than a day ago (their tokens are refused anyway), hourly. */
export function startSessionCleanupJob(
  ctx: AppContext,
  log: { warn(obj: object, msg: string): void },
  intervalMs = 3_600_000,
): () => void {
  return startPeriodic(
    "session cleanup",
    () => deleteExpiredSessions(ctx.db, new Date(Date.now() - 86_400_000)),
    log,
    intervalMs,
    60_000,
  );
}
