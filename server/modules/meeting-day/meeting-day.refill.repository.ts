/** The SQL of standby refills and walk-in windows (issue 30). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

type Rows<T> = { rows: T[] };
const rows = async <T>(p: Promise<unknown>): Promise<T[]> => ((await p) as Rows<T>).rows;

export interface ProposalRow {
  id: number;
  subEventId: number;
  meetingId: number;
  fromApplicationId: number;
  candidateApplicationId: number;
  state: "proposed" | "sent" | "accepted" | "declined" | "withdrawn";
  rank: number;
  score: number;
  reasons: { code: string }[];
  walkIn: number;
  company: string;
  person: string;
  country: string;
  type: "seller" | "buyer" | "booth" | "visitor";
}

const proposalSelect = sql`
  select r.id, r.sub_event_id as "subEventId", r.meeting_id as "meetingId", r.from_application_id as "fromApplicationId",
         r.candidate_application_id as "candidateApplicationId", r.state, r.rank, r.score, r.reasons,
         r.walk_in as "walkIn", coalesce(nullif(c.name, ''), bc.company, '') as company,
         coalesce(u.name, '') as person, coalesce(u.country_code, '') as country, c.type
    from refill_proposals r
    join applications c on c.id = r.candidate_application_id
    left join business_cards bc on bc.id = c.business_card_id
    left join users u on u.id = c.applicant_id`;

export async function proposal(db: DbOrTx, proposalId: number, lock = false) {
  const [row] = await rows<ProposalRow>(
    db.execute(sql`${proposalSelect} where r.id = ${proposalId} ${lock ? sql`for update of r` : sql``}`),
  );
  return row;
}

export async function markProposal(
  db: DbOrTx,
  id: number,
  state: "sent" | "declined",
  userId: number,
  now: Date,
) {
  await db.execute(
    state === "sent"
      ? sql`update refill_proposals set state = 'sent', sent_at = ${now}, sent_by_user_id = ${userId} where id = ${id}`
      : sql`update refill_proposals set state = 'declined', answered_at = ${now}, answered_by_user_id = ${userId} where id = ${id}`,
  );
}

/**
 * The refill itself, after the checks: the no-show meeting gives up its hour (cancelled, its no-show mark kept),
 * and the new meeting is agreed at the same place for the same slot; the claims and the place's exclusion
 * constraint still refuse a double booking. Answers the new meeting's id.
 */
export async function refillMeeting(
  db: DbOrTx,
  q: {
    noShowMeetingId: number;
    from: number;
    candidate: number;
    fromSide: "applicant" | "acceptor";
    userId: number;
    now: Date;
  },
) {
  await db.execute(
    sql`update meetings set status = 'cancel', reason_code = '', updated_at = now() where id = ${q.noShowMeetingId}`,
  );
  const [row] = await rows<{ id: number }>(
    db.execute(sql`
      insert into meetings (sub_event_id, applicant_application_id, acceptor_application_id, status, starts_at, ends_at,
                            place_id, place, applicant_arrived_at, refill_of_meeting_id, day_checked_at, created_by_user_id,
                            follows_meeting_id)
      select sub_event_id, ${q.from}, ${q.candidate}, 'agree', starts_at, ends_at, place_id, place,
             coalesce(${q.fromSide === "applicant" ? sql`applicant_arrived_at` : sql`acceptor_arrived_at`}, ${q.now}::timestamptz),
             id, ${q.now}::timestamptz, ${q.userId},
             coalesce((select max(p.id) from meetings p where p.sub_event_id = n.sub_event_id and p.status = 'agree'
                        and p.pair_low = least(${q.from}::int, ${q.candidate}::int)
                        and p.pair_high = greatest(${q.from}::int, ${q.candidate}::int)
                        and p.ends_at <= ${q.now}::timestamptz), 0)
        from meetings n where n.id = ${q.noShowMeetingId}
      returning id`),
  );
  return row!.id;
}

export async function closeProposals(
  db: DbOrTx,
  meetingId: number,
  acceptedId: number,
  userId: number,
  resultMeetingId: number,
  now: Date,
) {
  await db.execute(sql`update refill_proposals set state = 'accepted', answered_at = ${now}, answered_by_user_id = ${userId},
    result_meeting_id = ${resultMeetingId} where id = ${acceptedId}`);
  await db.execute(sql`update refill_proposals set state = 'withdrawn' where meeting_id = ${meetingId} and id <> ${acceptedId}
    and state in ('proposed', 'sent')`);
}

/** Other sent requests to the same candidate in the same slot (withdrawn once the candidate is taken). */
export async function withdrawCandidateElsewhere(
  db: DbOrTx,
  candidate: number,
  startsAt: Date,
  exceptId: number,
) {
  const r = await rows<{ meetingId: number; from: number }>(
    db.execute(sql`update refill_proposals r set state = 'withdrawn' from meetings m
      where m.id = r.meeting_id and r.candidate_application_id = ${candidate} and m.starts_at = ${startsAt}
        and r.id <> ${exceptId} and r.state in ('proposed', 'sent')
      returning r.meeting_id as "meetingId", r.from_application_id as "from"`),
  );
  return r;
}

export function walkInsOf(db: DbOrTx, applicationId: number) {
  return rows<{ id: number; subEventId: number; startsAt: Date; endsAt: Date }>(
    db.execute(sql`select id, sub_event_id as "subEventId", starts_at as "startsAt", ends_at as "endsAt"
      from walk_in_windows where application_id = ${applicationId} order by starts_at`),
  );
}

export async function insertWalkIn(
  db: DbOrTx,
  w: { applicationId: number; subEventId: number; startsAt: Date; endsAt: Date },
) {
  const [row] = await rows<{ id: number; subEventId: number; startsAt: Date; endsAt: Date }>(
    db.execute(sql`insert into walk_in_windows (application_id, sub_event_id, starts_at, ends_at)
      values (${w.applicationId}, ${w.subEventId}, ${w.startsAt}, ${w.endsAt})
      returning id, sub_event_id as "subEventId", starts_at as "startsAt", ends_at as "endsAt"`),
  );
  return row!;
}

export async function findWalkIn(db: DbOrTx, id: number) {
  const [row] = await rows<{ id: number; applicationId: number }>(
    db.execute(sql`select id, application_id as "applicationId" from walk_in_windows where id = ${id}`),
  );
  return row;
}

export async function deleteWalkIn(db: DbOrTx, id: number) {
  await db.execute(sql`delete from walk_in_windows where id = ${id}`);
}
