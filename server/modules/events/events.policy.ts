import type { Actor } from "../../http/auth";

interface EventLike {
  approval: string;
  hostUserId: number;
}

/** Approved events are public; others only for their host and administrators. */
export function canViewEvent(actor: Actor | undefined, event: EventLike): boolean {
  if (event.approval === "approved") return true;
  return actor !== undefined && (actor.role === "ADMIN" || actor.userId === event.hostUserId);
}
