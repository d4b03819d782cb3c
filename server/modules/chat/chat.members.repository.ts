/** Chat members: who is in an application and the name they chat under, the card they share, and blocks. */
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applicationManagers,
  applications,
  businessCards,
  chatBlocks,
  chatProfiles,
  users,
} from "../../db/schema";
import { intArray, rowsOf } from "./chat.sql";

/** User ids of the owners and accepted colleagues of applications, by application. */
export async function membersOf(db: DbOrTx, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return rowsOf<{ application_id: number; user_id: number }>(
    await db.execute(sql`
      select a.id as application_id, a.applicant_id as user_id from ${applications} a
        where a.id = any(${intArray(applicationIds)}::int[])
      union
      select m.application_id, m.user_id from ${applicationManagers} m
        where m.application_id = any(${intArray(applicationIds)}::int[]) and m.used = 'Y' and m.user_id is not null`),
  ).map((r) => ({ applicationId: Number(r.application_id), userId: Number(r.user_id) }));
}
/** The members of applications with the name they chat under, by application. */
export async function memberNames(db: DbOrTx, applicationIds: number[]) {
  const members = await membersOf(db, applicationIds);
  if (members.length === 0) return [];
  const names = await db
    .select({
      userId: users.id,
      display: sql<string>`coalesce(${chatProfiles.friendlyName}, ${users.name}, '')`,
    })
    .from(users)
    .leftJoin(chatProfiles, eq(chatProfiles.userId, users.id))
    .where(sql`${users.id} = any(${intArray(members.map((m) => m.userId))}::int[])`);
  const byId = new Map(names.map((n) => [n.userId, n.display]));
  return members.map((m) => ({ ...m, display: byId.get(m.userId) ?? "" }));
}

/** The card a member shares: the owner's application card, a colleague's invitation record. */
export async function cardOf(db: DbOrTx, applicationId: number, userId: number) {
  const [own] = await db
    .select({
      name: businessCards.name,
      company: businessCards.company,
      position: businessCards.position,
      email: businessCards.email,
      countryNumber: businessCards.countryNumber,
      phoneNumber: businessCards.phoneNumber,
    })
    .from(applications)
    .innerJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(and(eq(applications.id, applicationId), eq(applications.applicantId, userId)));
  if (own) return own;
  const [colleague] = await db
    .select({
      name: applicationManagers.name,
      company: applicationManagers.company,
      position: applicationManagers.position,
      email: applicationManagers.email,
      countryNumber: applicationManagers.countryNumber,
      phoneNumber: applicationManagers.phoneNumber,
    })
    .from(applicationManagers)
    .where(
      and(
        eq(applicationManagers.applicationId, applicationId),
        eq(applicationManagers.userId, userId),
        eq(applicationManagers.used, "Y"),
      ),
    );
  if (colleague) return colleague;
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user
    ? { name: user.name, company: "", position: "", email: user.email, countryNumber: "", phoneNumber: "" }
    : undefined;
}

export async function setFriendlyName(db: DbOrTx, userId: number, friendlyName: string) {
  await db
    .insert(chatProfiles)
    .values({ userId, friendlyName })
    .onConflictDoUpdate({ target: chatProfiles.userId, set: { friendlyName } });
}

export async function block(db: DbOrTx, roomId: number, userId: number, byUserId: number) {
  await db.insert(chatBlocks).values({ roomId, userId, blockedByUserId: byUserId }).onConflictDoNothing();
}

export async function unblock(db: DbOrTx, roomId: number, userId: number) {
  const rows = await db
    .delete(chatBlocks)
    .where(and(eq(chatBlocks.roomId, roomId), eq(chatBlocks.userId, userId)))
    .returning();
  return rows.length > 0;
}

export async function blocksOf(db: DbOrTx, roomId: number) {
  return db
    .select({
      userId: chatBlocks.userId,
      blockedByUserId: chatBlocks.blockedByUserId,
      display: sql<string>`coalesce(${chatProfiles.friendlyName}, ${users.name}, '')`,
    })
    .from(chatBlocks)
    .leftJoin(users, eq(users.id, chatBlocks.userId))
    .leftJoin(chatProfiles, eq(chatProfiles.userId, chatBlocks.userId))
    .where(eq(chatBlocks.roomId, roomId))
    .orderBy(asc(chatBlocks.createdAt));
}
