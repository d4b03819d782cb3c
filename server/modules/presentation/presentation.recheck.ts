import type { AppContext } from "../../context";
import type { SessionActor } from "../../http/auth";
import type { Departure } from "../../realtime/hub";
import type { RoomClaims } from "../rooms/room-token";
import { stillMayBeIn } from "../rooms/rooms.admission";
import * as repo from "./presentation.repository";
import { personRoom, presentationRoom } from "./presentation.rooms";
import { webinarOfRoom } from "./presentation.service";

/**
 * For the realtime layer's "rights taken away" check: a socket in a presentation room whose holder may no longer
 * be there (application rejected or removed, colleague removed, session ended) leaves it, is told, and its
 * publisher is kicked from Janus (the process holding the seat closes it on Janus's event).
 */
export async function recheckPresentationSeat(
  ctx: AppContext,
  actor: SessionActor,
  room: string,
  socket: { id: string; data: Record<string, unknown> },
): Promise<Departure | undefined> {
  const seat = socket.data.presentation as { room: string; claims: RoomClaims } | undefined;
  if (!seat || room !== presentationRoom(seat.room)) return undefined;
  if (await stillMayBeIn(ctx, seat.claims, actor)) return undefined;
  const row = await repo.personIn(ctx.db, seat.room, seat.claims.identity);
  if (row?.janusId != null && ctx.media.available) {
    const placed = await ctx.media.place(ctx.db, seat.room, webinarOfRoom(seat.room) ?? null, ctx.now());
    await placed.admin.kick(placed.ref, row.janusId).catch(() => undefined);
  }
  return {
    leave: [presentationRoom(seat.room), personRoom(seat.room, seat.claims.identity)],
    event: "pres:removed",
    payload: { reason: "closed" },
  };
}
