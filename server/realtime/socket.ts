import type { IncomingMessage } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { createClient } from "redis";
import { Server, type Socket } from "socket.io";
import type { AppContext } from "../context";
import type { Actor } from "../http/auth";
import { isApprovedParticipant } from "../modules/access/access.policy";
import { loadSubEventAccess } from "../modules/access/access.service";
import { canJoin } from "../modules/chat/chat.service";
import { isInterpreterOf } from "../modules/interpreters/interpreters.repository";
import { findUserById } from "../modules/users/users.repository";

export interface RealtimeOptions {
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** The Redis channel prefix (processes of one deployment share it; tests use their own). */
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
  const clients: { quit(): Promise<unknown> }[] = [];
  if (ctx.config.redisUrl) {
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub])
      client.on("error", (err: unknown) => options.log.warn({ err }, "redis (realtime) error"));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? "bizmeet" }));
    clients.push(pub, sub);
    options.log.info({ redis: true }, "realtime shares events through Redis");
  }

  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const header = typeof token === "string" ? token : undefined;
    const actor = await ctx.tokens.verify(header);
    if (!actor || !header) return next(new Error("unauthorized"));
    const user = await findUserById(ctx.db, actor.userId);
    if (!user || user.tokenVersion !== actor.tokenVersion) return next(new Error("unauthorized"));
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
    const userId = socket.data.userId as number;
    void socket.join(`user:${userId}`);

    socket.on("chat:join", async (roomId: unknown, ack?: (answer: { ok: boolean }) => void) => {
      const id = asRoomId(roomId);
      const ok = id !== undefined && (await canJoin(ctx, userId, id).catch(() => false));
      if (ok) await socket.join(`chat:${id}`);
      if (typeof ack === "function") ack({ ok });
    });
    socket.on("chat:leave", (roomId: unknown) => {
      const id = asRoomId(roomId);
      if (id !== undefined) void socket.leave(`chat:${id}`);
    });
    // A sub-event's channel (new notices, webinar Q&A, …): its host, administrators and approved participants.
    socket.on("subEvent:join", async (subEventId: unknown, ack?: (answer: { ok: boolean }) => void) => {
      const id = asRoomId(subEventId);
      const ok = id !== undefined && (await canJoinSubEvent(ctx, socket.data.actor, id));
      if (ok) await socket.join(`subEvent:${id}`);
      if (typeof ack === "function") ack({ ok });
    });
    socket.on("subEvent:leave", (subEventId: unknown) => {
      const id = asRoomId(subEventId);
      if (id !== undefined) void socket.leave(`subEvent:${id}`);
    });
    socket.on("chat:typing", (roomId: unknown) => {
      const id = asRoomId(roomId);
      // only to a room the socket joined (after the membership check)
      if (id !== undefined && socket.rooms.has(`chat:${id}`))
        socket.to(`chat:${id}`).emit("chat:typing", { roomId: id, identity: String(userId) });
    });
  });

  ctx.realtime.attach(io);
  return async () => {
    io.close();
    await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
  };
}

/**
 * Who may listen to a sub-event's channel: its host, administrators, approved participants and colleagues,
 * and its interpreters (notices reach their workspace live).
 */
async function canJoinSubEvent(ctx: AppContext, actor: Actor, subEventId: number): Promise<boolean> {
  try {
    const access = await loadSubEventAccess(ctx, actor, subEventId);
    if (access.isManager || isApprovedParticipant(access.membership?.application)) return true;
    return await isInterpreterOf(ctx.db, subEventId, actor.userId);
  } catch {
    return false;
  }
}
