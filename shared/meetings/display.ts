import { wallTime } from "./zoned-time";

/** The city part of a zone name ('Asia/Seoul' → 'Seoul', 'America/Los_Angeles' → 'Los Angeles'). */
export function zoneCity(zone: string): string {
  return (zone.split("/").pop() ?? zone).replaceAll("_", " ");
}

export interface DualTime {
  venue: string;
  /** Null when the viewer's zone shows the same wall clock as the venue. */
  viewer: string | null;
  /** Set when the viewer's date differs from the venue's date (a weekday name in the locale). */
  viewerDay: string | null;
}

/**
 * A time shown in venue time and, when the viewer's zone differs, in the viewer's too:
 * "10:00 Seoul · 02:00 your time, Mon".
 */
export function dualTime(instant: Date, venueZone: string, viewerZone: string, locale: string): DualTime {
  const venue = wallTime(instant, venueZone);
  const viewer = wallTime(instant, viewerZone);
  if (venue.date === viewer.date && venue.time === viewer.time)
    return { venue: venue.time, viewer: null, viewerDay: null };
  const viewerDay =
    venue.date === viewer.date
      ? null
      : new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: viewerZone }).format(instant);
  return { venue: venue.time, viewer: viewer.time, viewerDay };
}

/** The 7 dates of the week view starting at `start` ('YYYY-MM-DD'). */
export function weekDates(start: string): string[] {
  const [y, m, d] = start.split("-").map(Number);
  return Array.from({ length: 7 }, (_, i) =>
    new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + i)).toISOString().slice(0, 10),
  );
}
