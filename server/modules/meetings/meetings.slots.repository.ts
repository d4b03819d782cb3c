/** Meeting slots of a sub-event: listing, counting, finding, inserting, editing, and the slot's write lock. */
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { meetingSlots } from "../../db/schema";

export type SlotRow = typeof meetingSlots.$inferSelect;

export async function slotsOf(
  db: DbOrTx,
  subEventId: number,
  from?: string,
  to?: string,
): Promise<SlotRow[]> {
  const conditions: SQL[] = [eq(meetingSlots.subEventId, subEventId)];
  if (from) conditions.push(sql`${meetingSlots.date} >= ${from}`);
  if (to) conditions.push(sql`${meetingSlots.date} <= ${to}`);
  return db
    .select()
    .from(meetingSlots)
    .where(and(...conditions))
    .orderBy(asc(meetingSlots.startsAt));
}

export async function countSlots(db: DbOrTx, subEventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(meetingSlots)
    .where(eq(meetingSlots.subEventId, subEventId));
  return row?.n ?? 0;
}

export async function findSlot(db: DbOrTx, subEventId: number, date: string, startTime: string) {
  const [row] = await db
    .select()
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.subEventId, subEventId),
        eq(meetingSlots.date, date),
        eq(meetingSlots.startTime, startTime),
      ),
    );
  return row;
}

export async function insertSlots(db: DbOrTx, rows: (typeof meetingSlots.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(meetingSlots).values(rows).onConflictDoNothing();
}

export async function deleteSlot(db: DbOrTx, subEventId: number, startsAt: Date) {
  await db
    .delete(meetingSlots)
    .where(and(eq(meetingSlots.subEventId, subEventId), eq(meetingSlots.startsAt, startsAt)));
}

export async function updateSlot(db: DbOrTx, subEventId: number, startsAt: Date, fields: Partial<SlotRow>) {
  await db
    .update(meetingSlots)
    .set(fields)
    .where(and(eq(meetingSlots.subEventId, subEventId), eq(meetingSlots.startsAt, startsAt)));
}

/**
 * Serialises the writers of one slot for the rest of the transaction. Every write touches one slot only,
 * so row locks are then always taken in one order and concurrent answers cannot deadlock.
 */
export async function lockSlot(db: DbOrTx, subEventId: number, startsAt: Date): Promise<void> {
  const minute = Math.floor(startsAt.getTime() / 60_000);
  await db.execute(sql`select pg_advisory_xact_lock(${subEventId}::int, ${minute}::int)`);
}
