/**
 * The reads of Now / Next and of a day card, made for the slot change's herd (bench:slotchange): thousands of
 * phones ask at once. Each read is a prepared statement (no planning per call: the card's eleven joins cost
 * more to plan than to run) and the asks of one turn of the event loop share one run (server/db/batch.ts), so
 * under load a statement answers many people. Not a cache: a batch starts after every ask it answers.
 */
import { sql } from "drizzle-orm";
import { batched, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import { cardColumns, cardJoins } from "./meeting-day.card-sql";
import type { ProposalRow } from "./meeting-day.refill.repository";
import type { DayRow } from "./meeting-day.repository";

interface Clocked {
  db: DbOrTx;
  now(): Date;
}

const byKey = <K, R>(list: R[], keyOf: (r: R) => K): Map<K, R[]> => {
  const out = new Map<K, R[]>();
  for (const r of list) {
    const k = keyOf(r);
    const had = out.get(k);
    if (had) had.push(r);
    else out.set(k, [r]);
  }
  return out;
};

/** The approved applications each user acts for (owned, or as an accepted colleague). */
const mine = sql`
  k as (select distinct user_id from unnest(${sql.placeholder("userIds")}::int[]) k(user_id)),
  mine as (
    select k.user_id, a.id as app from k join applications a on a.applicant_id = k.user_id and a.approval = 'approval'
    union
    select k.user_id, mm.application_id from k
      join application_managers mm on mm.user_id = k.user_id and mm.used = 'Y'
      join applications a on a.id = mm.application_id and a.approval = 'approval')`;

const dayQ = preparedSql<DayRow & { forUser: number }>(
  "meeting_day_of_users",
  sql`with ${mine},
  ids as (
    select mine.user_id, x.id from mine join meetings x on x.applicant_application_id = mine.app
     where x.starts_at > ${sql.placeholder("now")}::timestamptz - interval '30 hours'
       and x.starts_at < ${sql.placeholder("now")}::timestamptz + interval '30 hours'
    union
    select mine.user_id, x.id from mine join meetings x on x.acceptor_application_id = mine.app
     where x.starts_at > ${sql.placeholder("now")}::timestamptz - interval '30 hours'
       and x.starts_at < ${sql.placeholder("now")}::timestamptz + interval '30 hours')
  select ids.user_id as "forUser", ${cardColumns}
    from ids join meetings m on m.id = ids.id ${cardJoins}
   where (m.status = 'agree' or m.no_show is not null)
     and s.date = to_char(${sql.placeholder("now")}::timestamptz at time zone e.time_zone, 'YYYY-MM-DD')
   order by m.starts_at, m.id`,
);

const appsQ = preparedSql<{ userId: number; app: number }>(
  "meeting_day_apps_of_users",
  sql`with ${mine} select user_id as "userId", app from mine`,
);

const eventsQ = preparedSql<{
  userId: number;
  eventId: number;
  name: string;
  timeZone: string;
  checkedInAt: Date | null;
}>(
  "meeting_day_events_today",
  sql`with ${mine}, ev as (select distinct mine.user_id, se.event_id from mine
        join applications a on a.id = mine.app join sub_events se on se.id = a.sub_event_id)
      select ev.user_id as "userId", e.id as "eventId", e.name, e.time_zone as "timeZone",
             (select min(c.scanned_at) from checkins c where c.event_id = e.id and c.place = 'entrance'
                and c.outcome = 'in' and c.undone_at is null and c.person_key = 'user:' || ev.user_id) as "checkedInAt"
        from ev join events e on e.id = ev.event_id
       where (${sql.placeholder("now")}::timestamptz at time zone e.time_zone)::date between e.start_date and e.end_date
       order by e.start_date, e.id`,
);

export interface RequestRow {
  userId: number;
  proposalId: number;
  subEventId: number;
  startsAt: Date;
  endsAt: Date;
  fromApplicationId: number;
  company: string;
  person: string;
  country: string;
  place: string;
  reasons: { code: string }[];
  score: number;
  sentAt: Date;
}

const requestsQ = preparedSql<RequestRow>(
  "meeting_day_requests_to_users",
  sql`with ${mine}
      select mine.user_id as "userId", r.id as "proposalId", r.sub_event_id as "subEventId",
             m.starts_at as "startsAt", m.ends_at as "endsAt", r.from_application_id as "fromApplicationId",
             coalesce(nullif(f.name, ''), bc.company, '') as company, coalesce(u.name, '') as person,
             coalesce(u.country_code, '') as country, coalesce(p.name, m.place, '') as place, r.reasons, r.score,
             r.sent_at as "sentAt"
        from mine
        join refill_proposals r on r.candidate_application_id = mine.app and r.state = 'sent'
        join meetings m on m.id = r.meeting_id
        join applications f on f.id = r.from_application_id
        left join business_cards bc on bc.id = f.business_card_id
        left join users u on u.id = f.applicant_id
        left join places p on p.id = m.place_id
       where m.ends_at > ${sql.placeholder("now")}::timestamptz
       order by r.sent_at`,
);

const cardsQ = preparedSql<DayRow>(
  "meeting_day_cards_by_ids",
  sql`select ${cardColumns} from meetings m ${cardJoins} where m.id = any(${sql.placeholder("ids")}::int[])`,
);

const proposalsQ = preparedSql<ProposalRow>(
  "meeting_day_proposals_of_meetings",
  sql`select r.id, r.sub_event_id as "subEventId", r.meeting_id as "meetingId",
             r.from_application_id as "fromApplicationId", r.candidate_application_id as "candidateApplicationId",
             r.state, r.rank, r.score, r.reasons, r.walk_in as "walkIn",
             coalesce(nullif(c.name, ''), bc.company, '') as company, coalesce(u.name, '') as person,
             coalesce(u.country_code, '') as country, c.type
        from refill_proposals r
        join applications c on c.id = r.candidate_application_id
        left join business_cards bc on bc.id = c.business_card_id
        left join users u on u.id = c.applicant_id
       where r.meeting_id = any(${sql.placeholder("ids")}::int[])
       order by r.meeting_id, r.rank`,
);

const lateQ = preparedSql<{ meetingId: number; applicationId: number; minutes: number }>(
  "meeting_day_late_of_meetings",
  sql`select distinct on (meeting_id, application_id) meeting_id as "meetingId", application_id as "applicationId",
             (detail->>'minutes')::int as minutes
        from meeting_day_events
       where kind = 'late' and meeting_id = any(${sql.placeholder("ids")}::int[])
       order by meeting_id, application_id, at desc, id desc`,
);

const peopleQ = preparedSql<{ applicationId: number; userId: number; countryNumber: string }>(
  "meeting_day_people_of_applications",
  sql`select a.id as "applicationId", a.applicant_id as "userId", u.country_number as "countryNumber"
        from applications a join users u on u.id = a.applicant_id
       where a.id = any(${sql.placeholder("ids")}::int[])
      union
      select m.application_id, m.user_id, u.country_number
        from application_managers m join users u on u.id = m.user_id
       where m.used = 'Y' and m.application_id = any(${sql.placeholder("ids")}::int[])`,
);

/** A batched reader per app (its database and clock): keys asked in one turn, one statement. */
function perUser<R>(load: (c: Clocked, userIds: number[]) => Promise<R[]>, userOf: (r: R) => number) {
  return perHandle((c: Clocked) =>
    batched(async (userIds: number[]) => byKey(await load(c, userIds), userOf)),
  );
}
function perId<R>(load: (db: DbOrTx, ids: number[]) => Promise<R[]>, idOf: (r: R) => number) {
  return perHandle((db: DbOrTx) => batched(async (ids: number[]) => byKey(await load(db, ids), idOf)));
}

const dayBatch = perUser(
  (c, userIds) => dayQ(c.db).execute({ userIds, now: c.now() }),
  (r) => r.forUser,
);
const appsBatch = perUser(
  (c, userIds) => appsQ(c.db).execute({ userIds }),
  (r) => r.userId,
);
const eventsBatch = perUser(
  (c, userIds) => eventsQ(c.db).execute({ userIds, now: c.now() }),
  (r) => r.userId,
);
const requestsBatch = perUser(
  (c, userIds) => requestsQ(c.db).execute({ userIds, now: c.now() }),
  (r) => r.userId,
);
const cardsBatch = perId(
  (db, ids) => cardsQ(db).execute({ ids }),
  (r) => r.id,
);
const proposalsBatch = perId(
  (db, ids) => proposalsQ(db).execute({ ids }),
  (r) => r.meetingId,
);
const lateBatch = perId(
  (db, ids) => lateQ(db).execute({ ids }),
  (r) => r.meetingId,
);

const peopleBatch = perId(
  (db, ids) => peopleQ(db).execute({ ids }),
  (r) => r.applicationId,
);

/** The users of applications (owners and accepted colleagues), with their country number. */
export async function peopleOf(db: DbOrTx, applicationIds: number[]) {
  const lists = await Promise.all([...new Set(applicationIds)].map((id) => peopleBatch(db)(id)));
  return lists.flatMap((l) => l ?? []);
}

/** The user's meetings of the venue day that contains the app's now (agreed ones, and no-shows as history). */
export async function dayOf(c: Clocked, userId: number): Promise<DayRow[]> {
  return (await dayBatch(c)(userId)) ?? [];
}

/** The approved applications the user acts for. */
export async function appsOf(c: Clocked, userId: number): Promise<number[]> {
  return ((await appsBatch(c)(userId)) ?? []).map((r) => r.app);
}

/** The user's events whose venue dates contain now, with the entrance check-in. */
export async function eventsTodayOf(c: Clocked, userId: number) {
  return (await eventsBatch(c)(userId)) ?? [];
}

/** Standby requests sent to the user's applications whose slot has not ended. */
export async function requestsOf(c: Clocked, userId: number): Promise<RequestRow[]> {
  return (await requestsBatch(c)(userId)) ?? [];
}

/** One meeting's day card (outside a transaction). */
export async function cardById(db: DbOrTx, meetingId: number): Promise<DayRow | undefined> {
  return (await cardsBatch(db)(meetingId))?.[0];
}

export async function proposalsOf(db: DbOrTx, meetingIds: number[]): Promise<ProposalRow[]> {
  const lists = await Promise.all(meetingIds.map((id) => proposalsBatch(db)(id)));
  return lists.flatMap((l) => l ?? []);
}

export async function lateOf(db: DbOrTx, meetingIds: number[]) {
  const lists = await Promise.all(meetingIds.map((id) => lateBatch(db)(id)));
  return lists.flatMap((l) => l ?? []);
}
