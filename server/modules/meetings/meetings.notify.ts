import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { type OutgoingMail, queueMails } from "../mail/mail.service";
import { meetingSequence, parseAddress } from "./meetings.ics";
import { composeMeetingMail } from "./meetings.mail";
import { findMailSubEvents, findSideRecipients, insertNotice, takeNotices } from "./meetings.mail.repository";
import { toMeetingView } from "./meetings.presenter";
import { meetingViewsByIds } from "./meetings.repository";

/** What happened to a meeting, for the mails and calendar invitations of its two sides. */
export type MeetingChange =
  | "requested" // meetingRequest to the acceptor
  | "agreed" // newMeeting to both sides (.ics METHOD:REQUEST)
  | "arranged" // newMeeting to both sides, arranged by the host
  | "updated" // newMeeting to both sides of an agreed meeting whose details changed (.ics REQUEST, higher SEQUENCE)
  | "rejected" // meetingRejected to the requester
  | "cancelled" // meetingCancelled to the other side (.ics METHOD:CANCEL)
  | "expired" // meetingCancelled-style mail to the requester: nobody answered in time
  | "declined"; // meetingRejected to a requester whose slot was taken or changed (reason taken/schedule)

export interface MeetingChangeEvent {
  kind: MeetingChange;
  meetingId: number;
  /** The user who made the change (null: the system, e.g. expiry). */
  actorUserId: number | null;
  byHost: boolean;
  /** The spec's mailPostToggleAt: N sends no mail for this change. */
  mail: boolean;
}

/**
 * The applications told about a change. A cancellation goes to the side that did not cancel, or to both
 * when the host (or the system) cancelled.
 */
export function recipientSides(
  kind: MeetingChange,
  meeting: {
    applicantApplicationId: number;
    acceptorApplicationId: number | null;
    closedByApplicationId: number | null;
  },
): number[] {
  const requester = meeting.applicantApplicationId;
  const acceptor = meeting.acceptorApplicationId;
  const both = acceptor === null ? [requester] : [requester, acceptor];
  switch (kind) {
    case "requested":
      return acceptor === null ? [] : [acceptor];
    case "agreed":
    case "arranged":
    case "updated":
      return both;
    case "rejected":
    case "declined":
    case "expired":
      return [requester];
    case "cancelled":
      return both.filter((side) => side !== meeting.closedByApplicationId);
  }
}

/**
 * Called inside the transaction that changed the meeting: records one notice row, so the mails exist exactly
 * when the change commits. `deliverMeetingNotices` renders them after commit.
 */
export async function notifyMeetingChange(
  tx: DbOrTx,
  _ctx: AppContext,
  event: MeetingChangeEvent,
): Promise<void> {
  if (!event.mail) return;
  await insertNotice(tx, {
    meetingId: event.meetingId,
    kind: event.kind,
    actorUserId: event.actorUserId,
    byHost: event.byHost,
  });
}

/**
 * Renders up to `limit` pending notices into the mail outbox and the in-app mailbox (each recipient's
 * language, the .ics with REQUEST when concluded and CANCEL when cancelled), in one transaction that also
 * removes them; answers how many notices it handled. A notice of a meeting deleted since (a withdrawn
 * request) went away with it.
 */
export async function deliverMeetingNotices(ctx: AppContext, limit = 200): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const notices = await takeNotices(tx, limit);
    if (notices.length === 0) return 0;
    const rows = await meetingViewsByIds(tx, [...new Set(notices.map((n) => n.meetingId))]);
    const byId = new Map(rows.map((r) => [r.meeting.id, r]));
    const subEventIds = [...new Set(rows.map((r) => r.meeting.subEventId))];
    const subEvents = new Map((await findMailSubEvents(tx, subEventIds)).map((s) => [s.subEventId, s]));
    const sideIds = [
      ...new Set(
        rows.flatMap((r) =>
          [r.meeting.applicantApplicationId, r.meeting.acceptorApplicationId].filter((id) => id !== null),
        ),
      ),
    ];
    const recipients = new Map((await findSideRecipients(tx, sideIds)).map((p) => [p.applicationId, p]));
    const organizer = parseAddress(ctx.config.mailFrom);
    const mails: OutgoingMail[] = [];
    for (const notice of notices) {
      const row = byId.get(notice.meetingId);
      const subEvent = row && subEvents.get(row.meeting.subEventId);
      if (!row || !subEvent) continue;
      const kind = notice.kind as MeetingChange;
      const sides = recipientSides(kind, row.meeting);
      const parties = [row.meeting.applicantApplicationId, row.meeting.acceptorApplicationId].flatMap(
        (id) => {
          const p = id === null ? undefined : recipients.get(id);
          return p ? [p] : [];
        },
      );
      const attendees = parties.map((p) => ({ name: p.name, email: p.email }));
      const meeting = toMeetingView(row, ctx.config.publicUrl);
      const sequence = meetingSequence(notice.meetingUpdatedAt, notice.meetingStatus === "cancel");
      for (const recipient of parties.filter((p) => sides.includes(p.applicationId))) {
        mails.push(
          composeMeetingMail({
            kind,
            meeting,
            sequence,
            subEvent,
            recipient,
            attendees,
            organizer,
            publicUrl: ctx.config.publicUrl,
            now: ctx.now(),
            actorUserId: notice.actorUserId,
          }),
        );
      }
    }
    await queueMails(tx, mails);
    return notices.length;
  });
}

/** Delivers every pending notice (tests, and the worker's pass). */
export async function deliverAllMeetingNotices(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await deliverMeetingNotices(ctx);
    total += n;
    if (n === 0) return total;
  }
}
