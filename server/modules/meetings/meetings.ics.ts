import { TZDate } from "@date-fns/tz";
import ical, {
  ICalAttendeeStatus,
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { tzlib_get_ical_block, tzlib_get_timezones } from "timezones-ical-library";

/**
 * iCalendar for meetings (ical-generator): the invitation sent with a mail (METHOD REQUEST or CANCEL) and
 * the events of the personal feed. Times carry the venue's TZID with its VTIMEZONE, so every calendar shows
 * the meeting at the venue's hour converted to the reader's zone.
 */

export const ICS_PROD_ID = { company: "Bizmeet", product: "Meetings", language: "EN" };

/** Stable per meeting: a REQUEST, its updates and its CANCEL all address the same calendar entry. */
export function meetingUid(meetingId: number): string {
  return `meeting-${meetingId}@bizmeet`;
}

const SEQUENCE_EPOCH = Date.UTC(2025, 0, 1);

/**
 * SEQUENCE from the meeting's last change: seconds since 2025 (fits RFC 5545's 32-bit integer for decades),
 * plus one for a cancellation so a CANCEL in the same second as its REQUEST still supersedes it.
 */
export function meetingSequence(updatedAt: Date, cancelled: boolean): number {
  return Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)) + (cancelled ? 1 : 0);
}

let known: Set<string> | undefined;
const blocks = new Map<string, string | null>();

/** The VTIMEZONE block of an IANA zone, or null when the zone database does not know it (cached per zone). */
export function vtimezone(zone: string): string | null {
  let block = blocks.get(zone);
  if (block !== undefined) return block;
  // Asking the library about an unknown zone makes it print an error; check its list first.
  known ??= new Set(tzlib_get_timezones() as string[]);
  const found = known.has(zone) ? tzlib_get_ical_block(zone) : null;
  block = Array.isArray(found) && found[0] ? found[0] : null;
  blocks.set(zone, block);
  return block;
}

export interface Person {
  name: string;
  email: string;
}

/** 'Bizmeet <no-reply@bizmeet.local>' → { name: 'Bizmeet', email: 'no-reply@bizmeet.local' }. */
export function parseAddress(address: string): Person {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(address);
  if (match) return { name: match[1]!.trim() || match[2]!.trim(), email: match[2]!.trim() };
  return { name: address.trim(), email: address.trim() };
}

export interface IcsMeeting {
  meetingId: number;
  startsAt: Date;
  endsAt: Date;
  /** The venue's IANA zone. */
  timeZone: string;
  sequence: number;
  summary: string;
  description: string;
  location: string;
  url: string | null;
  organizer: Person;
  attendees: Person[];
  cancelled: boolean;
  /** DTSTAMP: when this iCalendar object was made. */
  stamp: Date;
}

function newCalendar(): ICalCalendar {
  const calendar = ical({ prodId: ICS_PROD_ID });
  calendar.timezone({ name: null, generator: vtimezone });
  return calendar;
}

/** Adds one meeting as a VEVENT (in the venue's zone when its VTIMEZONE is known, else in UTC). */
export function addMeetingEvent(calendar: ICalCalendar, m: IcsMeeting): void {
  const zoned = vtimezone(m.timeZone) !== null;
  calendar.createEvent({
    id: meetingUid(m.meetingId),
    sequence: m.sequence,
    stamp: m.stamp,
    start: zoned ? new TZDate(m.startsAt, m.timeZone) : m.startsAt,
    end: zoned ? new TZDate(m.endsAt, m.timeZone) : m.endsAt,
    timezone: zoned ? m.timeZone : null,
    summary: m.summary,
    description: m.description,
    location: m.location || null,
    url: m.url,
    status: m.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: m.organizer,
    attendees: m.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      rsvp: false,
      ...(m.cancelled ? {} : { status: ICalAttendeeStatus.ACCEPTED }),
    })),
  });
}

/** The .ics sent with a mail: one meeting, METHOD REQUEST (new or confirmed) or CANCEL. */
export function invitationIcs(method: "REQUEST" | "CANCEL", meeting: IcsMeeting): string {
  const calendar = newCalendar();
  calendar.method(method === "REQUEST" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL);
  addMeetingEvent(calendar, { ...meeting, cancelled: method === "CANCEL" });
  return calendar.toString();
}

/** A participant's whole schedule as one .ics (METHOD PUBLISH: entries to add, not invitations to answer). */
export function scheduleIcs(meetings: IcsMeeting[]): string {
  const calendar = newCalendar();
  calendar.method(ICalCalendarMethod.PUBLISH);
  for (const m of meetings) addMeetingEvent(calendar, m);
  return calendar.toString();
}

/**
 * A subscribable feed (Google, Outlook, Apple): no METHOD (a published calendar), a display name and a
 * one-hour refresh hint (REFRESH-INTERVAL for Apple, X-PUBLISHED-TTL for Outlook).
 */
export function feedIcs(name: string, meetings: IcsMeeting[]): string {
  const calendar = newCalendar();
  calendar.name(name);
  calendar.ttl(60 * 60);
  for (const m of meetings) addMeetingEvent(calendar, m);
  return calendarPropertiesFirst(calendar.toString());
}

/**
 * ical-generator writes the refresh hints after the VTIMEZONE components; RFC 5545 wants every calendar
 * property before the first component, and strict readers refuse otherwise. Moves them up.
 */
function calendarPropertiesFirst(ics: string): string {
  const hints = /^(?:REFRESH-INTERVAL|X-PUBLISHED-TTL)[;:][^\r\n]*\r\n/gm;
  const lines = ics.match(hints) ?? [];
  if (lines.length === 0) return ics;
  const rest = ics.replace(hints, "");
  const at = rest.indexOf("BEGIN:", "BEGIN:VCALENDAR".length);
  return at < 0 ? ics : rest.slice(0, at) + lines.join("") + rest.slice(at);
}
