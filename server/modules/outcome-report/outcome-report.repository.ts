/**
 * The outcome report's SQL (issue 30, part 5). Every query is scoped by the event (and the sub-event when one is
 * given) here, so a forgotten filter cannot mix events. Everything is aggregated in the database: the answers
 * are a few hundred rows whatever the event's size.
 */
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { events, subEvents } from "../../db/schema";

type Rows<T> = { rows: T[] };

export async function findEvent(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      name: events.name,
      approval: events.approval,
      hostUserId: events.hostUserId,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export function subEventsOf(db: DbOrTx, eventId: number) {
  return db
    .select({ id: subEvents.id, name: subEvents.name })
    .from(subEvents)
    .where(eq(subEvents.eventId, eventId))
    .orderBy(asc(subEvents.id));
}

/** The meetings of the report's scope: the event's sub-events, or the one asked for. */
const inScope = (eventId: number, subEventId: number | null) =>
  sql`m.sub_event_id in (select id from sub_events where event_id = ${eventId})
      ${subEventId === null ? sql`` : sql`and m.sub_event_id = ${subEventId}`}`;

export interface CountRow {
  requested: number;
  agreed: number;
  held: number;
  noShow: number;
  bothAbsent: number;
  refilled: number;
}

/** The grouping sets of meetingGroups, in the order of its `grouping(...)` arguments. */
const SETS = ["slot", "pair", "mode", "category", "category", "country", "country"] as const;

/**
 * The meetings counted by dimension in one pass (grouping sets): `slot` (start instant, epoch seconds), `pair` (the
 * two roles, alphabetical), `mode` (online / offline), `category` and `country` (each side's; a meeting whose two
 * sides share one counts once under it). Definitions in docs/outcome-report.md.
 */
export async function meetingGroups(
  db: DbOrTx,
  eventId: number,
  subEventId: number | null,
  now: Date,
  range: { from: Date | null; to: Date | null } = { from: null, to: null },
) {
  const result = (await db.execute(sql`
    with p as materialized (
      select a.id, a.type, a.category, a.attendee_type, u.country_code
        from applications a join users u on u.id = a.applicant_id
       where a.sub_event_id in (select id from sub_events where event_id = ${eventId})
    ),
    m as (
      select extract(epoch from m.starts_at)::bigint as slot,
             least(a.type, b.type) || '-' || greatest(a.type, b.type) as pair,
             case when a.attendee_type = 'online' or b.attendee_type = 'online' then 'online' else 'offline' end as mode,
             a.category as ca, case when b.category <> a.category then b.category end as cb,
             a.country_code as ka, case when b.country_code <> a.country_code then b.country_code end as kb,
             (m.status = 'agree' or m.no_show is not null)::int as agreed,
             (m.status = 'agree' and m.no_show is null and m.applicant_arrived_at is not null
               and m.acceptor_arrived_at is not null and m.ends_at <= ${now.toISOString()}::timestamptz)::int as held,
             (m.no_show in ('applicant', 'acceptor'))::int as no_show,
             (m.no_show = 'both')::int as both_absent,
             (m.status = 'agree' and m.refill_of_meeting_id is not null)::int as refilled
        from meetings m
        join p a on a.id = m.applicant_application_id
        join p b on b.id = m.acceptor_application_id
       where ${inScope(eventId, subEventId)} and m.status <> 'impossible'
         ${range.from === null ? sql`` : sql`and m.starts_at >= ${range.from.toISOString()}::timestamptz`}
         ${range.to === null ? sql`` : sql`and m.starts_at < ${range.to.toISOString()}::timestamptz`}
    )
    select grouping(slot, pair, mode, ca, cb, ka, kb)::int as g,
           coalesce(slot::text, pair, mode, ca, cb, ka, kb) as key,
           count(*)::int as requested, sum(agreed)::int as agreed, sum(held)::int as held,
           sum(no_show)::int as "noShow", sum(both_absent)::int as "bothAbsent", sum(refilled)::int as refilled
      from m
     group by grouping sets ((slot), (pair), (mode), (ca), (cb), (ka), (kb))`)) as unknown as Rows<
    CountRow & { g: number; key: string | null }
  >;
  // g has a 1 bit for every column the row is not grouped by: the one 0 bit names its set
  return result.rows.flatMap(({ g, key, ...counts }) => {
    const set = SETS.findIndex((_, i) => g === 127 - (1 << (6 - i)));
    // the second side's category or country is null when it is the first side's (counted there)
    if (set < 0 || key === null) return [];
    return [{ dim: SETS[set]!, key, ...counts }];
  });
}

/**
 * Where to cut the scope's meetings into parts of about `slotsPerPart` slots each (the slots' starts, first one
 * left out): the report reads the parts one after the other, so that on the embedded database (which runs on the
 * server's own thread) no single query holds the thread long.
 */
export async function partStarts(
  db: DbOrTx,
  eventId: number,
  subEventId: number | null,
  slotsPerPart: number,
) {
  const result = (await db.execute(sql`
    select starts_at as "startsAt" from (
      select distinct s.starts_at from meeting_slots s
       where s.sub_event_id in (select id from sub_events where event_id = ${eventId})
         ${subEventId === null ? sql`` : sql`and s.sub_event_id = ${subEventId}`}
    ) d order by 1`)) as unknown as Rows<{ startsAt: Date | string }>;
  return result.rows.filter((_, i) => i > 0 && i % slotsPerPart === 0).map((r) => new Date(r.startsAt));
}

/**
 * Live entrance check-ins per quarter hour (epoch seconds of the quarter's start), of the people of the
 * sub-event when one is given (their badges name it). Quarters, so that a zone with a half-hour offset still
 * falls into its own hours.
 */
export async function checkinQuarters(db: DbOrTx, eventId: number, subEventId: number | null) {
  const result = (await db.execute(sql`
    select (floor(extract(epoch from c.scanned_at) / 900) * 900)::bigint::text as quarter, count(*)::int as count
      from checkins c
      ${subEventId === null ? sql`` : sql`join badges b on b.event_id = c.event_id and b.person_key = c.person_key and b.revoked_at is null and ${subEventId}::int = any(b.sub_event_ids)`}
     where c.event_id = ${eventId} and c.place = 'entrance' and c.outcome = 'in' and c.undone_at is null
     group by 1 order by 1`)) as unknown as Rows<{ quarter: string; count: number }>;
  return result.rows;
}

/** The choice and star questions of the counsel forms (meeting surveys) of the scope, in the forms' order. */
export async function counselQuestions(db: DbOrTx, eventId: number, subEventId: number | null) {
  const result = (await db.execute(sql`
    select q.id::text as uuid, q.title, q.type, q.options
      from form_questions q
      join forms f on f.id = q.form_id
     where f.type = 'counsel' and q.type in ('single', 'many', 'star')
       and f.sub_event_id in (select id from sub_events where event_id = ${eventId})
       ${subEventId === null ? sql`` : sql`and f.sub_event_id = ${subEventId}`}
     order by f.sub_event_id, f.id, q.part, q.position`)) as unknown as Rows<{
    uuid: string;
    title: string;
    type: string;
    options: Record<string, unknown>;
  }>;
  return result.rows;
}

/** The counsel forms of the scope (meeting surveys answer these). */
const counselForms = (eventId: number, subEventId: number | null) =>
  sql`(select f.id from forms f where f.type = 'counsel'
        and f.sub_event_id in (select id from sub_events where event_id = ${eventId})
        ${subEventId === null ? sql`` : sql`and f.sub_event_id = ${subEventId}`})`;

/**
 * The survey answers of the scope (answers to its counsel forms, read through meeting_surveys_form_idx): per
 * question the number of answers and the mean of star answers, and per choice question the count of each option
 * picked (a "many" answer counts for each option it names).
 */
export async function surveyAnswers(db: DbOrTx, eventId: number, subEventId: number | null) {
  const [totals, picks] = await Promise.all([
    db.execute(sql`
      select s.uuid, count(*)::int as answers,
             avg(case when s.type = 'star' and s.content ~ '^[0-9]+(\\.[0-9]+)?$' then s.content::numeric end)::float8 as mean
        from meeting_surveys s
       where s.form_id in ${counselForms(eventId, subEventId)} and s.type in ('single', 'many', 'star')
         and (s.answer_uuid <> '' or s.content <> '')
       group by s.uuid`) as unknown as Promise<Rows<{ uuid: string; answers: number; mean: number | null }>>,
    db.execute(sql`
      select s.uuid, o.id as option, count(*)::int as count
        from meeting_surveys s
       cross join lateral unnest(string_to_array(s.answer_uuid, ',')) as o(id)
       where s.form_id in ${counselForms(eventId, subEventId)} and s.type in ('single', 'many') and o.id <> ''
       group by s.uuid, o.id`) as unknown as Promise<Rows<{ uuid: string; option: string; count: number }>>,
  ]);
  return { totals: totals.rows, picks: picks.rows };
}
