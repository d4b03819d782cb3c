import { and, countDistinct, desc, eq, exists, max, or } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applicationManagers, applications, events, subEvents } from "../../db/schema";

/** Every application of the user (own, or joined as an accepted colleague) with its event and sub-event. */
export async function listOfUser(db: DbOrTx, userId: number) {
  return db
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
    .where(
      or(
        eq(applications.applicantId, userId),
        exists(
          db
            .select({ id: applicationManagers.id })
            .from(applicationManagers)
            .where(
              and(
                eq(applicationManagers.applicationId, applications.id),
                eq(applicationManagers.userId, userId),
                eq(applicationManagers.used, "Y"),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(applications.createdDate), desc(applications.id));
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
