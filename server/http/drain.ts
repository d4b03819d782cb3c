import { Server as NetServer } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Server } from "socket.io";

/** How long a stopping web process lets its requests in flight finish before it cuts them. */
export const DRAIN_GRACE_MS = 10_000;

export interface DrainOptions {
  /** The Socket.IO server on the app's HTTP server (its sockets are sent elsewhere). */
  io?: Server;
  /** Closes realtime's Redis clients (attachRealtime's answer): last, once the requests' events went out. */
  closeRealtime?: () => Promise<void>;
  graceMs?: number;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface DrainResult {
  /** Whether every request in flight finished within the grace period (else the rest were cut). */
  inTime: boolean;
  ms: number;
}

/**
 * Stops a web process without dropping work (SIGTERM; docs/cluster.md):
 * 1. it stops accepting connections at once: a proxy's next attempt is refused and goes to another process
 *    (nginx passes a refused request on, a POST included, since nothing of it was sent); a connection that
 *    reached it before is served, whether accepted or still waiting in the backlog (Fastify's
 *    return503OnClosing is off: server/app.ts);
 * 2. it closes every socket's transport, as a network drop would: clients reconnect on their own (a socket
 *    the server *disconnects* would stay down), through the proxy, to the other processes, and rejoin their
 *    channels; those left in a video room are told, since Redis still carries events;
 * 3. it lets the requests in flight finish, at most `graceMs`, then cuts what is left;
 * 4. only then it closes realtime's Redis clients: what those requests emitted reached the other processes.
 */
export async function drainWebProcess(
  app: FastifyInstance,
  options: DrainOptions = {},
): Promise<DrainResult> {
  const started = Date.now();
  const graceMs = options.graceMs ?? DRAIN_GRACE_MS;
  await acceptWaiting(app);
  // the listener closes at once (net's close; http's also cuts idle kept-alive connections, as Fastify's does)
  NetServer.prototype.close.call(app.server);
  const closed = app.close();
  // every transport closed (WebSocket and long-polling alike); the Socket.IO server itself stays for the events
  // of the requests in flight
  options.io?.engine.close();
  // a connection whose request finished goes idle (kept alive): close it, or the server waits for its timeout
  const idle = setInterval(() => app.server.closeIdleConnections(), 50);
  let timer: NodeJS.Timeout | undefined;
  const inTime = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  clearInterval(idle);
  if (!inTime) {
    options.log?.warn({ graceMs }, "requests still in flight after the grace period: cut");
    app.server.closeAllConnections();
    await closed;
  }
  await options.closeRealtime?.();
  const ms = Date.now() - started;
  options.log?.info({ ms, inTime }, "drained");
  return { inTime, ms };
}

/** A pause with nothing accepted that says the backlog is empty; and the most the whole takes. */
const QUIET_MS = 20;
const ACCEPT_AT_MOST_MS = 500;

/**
 * Accepts the connections already waiting in the kernel's backlog before the listener closes: closing it would
 * reset them after nginx sent their requests, and a POST so cut cannot be passed on. Node takes one waiting
 * connection per turn of its loop, so the loop turns until none came for QUIET_MS.
 */
async function acceptWaiting(app: FastifyInstance): Promise<void> {
  let last = Date.now();
  const taken = () => {
    last = Date.now();
  };
  app.server.on("connection", taken);
  const stopBy = Date.now() + ACCEPT_AT_MOST_MS;
  while (Date.now() - last < QUIET_MS && Date.now() < stopBy) await new Promise((r) => setImmediate(r));
  app.server.off("connection", taken);
}
