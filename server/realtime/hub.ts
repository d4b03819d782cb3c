import type { Server } from "socket.io";

/**
 * Where services send live events (after their change committed). Rooms: `user:{id}` (every socket of a
 * user), `chat:{roomId}` (members who opened the room), `subEvent:{id}` (participants of a sub-event). With
 * the Redis adapter an event reaches the sockets of every server process. Without an attached server (a
 * command, a test without sockets) events go nowhere: the stored data stays the truth, clients fetch it.
 */
export class RealtimeHub {
  private io?: Server;

  attach(io: Server): void {
    this.io = io;
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
}
