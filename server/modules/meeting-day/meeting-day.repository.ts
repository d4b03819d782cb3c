/** All SQL of the event day (issue 30): the day's cards, arrivals, no-shows, refills, walk-ins and the log. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import { cardColumns, cardJoins } from "./meeting-day.card-sql";

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

const cardSelect = sql`select ${cardColumns} from meetings m ${cardJoins}`;

export async function dayCard(db: DbOrTx, meetingId: number): Promise<DayRow | undefined> {
  const [row] = await rows<DayRow>(db.execute(sql`${cardSelect} where m.id = ${meetingId}`));
  return row;
}

/** Whether the user is the owner or an accepted colleague of the application (approved). */
export async function isMember(db: DbOrTx, applicationId: number, userId: number): Promise<boolean> {
  const [row] = await rows<{ ok: boolean }>(
    db.execute(sql`select ${applicationId}::int in ${myApplications(userId)} as ok`),
  );
  return Boolean(row?.ok);
}

interface DayMeeting {
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
  /** Whether the user acts for the applicant's / the acceptor's application. */
  applicantMember: boolean;
  acceptorMember: boolean;
}

// Every arrival, dispute and refill reads its meeting locked: prepared (its plan is dearer than its run).
const meetingForDayQ = preparedSql<DayMeeting>(
  "meeting_day_meeting_locked",
  sql`with me as (select ${sql.placeholder("userId")}::int as user_id),
      mine as (
        select a.id from me join applications a on a.applicant_id = me.user_id and a.approval = 'approval'
        union
        select mm.application_id from me join application_managers mm on mm.user_id = me.user_id and mm.used = 'Y'
          join applications a on a.id = mm.application_id and a.approval = 'approval')
      select m.id, m.sub_event_id as "subEventId", e.id as "eventId", m.status, m.starts_at as "startsAt",
             m.ends_at as "endsAt", m.applicant_application_id as applicant, m.acceptor_application_id as acceptor,
             m.applicant_arrived_at as "applicantArrivedAt", m.acceptor_arrived_at as "acceptorArrivedAt",
             m.no_show as "noShow", m.place_id as "placeId", e.host_user_id as "hostUserId",
             e.approval as "eventApproval",
             exists (select 1 from interpreter_assignments ia, me
                      where ia.meeting_id = m.id and ia.user_id = me.user_id) as "isInterpreter",
             exists (select 1 from checkin_staff st, me where st.event_id = e.id
                      and st.email = (select lower(email) from users where id = me.user_id)) as "isStaff",
             m.applicant_application_id in (select id from mine) as "applicantMember",
             coalesce(m.acceptor_application_id in (select id from mine), false) as "acceptorMember"
        from meetings m join sub_events se on se.id = m.sub_event_id join events e on e.id = se.event_id
       where m.id = ${sql.placeholder("meetingId")}
       for update of m`,
);

/** The meeting locked, with what the rules need: event host, interpreter, check-in staff, the user's sides. */
export async function meetingForDay(db: DbOrTx, meetingId: number, userId: number) {
  const [row] = await meetingForDayQ(db).execute({ meetingId, userId });
  return row && { ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) };
}

const setArrivalQ = (side: "applicant" | "acceptor") => {
  const col = sql.raw(side === "applicant" ? "applicant_arrived_at" : "acceptor_arrived_at");
  return preparedSql<{ id: number }>(
    `meeting_day_arrival_${side}`,
    sql`update meetings set ${col} = ${sql.placeholder("at")}::timestamptz, updated_at = now()
         where id = ${sql.placeholder("meetingId")}
           and (${col} is null or ${col} > ${sql.placeholder("at")}::timestamptz) returning id`,
  );
};
const setArrivalOf = { applicant: setArrivalQ("applicant"), acceptor: setArrivalQ("acceptor") };

/** Sets a side's arrival once (the earlier time wins); answers whether it changed. */
export async function setArrival(db: DbOrTx, meetingId: number, side: "applicant" | "acceptor", at: Date) {
  const changed = await setArrivalOf[side](db).execute({ meetingId, at });
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

const logDayQ = preparedSql(
  "meeting_day_log",
  sql`insert into meeting_day_events (sub_event_id, meeting_id, kind, application_id, actor_user_id, detail, at)
      values (${sql.placeholder("subEventId")}, ${sql.placeholder("meetingId")}, ${sql.placeholder("kind")},
              ${sql.placeholder("applicationId")}::int, ${sql.placeholder("actorUserId")}::int,
              ${sql.placeholder("detail")}::jsonb, ${sql.placeholder("at")}::timestamptz)`,
);

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
  await logDayQ(db).execute({
    subEventId: e.subEventId,
    meetingId: e.meetingId,
    kind: e.kind,
    applicationId: e.applicationId ?? null,
    actorUserId: e.actorUserId ?? null,
    detail: JSON.stringify(e.detail ?? {}),
    at: e.at,
  });
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

export async function setSubEventGrace(db: DbOrTx, subEventId: number, minutes: number) {
  await db.execute(
    sql`update sub_events set no_show_grace_minutes = ${minutes}, updated_at = now() where id = ${subEventId}`,
  );
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
