import { VIDEO_EVENTS } from "../../../shared/video/protocol";
import type { AppContext } from "../../context";
import { Forbidden, NotFound } from "../../http/errors";
import { verifyRoomToken } from "../rooms/room-token";
import { roomsOfSeat, type VideoSeat, videoRoom } from "./video.signalling";

/** The caller's room token (X-Room-Token) must be of this room: the roster is for those in it. */
async function holderOf(ctx: AppContext, header: string | undefined, room: string) {
  const claims = await verifyRoomToken(ctx.tokens, header);
  if (!claims || claims.room !== room) throw new Forbidden("video.refusedEntry");
  return claims;
}

/** `/chime/attendee`: the name of an attendee present in the room. */
export async function attendee(ctx: AppContext, header: string | undefined, room: string, identity: string) {
  await holderOf(ctx, header, room);
  const io = ctx.realtime.server;
  const sockets = io ? await io.in(videoRoom(room)).fetchSockets() : [];
  const seat = sockets
    .map((s) => s.data.video as VideoSeat | undefined)
    .find((s) => s?.peer.identity === identity);
  if (!seat) throw new NotFound("video.attendeeNotFound");
  return { AttendeeInfo: { AttendeeId: seat.peer.identity, Name: seat.peer.name } };
}

/** `/chime/attendeeOut`: the caller's own connections leave the room, and the others are told. */
export async function attendeeOut(
  ctx: AppContext,
  header: string | undefined,
  room: string,
  identity: string,
) {
  const claims = await holderOf(ctx, header, room);
  if (claims.identity !== identity) throw new Forbidden("video.refusedEntry");
  const io = ctx.realtime.server;
  if (!io) return { ok: true };
  const sockets = await io.in(videoRoom(room)).fetchSockets();
  for (const socket of sockets) {
    const seat = socket.data.video as VideoSeat | undefined;
    if (seat?.peer.identity !== identity) continue;
    for (const name of roomsOfSeat(room, socket.id, seat)) socket.leave(name);
    io.to(videoRoom(room)).emit(VIDEO_EVENTS.peerLeft, { peerId: socket.id });
  }
  return { ok: true };
}
