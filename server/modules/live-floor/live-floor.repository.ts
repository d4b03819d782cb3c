/**
 * All SQL of the live floor. A request is two statements: the head (who may read, the day, its slots, the plan,
 * the check-in counts) and the slot (places with their meeting, the online and unplaced meetings, the ticker).
 * Both are scoped by the sub-event inside the statement; the floor is polled, so each stays on indexes
 * (meetings_slot_idx, places_sub_event_idx, meeting_day_events_sub_event_idx, checkins_person_place_uq).
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

type Rows<T> = { rows: T[] };
type Stamp = string | Date;

export interface FloorHead {
  subEventId: number;
  subEventName: string;
  eventId: number;
  approval: string;
  hostUserId: number;
  isStaff: boolean;
  timeZone: string;
  grace: number;
  date: string | null;
  slots: { startsAt: Stamp; endsAt: Stamp; startTime: string; endTime: string }[] | null;
  zones: string[] | null;
  planWidth: number | null;
  planHeight: number | null;
  fileId: number | null;
  fileName: string | null;
  filePath: string | null;
  fileType: string | null;
  expected: number;
  checkedIn: number;
}

/** Who may read the floor: the event (as the access policy needs it) and whether the user is its check-in staff. */
export async function floorGate(db: DbOrTx, subEventId: number, userId: number) {
  const result = (await db.execute(sql`
    select e.approval, e.host_user_id as "hostUserId",
           exists (select 1 from checkin_staff cs
                    where cs.event_id = e.id
                      and cs.email = (select lower(email) from users where id = ${userId})) as "isStaff"
      from sub_events s join events e on e.id = s.event_id
     where s.id = ${subEventId}`)) as unknown as Rows<{
    approval: string;
    hostUserId: number;
    isStaff: boolean;
  }>;
  return result.rows[0];
}

/**
 * The head of the floor at `at`: the gate, the venue day (that of `at` when it has slots, else the next day with
 * slots, else the last), its open slots, the zones, the plan, and the on-site participants expected and checked in
 * at the entrance (the owner or an accepted colleague of the application).
 */
export async function floorHead(
  db: DbOrTx,
  subEventId: number,
  userId: number,
  at: Date,
): Promise<FloorHead | undefined> {
  const result = (await db.execute(sql`
    with se as (
      select s.id, coalesce(nullif(s.name_en, ''), s.name) as name, s.no_show_grace_minutes as grace,
             e.id as event_id, e.approval, e.host_user_id, e.time_zone,
             exists (select 1 from checkin_staff cs
                      where cs.event_id = e.id
                        and cs.email = (select lower(email) from users where id = ${userId})) as is_staff,
             to_char(${at.toISOString()}::timestamptz at time zone e.time_zone, 'YYYY-MM-DD') as at_date
        from sub_events s join events e on e.id = s.event_id
       where s.id = ${subEventId}
    ),
    day as (
      select coalesce(
               (select min(ms.date) from meeting_slots ms where ms.sub_event_id = se.id and ms.date >= se.at_date),
               (select max(ms.date) from meeting_slots ms where ms.sub_event_id = se.id)) as date
        from se
    ),
    onsite as (
      select a.id, a.applicant_id from applications a
       where a.sub_event_id = ${subEventId} and a.approval = 'approval' and a.attendee_type = 'offline'
    ),
    -- the accounts checked in at the venue's entrance (live, not undone), once each
    checked as (
      select distinct substr(c.person_key, 6)::int as user_id from checkins c
       where c.event_id = (select event_id from se) and c.place = 'entrance' and c.outcome = 'in'
         and c.undone_at is null and c.person_key like 'user:%'
    )
    select se.id as "subEventId", se.name as "subEventName", se.event_id as "eventId", se.approval,
           se.host_user_id as "hostUserId", se.is_staff as "isStaff", se.time_zone as "timeZone",
           se.grace, day.date,
           (select json_agg(json_build_object('startsAt', ms.starts_at, 'endsAt', ms.ends_at,
                                              'startTime', ms.start_time, 'endTime', ms.end_time)
                            order by ms.starts_at)
              from meeting_slots ms
             where ms.sub_event_id = se.id and ms.date = day.date and ms.open) as slots,
           (select array_agg(distinct p.zone) from places p where p.sub_event_id = se.id and p.active) as zones,
           fp.width as "planWidth", fp.height as "planHeight", f.id as "fileId", f.file_name as "fileName",
           f.file_path as "filePath", f.file_type as "fileType",
           (select count(*)::int from onsite) as expected,
           (select count(distinct x.id)::int from (
              select o.id from onsite o join checked k on k.user_id = o.applicant_id
              union all
              select o.id from onsite o
                join application_managers m on m.application_id = o.id and m.used = 'Y'
                join checked k on k.user_id = m.user_id) x) as "checkedIn"
      from se cross join day
      left join floor_plans fp on fp.sub_event_id = se.id
      left join files f on f.id = fp.image_file_id`)) as unknown as Rows<FloorHead>;
  return result.rows[0];
}

export interface SideRow {
  applicationId: number;
  company: string;
  person: string;
  countryNumber: string;
  phone: string;
}

export interface MeetingRow {
  id: number;
  placeId: number | null;
  placeName: string | null;
  status: string;
  online: boolean;
  startsAt: Stamp;
  endsAt: Stamp;
  applicantArrivedAt: Stamp | null;
  acceptorArrivedAt: Stamp | null;
  noShow: "applicant" | "acceptor" | "both" | null;
  disputed: boolean;
  refillOf: number | null;
  refilledBy: number | null;
  applicant: SideRow;
  acceptor: SideRow;
}

