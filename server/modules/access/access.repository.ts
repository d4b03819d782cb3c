import { and, eq, inArray, sql } from "drizzle-orm";
import { batched, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { preparedFor, preparedSql } from "../../db/prepared";
import { applicationManagers, applications, events, subEvents } from "../../db/schema";

export type ApplicationRow = typeof applications.$inferSelect;

// Every workspace call starts with these reads: prepared once, so the query builder does not run per call.
const subEventWithEventQ = preparedFor((db) =>
  db
    .select({ subEvent: subEvents, event: events })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, sql.placeholder("subEventId")))
    .prepare("access_sub_event_with_event"),
);
const ownApplicationQ = preparedFor((db) =>
  db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.subEventId, sql.placeholder("subEventId")),
        eq(applications.applicantId, sql.placeholder("userId")),
      ),
    )
    .prepare("access_own_application"),
);
const colleagueApplicationQ = preparedFor((db) =>
  db
    .select({ application: applications })
    .from(applicationManagers)
    .innerJoin(applications, eq(applications.id, applicationManagers.applicationId))
    .where(
      and(
        eq(applicationManagers.subEventId, sql.placeholder("subEventId")),
        eq(applicationManagers.userId, sql.placeholder("userId")),
        eq(applicationManagers.used, "Y"),
      ),
    )
    .prepare("access_colleague_application"),
);

/** A sub-event with its event (for the host check and the time zone). */
export async function findSubEventWithEvent(db: DbOrTx, subEventId: number) {
  const [row] = await subEventWithEventQ(db).execute({ subEventId });
  return row;
}

/**
 * The application through which the user takes part in the sub-event: their own, or one they were
 * invited into as a colleague and accepted. `role` says which.
 */
export async function findApplicationOfUser(
  db: DbOrTx,
  subEventId: number,
  userId: number,
): Promise<{ application: ApplicationRow; role: "owner" | "colleague" } | undefined> {
  const [own] = await ownApplicationQ(db).execute({ subEventId, userId });
  if (own) return { application: own, role: "owner" };
  const [shared] = await colleagueApplicationQ(db).execute({ subEventId, userId });
  return shared ? { application: shared.application, role: "colleague" } : undefined;
}

export interface SubEventGate {
  eventApproval: string;
  hostUserId: number;
  /** The approval of the user's application in the sub-event (own, else as an accepted colleague). */
  membershipApproval: string | null;
}

/**
 * What the access rules need about users and sub-events, in one statement for many pairs: the event's
 * approval and host, and the approval of the application the user takes part through (chosen as
 * findApplicationOfUser chooses it).
 */
const gatesQ = preparedSql<SubEventGate & { n: number }>(
  "access_sub_event_gates",
  sql`select k.n::int as n, e.approval as "eventApproval", e.host_user_id as "hostUserId",
      coalesce(
        (select o.approval from applications o
          where o.sub_event_id = s.id and o.applicant_id = k.user_id),
        (select c.approval from application_managers m join applications c on c.id = m.application_id
          where m.sub_event_id = s.id and m.user_id = k.user_id and m.used = 'Y' limit 1)
      ) as "membershipApproval"
    from unnest(${sql.placeholder("subEventIds")}::int[], ${sql.placeholder("userIds")}::int[])
      with ordinality as k(sub_event_id, user_id, n)
    join sub_events s on s.id = k.sub_event_id
    join events e on e.id = s.event_id`,
);

// The checks of one turn of the event loop share a statement (server/db/batch.ts): under load the lists
// are read by many participants at once, and a round trip each would cost more than the check.
const gateBatch = perHandle((db: DbOrTx) =>
  batched(async (keys: string[]) => {
    const pairs = keys.map((key) => key.split(":").map(Number) as [number, number]);
    const rows = await gatesQ(db).execute({
      subEventIds: pairs.map(([subEventId]) => subEventId),
      userIds: pairs.map(([, userId]) => userId),
    });
    return new Map(rows.map(({ n, ...gate }) => [keys[n - 1]!, gate]));
  }),
);

/** For the calls that need no more than the access check (the lists read all day). */
export async function findSubEventGate(
  db: DbOrTx,
  subEventId: number,
  userId: number,
): Promise<SubEventGate | undefined> {
  return gateBatch(db)(`${subEventId}:${userId}`);
}

/** Whether the user is the owner or an accepted colleague of this application. */
export async function isMemberOfApplication(
  db: DbOrTx,
  applicationId: number,
  userId: number,
): Promise<boolean> {
  const [own] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.applicantId, userId)));
  if (own) return true;
  const [shared] = await db
    .select({ id: applicationManagers.id })
    .from(applicationManagers)
    .where(
      and(
        eq(applicationManagers.applicationId, applicationId),
        eq(applicationManagers.userId, userId),
        eq(applicationManagers.used, "Y"),
      ),
    );
  return Boolean(shared);
}

/** The people of these applications: their owners and accepted colleagues (whose rights follow them). */
export async function peopleOfApplications(db: DbOrTx, applicationIds: number[]): Promise<number[]> {
  if (applicationIds.length === 0) return [];
  const [owners, colleagues] = await Promise.all([
    db
      .select({ userId: applications.applicantId })
      .from(applications)
      .where(inArray(applications.id, applicationIds)),
    db
      .select({ userId: applicationManagers.userId })
      .from(applicationManagers)
      .where(
        and(inArray(applicationManagers.applicationId, applicationIds), eq(applicationManagers.used, "Y")),
      ),
  ]);
  const ids = new Set<number>();
  for (const row of [...owners, ...colleagues]) if (row.userId !== null) ids.add(row.userId);
  return [...ids];
}

/** Whether the user is the main applicant of an approved application (of any sub-event). */
export async function ownsApprovedApplication(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.applicantId, userId), eq(applications.approval, "approval")))
    .limit(1);
  return row !== undefined;
}
