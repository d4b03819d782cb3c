import type { AppContext } from "../context";
import { runDayReminders, runNoShowPass } from "../modules/meeting-day/meeting-day.pass";
import { startPeriodic } from "./periodic";

/** Every 15 s: the no-show pass and the day's reminders (several processes share them: claimed rows). */
export function startMeetingDayJob(
  ctx: AppContext,
  log: { warn(obj: object, msg: string): void },
): () => void {
  return startPeriodic(
    "meeting day",
    async () => {
      await runNoShowPass(ctx);
      await runDayReminders(ctx);
    },
    log,
    15_000,
    3_000,
  );
}
