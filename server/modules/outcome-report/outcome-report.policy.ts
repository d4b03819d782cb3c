import type { Actor } from "../../http/auth";
import { canManageEvent, canViewEvent } from "../access/access.policy";

interface EventLike {
  approval: string;
  hostUserId: number;
}

/** Whether the actor may know the event exists (else 404). */
export const maySeeEvent = (actor: Actor | undefined, event: EventLike) => canViewEvent(actor, event);

/** The report is the organizer's: the event's host and administrators; never participants or check-in staff. */
export const mayReadReport = (actor: Actor | undefined, event: EventLike) => canManageEvent(actor, event);
