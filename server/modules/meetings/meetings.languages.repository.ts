/** The languages an application speaks in meetings, and whether an interpreter is free for a meeting. */
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, meetingSlots } from "../../db/schema";

/** The open slot of the sub-event starting at that instant. */
export async function openSlotAt(db: DbOrTx, subEventId: number, startsAt: Date) {
  const [row] = await db
    .select({ startsAt: meetingSlots.startsAt, endsAt: meetingSlots.endsAt })
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.subEventId, subEventId),
        eq(meetingSlots.startsAt, startsAt),
        eq(meetingSlots.open, true),
      ),
    );
  return row;
}

export async function languagesOf(db: DbOrTx, applicationId: number): Promise<string[]> {
  const [row] = await db
    .select({ languages: applications.languages })
    .from(applications)
    .where(eq(applications.id, applicationId));
  return row?.languages ?? [];
}

export async function setLanguages(db: DbOrTx, applicationId: number, languages: string[]): Promise<void> {
  await db.update(applications).set({ languages }).where(eq(applications.id, applicationId));
}

/**
 * Interpreters of the sub-event free for a meeting of applications a and b in [startsAt, endsAt): an account,
 * a pair between a language of each, not marked unavailable then, no overlapping assignment (in any sub-event).
 * Fewest assignments in the sub-event first. `exceptMeeting` leaves that meeting's own assignment aside.
 */
export function freeInterpretersSql(p: {
  subEventId: number;
  a: number;
  b: number;
  startsAt: Date;
  endsAt: Date;
}) {
  return sql`
    select u.id as user_id
      from interpreters i
      join users u on lower(u.email) = i.email
      join applications a on a.id = ${p.a}
      join applications b on b.id = ${p.b}
     where i.sub_event_id = ${p.subEventId}
       and exists (select 1 from unnest(a.languages) x, unnest(b.languages) y
                    where x <> y and (least(x, y) || '-' || greatest(x, y)) = any (i.language_pairs))
       and not exists (select 1 from interpreter_unavailable n
                        where n.interpreter_id = i.id and n.starts_at = ${p.startsAt.toISOString()}::timestamptz)
       and not exists (select 1 from interpreter_assignments z
                        where z.user_id = u.id
                          and tstzrange(z.starts_at, z.ends_at)
                              && tstzrange(${p.startsAt.toISOString()}::timestamptz, ${p.endsAt.toISOString()}::timestamptz))
     order by (select count(*) from interpreter_assignments z where z.user_id = u.id and z.sub_event_id = i.sub_event_id),
              i.id`;
}

/** Whether some interpreter is free for the meeting (see freeInterpretersSql). */
export async function interpreterFree(db: DbOrTx, p: Parameters<typeof freeInterpretersSql>[0]) {
  const result = (await db.execute(sql`select exists (${freeInterpretersSql(p)}) as free`)) as unknown as {
    rows: { free: boolean }[];
  };
  return Boolean(result.rows[0]?.free);
}

/**
 * Assigns the first free interpreter to an agreed meeting without one, when its sides share no language;
 * a race with another assignment is settled by the exclusion constraint (the row is then skipped). Answers the
 * interpreter's user id, or null.
 */
export async function assignFreeInterpreter(db: DbOrTx, meetingId: number): Promise<number | null> {
  const result = (await db.execute(sql`
    with m as (
      select * from meetings where id = ${meetingId} and status = 'agree' and acceptor_application_id is not null
         and not exists (select 1 from interpreter_assignments z where z.meeting_id = ${meetingId})
    ), sides as (
      select m.*, a.languages as la, b.languages as lb from m
        join applications a on a.id = m.applicant_application_id
        join applications b on b.id = m.acceptor_application_id
       where cardinality(a.languages) > 0 and cardinality(b.languages) > 0 and not (a.languages && b.languages)
    )
    insert into interpreter_assignments (meeting_id, sub_event_id, user_id, starts_at, ends_at)
    select s.id, s.sub_event_id, u.id, s.starts_at, s.ends_at
      from sides s
      join interpreters i on i.sub_event_id = s.sub_event_id
      join users u on lower(u.email) = i.email
     where exists (select 1 from unnest(s.la) x, unnest(s.lb) y
                    where x <> y and (least(x, y) || '-' || greatest(x, y)) = any (i.language_pairs))
       and not exists (select 1 from interpreter_unavailable n where n.interpreter_id = i.id and n.starts_at = s.starts_at)
       and not exists (select 1 from interpreter_assignments z
                        where z.user_id = u.id and tstzrange(z.starts_at, z.ends_at) && tstzrange(s.starts_at, s.ends_at))
     order by (select count(*) from interpreter_assignments z where z.user_id = u.id and z.sub_event_id = s.sub_event_id),
              i.id
     limit 1
    on conflict do nothing
    returning user_id`)) as unknown as { rows: { user_id: number }[] };
  const row = result.rows[0];
  return row ? Number(row.user_id) : null;
}
