import { wallTime } from "../../shared/meetings/zoned-time";
import { asLanguage, formatDate } from "../features/common/dates";

export interface ZonedRange {
  /** "2026-12-01 (Tue) 10:00–11:00" in the venue's zone. */
  venue: string;
  /** The same range on the viewer's clock, or null when it reads the same. */
  viewer: string | null;
}

function format(start: Date, end: Date, zone: string, locale: string): string {
  const s = wallTime(start, zone);
  const e = wallTime(end, zone);
  const endText = e.date === s.date ? e.time : `${e.date} ${e.time}`;
  return `${formatDate(s.date, asLanguage(locale), "short")} ${s.time}–${endText}`;
}

/** A start–end range in the venue's time and, when it differs, in the viewer's. */
export function zonedRange(
  startIso: string,
  endIso: string,
  venueZone: string,
  viewerZone: string,
  locale: string,
): ZonedRange {
  const start = new Date(startIso);
  const end = new Date(endIso);
  const venue = format(start, end, venueZone, locale);
  const viewer = format(start, end, viewerZone, locale);
  return { venue, viewer: viewer === venue ? null : viewer };
}
