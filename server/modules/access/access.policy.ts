import type { Actor } from "../../http/auth";

interface EventLike {
  approval: string;
  hostUserId: number;
}

/** The organizer of the event (its host) or a platform administrator. */
export function canManageEvent(actor: Actor | undefined, event: EventLike): boolean {
  return actor !== undefined && (actor.role === "ADMIN" || actor.userId === event.hostUserId);
}

/** Approved events are public; others only for their host and administrators. */
export function canViewEvent(actor: Actor | undefined, event: EventLike): boolean {
  return event.approval === "approved" || canManageEvent(actor, event);
}

/** Private workspace pages need an approved application (own or as a colleague). */
export function isApprovedParticipant(application: { approval: string } | undefined): boolean {
  return application?.approval === "approval";
}
