/**
 * What automatic scheduling needs to plan interpreters: the languages of the sub-event's applications, its
 * interpreters (with accounts) and their pairs, the slots where each cannot work (its own marks and its
 * assignments anywhere, this sub-event's kept meetings aside), and writing the draft's interpreters on publish.
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  interpreterAssignments,
  interpreters,
  interpreterUnavailable,
  users,
} from "../../db/schema";

/** Languages stated by the sub-event's applications (only those that stated some). */
export async function applicationLanguages(db: DbOrTx, subEventId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ id: applications.id, languages: applications.languages })
    .from(applications)
    .where(and(eq(applications.subEventId, subEventId), sql`cardinality(${applications.languages}) > 0`));
  return new Map(rows.map((r) => [r.id, r.languages]));
}

/** The sub-event's interpreters with an account and at least one language pair. */
export function schedulableInterpreters(db: DbOrTx, subEventId: number) {
  return db
    .select({ id: interpreters.id, userId: users.id, pairs: interpreters.languagePairs })
    .from(interpreters)
    .innerJoin(users, sql`lower(${users.email}) = ${interpreters.email}`)
    .where(and(eq(interpreters.subEventId, subEventId), sql`cardinality(${interpreters.languagePairs}) > 0`));
}

/** Unavailable marks of the sub-event's interpreters (by interpreter entry). */
export function unavailableMarks(db: DbOrTx, subEventId: number) {
  return db
    .select({
      interpreterId: interpreterUnavailable.interpreterId,
      startsAt: interpreterUnavailable.startsAt,
    })
    .from(interpreterUnavailable)
    .innerJoin(interpreters, eq(interpreters.id, interpreterUnavailable.interpreterId))
    .where(eq(interpreters.subEventId, subEventId));
}

/** Assignments of these users overlapping [from, to), in any sub-event. */
export function assignmentsBetween(db: DbOrTx, userIds: number[], from: Date, to: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      meetingId: interpreterAssignments.meetingId,
      userId: interpreterAssignments.userId,
      startsAt: interpreterAssignments.startsAt,
      endsAt: interpreterAssignments.endsAt,
    })
    .from(interpreterAssignments)
    .where(
      and(
        sql`${interpreterAssignments.userId} = any(${sql.param(userIds)}::int[])`,
        lt(interpreterAssignments.startsAt, to),
        gt(interpreterAssignments.endsAt, from),
      ),
    );
}

/**
 * Gives the meetings a published run made their draft interpreter, where that interpreter is still free then
 * (the exclusion constraint decides: a conflicting row is skipped, never written) and not marked unavailable.
 * Answers the assignments made (meeting, interpreter).
 */
export async function assignPublished(db: DbOrTx, runId: number) {
  // Most drafts need no interpreter: then nothing to join (at 200,000 meetings the join below runs on the run's
  // list written moments ago, before any statistics exist for it).
  const any = (await db.execute(
    sql`select exists (select 1 from auto_schedule_drafts
                        where run_id = ${runId} and interpreter_user_id is not null) as any`,
  )) as unknown as { rows: { any: boolean }[] };
  if (!any.rows[0]?.any) return [];
  const result = (await db.execute(sql`
    insert into interpreter_assignments (meeting_id, sub_event_id, user_id, starts_at, ends_at)
    select m.id, m.sub_event_id, d.interpreter_user_id, m.starts_at, m.ends_at
      from auto_schedule_meetings a
      join meetings m on m.id = a.meeting_id
      join auto_schedule_drafts d on d.run_id = a.run_id and d.starts_at = m.starts_at
       and least(d.seller_application_id, d.buyer_application_id) = m.pair_low
       and greatest(d.seller_application_id, d.buyer_application_id) = m.pair_high
     where a.run_id = ${runId} and d.interpreter_user_id is not null and m.status = 'agree'
       and not exists (
         select 1 from interpreter_unavailable u join interpreters i on i.id = u.interpreter_id
           join users x on lower(x.email) = i.email
          where x.id = d.interpreter_user_id and i.sub_event_id = m.sub_event_id and u.starts_at = m.starts_at)
    order by m.starts_at, m.id
    on conflict do nothing
    returning meeting_id, user_id`)) as unknown as { rows: { meeting_id: number; user_id: number }[] };
  return result.rows.map((r) => ({ meetingId: Number(r.meeting_id), userId: Number(r.user_id) }));
}
