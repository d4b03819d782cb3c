import { and, countDistinct, desc, eq, max, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { applicationManagers, applications, events, subEvents } from "../../db/schema";

/**
 * The user's applications: their own, and those they joined as an accepted colleague. Spelled as a union
 * of two indexed lookups (applicant_id; the colleague records' user_id) so that neither side scans
 * the applications of every sub-event; prepared, since every signed-in page asks for it.
 */
const ofUser = sql`(select ${applications.id} from ${applications} where ${applications.applicantId} = ${sql.placeholder("userId")}
  union select ${applicationManagers.applicationId} from ${applicationManagers}
  where ${applicationManagers.userId} = ${sql.placeholder("userId")} and ${applicationManagers.used} = 'Y')`;

const listOfUserQ = preparedFor((db) =>
  db
    .select({
      eventId: events.id,
      eventName: events.name,
      eventNameEn: events.nameEn,
      subEventId: subEvents.id,
      subEventName: subEvents.name,
      subEventNameEn: subEvents.nameEn,
      subEventType: subEvents.category,
      applicationId: applications.id,
      applicationType: applications.type,
      approval: applications.approval,
    })
    .from(applications)
    .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(sql`${applications.id} in ${ofUser}`)
    .orderBy(desc(applications.createdDate), desc(applications.id))
    .prepare("applicants_list_of_user"),
);

/** Every application of the user (own, or joined as an accepted colleague) with its event and sub-event. */
export async function listOfUser(db: DbOrTx, userId: number) {
  return listOfUserQ(db).execute({ userId });
}

/**
 * Ids of published events where one of the user's applications is approved, latest application
 * first. An event withdrawn from publication drops out, as from every other public list.
 */
export async function pageApprovedEventIds(db: DbOrTx, userId: number, page: number, size: number) {
  const where = and(
    eq(applications.applicantId, userId),
    eq(applications.approval, "approval"),
    eq(events.approval, "approved"),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ eventId: subEvents.eventId, latest: max(applications.id) })
      .from(applications)
      .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
      .innerJoin(events, eq(events.id, subEvents.eventId))
      .where(where)
      .groupBy(subEvents.eventId)
      .orderBy(desc(max(applications.id)))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: countDistinct(subEvents.eventId) })
      .from(applications)
      .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
      .innerJoin(events, eq(events.id, subEvents.eventId))
      .where(where),
  ]);
  return { ids: rows.map((r) => r.eventId), total: total?.n ?? 0 };
}
