import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, booths, businessCards, files, floorPlans } from "../../db/schema";

export type BoothRow = typeof booths.$inferSelect;

export async function planOf(db: DbOrTx, subEventId: number) {
  const [row] = await db
    .select({ plan: floorPlans, image: files })
    .from(floorPlans)
    .innerJoin(files, eq(files.id, floorPlans.imageFileId))
    .where(eq(floorPlans.subEventId, subEventId));
  return row;
}

/** The booths of a sub-event with their companies (the application's name, else its card's company). */
export async function boothsOf(db: DbOrTx, subEventId: number) {
  return db
    .select({
      booth: booths,
      companyName: sql<string>`coalesce(nullif(${applications.name}, ''), ${businessCards.company}, '')`,
    })
    .from(booths)
    .leftJoin(applications, eq(applications.id, booths.applicationId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(eq(booths.subEventId, subEventId))
    .orderBy(asc(booths.label));
}

export async function savePlan(db: DbOrTx, row: typeof floorPlans.$inferInsert): Promise<void> {
  await db
    .insert(floorPlans)
    .values(row)
    .onConflictDoUpdate({
      target: floorPlans.subEventId,
      set: { imageFileId: row.imageFileId, width: row.width, height: row.height, updatedAt: sql`now()` },
    });
}

export async function findBooth(db: DbOrTx, id: number): Promise<BoothRow | undefined> {
  const [row] = await db.select().from(booths).where(eq(booths.id, id));
  return row;
}

export async function insertBooth(db: DbOrTx, row: typeof booths.$inferInsert) {
  const [inserted] = await db.insert(booths).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateBooth(db: DbOrTx, id: number, fields: Partial<typeof booths.$inferInsert>) {
  return db.update(booths).set(fields).where(eq(booths.id, id)).returning();
}

export async function deleteBooth(db: DbOrTx, id: number): Promise<void> {
  await db.delete(booths).where(eq(booths.id, id));
}

/** Whether the application is an approved participant of the sub-event (a booth's company). */
export async function isApprovedIn(db: DbOrTx, subEventId: number, applicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.subEventId, subEventId),
        eq(applications.approval, "approval"),
      ),
    );
  return Boolean(row);
}
