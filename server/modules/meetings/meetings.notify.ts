import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import { queueMail } from "../mail/mail.service";
import { meetingSequence, parseAddress } from "./meetings.ics";
import { composeMeetingMail } from "./meetings.mail";
import { findMailSubEvent, findSideRecipients } from "./meetings.mail.repository";
import { toMeetingView } from "./meetings.presenter";
import { byIds, meetingViews } from "./meetings.repository";

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
 * Called inside the transaction that changed the meeting, so mails go out exactly when the change commits
 * (through the outbox): the in-app mailbox row and the mail, in each recipient's language, with the .ics
 * (REQUEST when concluded, CANCEL when an agreed meeting is cancelled).
 */
export async function notifyMeetingChange(
  tx: DbOrTx,
  ctx: AppContext,
  event: MeetingChangeEvent,
): Promise<void> {
  if (!event.mail) return;
  const [row] = await meetingViews(tx, byIds([event.meetingId]));
  if (!row) return;
  const sides = recipientSides(event.kind, row.meeting);
  if (sides.length === 0) return;
  const subEvent = await findMailSubEvent(tx, row.meeting.subEventId);
  if (!subEvent) return;
  const meeting = toMeetingView(row, ctx.config.publicUrl);
  const parties = await findSideRecipients(
    tx,
    [row.meeting.applicantApplicationId, row.meeting.acceptorApplicationId].filter((id) => id !== null),
  );
  const attendees = parties.map((p) => ({ name: p.name, email: p.email }));
  const sequence = meetingSequence(row.meeting.updatedAt, row.meeting.status === "cancel");
  for (const recipient of parties.filter((p) => sides.includes(p.applicationId))) {
    await queueMail(
      tx,
      composeMeetingMail({
        kind: event.kind,
        meeting,
        sequence,
        subEvent,
        recipient,
        attendees,
        organizer: parseAddress(ctx.config.mailFrom),
        publicUrl: ctx.config.publicUrl,
        now: ctx.now(),
        actorUserId: event.actorUserId,
      }),
    );
  }
}
