import type { TMyPlace } from "../../../shared/contract";

/**
 * The approval gate of the workspace. Approved participants (own or as colleague) and the host see
 * every section; before approval only myInfo is reachable: a waiting applicant is sent to the event
 * page, a rejected one to myInfo (where the reason shows). No place at all (the application cannot
 * load) sends the user home.
 */
export function gateRedirect(
  place: TMyPlace | undefined,
  failed: boolean,
  section: string,
  subEventId: number,
  eventId: number,
): string | undefined {
  if (failed) return "/";
  if (!place) return undefined;
  if (place.role === "host" || place.application?.approval === "approval") return undefined;
  if (section === "myInfo") return undefined;
  if (place.application?.approval === "reject") return `/subEvent/${subEventId}/myInfo`;
  return `/event/detail/${eventId}`;
}

/** The first path segment after /subEvent/{id}/ (attendeeList when none). */
export function sectionOf(pathname: string): string {
  const [, , , section] = pathname.split("/");
  return section || "attendeeList";
}

/** Whether the seller form asks for a product (the sidebar's Products entry). */
export function hasProductQuestion(
  form: { content: { formData: Record<string, { type: string }> } } | null | undefined,
): boolean {
  return Boolean(form && Object.values(form.content.formData).some((q) => q.type === "product"));
}

/** The meeting-status tab: hidden for two companies of the same type, or when meetings are off. */
export function showMeetingTab(
  subEvent: { matching: string; meetingAvailable: string },
  viewerType: string | undefined,
  targetType: string,
): boolean {
  if (subEvent.matching !== "Y" || subEvent.meetingAvailable !== "Y") return false;
  return viewerType !== undefined && viewerType !== targetType;
}
