import type { Server, Socket } from "socket.io";
import {
  type TVideoPeer,
  VIDEO_EVENTS,
  type VideoJoinAnswer,
  ZVideoJoin,
  ZVideoReaction,
  ZVideoSignal,
  ZVideoState,
} from "../../../shared/video/protocol";
import type { AppContext } from "../../context";
import type { SessionActor } from "../../http/auth";
import type { Departure } from "../../realtime/hub";
import { joinedOnline } from "../meeting-day/meeting-day.service";
import { iceServersFor } from "../rooms/ice";
import { type RoomClaims, verifyRoomToken } from "../rooms/room-token";
import { stillMayBeIn } from "../rooms/rooms.admission";
import { isClosing } from "../rooms/rooms.closing";
import { mayEndForAll, seatingOf } from "./video.policy";

/** What a socket holds while in a video room (socket.data.video; at most one room per socket). */
export interface VideoSeat {
  room: string;
  claims: RoomClaims;
  peer: TVideoPeer;
  /** When this seat's current screen share was claimed (ms): of two claims at once, the earlier keeps it. */
  sharingSince?: number;
}

/** The Socket.IO rooms of a video room: everyone in it, one per peer (signals reach only a peer in the room). */
export const videoRoom = (room: string) => `video:${room}`;
const peerRoom = (room: string, peerId: string) => `vp:${room}:${peerId}`;
/** Every socket in a meeting room of a sub-event, for the host's presence view. */
export const subEventVideo = (subEventId: number) => `video-sub:${subEventId}`;

type Ack = (answer: unknown) => void;

/** The timer that ends a seat with its token (kept beside the socket: socket.data travels between processes). */
const seatTimers = new WeakMap<Socket, NodeJS.Timeout>();
const asAck = (value: unknown): Ack => (typeof value === "function" ? (value as Ack) : () => undefined);

/** A socket of any process with its seat. */
type Seated = { socket: Awaited<ReturnType<Server["fetchSockets"]>>[number]; seat: VideoSeat };

/** The seated sockets of a room on every process. */
async function seatedIn(io: Server, room: string): Promise<Seated[]> {
  const sockets = await io.in(videoRoom(room)).fetchSockets();
  return sockets.flatMap((socket) =>
    socket.data.video ? [{ socket, seat: socket.data.video as VideoSeat }] : [],
  );
}

/** The seats of a room on every process. */
async function seatsIn(io: Server, room: string): Promise<VideoSeat[]> {
  return (await seatedIn(io, room)).map(({ seat }) => seat);
}

/**
 * Sends a seat out of its room on whichever process holds it (replaced by its person's newer seat, or a guest's
 * given up to a party of the meeting): it is told why, and the room that it left, before anyone new is announced.
 */
async function sendOut(io: Server, { socket, seat }: Seated, reason: "replaced" | "full"): Promise<void> {
  socket.emit(VIDEO_EVENTS.ended, { byName: "", reason });
  const local = io.sockets.sockets.get(socket.id);
  if (local) {
    clearTimeout(seatTimers.get(local));
    local.data.video = undefined;
  }
  for (const name of roomsOfSeat(seat.room, socket.id, seat)) await Promise.resolve(socket.leave(name));
  io.to(videoRoom(seat.room)).emit(VIDEO_EVENTS.peerLeft, { peerId: socket.id });
}

/** Tells the host who is connected in a meeting room now (after every join and leave). */
async function tellPresence(io: Server, claims: RoomClaims): Promise<void> {
  if (claims.meetingId === null || claims.hostUserId === null) return;
  const seats = await seatsIn(io, claims.room);
  io.to(`user:${claims.hostUserId}`).emit("video:presence", {
    meetingId: claims.meetingId,
    connected: seats.map(({ peer }) => ({
      identity: peer.identity,
      name: peer.name,
      role: peer.role,
      applicationId: peer.applicationId,
    })),
  });
}

/** Leaves the socket's video room (if any), telling the others. */
async function leaveRoom(io: Server, socket: Socket): Promise<void> {
  const seat = socket.data.video as VideoSeat | undefined;
  if (!seat) return;
  socket.data.video = undefined;
  clearTimeout(seatTimers.get(socket));
  if (isClosing(io)) return;
  for (const room of roomsOfSeat(seat.room, socket.id, seat)) await socket.leave(room);
  io.to(videoRoom(seat.room)).emit(VIDEO_EVENTS.peerLeft, { peerId: socket.id });
  await tellPresence(io, seat.claims).catch(() => undefined);
}

/**
 * The video rooms' signalling on one socket (docs/video.md). Join needs a room token; the token's person must
 * be the socket's own (a signed-in user's token on that user's connection; a guest's or visitor's on any), and
 * the rules are checked again at the join. Everything else is accepted only while the socket is in the room,
 * and a signal reaches its target only while the target is in the same room.
 */
