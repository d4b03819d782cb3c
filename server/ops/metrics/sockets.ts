import type { FastifyInstance } from "fastify";
import type { Server } from "socket.io";

/** The Socket.IO server attached to each app (server/realtime/socket.ts registers it). */
const servers = new WeakMap<FastifyInstance, Server>();

/** Lets the app's metrics count the sockets of this Socket.IO server. */
export function watchSockets(app: FastifyInstance, io: Server): void {
  servers.set(app, io);
}

/** Sockets connected to this process (0 before realtime is attached). */
export function openSockets(app: FastifyInstance): number {
  return servers.get(app)?.of("/").sockets.size ?? 0;
}
