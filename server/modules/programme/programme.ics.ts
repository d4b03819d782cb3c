import { TZDate } from "@date-fns/tz";
import ical from "ical-generator";
import type { TSession } from "../../../shared/contract";
import { ICS_PROD_ID, vtimezone } from "../meetings/meetings.ics";

/** Stable per session, so a second download updates the same calendar entry. */
export function sessionUid(sessionId: number): string {
  return `session-${sessionId}@bizmeet`;
}

/**
 * One programme session as a published iCalendar (ical-generator), in the venue's zone with its VTIMEZONE
 * when known (else UTC), like the meeting invitations (meetings.ics.ts).
 */
export function sessionCalendar(input: {
  session: TSession;
  eventName: string;
  url: string;
  stamp: Date;
}): string {
  const { session } = input;
  const calendar = ical({ prodId: ICS_PROD_ID });
  calendar.timezone({ name: null, generator: vtimezone });
  const zoned = vtimezone(session.timeZone) !== null;
  const start = new Date(session.startDate);
  const end = new Date(session.endDate);
  const speakers = session.speakers.map((s) => [s.name, s.company].filter(Boolean).join(", ")).join("; ");
  calendar.createEvent({
    id: sessionUid(session.id),
    stamp: input.stamp,
    start: zoned ? new TZDate(start, session.timeZone) : start,
    end: zoned ? new TZDate(end, session.timeZone) : end,
    timezone: zoned ? session.timeZone : null,
    summary: session.title,
    description: [
      session.description,
      speakers && `Speakers: ${speakers}`,
      session.track && `Track: ${session.track}`,
      input.eventName,
    ]
      .filter(Boolean)
      .join("\n\n"),
    location: session.room || null,
    url: input.url,
  });
  return calendar.toString();
}
