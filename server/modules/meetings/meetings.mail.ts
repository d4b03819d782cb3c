import type { TMeeting } from "../../../shared/contract";
import { translate } from "../../../shared/i18n";
import { encodeMailContent, type MailCode } from "../../../shared/mail/content";
import { zoneCity } from "../../../shared/meetings/display";
import { googleCalendarUrl } from "../../../shared/meetings/google-calendar";
import { placeLabel } from "../../../shared/meetings/places";
import { wallTime } from "../../../shared/meetings/zoned-time";
import { mailLanguage, period } from "../host/host.mails";
import type { OutgoingMail } from "../mail/mail.service";
import { type IcsMeeting, invitationIcs, type Person } from "./meetings.ics";
import type { MailSubEvent, SideRecipient } from "./meetings.mail.repository";
import type { MeetingChange } from "./meetings.notify";

type MailLanguage = "ko" | "en";

/** The spec's mailbox code of each change (expiry reads as a cancellation, a decline as a rejection). */
export const MAIL_CODE_OF: Record<MeetingChange, MailCode> = {
  requested: "meetingRequest",
  agreed: "newMeeting",
  arranged: "newMeeting",
  updated: "newMeeting",
  rejected: "meetingRejected",
  declined: "meetingRejected",
  cancelled: "meetingCancelled",
  expired: "meetingCancelled",
};

/** Intl formatters are costly to build: one per locale, zone and kind, kept. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, zone: string, kind: "offset" | "weekday"): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${kind}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      locale,
      kind === "offset"
        ? { timeZone: zone, timeZoneName: "longOffset" }
        : { weekday: "short", timeZone: zone },
    );
    if (formatters.size > 1_000) formatters.clear();
    formatters.set(key, f);
  }
  return f;
}

function offsetName(instant: Date, zone: string): string {
  const part = formatter("en-US", zone, "offset")
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? zone;
}

/**
 * The meeting's time in the venue's zone, named ("2026-12-02 (Wed) 10:00–10:30 Auckland time (GMT+13:00)"),
 * followed by the reader's own time when their zone shows another wall clock.
 */
export function meetingTimeText(
  startsAt: Date,
  endsAt: Date,
  venueZone: string,
  readerZone: string,
  language: MailLanguage,
): string {
  const start = wallTime(startsAt, venueZone);
  const venue = translate("meetingMail.time.venue", language, {
    date: start.date,
    weekday: formatter(language, venueZone, "weekday").format(startsAt),
    start: start.time,
    end: wallTime(endsAt, venueZone).time,
    city: zoneCity(venueZone),
    offset: offsetName(startsAt, venueZone),
  });
  const mine = wallTime(startsAt, readerZone);
  if (mine.date === start.date && mine.time === start.time) return venue;
  const reader = translate("meetingMail.time.reader", language, {
    date: mine.date,
    start: mine.time,
    city: zoneCity(readerZone),
  });
  return `${venue} · ${reader}`;
}

/**
 * Where a meeting happens, in the reader's language: the line of mails and invitations ("Place: Table A-07 ·
 * Hall A"), and the calendar's LOCATION (the room's link online; the place and the venue's address on site).
 */
export function meetingWhere(
  m: TMeeting,
  venue: string,
  language: MailLanguage,
): { where: string; location: string } {
  if (m.mode === "online")
    return { where: translate("meetingMail.where.online", language), location: m.link };
  const place = placeLabel(m, (kind) => translate(`meetingMail.placeKind.${kind}`, language));
  return {
    where: place
      ? translate("meetingMail.where.place", language, { place })
      : translate("meetingMail.where.onSite", language),
    location: [place, venue].filter((part) => part.length > 0).join(", "),
  };
}

/** The reason as the reader understands it: the chosen reason's text, the free text of D, the host's text. */
export function reasonText(meeting: TMeeting, language: MailLanguage): string {
  const code = meeting.reasonCode;
  if (!code) return meeting.reason;
  if (code === "D") return meeting.reason;
  const text = translate(`meetings.reason.${code}`, language);
  return code === "host" && meeting.reason ? `${text}: ${meeting.reason}` : text;
}

export interface MeetingMailInput {
  kind: MeetingChange;
  meeting: TMeeting;
  sequence: number;
  subEvent: MailSubEvent;
  recipient: SideRecipient;
  /** Both sides, for the invitation's attendees. */
  attendees: Person[];
  organizer: Person;
  publicUrl: string;
  now: Date;
  actorUserId: number | null;
}

/** One coded meeting mail for one recipient, in their language, with its .ics when the change has one. */
export function composeMeetingMail(input: MeetingMailInput): OutgoingMail {
  const { kind, meeting: m, subEvent: sub, recipient } = input;
  const language = mailLanguage(recipient.countryNumber);
  const code = MAIL_CODE_OF[kind];
  const schedulePage = `${input.publicUrl}/subEvent/${m.subEventId}/meeting`;
  const subEventName = language === "ko" || !sub.subEventNameEn ? sub.subEventName : sub.subEventNameEn;
  const { where, location } = meetingWhere(m, sub.venue, language);
  const startsAt = new Date(m.startsAt);
  const endsAt = new Date(m.endsAt);
  const mine = recipient.applicationId === m.applicant;
  const summary = translate("meetingMail.summary", language, {
    counterpart: mine ? m.acceptorName : m.applicantName,
    subEventName,
  });
  const concluded = kind === "agreed" || kind === "arranged" || kind === "updated";
  const link = concluded && m.link ? m.link : schedulePage;
  const fields = {
    userName: recipient.name,
    eventName: language === "ko" || !sub.eventNameEn ? sub.eventName : sub.eventNameEn,
    subEventName,
    eventPeriod: period(sub.startDate, sub.endDate),
    applicant: m.applicantName,
    acceptor: m.acceptorName,
    meetingTime: `${meetingTimeText(startsAt, endsAt, sub.timeZone, recipient.timeZone, language)} · ${where}`,
    link,
    reason: reasonText(m, language),
    calendarUrl: concluded
      ? googleCalendarUrl({
          title: summary,
          startsAt,
          endsAt,
          details: `${where}\n${link}`,
          location,
          timeZone: sub.timeZone,
        })
      : "",
  };
  const ics: IcsMeeting = {
    meetingId: m.id,
    startsAt,
    endsAt,
    timeZone: sub.timeZone,
    sequence: input.sequence,
    summary,
    description: `${where}\n${link}`,
    location,
    url: link,
    organizer: input.organizer,
    attendees: input.attendees,
    cancelled: kind === "cancelled",
    stamp: input.now,
  };
  const method = concluded ? "REQUEST" : kind === "cancelled" ? "CANCEL" : null;
  return {
    to: recipient.email,
    subject: translate(`meetingMail.${kind}.subject`, language, fields),
    text: translate(`meetingMail.${kind}.body`, language, fields),
    ical: method ? { method, content: invitationIcs(method, ics) } : undefined,
    mailbox: {
      toUserId: recipient.userId,
      subEventId: m.subEventId,
      code,
      content: encodeMailContent(code, language, fields),
      createdUserId: input.actorUserId ?? undefined,
    },
  };
}
