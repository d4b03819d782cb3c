/**
 * The event day of the 2,000 x 2,000 benchmark event, written straight in the tables (as the integrator's code
 * will): countries and online participants, arrivals (90% of the agreed meetings), no-shows of one side and of
 * both, no-shows refilled (the no-show cancelled, another meeting marked as its refill), entrance check-ins of
 * 85% of the badges and meeting survey answers (a third of the held meetings, both sides), so that every branch
 * of the report's SQL has rows.
 */
import { sql } from "drizzle-orm";
import type { AppContext } from "../../server/context";
import * as s from "../../server/db/schema";
import { ensureBadges } from "../../server/modules/badges/badges.repository";

type Rows<T> = { rows: T[] };

export async function writeEventDay(ctx: AppContext, subEventId: number): Promise<{ eventId: number }> {
  const db = ctx.db;
  const S = subEventId;
  const [{ eventId }] = (
    (await db.execute(sql`select event_id as "eventId" from sub_events where id = ${S}`)) as unknown as Rows<{
      eventId: number;
    }>
  ).rows as [{ eventId: number }];
  await db.execute(sql`update users set country_code = (array['KR','US','JP','CN','VN','DE','FR','IN','ID','TH'])[1 + id % 10]
    where id in (select applicant_id from applications where sub_event_id = ${S})`);
  await db.execute(
    sql`update applications set attendee_type = 'online' where sub_event_id = ${S} and id % 7 = 0`,
  );
  await db.execute(sql`update meetings set applicant_arrived_at = starts_at, acceptor_arrived_at = starts_at + interval '2 minutes'
    where sub_event_id = ${S} and status = 'agree' and id % 10 <> 0`);
  await db.execute(sql`update meetings
       set no_show = case when id % 30 = 0 then 'both' when id % 20 = 0 then 'applicant' else 'acceptor' end,
           no_show_at = starts_at + interval '5 minutes',
           applicant_arrived_at = case when id % 30 <> 0 and id % 20 <> 0 then starts_at end,
           acceptor_arrived_at = case when id % 30 <> 0 and id % 20 = 0 then starts_at end
     where sub_event_id = ${S} and status = 'agree' and id % 10 = 0`);
  // a quarter of the one-sided no-shows were refilled: the no-show cancelled, a held meeting marked as the refill
  await db.execute(sql`update meetings set status = 'cancel'
     where sub_event_id = ${S} and no_show in ('applicant', 'acceptor') and id % 40 = 10`);
  await db.execute(sql`update meetings set refill_of_meeting_id = id - 1
     where sub_event_id = ${S} and status = 'agree' and no_show is null and id % 40 = 11`);

  await ensureBadges(db, eventId);
  await db.execute(sql`insert into checkins (event_id, badge_id, person_key, place, outcome, scanned_at, device_id, client_id)
    select b.event_id, b.id, b.person_key, 'entrance', 'in',
           (select min(starts_at) from meetings where sub_event_id = ${S}) - interval '1 hour'
             + (abs(hashtext(b.id)) % 600) * interval '1 minute',
           'bench-device', b.id
      from badges b where b.event_id = ${eventId} and abs(hashtext(b.id)) % 100 < 85`);

  const [form] = await db
    .insert(s.forms)
    .values({ subEventId: S, type: "counsel", title: "Counsel" })
    .returning();
  await db.insert(s.formQuestions).values([
    { formId: form!.id, position: 0, type: "star", title: "만족도 Satisfaction" },
    {
      formId: form!.id,
      position: 1,
      type: "single",
      title: "후속 미팅 의향 Interest in follow-up",
      options: {
        radioContent: [
          { id: "y", content: "Yes" },
          { id: "m", content: "Maybe" },
          { id: "n", content: "No" },
        ],
      },
    },
    {
      formId: form!.id,
      position: 2,
      type: "many",
      title: "Topics",
      options: {
        checkBoxContent: [
          { id: "a", content: "Price" },
          { id: "b", content: "Delivery" },
          { id: "c", content: "Quality" },
        ],
      },
    },
  ]);
  await db.execute(sql`insert into meeting_surveys (meeting_id, application_id, form_id, uuid, title, type, content, answer_uuid)
    select m.id, side.app, ${form!.id}, q.id::text, q.title, q.type,
           case q.type when 'star' then (1 + (m.id + side.app) % 5)::text when 'single' then 'x' else 'x' end,
           case q.type when 'single' then (array['y','m','n'])[1 + (m.id + side.app) % 3]
                       when 'many' then (array['a','a,b','b,c','c'])[1 + (m.id * 7 + side.app) % 4] else '' end
      from meetings m
     cross join lateral (values (m.applicant_application_id), (m.acceptor_application_id)) as side(app)
     cross join form_questions q
     where m.sub_event_id = ${S} and m.status = 'agree' and m.no_show is null and m.id % 3 = 0 and q.form_id = ${form!.id}`);
  // as bench:autoschedule's generator does: the planner's statistics of the bulk-written tables (a PostgreSQL
  // server's autovacuum would have made them; PGlite has none)
  await db.execute(sql`analyze`);
  return { eventId };
}
