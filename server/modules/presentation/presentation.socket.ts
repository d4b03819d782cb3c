import type { Server, Socket } from "socket.io";
import type { z } from "zod";
import {
  PRESENTATION_LIMITS,
  PresentationClient,
  type Stage,
  type TPresentationMessage,
} from "../../../shared/video/presentation";
import type { AppContext } from "../../context";
import type { SessionActor } from "../../http/auth";
import { iceServersFor } from "../rooms/ice";
import { type RoomClaims, verifyRoomToken } from "../rooms/room-token";
import { isClosing } from "../rooms/rooms.closing";
import { type FeedStream, JanusSeat } from "./presentation.janus";
import { localFeeds, placeKey, seatKeyFor, stopForwards } from "./presentation.overflow";
import { audioOpen, mayModerate, maySee, mayShare } from "./presentation.policy";
import * as repo from "./presentation.repository";
import { onEviction, personRoom, presentationRoom } from "./presentation.rooms";
import * as service from "./presentation.service";

/** What a socket holds in a presentation room (socket.data.presentation; one room per socket). */
export interface PresentationSeatData {
  room: string;
  identity: string;
  stage: Stage;
  name: string;
  /** The token's claims, for checking the rights again from any process. */
  claims: RoomClaims;
}

interface LocalSeat {
  socket: Socket;
  claims: RoomClaims;
  janus: JanusSeat;
  /** The placement key of the seat: the room, or its overflow room on another instance. */
  key: string;
  /** The feeds this seat subscribes to, by their id in its room → their canonical id (the room's list). */
  feedOf: Map<number, number>;
  /** A presenter's screen share: a second publisher of this socket. */
  screen?: JanusSeat;
  timer: NodeJS.Timeout;
}

/** The seats this process holds (their Janus sessions live here). */
const seats = new Map<string, LocalSeat>();

/** How many seats this process holds, and whether their last leaves are still running (tests wait for 0). */
let leaving = 0;
export const seatsHeld = (): number => seats.size + leaving;

type Ack = (answer: unknown) => void;
const asAck = (value: unknown): Ack => (typeof value === "function" ? (value as Ack) : () => undefined);

const asMessage = (row: repo.MessageRow): TPresentationMessage => ({
  id: row.id,
  identity: row.identity,
  name: row.name,
  text: row.text,
  deleted: row.deleted,
  at: row.createdAt.toISOString(),
});

async function leave(ctx: AppContext, socket: Socket): Promise<void> {
  const seat = seats.get(socket.id);
  if (!seat) return;
  seats.delete(socket.id);
  leaving++;
  try {
    await release(ctx, socket, seat);
  } finally {
    leaving--;
  }
}

async function release(ctx: AppContext, socket: Socket, seat: LocalSeat): Promise<void> {
  clearTimeout(seat.timer);
  const { room, identity } = seat.claims;
  socket.data.presentation = undefined;
  await socket.leave(presentationRoom(room));
  await socket.leave(personRoom(room, identity));
  await seat.janus.close().catch(() => undefined);
  await stopForwards(ctx, room, seat.claims.webinarId ?? null, seat.janus.id).catch(() => undefined);
  if (seat.screen) await stopScreen(ctx, seat, false);
  // a server shutting down tells no one (its adapter's clients are closing)
  if (isClosing(ctx.realtime.server)) return;
  const stillHere = [...seats.values()].some((s) => s.claims.room === room && s.claims.identity === identity);
  if (!stillHere)
    await repo
      .setFeed(ctx.db, room, identity, { janusId: null, audioMid: null, videoMid: null })
      .catch(() => undefined);
  await service.tellPeople(ctx, room).catch(() => undefined);
}

/** Janus's streams of a seat's subscription, named by the room's canonical feed ids. */
function canonical(seat: LocalSeat, streams: FeedStream[]): FeedStream[] {
  return streams.map((s) => ({ ...s, feed: seat.feedOf.get(s.feed) ?? s.feed }));
}

