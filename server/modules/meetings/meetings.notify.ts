import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";

/** What happened to a meeting, for the mails and calendar invitations of its two sides. */
export type MeetingChange =
  | "requested" // meetingRequest to the acceptor
  | "agreed" // newMeeting to both sides (.ics METHOD:REQUEST)
  | "arranged" // newMeeting to both sides, arranged by the host
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
 * Called inside the transaction that changed the meeting, so mails go out exactly when the change commits
 * (through the outbox). Filled by the meetings mail work; until then it records nothing.
 */
export async function notifyMeetingChange(
  _tx: DbOrTx,
  _ctx: AppContext,
  _event: MeetingChangeEvent,
): Promise<void> {}
