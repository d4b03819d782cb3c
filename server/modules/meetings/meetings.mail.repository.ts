import { asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  businessCards,
  events,
  meetingNotices,
  meetings,
  subEvents,
  users,
} from "../../db/schema";

const mailSubEventColumns = {
  subEventId: subEvents.id,
  subEventName: subEvents.name,
  subEventNameEn: subEvents.nameEn,
  startDate: subEvents.subEventStartDate,
  endDate: subEvents.subEventEndDate,
  eventName: events.name,
  eventNameEn: events.nameEn,
  timeZone: events.timeZone,
  venue: sql<string>`btrim(concat_ws(' ', ${events.location}, ${events.locationDetail}))`,
};

/** The events and sub-events meeting mails name (both languages, the venue's zone, the period). */
export async function findMailSubEvents(db: DbOrTx, subEventIds: number[]) {
  if (subEventIds.length === 0) return [];
  return db
    .select(mailSubEventColumns)
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(inArray(subEvents.id, subEventIds));
}

/** The event and sub-event a meeting mail names (both languages, the venue's zone, the period). */
export async function findMailSubEvent(db: DbOrTx, subEventId: number) {
  const [row] = await db
    .select(mailSubEventColumns)
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, subEventId));
  return row;
}
export type MailSubEvent = NonNullable<Awaited<ReturnType<typeof findMailSubEvent>>>;

/**
 * Who receives a side's meeting mails: the application's main applicant (account address, language and
 * zone), named by the application's business card when it has one.
 */
export async function findSideRecipients(db: DbOrTx, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applications.id,
      userId: users.id,
      email: users.email,
      name: sql<string>`coalesce(nullif(${businessCards.name}, ''), ${users.name})`,
      countryNumber: users.countryNumber,
      timeZone: users.timeZone,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(inArray(applications.id, applicationIds));
}
export type SideRecipient = Awaited<ReturnType<typeof findSideRecipients>>[number];

/** Records that a meeting changed, with the meeting's status and time of change (one statement). */
export async function insertNotice(
  db: DbOrTx,
  notice: { meetingId: number; kind: string; actorUserId: number | null; byHost: boolean },
): Promise<void> {
  await db.execute(sql`
    insert into ${meetingNotices} (meeting_id, kind, actor_user_id, by_host, meeting_updated_at, meeting_status)
    select ${meetings.id}, ${notice.kind}, ${notice.actorUserId}::int, ${notice.byHost}, ${meetings.updatedAt}, ${meetings.status}
    from ${meetings} where ${meetings.id} = ${notice.meetingId}`);
}

/**
 * Takes the oldest pending notices for this transaction: they are deleted with it, so a notice is delivered
 * exactly when the transaction that files its mails commits; `SKIP LOCKED` lets several processes share them.
 */
export async function takeNotices(db: DbOrTx, limit: number) {
  const ids = db
    .select({ id: meetingNotices.id })
    .from(meetingNotices)
    .orderBy(asc(meetingNotices.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db.delete(meetingNotices).where(inArray(meetingNotices.id, ids)).returning();
  return rows.sort((a, b) => a.id - b.id);
}
export type NoticeRow = Awaited<ReturnType<typeof takeNotices>>[number];

export async function countNotices(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(meetingNotices);
  return row?.n ?? 0;
}
