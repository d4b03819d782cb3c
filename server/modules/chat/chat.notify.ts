import type { TChatActivity } from "../../../shared/contract";
import type { AppContext } from "../../context";
import type { DbOrTx } from "../../db/client";
import * as repo from "./chat.repository";

/**
 * Chat's part in changes made elsewhere: an application that stops taking part (rejected, withdrawn, back
 * to waiting) closes its chat rooms, and the other side's open lists and drawers should know at once.
 */

function emitClosed(ctx: AppContext, rooms: repo.ApplicationRoomRow[]): void {
  for (const room of rooms) {
    const users = (room.other_user_ids ?? []).map(Number);
    if (users.length === 0) continue;
    const activity: TChatActivity = {
      roomId: Number(room.id),
      subEventId: Number(room.sub_event_id),
      seq: Number(room.last_seq),
      kind: "closed",
    };
    ctx.realtime.emit(
      users.map((u) => `user:${u}`),
      "chat:activity",
      activity,
    );
  }
}

/**
 * Call after the change of an application's status committed: when it is no longer approved, tells the
 * members of the other side of each of its rooms (`chat:activity` kind closed to their `user:{id}`) so that
 * their room list drops the room and an open drawer on it says the conversation is closed. Nothing is sent
 * while the application is still approved. Answers how many rooms were announced.
 */
export async function notifyRoomsClosed(ctx: AppContext, applicationId: number): Promise<number> {
  const rooms = await repo.roomsOfApplication(ctx.db, applicationId);
  if (rooms.length === 0 || rooms[0]?.approval === "approval") return 0;
  emitClosed(ctx, rooms);
  return rooms.length;
}

/**
 * For a change that deletes the application (its rooms go with it): read the rooms inside the transaction,
 * before the delete, and call the answer after the commit.
 */
export async function roomsClosing(ctx: AppContext, db: DbOrTx, applicationId: number): Promise<() => void> {
  const rooms = await repo.roomsOfApplication(db, applicationId);
  return () => emitClosed(ctx, rooms);
}
