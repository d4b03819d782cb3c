import type { AppContext } from "../../context";
import type { Actor } from "../../http/auth";
import type { RoomClaims } from "./room-token";

/** The kinds of rooms a room token opens (`eventType` of its claims). */
export type RoomKind = RoomClaims["eventType"];

/** Whether the holder of a room token may still hold a seat in its room (the rules of the join, asked again). */
export type SeatRule = (ctx: AppContext, claims: RoomClaims, actor: Actor | undefined) => Promise<boolean>;

const rules = new Map<RoomKind, SeatRule>();

/**
 * Sets the rule of one kind of room, from the module that owns that kind (video: meeting, direct and test
 * rooms; presentation: webinar rooms) when the app registers its routes. The module that carries a seat (the
 * mesh signalling, Janus, the captions) then asks `stillMayBeIn` and needs to know no other module's rules.
 */
export function setSeatRule(kind: RoomKind, rule: SeatRule): void {
  rules.set(kind, rule);
}

/**
 * Whether the holder of these claims may still be in their room: asked at every join and whenever a right may
 * have gone. A kind without a rule admits no one, and a rule that fails says no.
 */
export async function stillMayBeIn(
  ctx: AppContext,
  claims: RoomClaims,
  actor: Actor | undefined,
): Promise<boolean> {
  const rule = rules.get(claims.eventType);
  return rule ? rule(ctx, claims, actor).catch(() => false) : false;
}
