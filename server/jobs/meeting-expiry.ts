import type { AppContext } from "../context";
import { expireDue } from "../modules/meetings/meetings.service";

/** Expires unanswered meeting requests now and then every `intervalMs` (default a minute); answers a stop function. */
export function startMeetingExpiryJob(
  ctx: AppContext,
  log: { warn(obj: object, msg: string): void },
  intervalMs = 60_000,
): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    expireDue(ctx)
      .catch((err) => log.warn({ err }, "meeting expiry pass failed"))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, 5_000);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
