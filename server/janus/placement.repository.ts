import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { janusRooms, webinars } from "../db/schema";

export type Placement = typeof janusRooms.$inferSelect;

export async function placementOf(db: DbOrTx, room: string): Promise<Placement | undefined> {
  const [row] = await db.select().from(janusRooms).where(eq(janusRooms.room, room));
  return row;
}

/** The placements of a room and of its overflow rooms (`room#2`, `room#3`, …). */
export async function placementsOfRoom(db: DbOrTx, room: string): Promise<Placement[]> {
  return db
    .select()
    .from(janusRooms)
    .where(sql`${janusRooms.room} = ${room} or starts_with(${janusRooms.room}, ${`${room}#`})`);
}

/** Rooms per instance among these, counting rooms whose webinar has not ended (or that belong to none). */
export async function loadByInstance(db: DbOrTx, urls: string[], now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ url: janusRooms.instanceUrl, n: sql<number>`count(*)::int` })
    .from(janusRooms)
    .leftJoin(webinars, eq(webinars.id, janusRooms.webinarId))
    .where(
      and(
        inArray(janusRooms.instanceUrl, urls),
        sql`(${webinars.id} is null or ${gt(webinars.endsAt, now)})`,
      ),
    )
    .groupBy(janusRooms.instanceUrl);
  return new Map(rows.map((r) => [r.url, r.n]));
}

/** Stores a placement unless another process stored one first; answers the one that holds. */
export async function place(db: DbOrTx, row: typeof janusRooms.$inferInsert): Promise<Placement> {
  await db.insert(janusRooms).values(row).onConflictDoNothing();
  const stored = await placementOf(db, row.room);
  if (!stored) throw new Error(`placement of ${row.room} vanished`);
  return stored;
}

/** A room placed on an instance that is no longer configured is placed again. */
export async function forget(db: DbOrTx, room: string): Promise<void> {
  await db.delete(janusRooms).where(eq(janusRooms.room, room));
}
