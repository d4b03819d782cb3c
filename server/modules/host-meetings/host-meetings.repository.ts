import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, businessCards, meetings, subEvents } from "../../db/schema";
import { companyOf } from "../meetings/meetings.repository";

export async function setExpiryHours(db: DbOrTx, subEventId: number, hours: number) {
  await db.update(subEvents).set({ meetingRequestExpiryHours: hours }).where(eq(subEvents.id, subEventId));
}

export async function setImpossible(
  db: DbOrTx,
  subEventId: number,
  json: Record<string, Record<string, string[]>>,
) {
  await db
    .update(subEvents)
    .set({ impossibleDateAndTime: json, updatedAt: sql`now()` })
    .where(eq(subEvents.id, subEventId));
}

export async function setMeetingPlace(db: DbOrTx, meetingId: number, place: string) {
  await db.update(meetings).set({ place, updatedAt: sql`now()` }).where(eq(meetings.id, meetingId));
}

export async function setCompanyPlace(db: DbOrTx, applicationId: number, place: string) {
  await db.update(applications).set({ meetingPlace: place }).where(eq(applications.id, applicationId));
}

/** Meeting ids of a sub-event, optionally of one day (venue instants from..to) and status. */
export async function meetingIds(
  db: DbOrTx,
  subEventId: number,
  filter: { from?: Date; to?: Date; statuses?: (typeof meetings.$inferSelect)["status"][] },
) {
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.subEventId, subEventId),
        filter.from ? sql`${meetings.startsAt} >= ${filter.from}` : undefined,
        filter.to ? sql`${meetings.startsAt} < ${filter.to}` : undefined,
        filter.statuses ? inArray(meetings.status, filter.statuses) : undefined,
      ),
    )
    .orderBy(asc(meetings.startsAt));
  return rows.map((r) => r.id);
}

/** Counts per status and slot instant (the stats group them by venue date). */
export async function statusCounts(db: DbOrTx, subEventId: number) {
  return db
    .select({ startsAt: meetings.startsAt, status: meetings.status, n: sql<number>`count(*)::int` })
    .from(meetings)
    .where(eq(meetings.subEventId, subEventId))
    .groupBy(meetings.startsAt, meetings.status);
}

/** Approved participants with no agreed meeting. */
export async function withoutMeeting(db: DbOrTx, subEventId: number) {
  return db
    .select({
      applicationId: applications.id,
      companyName: companyOf(applications, businessCards),
      type: applications.type,
    })
    .from(applications)
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(
      and(
        eq(applications.subEventId, subEventId),
        eq(applications.approval, "approval"),
        sql`not exists (select 1 from ${meetings} where ${meetings.status} = 'agree' and (${meetings.applicantApplicationId} = ${applications.id} or ${meetings.acceptorApplicationId} = ${applications.id}))`,
      ),
    )
    .orderBy(asc(companyOf(applications, businessCards)));
}

export async function countApproved(db: DbOrTx, subEventId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.subEventId, subEventId), eq(applications.approval, "approval")));
  return row?.n ?? 0;
}
