import type { AppContext } from "../../context";
import { evictRoom } from "./video.signalling";

/** A meeting called off while people wait in its room (it opens 10 minutes early): everyone is sent out. */
export async function closeMeetingRoom(ctx: AppContext, meetingId: number): Promise<void> {
  const io = ctx.realtime.server;
  if (io) await evictRoom(io, `meeting:${meetingId}`, "").catch(() => undefined);
}
