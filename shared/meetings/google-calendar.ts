/**
 * "Add to Google Calendar" links (pure, used by the mails' calendar URL and the web). Google's template
 * link takes the instants in UTC (`...Z`), so the event lands at the right hour whatever the reader's zone;
 * `ctz` only chooses the zone Google shows it in (the venue's).
 */

export interface CalendarLinkInput {
  title: string;
  startsAt: Date | string;
  endsAt: Date | string;
  details?: string;
  location?: string;
  /** IANA zone the event is shown in (the venue's). */
  timeZone?: string;
}

/** '2026-12-01T01:00:00.000Z' → '20261201T010000Z' (RFC 5545 UTC form). */
export function utcStamp(instant: Date | string): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=START/END… */
export function googleCalendarUrl(input: CalendarLinkInput): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: input.title,
    dates: `${utcStamp(input.startsAt)}/${utcStamp(input.endsAt)}`,
  });
  if (input.details) params.set("details", input.details);
  if (input.location) params.set("location", input.location);
  if (input.timeZone) params.set("ctz", input.timeZone);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