export function attachVideoSignalling(ctx: AppContext, io: Server, socket: Socket): void {
  socket.on("video:join", async (raw: unknown, ackRaw: unknown) => {
    const ack = asAck(ackRaw);
    const refuse = (error: Extract<VideoJoinAnswer, { ok: false }>["error"]) => ack({ ok: false, error });
    const parsed = ZVideoJoin.safeParse(raw);
    if (!parsed.success) return refuse("token");
    const claims = await verifyRoomToken(ctx.tokens, parsed.data.token);
    const actor = socket.data.actor as SessionActor | undefined;
    if (!claims) return refuse("token");
    if (claims.userId !== null && actor?.userId !== claims.userId) return refuse("token");
    if (!(await stillMayBeIn(ctx, claims, actor))) return refuse("closed");

    await leaveRoom(io, socket);
    const peer: TVideoPeer = {
      peerId: socket.id,
      identity: claims.identity,
      name: claims.name,
      company: claims.company,
      role: claims.role,
      applicationId: claims.applicationId,
      audio: claims.role !== "observer" && parsed.data.audio,
      video: claims.role !== "observer" && parsed.data.video,
      sharing: false,
      joinedAt: Date.now(),
    };
    socket.data.video = { room: claims.room, claims, peer } satisfies VideoSeat;
    const rooms = [videoRoom(claims.room), peerRoom(claims.room, socket.id)];
    if (claims.subEventId !== null) rooms.push(subEventVideo(claims.subEventId));
    if (claims.role === "guest" && claims.sid) rooms.push(`guest:${claims.sid}`);
    await socket.join(rooms);
    // Counted after joining, on every process, in one order: of two people taking the last seat at once,
    // both see both and the later one steps out; one seat per person (the latest), parties before guests.
    const seated = await seatedIn(io, claims.room);
    const seating = seatingOf(
      seated.map(({ seat }) => seat.peer),
      socket.id,
    );
    if (seating.refusal) {
      socket.data.video = undefined;
      for (const room of rooms) await socket.leave(room);
      return refuse(seating.refusal);
    }
    const gone = new Set([...seating.replaced, ...seating.displaced]);
    for (const one of seated)
      if (gone.has(one.socket.id))
        await sendOut(io, one, seating.replaced.includes(one.socket.id) ? "replaced" : "full");
    // The room closes for this socket when its token does (the meeting's end at the latest).
    seatTimers.set(
      socket,
      setTimeout(
        () => {
          socket.emit(VIDEO_EVENTS.ended, { byName: "" });
          void leaveRoom(io, socket);
        },
        Math.max(0, Math.min(claims.exp * 1000 - Date.now(), 2_147_000_000)),
      ),
    );
    socket.to(videoRoom(claims.room)).emit(VIDEO_EVENTS.peerJoined, peer);
    ack({
      ok: true,
      self: peer,
      peers: seated.map(({ seat }) => seat.peer).filter((p) => p.peerId !== socket.id && !gone.has(p.peerId)),
      iceServers: iceServersFor(ctx.config, claims, Math.floor(Date.now() / 1000)),
      endsAt: claims.eventType === "meeting" ? claims.exp * 1000 : null,
    } satisfies VideoJoinAnswer);
    await tellPresence(io, claims).catch(() => undefined);
    // Joining an online meeting's room counts as arriving at it (issue 30).
    if (
      claims.eventType === "meeting" &&
      claims.meetingId !== null &&
      claims.applicationId !== null &&
      claims.role === "participant"
    )
      await joinedOnline(ctx, claims.meetingId, claims.applicationId).catch(() => undefined);
  });

  /** The socket's room while it is really in it (a room it was made to leave no longer counts). */
  const current = (): VideoSeat | undefined => {
    const seat = socket.data.video as VideoSeat | undefined;
    return seat && socket.rooms.has(videoRoom(seat.room)) ? seat : undefined;
  };

  socket.on("video:signal", (raw: unknown) => {
    const seat = current();
    const parsed = ZVideoSignal.safeParse(raw);
    if (!seat || !parsed.success || seat.claims.role === "observer" ? !seat || !parsed.success : false)
      return;
    if (!seat || !parsed.success) return;
    const { to, ...message } = parsed.data;
    io.to(peerRoom(seat.room, to)).emit(VIDEO_EVENTS.signal, { from: socket.id, ...message });
  });

  socket.on("video:state", async (raw: unknown, ackRaw: unknown) => {
    const ack = asAck(ackRaw);
    const seat = current();
    const parsed = ZVideoState.safeParse(raw);
    if (!seat || !parsed.success) return ack({ ok: false });
    // the observing host sends nothing
    const state =
      seat.peer.role === "observer" ? { audio: false, video: false, sharing: false } : parsed.data;
    const claiming = state.sharing && !seat.peer.sharing;
    seat.peer = { ...seat.peer, ...state };
    if (claiming) {
      // one screen at a time: the claim is written first, then the room is read on every process, so of two
      // claims at the same moment each sees the other and the same one (earlier, then lower id) keeps it
      const since = Date.now();
      seat.sharingSince = since;
      const before = (await seatsIn(io, seat.room)).find(
        (other) =>
          other.peer.peerId !== seat.peer.peerId &&
          other.peer.sharing &&
          ((other.sharingSince ?? 0) < since ||
            (other.sharingSince === since && other.peer.peerId < seat.peer.peerId)),
      );
      if (before) {
        seat.peer = { ...seat.peer, sharing: false };
        seat.sharingSince = undefined;
        socket
          .to(videoRoom(seat.room))
          .emit(VIDEO_EVENTS.peerState, { peerId: socket.id, ...state, sharing: false });
        return ack({ ok: false, error: "sharing" });
      }
    }
    socket.to(videoRoom(seat.room)).emit(VIDEO_EVENTS.peerState, { peerId: socket.id, ...state });
    ack({ ok: true });
  });

  socket.on("video:reaction", (raw: unknown) => {
    const seat = current();
    const parsed = ZVideoReaction.safeParse(raw);
    if (!seat || !parsed.success) return;
    io.to(videoRoom(seat.room)).emit(VIDEO_EVENTS.reaction, {
      peerId: socket.id,
      reaction: parsed.data.reaction,
    });
  });

  socket.on("video:end", async (_raw: unknown, ackRaw: unknown) => {
    const ack = asAck(ackRaw);
    const seat = current();
    if (!seat || !mayEndForAll(seat.peer.role) || seat.claims.eventType !== "meeting")
      return ack({ ok: false });
    await evictRoom(io, seat.room, seat.peer.name);
    ack({ ok: true });
  });

  socket.on("video:leave", async (_raw: unknown, ackRaw: unknown) => {
    await leaveRoom(io, socket);
    asAck(ackRaw)({ ok: true });
  });

  socket.on("disconnecting", () => {
    void leaveRoom(io, socket);
  });
}

