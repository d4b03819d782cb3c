/** All SQL of the event day (issue 30): the day's cards, arrivals, no-shows, refills, walk-ins and the log. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

type Rows<T> = { rows: T[] };
const rows = async <T>(p: Promise<unknown>): Promise<T[]> => ((await p) as Rows<T>).rows;

export interface DayRow {
  id: number;
  subEventId: number;
  subEventName: string;
  eventId: number;
  timeZone: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  date: string;
  startTime: string;
  endTime: string;
  applicant: number;
  acceptor: number;
  applicantArrivedAt: Date | null;
  acceptorArrivedAt: Date | null;
  noShow: "applicant" | "acceptor" | "both" | null;
  disputedAt: Date | null;
  refillOf: number | null;
  refilledBy: number | null;
  placeId: number | null;
  placeName: string | null;
  placeKind: "table" | "booth" | "room" | null;
  placeZone: string | null;
  placeX: number | null;
  placeY: number | null;
  freePlace: string;
  aCompany: string;
  aPerson: string;
  aCountry: string;
  aType: "seller" | "buyer" | "booth" | "visitor";
  aOnline: boolean;
  aUser: number;
  bCompany: string;
  bPerson: string;
  bCountry: string;
  bType: "seller" | "buyer" | "booth" | "visitor";
  bOnline: boolean;
  bUser: number;
  aAtVenue: boolean;
  bAtVenue: boolean;
  chatRoomId: number | null;
  graceMinutes: number;
}

/** The applications a user acts for: approved ones they own or are an accepted colleague of. */
export const myApplications = (userId: number) => sql`(
  select a.id from applications a where a.applicant_id = ${userId} and a.approval = 'approval'
  union
  select m.application_id from application_managers m join applications a on a.id = m.application_id
   where m.user_id = ${userId} and m.used = 'Y' and a.approval = 'approval')`;

const atVenue = (app: string) =>
  sql.raw(`exists (select 1 from checkins c where c.event_id = e.id and c.place = 'entrance'
    and c.outcome = 'in' and c.undone_at is null and c.person_key = 'user:' || ${app}.applicant_id)`);

