import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/**
 * Violations of the meeting guarantee, counted straight from the tables (for tests and the booking
 * benchmark): an application committed twice in one slot, a pair with two live meetings of one round, a live meeting
 * outside the slots or in a host block, a claim that does not match its meeting.
 */
export async function invariantViolations(db: DbOrTx, subEventId: number): Promise<Record<string, number>> {
  const one = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as
      | { rows?: { n: number | string }[] }
      | { n: number | string }[];
    const rows = Array.isArray(result) ? result : (result.rows ?? []);
    return Number(rows[0]?.n ?? 0);
  };
  return {
    doubleBooked: await one(sql`
      select count(*) as n from (
        select app, starts_at from (
          select applicant_application_id as app, starts_at from meetings
            where sub_event_id = ${subEventId} and status in ('agree', 'impossible')
          union all
          select acceptor_application_id as app, starts_at from meetings
            where sub_event_id = ${subEventId} and status = 'agree'
        ) c group by app, starts_at having count(*) > 1
      ) d`),
    pairTwice: await one(sql`
      select count(*) as n from (
        select 1 from meetings where sub_event_id = ${subEventId} and status in ('waiting', 'agree')
        group by pair_low, pair_high, follows_meeting_id having count(*) > 1
      ) d`),
    outsideSlots: await one(sql`
      select count(*) as n from meetings m
        where m.sub_event_id = ${subEventId} and m.status in ('waiting', 'agree', 'impossible')
        and not exists (select 1 from meeting_slots s where s.sub_event_id = m.sub_event_id
          and s.starts_at = m.starts_at and s.open)`),
    claimMismatch: await one(sql`
      select count(*) as n from meetings m
        where m.sub_event_id = ${subEventId} and (
          (m.status = 'agree' and (select count(*) from meeting_claims c where c.meeting_id = m.id) <> 2)
          or (m.status = 'impossible' and (select count(*) from meeting_claims c where c.meeting_id = m.id) <> 1)
          or (m.status not in ('agree', 'impossible') and exists (select 1 from meeting_claims c where c.meeting_id = m.id)))`),
  };
}