/** Ends a presenter's screen share: its publisher leaves Janus and the room forgets it (then tells everyone). */
async function stopScreen(ctx: AppContext, seat: LocalSeat, tell = true): Promise<void> {
  const screen = seat.screen;
  if (!screen) return;
  seat.screen = undefined;
  await screen.close().catch(() => undefined);
  await stopForwards(ctx, seat.claims.room, seat.claims.webinarId ?? null, screen.id).catch(() => undefined);
  await repo.releaseScreen(ctx.db, seat.claims.room, seat.claims.identity).catch(() => undefined);
  if (tell) await service.tellPeople(ctx, seat.claims.room).catch(() => undefined);
}

/**
 * The presentation rooms on one socket (docs/presentation.md): join with a room token of a webinar's room,
 * then publish, watch, trickle through the server to Janus; hands, presenters' actions and chat are decided
 * here and enforced in Janus. Each request is answered through its ack.
 */
export function attachPresentation(ctx: AppContext, io: Server, socket: Socket): void {
  onEviction(io, async (room, identity, reason) => {
    for (const seat of [...seats.values()])
      if (seat.claims.room === room && seat.claims.identity === identity) {
        // told on its own socket first: the room's broadcast may arrive after the seat has left its rooms
        seat.socket.emit("pres:removed", { reason });
        await leave(ctx, seat.socket);
      }
  });

  /** A handler that runs only for a socket in a room, with its parsed request. */
  function on<K extends keyof typeof PresentationClient>(
    name: K,
    handler: (seat: LocalSeat, body: z.infer<(typeof PresentationClient)[K]>) => Promise<unknown>,
  ): void {
    socket.on(`pres:${name as string}`, async (raw: unknown, ackRaw: unknown) => {
      const ack = asAck(ackRaw);
      const seat = seats.get(socket.id);
      const parsed = PresentationClient[name].safeParse(raw ?? {});
      if (!seat) return ack({ ok: false, error: "notInRoom" });
      if (!parsed.success) return ack({ ok: false, error: "invalid" });
      try {
        ack({ ok: true, ...((await handler(seat, parsed.data as never)) as object) });
      } catch (error) {
        const code = (error as { code?: string }).code ?? (error as Error).message;
        ack({ ok: false, error: code });
      }
    });
  }

  socket.on("pres:join", async (raw: unknown, ackRaw: unknown) => {
    const ack = asAck(ackRaw);
    const parsed = PresentationClient.join.safeParse(raw);
    if (!parsed.success) return ack({ ok: false, error: "token" });
    const claims = await verifyRoomToken(ctx.tokens, parsed.data.token);
    const actor = socket.data.actor as SessionActor | undefined;
    if (claims?.eventType !== "presentation" || !claims.stage) return ack({ ok: false, error: "token" });
    if (actor?.userId !== claims.userId) return ack({ ok: false, error: "token" });
    if (!(await service.stillMayPresent(ctx, claims, actor).catch(() => false)))
      return ack({ ok: false, error: "removed" });
    if (!ctx.media.available) return ack({ ok: false, error: "unavailable" });
    await leave(ctx, socket);
    try {
      const key = await seatKeyFor(ctx, claims.room, claims.stage as Stage);
      const placed = await placeKey(ctx, claims.room, key, claims.webinarId ?? null);
      await placed.admin.ensure(placed.ref, {
        description: claims.room,
        publishers: PRESENTATION_LIMITS.publishers,
      });
      await repo.enter(ctx.db, {
        room: claims.room,
        identity: claims.identity,
        userId: claims.userId,
        name: claims.name,
        company: claims.company,
        stage: claims.stage,
      });
      const janus = await JanusSeat.open(placed, claims.identity);
      // known from the join on, so that any process can kick it; watchable once it publishes
      await repo.setFeed(ctx.db, claims.room, claims.identity, {
        janusId: janus.id,
        audioMid: null,
        videoMid: null,
        janusRoomKey: key === claims.room ? null : key,
        janusStreams: null,
      });
      const timer = setTimeout(
        () => {
          socket.emit("pres:removed", { reason: "ended" });
          void leave(ctx, socket).catch(() => undefined);
        },
        Math.max(0, Math.min(claims.exp * 1000 - Date.now(), 2_147_000_000)),
      );
      const seat: LocalSeat = { socket, claims, janus, key, feedOf: new Map(), timer };
      seats.set(socket.id, seat);
      janus.on((event) => {
        if (event.kind === "kicked") {
          socket.emit("pres:removed", { reason: "removed" });
          void leave(ctx, socket).catch(() => undefined);
        } else if (event.kind === "offer")
          socket.emit("pres:offer", { jsep: event.jsep, streams: canonical(seat, event.streams) });
        else if (event.kind === "trickle") socket.emit("pres:trickle", event);
        else if (event.kind === "hangup") socket.emit("pres:hangup", { target: event.target });
      });
      socket.data.presentation = {
        room: claims.room,
        identity: claims.identity,
        stage: claims.stage,
        name: claims.name,
        claims,
      } satisfies PresentationSeatData;
      await socket.join([presentationRoom(claims.room), personRoom(claims.room, claims.identity)]);
      const [people, history] = await Promise.all([
        service.peopleOf(ctx, claims.room),
        repo.messagesAfter(ctx.db, claims.room, 0, PRESENTATION_LIMITS.chatHistory),
      ]);
      ack({
        ok: true,
        self: { identity: claims.identity, name: claims.name, stage: claims.stage, feed: janus.id },
        people,
        messages: history.map(asMessage),
        iceServers: iceServersFor(ctx.config, claims, Math.floor(Date.now() / 1000)),
        endsAt: claims.exp * 1000,
      });
      await service.tellPeople(ctx, claims.room);
    } catch (error) {
      await leave(ctx, socket);
      ack({ ok: false, error: "unavailable", detail: (error as Error).message });
    }
  });

  on("publish", async (seat, { jsep }) => {
    const published = await seat.janus.publish(jsep);
    const { room, identity } = seat.claims;
    await repo.setFeed(ctx.db, room, identity, {
      janusId: seat.janus.id,
      audioMid: published.audioMid,
      videoMid: published.videoMid,
      janusStreams: published.streams,
    });
    const row = await repo.personIn(ctx.db, room, identity);
    // Before the browser even has the answer, Janus mutes what the room has not opened: nothing leaks.
    if (row) await service.enforceMedia(ctx, row);
    await service.tellPeople(ctx, room);
    return { jsep: published.jsep };
  });

  on("subscribe", async (seat, { feeds }) => {
    const people = await repo.peopleIn(ctx.db, seat.claims.room);
    const stage = seat.claims.stage as Stage;
    const seen = people.filter((p) => maySee(stage, { stage: p.stage as Stage, hand: p.hand as "none" }));
    const visible = new Set(
      seen.flatMap((p) => [p.janusId, p.screenJanusId].filter((id): id is number => id !== null)),
    );
    const { room, webinarId } = seat.claims;
    const wanted = feeds.filter((f) => visible.has(f));
    // feeds of another placement (overflow) arrive through a forward, under their id there
    seat.feedOf = await localFeeds(ctx, room, webinarId ?? null, seat.key, wanted, seen);
    const offer = await seat.janus.watch([...seat.feedOf.keys()]);
    return { jsep: offer?.jsep ?? null, streams: canonical(seat, offer?.streams ?? []) };
  });

  on("start", async (seat, { jsep }) => {
    await seat.janus.start(jsep);
    return {};
  });

  on("substream", async (seat, { mid, substream }) => {
    await seat.janus.substream(mid, substream);
    return {};
  });

  on("trickle", async (seat, { target, candidate }) => {
    if (target === "screen") seat.screen?.trickle("publisher", candidate);
    else seat.janus.trickle(target, candidate);
    return {};
  });

  // 13.31: a presenter shares a screen as a second publisher, one share per room (the database decides)
  on("share", async (seat, { jsep }) => {
    if (!mayShare(seat.claims.stage as Stage)) throw new Error("forbidden");
    await stopScreen(ctx, seat, false);
    const { room, identity } = seat.claims;
    const placed = await placeKey(ctx, room, seat.key, seat.claims.webinarId ?? null);
    const screen = await JanusSeat.open(placed, `${identity}:screen`);
    if (!(await repo.claimScreen(ctx.db, room, identity, screen.id))) {
      await screen.close().catch(() => undefined);
      throw new Error("busy");
    }
    seat.screen = screen;
    screen.on((event) => {
      if (event.kind === "trickle") socket.emit("pres:trickle", { ...event, target: "screen" });
      else if ((event.kind === "hangup" || event.kind === "kicked") && seat.screen === screen)
        void stopScreen(ctx, seat);
    });
    try {
      const published = await screen.publish(jsep);
      await repo.setScreenStreams(ctx.db, room, identity, published.streams);
      await service.tellPeople(ctx, room);
      return { jsep: published.jsep };
    } catch (error) {
      await stopScreen(ctx, seat);
      throw error;
    }
  });

  on("unshare", async (seat) => {
    await stopScreen(ctx, seat);
    return {};
  });

  on("media", async (seat, { audio, video }) => {
    const row = await repo.personIn(ctx.db, seat.claims.room, seat.claims.identity);
    if (!row) throw new Error("notInRoom");
    if (audio && !audioOpen(seat.claims.stage as Stage, row)) throw new Error("muted");
    if (video && seat.claims.stage === "none" && row.videoBlocked) throw new Error("videoStopped");
    await seat.janus.media(row.audioMid, row.videoMid, audio, video);
    return {};
  });

  on("hand", async (seat, { raise }) => {
    if (seat.claims.stage !== "none") throw new Error("presenter");
    const { room, identity } = seat.claims;
    const row = await repo.personIn(ctx.db, room, identity);
    if (!row) throw new Error("notInRoom");
    const hand = raise ? (row.hand === "accepted" ? "accepted" : "raised") : "none";
    const next = await repo.setState(ctx.db, room, identity, { hand });
    await service.enforceMedia(ctx, next);
    await service.tellPeople(ctx, room);
    return { hand };
  });

  on("moderate", async (seat, { identity, action }) => {
    if (!mayModerate(seat.claims.stage as Stage)) throw new Error("forbidden");
    await service.moderate(ctx, seat.claims.room, seat.claims.stage as Stage, identity, action);
    return {};
  });

  on("chat", async (seat, { text, clientId }) => {
    const { room, identity, name } = seat.claims;
    const row = await repo.personIn(ctx.db, room, identity);
    if (!row || row.chatBlocked) throw new Error("chatBlocked");
    const message = asMessage(await repo.addMessage(ctx.db, { room, identity, name, text, clientId }));
    io.to(presentationRoom(room)).emit("pres:message", message);
    return { message };
  });

  on("history", async (seat, { after }) => {
    const rows = await repo.messagesAfter(ctx.db, seat.claims.room, after, PRESENTATION_LIMITS.chatHistory);
    return { messages: rows.map(asMessage) };
  });

  on("deleteMessage", async (seat, { id }) => {
    if (!mayModerate(seat.claims.stage as Stage)) throw new Error("forbidden");
    if (await repo.deleteMessage(ctx.db, seat.claims.room, id))
      io.to(presentationRoom(seat.claims.room)).emit("pres:messageDeleted", { id });
    return {};
  });

  on("reaction", async (seat, { reaction }) => {
    io.to(presentationRoom(seat.claims.room)).emit("pres:reaction", {
      identity: seat.claims.identity,
      reaction,
    });
    return {};
  });

  on("leave", async () => {
    await leave(ctx, socket);
    return {};
  });

  socket.on("disconnecting", () => {
    void leave(ctx, socket).catch(() => undefined);
  });
}