/**
 * Sends everyone out of a room (ended for all, a direct room closed, the meeting cancelled): they are told
 * `video:ended` and leave every room of it, on every process.
 */
export async function evictRoom(io: Server, room: string, byName: string): Promise<void> {
  io.to(videoRoom(room)).emit(VIDEO_EVENTS.ended, { byName });
  const sockets = await io.in(videoRoom(room)).fetchSockets();
  for (const socket of sockets)
    for (const name of roomsOfSeat(room, socket.id, socket.data.video)) socket.leave(name);
}

/** Every Socket.IO room a socket holds for its seat in a video room. */
export function roomsOfSeat(room: string, socketId: string, seat: VideoSeat | undefined): string[] {
  const rooms = [videoRoom(room), peerRoom(room, socketId)];
  if (seat && seat.claims.subEventId !== null) rooms.push(subEventVideo(seat.claims.subEventId));
  return rooms;
}

/** Who is in each meeting room of a sub-event now (every process). */
export async function presenceOf(io: Server, subEventId: number) {
  const sockets = await io.in(subEventVideo(subEventId)).fetchSockets();
  const byMeeting = new Map<number, TVideoPeer[]>();
  for (const socket of sockets) {
    const seat = socket.data.video as VideoSeat | undefined;
    if (!seat || seat.claims.meetingId === null) continue;
    byMeeting.set(seat.claims.meetingId, [...(byMeeting.get(seat.claims.meetingId) ?? []), seat.peer]);
  }
  return byMeeting;
}

/** The seats of a room (the roster calls). */
export const seatsOf = seatsIn;

/**
 * For the realtime layer's "rights taken away" check: a socket in a meeting room whose holder may no longer
 * enter (removed colleague, rejected application, unassigned interpreter, ended session) leaves its seat and
 * is told `video:ended`.
 */
export async function recheckVideoSeat(
  ctx: AppContext,
  actor: SessionActor,
  room: string,
  socket: { id: string; data: Record<string, unknown> },
): Promise<Departure | undefined> {
  const seat = socket.data.video as VideoSeat | undefined;
  if (!seat || room !== videoRoom(seat.room)) return undefined;
  if (await stillMayBeIn(ctx, seat.claims, actor)) return undefined;
  return {
    leave: roomsOfSeat(seat.room, socket.id, seat),
    event: VIDEO_EVENTS.ended,
    payload: { byName: "" },
    others: { room: videoRoom(seat.room), event: VIDEO_EVENTS.peerLeft, payload: { peerId: socket.id } },
  };
}
