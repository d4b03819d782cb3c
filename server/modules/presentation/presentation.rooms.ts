import type { Server } from "socket.io";
import type { AppContext } from "../../context";

/** Socket.IO rooms of a presentation room: everyone in it, and one per identity (their notices, eviction). */
export const presentationRoom = (room: string) => `pres:${room}`;
export const personRoom = (room: string, identity: string) => `pres-id:${room}:${identity}`;

/** Identities connected to the room now, on every process. */
export async function onlineIn(ctx: AppContext, room: string): Promise<Set<string>> {
  const io = ctx.realtime.server;
  if (!io) return new Set();
  const sockets = await io.in(presentationRoom(room)).fetchSockets();
  return new Set(
    sockets.flatMap((s) => (s.data.presentation ? [s.data.presentation.identity as string] : [])),
  );
}

/** What each process does when a person is sent out: close their seats held here (Janus session, rooms). */
type LocalEviction = (room: string, identity: string, reason: string) => Promise<void>;
const localEvictions = new WeakMap<Server, LocalEviction>();

export function onEviction(io: Server, evict: LocalEviction): void {
  if (localEvictions.has(io)) return;
  localEvictions.set(io, evict);
  io.on("pres:evict", (message: { room: string; identity: string; reason: string }) => {
    void evict(message.room, message.identity, message.reason);
  });
}

/** Sends a person out of a room on every process (their Janus seats close, their screens are told). */
export async function evictPerson(ctx: AppContext, room: string, identity: string, reason: string) {
  const io = ctx.realtime.server;
  if (!io) return;
  io.to(personRoom(room, identity)).emit("pres:removed", { reason });
  await localEvictions.get(io)?.(room, identity, reason);
  // the other processes (only through the Redis adapter: a single process has no one else to tell)
  if (ctx.config.redisUrl) io.serverSideEmit("pres:evict", { room, identity, reason });
}
