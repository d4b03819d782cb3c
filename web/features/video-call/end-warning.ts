import { wallTime } from "../../../shared/meetings/zoned-time";
import { VIDEO_LIMITS } from "../../../shared/video/protocol";

/**
 * When the end warning (13.16) should open, in ms from `now`: 180 s before the end, and only when the end is
 * today in the viewer's time zone. At once when the call is joined inside those 3 minutes; null when the
 * meeting has ended or its end is on another day.
 */
export function endWarningDelay(endsAt: number, now: number, timeZone: string): number | null {
  if (endsAt <= now) return null;
  if (wallTime(endsAt, timeZone).date !== wallTime(now, timeZone).date) return null;
  return Math.max(0, endsAt - VIDEO_LIMITS.endWarningS * 1_000 - now);
}
