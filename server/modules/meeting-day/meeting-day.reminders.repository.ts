/** The SQL of the day's reminders: each is taken once across processes (`day_reminders`). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

type Rows<T> = { rows: T[] };
const rows = async <T>(p: Promise<unknown>): Promise<T[]> => ((await p) as Rows<T>).rows;

/** Agreed meetings starting within the next `minutes` whose sides were not yet reminded; marks them reminded. */
export function takeSoonReminders(db: DbOrTx, now: Date, minutes: number) {
  return rows<{
    meetingId: number;
    applicationId: number;
    startTime: string;
    place: string;
    company: string;
  }>(
    db.execute(sql`
      with due as (
        select m.id, side.app, side.other, a.applicant_id as uid
          from meetings m
          cross join lateral (values (m.applicant_application_id, m.acceptor_application_id),
                                     (m.acceptor_application_id, m.applicant_application_id)) side(app, other)
          join applications a on a.id = side.app
         where m.status = 'agree' and m.acceptor_application_id is not null
           and m.starts_at > ${now}::timestamptz and m.starts_at <= ${now}::timestamptz + make_interval(mins => ${minutes})),
      fresh as (
        insert into day_reminders (user_id, kind, meeting_id, sent_at)
        select uid, 'soon', id, ${now}::timestamptz from due on conflict do nothing returning user_id, meeting_id)
      select due.id as "meetingId", due.app as "applicationId", s.start_time as "startTime",
             coalesce(p.name, m.place, '') as place, coalesce(nullif(o.name, ''), bc.company, '') as company
        from due join fresh on fresh.meeting_id = due.id and fresh.user_id = due.uid
        join meetings m on m.id = due.id
        join meeting_slots s on s.sub_event_id = m.sub_event_id and s.starts_at = m.starts_at
        join applications o on o.id = due.other
        left join business_cards bc on bc.id = o.business_card_id
        left join places p on p.id = m.place_id`),
  );
}

/**
 * Sides of on-site meetings that began in the last ten minutes whose owner has not checked in at the venue,
 * once per event and day: they get a reminder, and their counterparts see it on the card.
 */
export function takeVenueReminders(db: DbOrTx, now: Date) {
  return rows<{ applicationId: number; eventId: number }>(
    db.execute(sql`
      with due as (
        select distinct a.id as app, a.applicant_id as uid, e.id as event_id, s.date
          from meetings m
          join sub_events se on se.id = m.sub_event_id join events e on e.id = se.event_id
          join meeting_slots s on s.sub_event_id = m.sub_event_id and s.starts_at = m.starts_at
          join applications a on a.id in (m.applicant_application_id, m.acceptor_application_id)
         where m.status = 'agree' and a.attendee_type = 'offline'
           and m.starts_at <= ${now}::timestamptz and m.starts_at > ${now}::timestamptz - interval '10 minutes'
           and not exists (select 1 from checkins c where c.event_id = e.id and c.place = 'entrance' and c.outcome = 'in'
                            and c.undone_at is null and c.person_key = 'user:' || a.applicant_id)),
      fresh as (
        insert into day_reminders (user_id, kind, meeting_id, sent_at)
        select distinct uid, 'venue:' || date, event_id, ${now}::timestamptz from due on conflict do nothing returning user_id, meeting_id)
      select distinct due.app as "applicationId", due.event_id as "eventId"
        from due join fresh on fresh.user_id = due.uid and fresh.meeting_id = due.event_id`),
  );
}
