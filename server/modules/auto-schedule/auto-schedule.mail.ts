/**
 * The concluded-schedule mail: one mail per participant with agreed meetings, listing its own meetings in its
 * language (venue time and its own time), with the whole schedule as an .ics, and a copy in its mailbox.
 */
import type { TMeeting } from "../../../shared/contract";
import { translate } from "../../../shared/i18n";
import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import { Forbidden } from "../../http/errors";
import { requireManager } from "../access/access.service";
import { mailLanguage, period } from "../host/host.mails";
import { type OutgoingMail, queueMails } from "../mail/mail.service";
import { matchingOn } from "../matching/matching.policy";
import { type IcsMeeting, meetingSequence, parseAddress, scheduleIcs } from "../meetings/meetings.ics";
import { meetingTimeText, meetingWhere } from "../meetings/meetings.mail";
import {
  findMailSubEvent,
  findSideRecipients,
  type MailSubEvent,
  type SideRecipient,
} from "../meetings/meetings.mail.repository";
import { toMeetingView } from "../meetings/meetings.presenter";
import { meetingViewsByIds } from "../meetings/meetings.repository";
import * as repo from "./auto-schedule.repository";

const CHUNK = 2000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One participant's mail. */
export function composeScheduleMail(input: {
  recipient: SideRecipient;
  meetings: (TMeeting & { updatedAt: Date })[];
  subEvent: MailSubEvent;
  publicUrl: string;
  organizer: { name: string; email: string };
  now: Date;
}): OutgoingMail {
  const { recipient, subEvent: sub } = input;
  const language = mailLanguage(recipient.countryNumber);
  const subEventName = language === "ko" || !sub.subEventNameEn ? sub.subEventName : sub.subEventNameEn;
  const eventName = language === "ko" || !sub.eventNameEn ? sub.eventName : sub.eventNameEn;
  const link = `${input.publicUrl}/subEvent/${sub.subEventId}/meeting`;
  const where = (m: TMeeting) => meetingWhere(m, sub.venue, language).where;
  const counterpart = (m: TMeeting) =>
    m.applicant === recipient.applicationId ? m.acceptorName : m.applicantName;
  const lines = input.meetings.map((m) =>
    translate("autoSchedule.mail.line", language, {
      time: meetingTimeText(
        new Date(m.startsAt),
        new Date(m.endsAt),
        sub.timeZone,
        recipient.timeZone,
        language,
      ),
      counterpart: counterpart(m),
      where: where(m),
    }),
  );
  const fields = {
    userName: recipient.name,
    eventName,
    subEventName,
    eventPeriod: period(sub.startDate, sub.endDate),
    count: input.meetings.length,
    lines: lines.map((l) => `- ${l}`).join("\n"),
    link,
  };
  const ics: IcsMeeting[] = input.meetings.map((m) => ({
    meetingId: m.id,
    startsAt: new Date(m.startsAt),
    endsAt: new Date(m.endsAt),
    timeZone: sub.timeZone,
    sequence: meetingSequence(m.updatedAt, false),
    summary: translate("meetingMail.summary", language, { counterpart: counterpart(m), subEventName }),
    description: `${where(m)}\n${m.mode === "online" && m.link ? m.link : link}`,
    location: meetingWhere(m, sub.venue, language).location,
    url: m.mode === "online" && m.link ? m.link : link,
    organizer: input.organizer,
    attendees: [],
    cancelled: false,
    stamp: input.now,
  }));
  const subject = translate("autoSchedule.mail.subject", language, fields);
  const text = translate("autoSchedule.mail.body", language, fields);
  const html = escapeHtml(text)
    .replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')
    .replace(/\n/g, "<br>");
  return {
    to: recipient.email,
    subject,
    text,
    html,
    ical: { method: "PUBLISH", content: scheduleIcs(ics) },
    mailbox: {
      toUserId: recipient.userId,
      subEventId: sub.subEventId,
      code: "meetingSchedule",
      content: html,
    },
  };
}

/** Queues the concluded-schedule mail of every participant with agreed meetings; answers how many. */
export async function sendScheduleMail(ctx: AppContext, actor: Actor, subEventId: number) {
  const access = await requireManager(ctx, actor, subEventId);
  if (!matchingOn(access.subEvent)) throw new Forbidden("matching.error.off");
  const ids = await repo.agreedMeetingIds(ctx.db, subEventId);
  const byApplication = new Map<number, (TMeeting & { updatedAt: Date })[]>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await meetingViewsByIds(ctx.db, ids.slice(i, i + CHUNK));
    for (const row of rows) {
      const view = { ...toMeetingView(row, ctx.config.publicUrl), updatedAt: row.meeting.updatedAt };
      for (const side of [view.applicant, view.acceptor]) {
        if (side === null) continue;
        const list = byApplication.get(side) ?? [];
        list.push(view);
        byApplication.set(side, list);
      }
    }
  }
  const subEvent = await findMailSubEvent(ctx.db, subEventId);
  if (!subEvent || byApplication.size === 0) return { recipients: 0 };
  const organizer = parseAddress(ctx.config.mailFrom);
  const applicationIds = [...byApplication.keys()];
  let recipients = 0;
  for (let i = 0; i < applicationIds.length; i += 200) {
    const people = await findSideRecipients(ctx.db, applicationIds.slice(i, i + 200));
    const mails = people.map((recipient) =>
      composeScheduleMail({
        recipient,
        meetings: byApplication
          .get(recipient.applicationId)!
          .sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
        subEvent,
        publicUrl: ctx.config.publicUrl,
        organizer,
        now: ctx.now(),
      }),
    );
    await queueMails(ctx.db, mails);
    recipients += mails.length;
    // A large sub-event composes thousands of calendars: let other requests in between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { recipients };
}
