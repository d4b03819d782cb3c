import type { ViewerRole } from "../workspace/workspace.policy";

/** Only the main applicant invites colleagues and sees the invitations (the host may read them too). */
export function canInvite(role: ViewerRole | undefined): boolean {
  return role === "owner";
}

export function canReadInvites(role: ViewerRole | undefined): boolean {
  return role === "owner" || role === "host";
}

/**
 * Deleting colleagues of an application: its main applicant and the host delete any; a colleague
 * deletes co-managers of the same application (the same business card), never the first applicant.
 */
export function canDeleteManager(
  role: ViewerRole | undefined,
  manager: { userId: number | null },
  application: { applicantId: number },
): boolean {
  if (role === "owner" || role === "host") return true;
  return role === "colleague" && manager.userId !== application.applicantId;
}
