import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { likes } from "../../db/schema";

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

export async function likedIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: likes.eventId })
    .from(likes)
    .where(eq(likes.userId, userId))
    .orderBy(desc(likes.createdAt));
  return rows.map((r) => r.eventId);
}

export async function pageLikedIds(db: DbOrTx, userId: number, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ eventId: likes.eventId })
      .from(likes)
      .where(eq(likes.userId, userId))
      .orderBy(desc(likes.createdAt), desc(likes.eventId))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(likes).where(eq(likes.userId, userId)),
  ]);
  return { ids: rows.map((r) => r.eventId), total: total?.n ?? 0 };
}
