import type { AppContext } from "../context";
import { deliverAllMeetingNotices } from "../modules/meetings/meetings.notify";
import { startPeriodic } from "./periodic";

/**
 * Turns recorded meeting changes into mails and mailbox rows every `intervalMs` (default a second), in
 * batches. Several processes may run it: each takes different notices.
 */
export function startMeetingNoticeJob(
  ctx: AppContext,
  log: { warn(obj: object, msg: string): void },
  intervalMs = 1_000,
): () => void {
  return startPeriodic("meeting notices", () => deliverAllMeetingNotices(ctx), log, intervalMs, intervalMs);
}
