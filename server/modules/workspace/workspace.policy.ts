import type { Actor } from "../../http/auth";

export type ViewerRole = "owner" | "colleague" | "host" | "participant";

interface TargetApplication {
  id: number;
  applicantId: number;
  approval: string;
}

interface Viewer {
  actor: Actor;
  /** The actor's application in the same sub-event (own or as colleague). */
  membership?: { application: { id: number; approval: string }; role: "owner" | "colleague" };
  isManager: boolean;
}

/**
 * How the actor may see an application: its owner, an accepted colleague, the event's host (or an
 * administrator), or an approved participant of the same sub-event looking at another approved
 * company. Undefined means no access.
 */
export function viewerRoleOf(viewer: Viewer, target: TargetApplication): ViewerRole | undefined {
  if (target.applicantId === viewer.actor.userId) return "owner";
  if (viewer.membership?.application.id === target.id) return viewer.membership.role;
  if (viewer.isManager) return "host";
  if (viewer.membership?.application.approval === "approval" && target.approval === "approval")
    return "participant";
  return undefined;
}

/** Secret answers and the rejection reason are for the company itself and the organizer. */
export function seesPrivateFields(role: ViewerRole): boolean {
  return role !== "participant";
}

/** The owner withdraws a waiting application; the host removes any. */
export function canDeleteApplication(role: ViewerRole | undefined, approval: string): boolean {
  return role === "host" || (role === "owner" && approval === "waiting");
}
