import type { Actor } from "../../http/auth";
import { canManageEvent, canViewEvent } from "../access/access.policy";

export interface FloorGate {
  approval: string;
  hostUserId: number;
  /** The actor is one of the event's check-in staff (checkin_staff, by e-mail). */
  isStaff: boolean;
}

/**
 * Who may see a sub-event's live floor: the event's host and administrators ("manage": they may also change its
 * settings) and the event's check-in staff ("staff"), as the check-in desk's rule is. An event the actor may not
 * see is hidden (404); anyone else is refused (403).
 */
export function floorReader(
  actor: Actor,
  gate: FloorGate | undefined,
): "hidden" | "refused" | "manage" | "staff" {
  if (!gate || !canViewEvent(actor, gate)) return "hidden";
  if (canManageEvent(actor, gate)) return "manage";
  return gate.isStaff ? "staff" : "refused";
}
