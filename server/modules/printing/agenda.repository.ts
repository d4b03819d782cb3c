/** What a personal agenda needs: the event's people and their agreed meetings (all SQL of the agendas). */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

export interface AgendaPerson {
  userId: number;
  name: string;
  countryNumber: string;
  /** The company of their first approved application (by sub-event order). */
  company: string;
  /** seller, buyer, booth or visitor. */
  type: string;
  applicationIds: number[];
}

export interface AgendaMeetingRow {
  meetingId: number;
  startsAt: Date;
  endsAt: Date;
  subEventName: string;
  subEventNameEn: string;
  applicantId: number;
  acceptorId: number;
  applicantCompany: string;
  acceptorCompany: string;
  applicantPerson: string;
  acceptorPerson: string;
  online: boolean;
  placeName: string | null;
  placeKind: "table" | "booth" | "room" | null;
  placeZone: string | null;
  interpreter: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The people of an event with an agenda: owners and accepted colleagues of its approved applications (one of
 * them, or all), each with the applications whose meetings they attend.
 */
export async function agendaPeople(db: DbOrTx, eventId: number, userId?: number): Promise<AgendaPerson[]> {
  const only = userId === undefined ? sql`true` : sql`x.user_id = ${userId}`;
  const result = await db.execute(sql`
    with x as (
      select a.applicant_id as user_id, a.id as app_id, a.type, s.sort, a.name as app_name, a.business_card_id
        from applications a join sub_events s on s.id = a.sub_event_id
        where s.event_id = ${eventId} and a.approval = 'approval'
      union all
      select m.user_id, a.id, a.type, s.sort, a.name, a.business_card_id
        from application_managers m join applications a on a.id = m.application_id
        join sub_events s on s.id = a.sub_event_id
        where s.event_id = ${eventId} and a.approval = 'approval' and m.used = 'Y' and m.user_id is not null
    )
    select x.user_id as "userId", u.name, u.country_number as "countryNumber",
      (array_agg(coalesce(nullif(x.app_name, ''), c.company, '') order by x.sort, x.app_id))[1] as company,
      (array_agg(x.type order by x.sort, x.app_id))[1] as type,
      array_agg(distinct x.app_id) as "applicationIds"
    from x join users u on u.id = x.user_id
    left join business_cards c on c.id = x.business_card_id
    where ${only}
    group by x.user_id, u.name, u.country_number`);
  return rowsOf<AgendaPerson>(result);
}

/** The agreed meetings of these applications, with both sides, place and interpreter, in time order. */
export async function agendaMeetings(db: DbOrTx, applicationIds: number[]): Promise<AgendaMeetingRow[]> {
  if (applicationIds.length === 0) return [];
  const ids = sql`${`{${applicationIds.join(",")}}`}::int[]`;
  const result = await db.execute(sql`
    select m.id as "meetingId", m.starts_at as "startsAt", m.ends_at as "endsAt",
      s.name as "subEventName", s.name_en as "subEventNameEn",
      a.id as "applicantId", b.id as "acceptorId",
      coalesce(nullif(a.name, ''), ca.company, '') as "applicantCompany",
      coalesce(nullif(b.name, ''), cb.company, '') as "acceptorCompany",
      coalesce(ca.name, '') as "applicantPerson", coalesce(cb.name, '') as "acceptorPerson",
      (a.attendee_type = 'online' or b.attendee_type = 'online') as online,
      p.name as "placeName", p.kind as "placeKind", p.zone as "placeZone",
      (select u.name from interpreter_assignments ia join users u on u.id = ia.user_id
        where ia.meeting_id = m.id limit 1) as interpreter
    from meetings m
    join sub_events s on s.id = m.sub_event_id
    join applications a on a.id = m.applicant_application_id
    join applications b on b.id = m.acceptor_application_id
    left join business_cards ca on ca.id = a.business_card_id
    left join business_cards cb on cb.id = b.business_card_id
    left join places p on p.id = m.place_id
    where m.status = 'agree' and (m.applicant_application_id = any(${ids}) or m.acceptor_application_id = any(${ids}))
    order by m.starts_at, m.id`);
  return rowsOf<AgendaMeetingRow>(result).map((r) => ({
    ...r,
    startsAt: new Date(r.startsAt),
    endsAt: new Date(r.endsAt),
  }));
}

/** The event's name (both languages), zone and venue. */
export async function agendaEvent(db: DbOrTx, eventId: number) {
  const [row] = rowsOf<{ name: string; nameEn: string; timeZone: string; venue: string }>(
    await db.execute(sql`select name, name_en as "nameEn", time_zone as "timeZone",
      btrim(concat_ws(' ', location, location_detail)) as venue from events where id = ${eventId}`),
  );
  return row;
}
