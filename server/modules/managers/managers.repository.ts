import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applicationManagers, applications, businessCards, subEvents } from "../../db/schema";

export type ManagerRow = typeof applicationManagers.$inferSelect;
export type NewManager = typeof applicationManagers.$inferInsert;

/** The invitations of an application, oldest first. */
export function invitesOf(db: DbOrTx, applicationId: number): Promise<ManagerRow[]> {
  return db
    .select()
    .from(applicationManagers)
    .where(eq(applicationManagers.applicationId, applicationId))
    .orderBy(asc(applicationManagers.id));
}

/** Inserts an invitation; undefined when the address is already invited into the application. */
export async function insertInvite(db: DbOrTx, values: NewManager): Promise<ManagerRow | undefined> {
  const [row] = await db.insert(applicationManagers).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findInviteByCodeHash(db: DbOrTx, codeHash: string) {
  const [row] = await db
    .select({
      invite: applicationManagers,
      subEvent: subEvents,
      /** The inviting company, as the invitation mail names it: the application's name, else its card's. */
      inviterCompany: sql<string>`coalesce(nullif(${applications.name}, ''), ${businessCards.company}, '')`,
    })
    .from(applicationManagers)
    .innerJoin(subEvents, eq(subEvents.id, applicationManagers.subEventId))
    .innerJoin(applications, eq(applications.id, applicationManagers.applicationId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(eq(applicationManagers.codeHash, codeHash));
  return row;
}

/** Links the user and marks the invitation used, only if it was still unused (one winner under races). */
export async function markAccepted(db: DbOrTx, id: number, userId: number, now: Date) {
  const [row] = await db
    .update(applicationManagers)
    .set({ userId, used: "Y", modifiedDate: now })
    .where(and(eq(applicationManagers.id, id), eq(applicationManagers.used, "N")))
    .returning();
  return row;
}

export function findByIds(db: DbOrTx, ids: number[]): Promise<ManagerRow[]> {
  return db.select().from(applicationManagers).where(inArray(applicationManagers.id, ids));
}

export async function deleteByIds(db: DbOrTx, applicationId: number, ids: number[]): Promise<void> {
  await db
    .delete(applicationManagers)
    .where(and(eq(applicationManagers.applicationId, applicationId), inArray(applicationManagers.id, ids)));
}
