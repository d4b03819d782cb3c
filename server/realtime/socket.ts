import type { IncomingMessage } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { createClient } from "redis";
import { Server, type Socket } from "socket.io";
import type { AppContext } from "../context";
import type { SessionActor } from "../http/auth";
import { liveActor } from "../modules/auth/sessions";
import { attachCaptions } from "../modules/captions/captions.socket";
import { announceTail } from "../modules/chat/chat.service";
import { recheckPresentationSeat } from "../modules/presentation/presentation.recheck";
import { attachPresentation } from "../modules/presentation/presentation.socket";
import { markClosing } from "../modules/rooms/rooms.closing";
import { attachVideoSignalling, recheckVideoSeat } from "../modules/video/video.signalling";
import { watchSockets } from "../ops/metrics/sockets";
import { type ChannelKind, channelKinds, mayHear, parseChannel } from "./rooms";

export interface RealtimeOptions {
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The Redis channel prefix, instead of the configured one (REDIS_PREFIX); tests use their own. */
  redisKey?: string;
}

/** Same-origin only: the page's own origin (or the configured public URL); clients without an Origin pass. */
export function originAllowed(request: IncomingMessage, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || url.host === request.headers.host;
  } catch {
    return false;
  }
}

const asRoomId = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2_147_483_647
    ? value
    : undefined;

/**
 * Socket.IO on the server's own HTTP server (path /socket.io). The token is checked at the handshake (and
 * the account's token version, so a signed-out session cannot connect) and the socket is dropped when the
 * token expires; the client then connects again with a fresh one. Every socket joins `user:{id}`; a chat
 * room's channel is joined on request after the membership check. With REDIS_URL the events of every
 * process reach every socket (the maintained Redis adapter).
 */
export async function attachRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  options: RealtimeOptions,
): Promise<() => Promise<void>> {
  const io = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    allowRequest: (request, callback) => callback(null, originAllowed(request, ctx.config.publicUrl)),
    pingInterval: 20_000,
    pingTimeout: 20_000,
  });
  watchSockets(app, io);
  const clients: { quit(): Promise<unknown> }[] = [];
  if (ctx.config.redisUrl) {
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on("error", (err: unknown) => options.log.warn({ err }, "redis (realtime) error"));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? ctx.config.redisPrefix }));
    clients.push(pub, sub);
    options.log.info({ redis: true }, "realtime shares events through Redis");
  }

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const header = typeof token === "string" && token !== "" ? token : undefined;
    // Without a token the socket may only enter video rooms with a room token (a guest, a direct-room visitor).
    if (!header) return next();
    const verified = await ctx.tokens.verify(header);
    const actor = verified && (await liveActor(ctx, verified).catch(() => undefined));
    if (!actor) return next(new Error("unauthorized"));
    socket.data.userId = actor.userId;
    socket.data.actor = actor;
    const expiresAt = ctx.tokens.expiryOf(header);
    if (expiresAt !== undefined) {
      const timer = setTimeout(
        () => {
          socket.emit("session:expired");
          socket.disconnect(true);
        },
        Math.max(0, Math.min(expiresAt - Date.now(), 2_147_000_000)),
      );
      socket.once("disconnect", () => clearTimeout(timer));
    }
    next();
  });

  io.on("connection", (socket: Socket) => {
    const servedBy = ctx.config.servedBy;
    if (servedBy)
      socket.on("served-by", (ack?: (name: string) => void) => {
        if (typeof ack === "function") ack(servedBy);
      });
    attachVideoSignalling(ctx, io, socket);
    attachPresentation(ctx, io, socket);
    attachCaptions(ctx, io, socket);
    const actor = socket.data.actor as SessionActor | undefined;
    if (!actor) {
      // anonymous (a guest, a direct-room visitor): video rooms only; every channel is refused
      for (const kind of channelKinds)
        socket.on(`${kind}:join`, (_id: unknown, ack?: (answer: { ok: boolean }) => void) => {
          if (typeof ack === "function") ack({ ok: false });
        });
      return;
    }
    const userId = actor.userId;
    void socket.join([`user:${userId}`, `session:${actor.sessionId}`]);

    for (const kind of channelKinds) {
      socket.on(`${kind}:join`, async (rawId: unknown, ack?: (answer: { ok: boolean }) => void) => {
        const id = asRoomId(rawId);
        const ok = await joinChannel(ctx, socket, kind, id);
        if (typeof ack === "function") ack({ ok });
        if (ok && kind === "chat") void announceTail(ctx, id!).catch(() => undefined);
      });
      socket.on(`${kind}:leave`, (rawId: unknown) => {
        const id = asRoomId(rawId);
        if (id !== undefined) void socket.leave(`${kind}:${id}`);
      });
    }
    socket.on("chat:typing", (roomId: unknown) => {
      const id = asRoomId(roomId);
      // only to a room the socket joined (after the membership check)
      if (id !== undefined && socket.rooms.has(`chat:${id}`))
        socket.to(`chat:${id}`).emit("chat:typing", { roomId: id, identity: String(userId) });
    });
  });

  ctx.realtime.attach(io, {
    live: (actor) => liveActor(ctx, actor).catch(() => undefined),
    recheck: async (actor, room, socket) => {
      const channel = parseChannel(room);
      if (channel)
        return (await mayHear(ctx, actor, channel.kind, channel.id))
          ? undefined
          : { leave: [room], event: "channel:closed", payload: { room } };
      if (room.startsWith("pres:")) return recheckPresentationSeat(ctx, actor, room, socket);
      return recheckVideoSeat(ctx, actor, room, socket);
    },
  });
  return async () => {
    markClosing(io);
    io.close();
    // stop listening to the other processes first (their requests would be answered through a closed client),
    // then close the clients: the subscriber before the publisher
    await Promise.resolve(io.of("/").adapter.close()).catch(() => undefined);
    for (const client of [...clients].reverse()) await client.quit().catch(() => undefined);
  };
}

/**
 * Joins a channel after its check, then checks again: a right taken away while the first check ran (its
 * change committed, and the connections were checked again, before this socket was in the room) is seen by
 * the second check, so a socket never stays in a channel it may not hear.
 */
async function joinChannel(
  ctx: AppContext,
  socket: Socket,
  kind: ChannelKind,
  id: number | undefined,
): Promise<boolean> {
  if (id === undefined) return false;
  const actor = socket.data.actor as SessionActor;
  if (!(await mayHear(ctx, actor, kind, id))) return false;
  const room = `${kind}:${id}`;
  await socket.join(room);
  if (await mayHear(ctx, actor, kind, id)) return true;
  await socket.leave(room);
  return false;
}
