import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { subEvents } from "../../db/schema";

export type SubEventRow = typeof subEvents.$inferSelect;

export async function listByEvent(db: DbOrTx, eventId: number): Promise<SubEventRow[]> {
  return db
    .select()
    .from(subEvents)
    .where(eq(subEvents.eventId, eventId))
    .orderBy(asc(subEvents.sort), asc(subEvents.id));
}

export async function findSubEvent(db: DbOrTx, id: number): Promise<SubEventRow | undefined> {
  const [row] = await db.select().from(subEvents).where(eq(subEvents.id, id));
  return row;
}
