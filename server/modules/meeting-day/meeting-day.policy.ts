import type { Actor } from "../../http/auth";
import { canManageEvent } from "../access/access.policy";

/** What an actor is to one meeting on the event day. */
export interface DayRole {
  /** The side the actor belongs to (owner or accepted colleague of that application). */
  side?: "applicant" | "acceptor";
  interpreter: boolean;
  /** The event's host, an administrator or the event's check-in staff. */
  staff: boolean;
}

export function dayRole(
  actor: Actor,
  m: { hostUserId: number; eventApproval: string; isInterpreter: boolean; isStaff: boolean },
  memberOf: { applicant: boolean; acceptor: boolean },
): DayRole {
  const side = memberOf.applicant ? "applicant" : memberOf.acceptor ? "acceptor" : undefined;
  return {
    side,
    interpreter: m.isInterpreter,
    staff: m.isStaff || canManageEvent(actor, { approval: m.eventApproval, hostUserId: m.hostUserId }),
  };
}

/** Anyone of the meeting's day may mark an arrival: the two sides, its interpreter, the host's staff. */
export const mayMarkArrival = (r: DayRole) => r.side !== undefined || r.interpreter || r.staff;

/** A no-show is disputed by a side; corrected by the host's staff. */
export const mayDispute = (r: DayRole) => r.side !== undefined;
export const mayCorrect = (r: DayRole) => r.staff;

/** Arrival is taken from an hour before the start until the slot ends. */
export const ARRIVAL_OPENS_MINUTES = 60;

export function arrivalOpen(m: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  const t = now.getTime();
  return (
    t >= new Date(m.startsAt).getTime() - ARRIVAL_OPENS_MINUTES * 60_000 && t < new Date(m.endsAt).getTime()
  );
}
