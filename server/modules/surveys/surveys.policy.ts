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