export interface PlaceRow {
  id: number;
  name: string;
  kind: "table" | "booth" | "room";
  zone: string;
  x: number | null;
  y: number | null;
  meeting: MeetingRow | null;
}

export interface TickRow {
  id: number;
  kind: string;
  at: Stamp;
  meetingId: number;
  applicationId: number | null;
  sideCompany: string | null;
  sidePerson: string | null;
  companies: string[] | null;
  placeName: string | null;
  actorName: string | null;
  detail: Record<string, unknown> | null;
}

const side = (app: string, card: string, user: string) =>
  sql.raw(`json_build_object(
  'applicationId', ${app}.id, 'company', ${app}.list_name,
  'person', coalesce(nullif(${card}.name, ''), ${user}.name, ''),
  'countryNumber', case when nullif(${card}.phone_number, '') is not null then ${card}.country_number
                         else ${user}.country_number end,
  'phone', coalesce(nullif(${card}.phone_number, ''), ${user}.phone_number, ''))`);

/**
 * The slot's meetings (agreed, and cancelled no-shows whose hour was refilled) with both sides, then every active
 * place (of `zone`) with the one meeting the map shows there (a refill before the no-show it replaced), the
 * meetings that have no place, and the day's last 30 events: one statement.
 */
export async function floorSlot(
  db: DbOrTx,
  subEventId: number,
  slot: { startsAt: Date; endsAt: Date } | null,
  zone: string | undefined,
) {
  const from = slot ? slot.startsAt.toISOString() : null;
  const to = slot ? slot.endsAt.toISOString() : null;
  const result = (await db.execute(sql`
    with base as materialized (
      select m.* from meetings m
       where m.sub_event_id = ${subEventId} and ${from}::timestamptz is not null
         and m.starts_at >= ${from}::timestamptz and m.starts_at < ${to}::timestamptz
         and (m.status = 'agree' or (m.status = 'cancel' and m.no_show is not null))
    ),
    sm as (
      select b.id, b.place_id as "placeId", p.name as "placeName", b.status,
             (aa.attendee_type = 'online' or ca.attendee_type = 'online') as online,
             b.starts_at as "startsAt", b.ends_at as "endsAt",
             b.applicant_arrived_at as "applicantArrivedAt", b.acceptor_arrived_at as "acceptorArrivedAt",
             b.no_show as "noShow", b.disputed_at is not null as disputed, b.refill_of_meeting_id as "refillOf",
             (select r.id from base r where r.refill_of_meeting_id = b.id and r.status = 'agree' limit 1)
               as "refilledBy",
             ${side("aa", "ac", "au")} as applicant,
             ${side("ca", "cc", "cu")} as acceptor,
             -- the map shows a refill before the no-show it replaced, an agreed meeting before a cancelled one
             row_number() over (partition by b.place_id
                                order by (b.refill_of_meeting_id is not null and b.status = 'agree') desc,
                                         (b.status = 'agree') desc, b.id desc) as rank
        from base b
        join applications aa on aa.id = b.applicant_application_id
        join users au on au.id = aa.applicant_id
        left join business_cards ac on ac.id = aa.business_card_id
        join applications ca on ca.id = b.acceptor_application_id
        join users cu on cu.id = ca.applicant_id
        left join business_cards cc on cc.id = ca.business_card_id
        left join places p on p.id = b.place_id
    )
    select
      (select coalesce(json_agg(json_build_object(
                'id', p.id, 'name', p.name, 'kind', p.kind, 'zone', p.zone, 'x', p.x, 'y', p.y,
                'meeting', case when sm.id is null then null else row_to_json(sm) end)
              order by p.sort, p.name), '[]'::json)
         from places p
         left join sm on sm."placeId" = p.id and sm.rank = 1
        where p.sub_event_id = ${subEventId} and p.active
          and (${zone ?? null}::text is null or p.zone = ${zone ?? null}::text)) as places,
      (select coalesce(json_agg(row_to_json(sm) order by sm.id), '[]'::json)
         from sm where sm."placeId" is null and (sm.online or sm.status = 'agree')) as others,
      (select coalesce(json_agg(t order by t.at desc, t.id desc), '[]'::json) from (
         select e.id, e.kind, e.at, e.meeting_id as "meetingId", sa.id as "applicationId",
                sa.list_name as "sideCompany", coalesce(nullif(sc.name, ''), su.name) as "sidePerson",
                array[ma.list_name, mc.list_name] as companies, p.name as "placeName",
                actor.name as "actorName", e.detail
           from meeting_day_events e
           join meetings m on m.id = e.meeting_id
           join applications ma on ma.id = m.applicant_application_id
           left join applications mc on mc.id = m.acceptor_application_id
           left join places p on p.id = m.place_id
           -- the side: the event's own, else the one its detail names (a no-show's who, a correction's side)
           left join applications sa on sa.id = coalesce(e.application_id,
                       case coalesce(e.detail ->> 'who', e.detail ->> 'side')
                         when 'applicant' then m.applicant_application_id
                         when 'acceptor' then m.acceptor_application_id end)
           left join users su on su.id = sa.applicant_id
           left join business_cards sc on sc.id = sa.business_card_id
           left join users actor on actor.id = e.actor_user_id
          where e.sub_event_id = ${subEventId}
          order by e.at desc, e.id desc
          limit 30) t) as ticker`)) as unknown as Rows<{
    places: PlaceRow[];
    others: MeetingRow[];
    ticker: TickRow[];
  }>;
  return result.rows[0]!;
}
