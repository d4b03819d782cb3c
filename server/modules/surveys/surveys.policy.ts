/** Which counsel form a side of a meeting writes: sellers and booths the seller form, buyers and visitors the buyer form. */
export function counselFormOf(
  type: "seller" | "buyer" | "booth" | "visitor",
  subEvent: { sellerCounselForm: number | null; buyerCounselForm: number | null },
): number | null {
  return type === "seller" || type === "booth" ? subEvent.sellerCounselForm : subEvent.buyerCounselForm;
}

/** Whether an application is one of the two sides of a meeting. */
export function isPartyOf(
  meeting: { applicantApplicationId: number; acceptorApplicationId: number | null },
  applicationId: number,
): boolean {
  return meeting.applicantApplicationId === applicationId || meeting.acceptorApplicationId === applicationId;
}

/** A note can be written once the meeting has started, only about an agreed meeting. */
export function mayWriteNote(meeting: { status: string; startsAt: Date }, now: Date): boolean {
  return meeting.status === "agree" && meeting.startsAt.getTime() <= now.getTime();
}

/** What an actor is to one side's counsel note. */
export interface NoteStanding {
  /** The side's owner or an accepted colleague, while its application is approved. */
  member: boolean;
  /** The event's host or an administrator. */
  host: boolean;
  /** The meeting's assigned interpreter. */
  interpreter: boolean;
}

export type NoteRight = "read" | "write" | "restore";

/**
 * Who may do what with one side's note: its members everything; the meeting's interpreter reads and writes (the
 * spec's interpreter counsel form) but may not restore, which is the note owners' call about their own text; the
 * host reads. The other side and everyone else: nothing.
 */
export function mayOnNote(standing: NoteStanding, right: NoteRight): boolean {
  if (standing.member) return true;
  if (standing.interpreter) return right !== "restore";
  return standing.host && right === "read";
}

/** The role a save is recorded under: a member writes as the participant even when also the interpreter. */
export function saverRoleOf(standing: NoteStanding): "participant" | "interpreter" {
  return standing.member ? "participant" : "interpreter";
}
