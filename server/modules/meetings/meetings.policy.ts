import type { MeetingActorRole } from "../../../shared/meetings/status";

/** Meetings can be booked only where matching is on and the host has not switched meetings off. */
export function meetingsOpen(subEvent: { matching: string; meetingAvailable: string }): boolean {
  return subEvent.matching === "Y" && subEvent.meetingAvailable === "Y";
}

/** The role an application plays in a meeting, if any. */
export function roleIn(
  meeting: { applicantApplicationId: number; acceptorApplicationId: number | null },
  applicationId: number,
): MeetingActorRole | undefined {
  if (meeting.applicantApplicationId === applicationId) return "applicant";
  if (meeting.acceptorApplicationId === applicationId) return "acceptor";
  return undefined;
}

/** Types an application may meet: the other group, or anyone with targetScope 'others'. */
export function meetableTypes(
  type: "seller" | "buyer" | "booth" | "visitor",
  targetScope: string,
): ("seller" | "buyer" | "booth" | "visitor")[] {
  if (targetScope === "others") return ["seller", "buyer", "booth", "visitor"];
  return type === "seller" || type === "booth" ? ["buyer", "visitor"] : ["seller", "booth"];
}
