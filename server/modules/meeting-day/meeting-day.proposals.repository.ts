/**
 * The SQL of standby proposals made in bulk (the no-show pass): the slot's pool of free, present people read
 * once, and what rules out a pair read for every present side at once.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

type Rows<T> = { rows: T[] };
const rows = async <T>(p: Promise<unknown>): Promise<T[]> => ((await p) as Rows<T>).rows;
const ints = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

export type AppType = "seller" | "buyer" | "booth" | "visitor";

/** The present sides: type, the sub-event's target scope and event. */
export function presentBasics(db: DbOrTx, ids: number[]) {
  return rows<{ id: number; type: AppType; targetScope: string; eventId: number }>(
    db.execute(sql`select a.id, a.type, se.target_scope as "targetScope", se.event_id as "eventId"
      from applications a join sub_events se on se.id = a.sub_event_id where a.id = any(${ints(ids)})`),
  );
}

/**
 * Who could take a free chair in the slot: approved, checked in at the venue or open for walk-ins now, with
 * no meeting claimed at that start; on site only when the meeting is on site.
 */
export function slotPool(
  db: DbOrTx,
  q: { subEventId: number; eventId: number; startsAt: Date; now: Date; onSite: boolean },
) {
  return rows<{ id: number; type: AppType; walkIn: boolean }>(
    db.execute(sql`
      with walk as (
        select w.application_id as id from walk_in_windows w join applications a on a.id = w.application_id
         where a.sub_event_id = ${q.subEventId}
           and w.starts_at <= ${q.now}::timestamptz and w.ends_at > ${q.now}::timestamptz),
      present as (
        select a.id from checkins k
          join applications a on a.sub_event_id = ${q.subEventId} and k.person_key = 'user:' || a.applicant_id
         where k.event_id = ${q.eventId} and k.place = 'entrance' and k.outcome = 'in' and k.undone_at is null
        union select id from walk)
      select c.id, c.type, c.id in (select id from walk) as "walkIn"
        from present join applications c on c.id = present.id
       where c.approval = 'approval' ${q.onSite ? sql`and c.attendee_type = 'offline'` : sql``}
         and not exists (select 1 from meeting_claims mc where mc.application_id = c.id and mc.starts_at = ${q.startsAt})`),
  );
}

/**
 * Pairs that must not be proposed, for these present sides: an exclusion either way, a meeting between the
 * two that was declined, is waiting or is agreed and not over, and candidates already proposed for the meeting.
 */
export function blockedPairs(
  db: DbOrTx,
  q: { subEventId: number; now: Date; present: number[]; meetings: number[] },
) {
  return rows<{ present: number; other: number }>(
    db.execute(sql`
      select x.application_id as present, x.target_application_id as other from matching_exclusions x
       where x.application_id = any(${ints(q.present)})
      union
      select x.target_application_id, x.application_id from matching_exclusions x
       where x.target_application_id = any(${ints(q.present)})
      union
      select d.applicant_application_id, d.acceptor_application_id from meetings d
       where d.applicant_application_id = any(${ints(q.present)}) and d.sub_event_id = ${q.subEventId}
         and (d.status = 'disagree' or d.status = 'waiting' or (d.status = 'agree' and d.ends_at > ${q.now}::timestamptz))
      union
      select d.acceptor_application_id, d.applicant_application_id from meetings d
       where d.acceptor_application_id = any(${ints(q.present)}) and d.sub_event_id = ${q.subEventId}
         and (d.status = 'disagree' or d.status = 'waiting' or (d.status = 'agree' and d.ends_at > ${q.now}::timestamptz))
      union
      select r.from_application_id, r.candidate_application_id from refill_proposals r
       where r.meeting_id = any(${ints(q.meetings)})`),
  );
}

/** Stores proposals (one statement; a proposal already there is kept). */
export async function insertProposalRows(
  db: DbOrTx,
  list: {
    subEventId: number;
    meetingId: number;
    from: number;
    candidate: number;
    rank: number;
    score: number;
    reasons: unknown[];
    walkIn: boolean;
  }[],
) {
  if (list.length === 0) return;
  const records = list.map((p) => ({
    sub_event_id: p.subEventId,
    meeting_id: p.meetingId,
    from_application_id: p.from,
    candidate_application_id: p.candidate,
    rank: p.rank,
    score: p.score,
    reasons: p.reasons,
    walk_in: p.walkIn ? 1 : 0,
  }));
  await db.execute(sql`insert into refill_proposals (sub_event_id, meeting_id, from_application_id, candidate_application_id, rank, score, reasons, walk_in)
    select x.* from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(sub_event_id int, meeting_id int,
      from_application_id int, candidate_application_id int, rank int, score int, reasons jsonb, walk_in int)
    on conflict do nothing`);
}
