import type { Server } from "socket.io";
import type { SessionActor } from "../http/auth";

/** How the hub checks a connection again (given by attachRealtime, which knows the rules). */
export interface RealtimeGuard {
  /** The connection's actor while its session lives, else undefined. */
  live(actor: SessionActor): Promise<SessionActor | undefined>;
  /**
   * Whether the socket may still be in the room: undefined when it may (or the room is not a channel), else
   * the rooms it must leave with it (a video room's seat holds several) and the event to tell it.
   */
  recheck(
    actor: SessionActor,
    room: string,
    socket: { id: string; data: Record<string, unknown> },
  ): Promise<Departure | undefined>;
}

/** What a socket that may no longer be in a room is made to do: leave, be told, and (maybe) the room told. */
export interface Departure {
  leave: string[];
  event: string;
  payload: unknown;
  /** Told to those who stay (a video room's "peer left"). */
  others?: { room: string; event: string; payload: unknown };
}

/** A socket of any process, as `fetchSockets` answers it (local ones too). */
type AnySocket = Awaited<ReturnType<Server["fetchSockets"]>>[number];

/** How long a change waits for the connections of every process to be checked again. */
const RECHECK_TIMEOUT_MS = 2_000;

/**
 * Where services send live events (after their change committed). Rooms: `user:{id}` (every socket of a
 * user), `session:{id}` (the sockets of one signed-in session), `chat:{roomId}` (members who opened the
 * room), `subEvent:{id}` (participants of a sub-event). With the Redis adapter an event reaches the sockets of
 * every process, and `revalidate`, `dropSession` and `dropUser` act on the sockets of every process too.
 * Without an attached server (a command, a test without sockets) events go nowhere: the stored data stays
 * the truth, clients fetch it.
 */
export class RealtimeHub {
  private io?: Server;
  private guard?: RealtimeGuard;

  attach(io: Server, guard?: RealtimeGuard): void {
    this.io = io;
    this.guard = guard;
  }

  get attached(): boolean {
    return this.io !== undefined;
  }

  /** The Socket.IO server (tests cut connections through it). */
  get server(): Server | undefined {
    return this.io;
  }

  /** Sends to the rooms, leaving out sockets also in `except` (e.g. those who get their own copy). */
  emit(rooms: string | string[], event: string, payload: unknown, except: string[] = []): void {
    if (!this.io) return;
    const list = Array.isArray(rooms) ? rooms : [rooms];
    if (list.length === 0) return;
    const target = this.io.to(list);
    (except.length > 0 ? target.except(except) : target).emit(event, payload);
  }

  /** Drops the live connections of one session (logged out): told `session:expired`, then disconnected. */
  async dropSession(sessionId: string): Promise<void> {
    this.drop(`session:${sessionId}`);
  }

  /** Drops every live connection of a user (password changed, logged out everywhere). */
  async dropUser(userId: number): Promise<void> {
    this.drop(`user:${userId}`);
  }

  private drop(room: string): void {
    if (!this.io) return;
    this.io.to(room).emit("session:expired");
    this.io.in(room).disconnectSockets(true);
  }

  /**
   * Checks the connections of these users again, on every process, after a change that may have taken a
   * right away (colleague removed, application rejected or withdrawn, interpreter removed): a socket whose
   * session ended is dropped, and one that may no longer hear a channel leaves it and is told
   * `channel:closed`. Resolves when done (or after a bounded wait, logged by the caller's process).
   */
  async revalidate(userIds: Iterable<number>): Promise<void> {
    const io = this.io;
    const guard = this.guard;
    const rooms = [...new Set(userIds)].map((id) => `user:${id}`);
    if (!io || !guard || rooms.length === 0) return;
    const work = io
      .in(rooms)
      .fetchSockets()
      .then((sockets) => Promise.all(sockets.map((socket) => recheck(io, socket, guard))));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, RECHECK_TIMEOUT_MS);
    });
    try {
      await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}

async function recheck(io: Server, socket: AnySocket, guard: RealtimeGuard): Promise<void> {
  const actor = socket.data.actor as SessionActor | undefined;
  const live = actor && (await guard.live(actor));
  if (!live) {
    socket.emit("session:expired");
    socket.disconnect(true);
    return;
  }
  await Promise.all(
    [...socket.rooms].map(async (room) => {
      const gone = await guard.recheck(live, room, socket);
      if (!gone) return;
      for (const name of gone.leave) socket.leave(name);
      socket.emit(gone.event, gone.payload);
      if (gone.others) io.to(gone.others.room).emit(gone.others.event, gone.others.payload);
    }),
  );
}
