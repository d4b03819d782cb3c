import type { Server } from "socket.io";

/**
 * Servers shutting down: their sockets leave without telling anyone (the adapter's clients are closing). Both
 * transports (the mesh signalling, the presentation rooms on Janus) ask it before they publish.
 */
const closing = new WeakSet<Server>();

export function markClosing(io: Server): void {
  closing.add(io);
}

export const isClosing = (io: Server | undefined): boolean => io !== undefined && closing.has(io);
