import { and, eq, inArray, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applicationManagers, applications, calendarFeeds, meetings, users } from "../../db/schema";

export type FeedRow = typeof calendarFeeds.$inferSelect;

export async function findFeed(db: DbOrTx, userId: number): Promise<FeedRow | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

/** One feed per user: a new token replaces the old one (the old URL stops working). */
export async function saveFeed(
  db: DbOrTx,
  userId: number,
  tokenHash: string,
  createdAt: Date,
): Promise<FeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } })
    .returning();
  return row!;
}

export async function deleteFeed(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The owner of a feed token (by its hash), with the language and zone the feed is written for. */
export async function findFeedOwner(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ userId: users.id, countryNumber: users.countryNumber, timeZone: users.timeZone })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

/** The applications a user acts for: their own and those they accepted as a colleague. */
export async function applicationIdsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const own = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.applicantId, userId));
  const shared = await db
    .select({ id: applicationManagers.applicationId })
    .from(applicationManagers)
    .where(and(eq(applicationManagers.userId, userId), eq(applicationManagers.used, "Y")));
  return [...new Set([...own, ...shared].map((r) => r.id))];
}

/** Agreed meetings where one of these applications is a side (for `meetingViews`). */
export function agreedMeetingsOf(applicationIds: number[]) {
  const ids = applicationIds.length ? applicationIds : [-1];
  return and(
    eq(meetings.status, "agree"),
    or(inArray(meetings.applicantApplicationId, ids), inArray(meetings.acceptorApplicationId, ids)),
  );
}
