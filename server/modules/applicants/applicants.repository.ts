import { and, countDistinct, desc, eq, max, sql } from "drizzle-orm";
import { batched, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import { applications, events, subEvents } from "../../db/schema";

export interface MyApplicationRow {
  eventId: number;
  eventName: string;
  eventNameEn: string;
  subEventId: number;
  subEventName: string;
  subEventNameEn: string;
  subEventType: "registration" | "presentation" | "consulting" | "matching";
  applicationId: number;
  applicationType: "seller" | "buyer" | "booth" | "visitor";
  approval: "approval" | "waiting" | "reject";
}

/**
 * The applications of many users at once: each user's own, and those they joined as an accepted
 * colleague, as a union of two indexed lookups (applicant_id; the colleague records' user_id) so that
 * neither side scans the applications of every sub-event.
 */
const listsOfUsersQ = preparedSql<MyApplicationRow & { req: number }>(
  "applicants_lists_of_users",
  sql`select u.n::int as req, e.id as "eventId", e.name as "eventName", e.name_en as "eventNameEn",
      s.id as "subEventId", s.name as "subEventName", s.name_en as "subEventNameEn",
      s.category as "subEventType", a.id as "applicationId", a.type as "applicationType", a.approval
    from unnest(${sql.placeholder("userIds")}::int[]) with ordinality as u(user_id, n)
    cross join lateral (
      select o.id from applications o where o.applicant_id = u.user_id
      union
      select m.application_id from application_managers m where m.user_id = u.user_id and m.used = 'Y'
    ) mine
    join applications a on a.id = mine.id
    join sub_events s on s.id = a.sub_event_id
    join events e on e.id = s.event_id
    order by u.n, a.created_date desc, a.id desc`,
);

// Every signed-in page asks for it: the lists of one turn of the event loop share one statement
// (server/db/batch.ts), started after they all arrived.
const listBatch = perHandle((db: DbOrTx) =>
  batched(async (userIds: number[]) => {
    const lists = new Map<number, MyApplicationRow[]>(userIds.map((id) => [id, []]));
    for (const { req, ...row } of await listsOfUsersQ(db).execute({ userIds }))
      lists.get(userIds[req - 1]!)!.push(row);
    return lists;
  }),
);

/** Every application of the user (own, or joined as an accepted colleague) with its event and sub-event. */
export async function listOfUser(db: DbOrTx, userId: number): Promise<MyApplicationRow[]> {
  return (await listBatch(db)(userId)) ?? [];
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