const cardSelect = sql`
  select m.id, m.sub_event_id as "subEventId", se.name as "subEventName", e.id as "eventId",
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
         se.no_show_grace_minutes as "graceMinutes"
    from meetings m
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

/** The caller's meetings of the venue day that contains `now` (agreed ones, and no-shows kept as history). */
export function dayOfUser(db: DbOrTx, userId: number, now: Date, eventId?: number) {
  return rows<DayRow>(
    db.execute(sql`${cardSelect}
     where m.id in (
             select x.id from meetings x where x.applicant_application_id = any(array${myApplications(userId)})
                and x.starts_at > ${now}::timestamptz - interval '30 hours' and x.starts_at < ${now}::timestamptz + interval '30 hours'
             union all
             select x.id from meetings x where x.acceptor_application_id = any(array${myApplications(userId)})
                and x.starts_at > ${now}::timestamptz - interval '30 hours' and x.starts_at < ${now}::timestamptz + interval '30 hours')
       and (m.status = 'agree' or m.no_show is not null)
       and m.starts_at > ${now}::timestamptz - interval '30 hours' and m.starts_at < ${now}::timestamptz + interval '30 hours'
       and s.date = to_char(${now}::timestamptz at time zone e.time_zone, 'YYYY-MM-DD')
       ${eventId ? sql`and e.id = ${eventId}` : sql``}
     order by m.starts_at, m.id`),
  );
}

export async function dayCard(db: DbOrTx, meetingId: number): Promise<DayRow | undefined> {
  const [row] = await rows<DayRow>(db.execute(sql`${cardSelect} where m.id = ${meetingId}`));
  return row;
}

/** The caller's events running today (venue date between start and end), with the venue check-in. */
export function eventsToday(db: DbOrTx, userId: number, now: Date) {
  return rows<{ eventId: number; name: string; timeZone: string; checkedInAt: Date | null }>(
    db.execute(sql`
      select e.id as "eventId", e.name, e.time_zone as "timeZone",
             (select min(c.scanned_at) from checkins c where c.event_id = e.id and c.place = 'entrance'
                and c.outcome = 'in' and c.undone_at is null and c.person_key = ${`user:${userId}`}) as "checkedInAt"
        from events e
       where exists (select 1 from sub_events se join applications a on a.sub_event_id = se.id
                      where se.event_id = e.id and a.id in ${myApplications(userId)})
         and (${now}::timestamptz at time zone e.time_zone)::date between e.start_date and e.end_date
       order by e.start_date, e.id`),
  );
}

/** Whether the user is the owner or an accepted colleague of the application (approved). */
export async function isMember(db: DbOrTx, applicationId: number, userId: number): Promise<boolean> {
  const [row] = await rows<{ ok: boolean }>(
    db.execute(sql`select ${applicationId}::int in ${myApplications(userId)} as ok`),
  );
  return Boolean(row?.ok);
}

/** The meeting with what the rules need: sub-event, event host, interpreter ids and check-in staff. */
export async function meetingForDay(db: DbOrTx, meetingId: number, userId: number) {
  const [row] = await rows<{
    id: number;
    subEventId: number;
    eventId: number;
    status: string;
    startsAt: Date;
    endsAt: Date;
    applicant: number;
    acceptor: number | null;
    applicantArrivedAt: Date | null;
    acceptorArrivedAt: Date | null;
    noShow: "applicant" | "acceptor" | "both" | null;
    placeId: number | null;
    hostUserId: number;
    eventApproval: string;
    isInterpreter: boolean;
    isStaff: boolean;
  }>(
    db.execute(sql`
      select m.id, m.sub_event_id as "subEventId", e.id as "eventId", m.status, m.starts_at as "startsAt",
             m.ends_at as "endsAt", m.applicant_application_id as applicant, m.acceptor_application_id as acceptor,
             m.applicant_arrived_at as "applicantArrivedAt", m.acceptor_arrived_at as "acceptorArrivedAt",
             m.no_show as "noShow", m.place_id as "placeId", e.host_user_id as "hostUserId",
             e.approval as "eventApproval",
             exists (select 1 from interpreter_assignments ia
                      where ia.meeting_id = m.id and ia.user_id = ${userId}) as "isInterpreter",
             exists (select 1 from checkin_staff st where st.event_id = e.id
                      and st.email = (select lower(email) from users where id = ${userId})) as "isStaff"
        from meetings m join sub_events se on se.id = m.sub_event_id join events e on e.id = se.event_id
       where m.id = ${meetingId}
       for update of m`),
  );
  return row && { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) };
}

/** Sets a side's arrival once (the earlier time wins); answers whether it changed. */
export async function setArrival(db: DbOrTx, meetingId: number, side: "applicant" | "acceptor", at: Date) {
  const col = sql.raw(side === "applicant" ? "applicant_arrived_at" : "acceptor_arrived_at");
  const changed = await rows<{ id: number }>(
    db.execute(sql`update meetings set ${col} = ${at}, updated_at = now()
                    where id = ${meetingId} and (${col} is null or ${col} > ${at}) returning id`),
  );
  return changed.length > 0;
}

export async function clearNoShow(db: DbOrTx, meetingId: number) {
  await db.execute(sql`update meetings set no_show = null, no_show_at = null, disputed_at = null,
    disputed_by_application_id = null, updated_at = now() where id = ${meetingId}`);
}

export async function setNoShow(
  db: DbOrTx,
  meetingId: number,
  who: "applicant" | "acceptor" | "both",
  at: Date,
) {
  await db.execute(sql`update meetings set no_show = ${who}, no_show_at = ${at}, day_checked_at = coalesce(day_checked_at, ${at}),
    updated_at = now() where id = ${meetingId}`);
}

export async function setDispute(db: DbOrTx, meetingId: number, applicationId: number, at: Date) {
  await db.execute(sql`update meetings set disputed_by_application_id = ${applicationId}, disputed_at = ${at},
    updated_at = now() where id = ${meetingId}`);
}

export async function logDay(
  db: DbOrTx,
  e: {
    subEventId: number;
    meetingId: number;
    kind: "arrived" | "noShow" | "disputed" | "corrected" | "refillSent" | "refilled" | "moved" | "late";
    applicationId?: number | null;
    actorUserId?: number | null;
    detail?: Record<string, unknown>;
    at: Date;
  },
) {
  await db.execute(sql`insert into meeting_day_events (sub_event_id, meeting_id, kind, application_id, actor_user_id, detail, at)
    values (${e.subEventId}, ${e.meetingId}, ${e.kind}, ${e.applicationId ?? null}, ${e.actorUserId ?? null},
            ${JSON.stringify(e.detail ?? {})}::jsonb, ${e.at})`);
}

/**
 * Claims up to `limit` agreed meetings whose no-show deadline (start + the sub-event's grace) has passed and
 * which the pass has not looked at, and marks them looked at, in one statement: `SKIP LOCKED` lets several
 * processes share the pass and each meeting is looked at once.
 */
export async function claimDueMeetings(db: DbOrTx, now: Date, limit: number) {
  const claimed = await rows<{
    id: number;
    subEventId: number;
    startsAt: Date;
    endsAt: Date;
    applicant: number;
    acceptor: number;
    applicantArrivedAt: Date | null;
    acceptorArrivedAt: Date | null;
  }>(
    db.execute(sql`
      with due as (
        select m.id from meetings m join sub_events se on se.id = m.sub_event_id
         where m.status = 'agree' and m.day_checked_at is null and m.acceptor_application_id is not null
           and m.starts_at <= ${now}::timestamptz
           and m.starts_at + make_interval(mins => se.no_show_grace_minutes) <= ${now}::timestamptz
           and m.starts_at > ${now}::timestamptz - interval '2 days'
         order by m.starts_at limit ${limit}
         for update of m skip locked)
      update meetings m set day_checked_at = ${now},
             no_show = case when m.applicant_arrived_at is null and m.acceptor_arrived_at is null then 'both'
                            when m.applicant_arrived_at is null then 'applicant'
                            when m.acceptor_arrived_at is null then 'acceptor' end,
             no_show_at = case when m.applicant_arrived_at is null or m.acceptor_arrived_at is null then ${now}::timestamptz end
        from due where m.id = due.id
      returning m.id, m.sub_event_id as "subEventId", m.starts_at as "startsAt", m.ends_at as "endsAt",
                m.applicant_application_id as applicant, m.acceptor_application_id as acceptor,
                m.applicant_arrived_at as "applicantArrivedAt", m.acceptor_arrived_at as "acceptorArrivedAt"`),
  );
  return claimed.map((r) => ({ ...r, startsAt: new Date(r.startsAt), endsAt: new Date(r.endsAt) }));
}

/** The users of applications (owners and accepted colleagues), per application. */
export function usersOf(db: DbOrTx, applicationIds: number[]) {
  if (applicationIds.length === 0) return Promise.resolve([]);
  return rows<{ applicationId: number; userId: number; countryNumber: string }>(
    db.execute(sql`
      select a.id as "applicationId", a.applicant_id as "userId", u.country_number as "countryNumber"
        from applications a join users u on u.id = a.applicant_id
       where a.id in (${sql.join(
         applicationIds.map((id) => sql`${id}`),
         sql`, `,
       )})
      union
      select m.application_id, m.user_id, u.country_number
        from application_managers m join users u on u.id = m.user_id
       where m.used = 'Y' and m.application_id in (${sql.join(
         applicationIds.map((id) => sql`${id}`),
         sql`, `,
       )})`),
  );
}

/** The newest "running late" minutes per (meeting, application) of these meetings. */
export function lateMinutes(db: DbOrTx, meetingIds: number[]) {
  if (meetingIds.length === 0) return Promise.resolve([]);
  return rows<{ meetingId: number; applicationId: number; minutes: number }>(
    db.execute(sql`
      select distinct on (meeting_id, application_id) meeting_id as "meetingId", application_id as "applicationId",
             (detail->>'minutes')::int as minutes
        from meeting_day_events where kind = 'late'
         and meeting_id in (${sql.join(
           meetingIds.map((id) => sql`${id}`),
           sql`, `,
         )})
       order by meeting_id, application_id, at desc, id desc`),
  );
}

export async function setSubEventGrace(db: DbOrTx, subEventId: number, minutes: number) {
  await db.execute(
    sql`update sub_events set no_show_grace_minutes = ${minutes}, updated_at = now() where id = ${subEventId}`,
  );
}

export async function applicationsOfUser(db: DbOrTx, userId: number): Promise<number[]> {
  const r = await rows<{ id: number }>(db.execute(sql`select id from ${myApplications(userId)} x(id)`));
  return r.map((x) => x.id);
}

export async function applicationsInSubEvent(
  db: DbOrTx,
  userId: number,
  subEventId: number,
): Promise<number[]> {
  const r = await rows<{ id: number }>(
    db.execute(
      sql`select a.id from applications a where a.sub_event_id = ${subEventId} and a.id in ${myApplications(userId)}`,
    ),
  );
  return r.map((x) => x.id);
}

export async function logNoShows(
  db: DbOrTx,
  list: { subEventId: number; meetingId: number; applicationId: number | null; who: string }[],
  at: Date,
) {
  if (list.length === 0) return;
  await db.execute(sql`insert into meeting_day_events (sub_event_id, meeting_id, kind, application_id, detail, at)
    values ${sql.join(
      list.map(
        (n) =>
          sql`(${n.subEventId}, ${n.meetingId}, 'noShow', ${n.applicationId}, ${JSON.stringify({ who: n.who })}::jsonb, ${at})`,
      ),
      sql`, `,
    )}`);
}

export async function myMeetingAtPlace(db: DbOrTx, userId: number, placeId: number, now: Date) {
  const [row] = await rows<{ id: number }>(
    db.execute(sql`select m.id from meetings m
      where m.place_id = ${placeId} and m.status = 'agree'
        and (m.applicant_application_id in ${myApplications(userId)} or m.acceptor_application_id in ${myApplications(userId)})
        and m.ends_at > ${now}::timestamptz and m.starts_at - interval '60 minutes' <= ${now}::timestamptz
      order by m.starts_at limit 1`),
  );
  return row?.id;
}
