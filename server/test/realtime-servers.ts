import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { createClient } from "redis";
import { io as connect, type Socket } from "socket.io-client";
import { buildApp } from "../app";
import type { AppContext } from "../context";
import { RealtimeHub } from "../realtime/hub";
import { attachRealtime } from "../realtime/socket";

export const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

export interface RealtimeServer {
  app: FastifyInstance;
  url: string;
  hub: RealtimeHub;
  close(): Promise<void>;
}

/** Fails with what to start when Redis is not answering. */
export async function requireRedis(): Promise<void> {
  const probe = createClient({ url: REDIS_URL });
  probe.on("error", () => undefined);
  try {
    await probe.connect();
    await probe.quit();
  } catch {
    throw new Error(`This test needs Redis at ${REDIS_URL}: start redis-server (or set REDIS_URL).`);
  }
}

/**
 * Several server processes' worth of realtime (HTTP servers, Socket.IO servers, each with its own Redis
 * clients) over one database: what one server does reaches the sockets of the others through Redis.
 */
export async function startRealtimeServers(base: AppContext, count: number): Promise<RealtimeServer[]> {
  await requireRedis();
  const key = `bizmeet-test-${randomUUID()}`;
  const servers: RealtimeServer[] = [];
  for (let i = 0; i < count; i++) {
    const ctx: AppContext = {
      ...base,
      // tests send as fast as they can: no rate limit
      config: { ...base.config, redisUrl: REDIS_URL, chatRatePer10s: 1_000_000 },
      realtime: new RealtimeHub(),
    };
    const app = await buildApp(ctx);
    const close = await attachRealtime(app, ctx, { log: { info() {}, warn() {} }, redisKey: key });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    servers.push({
      app,
      url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
      hub: ctx.realtime,
      close: async () => {
        await close();
        await app.close();
      },
    });
  }
  return servers;
}

/** A client socket with the token at the handshake (WebSocket only, fast reconnection). */
export function socketTo(url: string, token: string, reconnection = true): Socket {
  return connect(url, {
    path: "/socket.io",
    auth: { token },
    transports: ["websocket"],
    reconnection,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
  });
}

/** Resolves once the socket is connected. */
export function connected(socket: Socket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve) => socket.once("connect", () => resolve()));
}

/** Joins a channel (`chat` or `subEvent`) and answers the server's verdict. */
export function joinChannel(socket: Socket, kind: "chat" | "subEvent", id: number): Promise<boolean> {
  return new Promise((resolve) => socket.emit(`${kind}:join`, id, (a: { ok: boolean }) => resolve(a.ok)));
}

/** Waits until the condition holds, polling every 20 ms; fails after `ms` with `what`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  ms: number,
  what: string,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
