import type { AppContext } from "../context";
import { expireDue } from "../modules/meetings/meetings.service";
import { startPeriodic } from "./periodic";

/** Expires unanswered meeting requests now and then every `intervalMs` (default a minute). */
export function startMeetingExpiryJob(
  ctx: AppContext,
  log: { warn(obj: object, msg: string): void },
  intervalMs = 60_000,
): () => void {
  return startPeriodic("meeting expiry", () => expireDue(ctx), log, intervalMs);
}
