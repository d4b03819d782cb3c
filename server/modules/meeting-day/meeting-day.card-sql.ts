/**
 * The SQL of a day card: its columns and the joins they need, from `meetings m`. Shared by the one-off reads
 * (meeting-day.repository.ts) and the batched, prepared reads of Now / Next (meeting-day.now.repository.ts).
 */
import { sql } from "drizzle-orm";

/** Whether the side's person is checked in at the venue's entrance (a probe of checkins_person_place_uq). */
const atVenue = (app: string) =>
  sql.raw(`exists (select 1 from checkins c where c.event_id = e.id and c.place = 'entrance'
    and c.outcome = 'in' and c.undone_at is null and c.person_key = 'user:' || ${app}.applicant_id)`);

export const cardColumns = sql`
         m.id, m.sub_event_id as "subEventId", se.name as "subEventName", e.id as "eventId",
         e.time_zone as "timeZone", m.status, m.starts_at as "startsAt", m.ends_at as "endsAt",
         s.date, s.start_time as "startTime", s.end_time as "endTime",
         m.applicant_application_id as applicant, m.acceptor_application_id as acceptor,
         m.applicant_arrived_at as "applicantArrivedAt", m.acceptor_arrived_at as "acceptorArrivedAt",
         m.no_show as "noShow", m.disputed_at as "disputedAt", m.refill_of_meeting_id as "refillOf",
         (select r.id from meetings r where r.refill_of_meeting_id = m.id and r.status = 'agree' limit 1) as "refilledBy",
         m.place_id as "placeId", p.name as "placeName", p.kind as "placeKind", p.zone as "placeZone",
         p.x as "placeX", p.y as "placeY", m.place as "freePlace",
         coalesce(nullif(a.name, ''), ca.company, '') as "aCompany", coalesce(ua.name, '') as "aPerson",
         coalesce(ua.country_code, '') as "aCountry", a.type as "aType", a.attendee_type = 'online' as "aOnline",
         a.applicant_id as "aUser",
         coalesce(nullif(b.name, ''), cb.company, '') as "bCompany", coalesce(ub.name, '') as "bPerson",
         coalesce(ub.country_code, '') as "bCountry", b.type as "bType", b.attendee_type = 'online' as "bOnline",
         b.applicant_id as "bUser",
         ${atVenue("a")} as "aAtVenue", ${atVenue("b")} as "bAtVenue",
         (select cr.id from chat_rooms cr where cr.sub_event_id = m.sub_event_id
            and cr.application_low = least(a.id, b.id) and cr.application_high = greatest(a.id, b.id)) as "chatRoomId",
         se.no_show_grace_minutes as "graceMinutes"`;

/** Everything the columns read, joined to `meetings m`. */
export const cardJoins = sql`
    join sub_events se on se.id = m.sub_event_id
    join events e on e.id = se.event_id
    join meeting_slots s on s.sub_event_id = m.sub_event_id and s.starts_at = m.starts_at
    join applications a on a.id = m.applicant_application_id
    join applications b on b.id = m.acceptor_application_id
    left join business_cards ca on ca.id = a.business_card_id
    left join business_cards cb on cb.id = b.business_card_id
    left join users ua on ua.id = a.applicant_id
    left join users ub on ub.id = b.applicant_id
    left join places p on p.id = m.place_id`;
