import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { events, likes } from "../../db/schema";

/** Toggles in one statement pair; answers the new state. */
export async function toggle(db: DbOrTx, userId: number, eventId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(likes)
      .where(and(eq(likes.userId, userId), eq(likes.eventId, eventId)))
      .returning({ eventId: likes.eventId });
    if (removed.length > 0) return false;
    await tx.insert(likes).values({ userId, eventId }).onConflictDoNothing();
    return true;
  });
}

/**
 * The user's likes of events they may still see: an event withdrawn from publication after it
 * was liked drops out of the lists (as from every other public list) until it is approved again.
 */
function visibleLikes(userId: number, isAdmin: boolean): SQL | undefined {
  const visible = isAdmin ? undefined : or(eq(events.approval, "approved"), eq(events.hostUserId, userId));
  return and(eq(likes.userId, userId), visible);
}

export async function likedIds(db: DbOrTx, userId: number, isAdmin: boolean): Promise<number[]> {
  const rows = await db
    .select({ eventId: likes.eventId })
    .from(likes)
    .innerJoin(events, eq(events.id, likes.eventId))
    .where(visibleLikes(userId, isAdmin))
    .orderBy(desc(likes.createdAt), desc(likes.eventId));
  return rows.map((r) => r.eventId);
}

export async function pageLikedIds(db: DbOrTx, userId: number, isAdmin: boolean, page: number, size: number) {
  const where = visibleLikes(userId, isAdmin);
  const [rows, [total]] = await Promise.all([
    db
      .select({ eventId: likes.eventId })
      .from(likes)
      .innerJoin(events, eq(events.id, likes.eventId))
      .where(where)
      .orderBy(desc(likes.createdAt), desc(likes.eventId))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(likes).innerJoin(events, eq(events.id, likes.eventId)).where(where),
  ]);
  return { ids: rows.map((r) => r.eventId), total: total?.n ?? 0 };
}
