import type { Actor } from "../../http/auth";
import { Forbidden, NotFound } from "../../http/errors";
import { canManageEvent, canViewEvent } from "../access/access.policy";

interface EventLike {
  approval: string;
  hostUserId: number;
}

/** The host or an administrator; others get 404 for a hidden event and 403 for a public one. */
export function assertCanManage(actor: Actor, event: EventLike | undefined): asserts event is EventLike {
  if (!event || !canViewEvent(actor, event)) throw new NotFound("event.notFound");
  if (!canManageEvent(actor, event)) throw new Forbidden();
}

/** Place and period are frozen once an administrator approved the event. */
export function isPlaceAndPeriodLocked(event: EventLike): boolean {
  return event.approval === "approved";
}

/** Forms cannot change once the event is approved (spec section 4). */
export function areFormsLocked(event: EventLike): boolean {
  return event.approval === "approved";
}

/** An event can be sent for review from draft, or again after a rejection. */
export function canRequestApproval(event: EventLike): boolean {
  return event.approval === "draft" || event.approval === "rejected";
}
