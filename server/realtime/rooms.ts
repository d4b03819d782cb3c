import type { AppContext } from "../context";
import type { Actor } from "../http/auth";
import { isApprovedParticipant } from "../modules/access/access.policy";
import { loadSubEventAccess } from "../modules/access/access.service";
import { canJoin } from "../modules/chat/chat.service";
import { isInterpreterOf } from "../modules/interpreters/interpreters.repository";
import { mayReadFloor } from "../modules/live-floor/live-floor.service";

/** The channels a client asks to join; each has its own rule of who may hear it. */
export type ChannelKind = "chat" | "subEvent" | "floor";
export const channelKinds: readonly ChannelKind[] = ["chat", "subEvent", "floor"];

/** A room name the server gives a socket itself (`user:{id}`, `session:{id}`) is not a channel. */
export function parseChannel(room: string): { kind: ChannelKind; id: number } | undefined {
  const match = /^(chat|subEvent|floor):(\d{1,10})$/.exec(room);
  if (!match) return undefined;
  return { kind: match[1] as ChannelKind, id: Number(match[2]) };
}

/**
 * Whether the actor may hear the channel now: a chat room's members (owners and accepted colleagues of its
 * two approved applications); a sub-event's host, administrators, approved participants with their
 * colleagues, and its interpreters; a sub-event's live floor (`floor:{id}`), its host, administrators and the
 * event's check-in staff. Asked at every join and again whenever a right may have gone.
 */
export async function mayHear(
  ctx: AppContext,
  actor: Actor,
  kind: ChannelKind,
  id: number,
): Promise<boolean> {
  try {
    if (kind === "chat") return await canJoin(ctx, actor.userId, id);
    if (kind === "floor") return await mayReadFloor(ctx, actor, id);
    const access = await loadSubEventAccess(ctx, actor, id);
    if (access.isManager || isApprovedParticipant(access.membership?.application)) return true;
    return await isInterpreterOf(ctx.db, id, actor.userId);
  } catch {
    return false;
  }
}
