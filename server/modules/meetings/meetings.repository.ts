import { type AnyColumn, and, asc, eq, exists, gt, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import {
  applicationKeywords,
  applicationManagers,
  applications,
  businessCards,
  events,
  meetingClaims,
  meetingSlots,
  meetingSurveys,
  meetings,
  subEvents,
} from "../../db/schema";

export type MeetingRow = typeof meetings.$inferSelect;
export type SlotRow = typeof meetingSlots.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;

/** The name a company is known by in a sub-event: the application's name, else its card's company. */
export const companyOf = (app: { name: AnyColumn }, card: { company: AnyColumn }) =>
  sql<string>`coalesce(nullif(${app.name}, ''), ${card.company}, '')`;

function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ---------- applications and sub-events ----------

export async function findApplicationContext(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({ application: applications, subEvent: subEvents, event: events })
    .from(applications)
    .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(applications.id, applicationId));
  return row;
}

export async function findSubEventContext(db: DbOrTx, subEventId: number) {
  const [row] = await db
    .select({ subEvent: subEvents, event: events })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, subEventId));
  return row;
}

export async function setAttendeeType(db: DbOrTx, applicationId: number, attendeeType: "online" | "offline") {
  await db.update(applications).set({ attendeeType }).where(eq(applications.id, applicationId));
}

// ---------- slots ----------

export async function slotsOf(
  db: DbOrTx,
  subEventId: number,
  from?: string,
  to?: string,
): Promise<SlotRow[]> {
  const conditions: SQL[] = [eq(meetingSlots.subEventId, subEventId)];
  if (from) conditions.push(sql`${meetingSlots.date} >= ${from}`);
  if (to) conditions.push(sql`${meetingSlots.date} <= ${to}`);
  return db
    .select()
    .from(meetingSlots)
    .where(and(...conditions))
    .orderBy(asc(meetingSlots.startsAt));
}

export async function countSlots(db: DbOrTx, subEventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(meetingSlots)
    .where(eq(meetingSlots.subEventId, subEventId));
  return row?.n ?? 0;
}

export async function findSlot(db: DbOrTx, subEventId: number, date: string, startTime: string) {
  const [row] = await db
    .select()
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.subEventId, subEventId),
        eq(meetingSlots.date, date),
        eq(meetingSlots.startTime, startTime),
      ),
    );
  return row;
}

export async function insertSlots(db: DbOrTx, rows: (typeof meetingSlots.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(meetingSlots).values(rows).onConflictDoNothing();
}

export async function deleteSlot(db: DbOrTx, subEventId: number, startsAt: Date) {
  await db
    .delete(meetingSlots)
    .where(and(eq(meetingSlots.subEventId, subEventId), eq(meetingSlots.startsAt, startsAt)));
}

export async function updateSlot(db: DbOrTx, subEventId: number, startsAt: Date, fields: Partial<SlotRow>) {
  await db
    .update(meetingSlots)
    .set(fields)
    .where(and(eq(meetingSlots.subEventId, subEventId), eq(meetingSlots.startsAt, startsAt)));
}

// ---------- meetings ----------

export async function findMeeting(db: DbOrTx, meetingId: number): Promise<MeetingRow | undefined> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
  return row;
}

/** Live meetings (waiting, agree, impossible) at these slot instants of a sub-event. */
export async function liveMeetingsAt(
  db: DbOrTx,
  subEventId: number,
  startsAt: Date[],
): Promise<MeetingRow[]> {
  if (startsAt.length === 0) return [];
  return db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.subEventId, subEventId),
        inArray(meetings.startsAt, startsAt),
        inArray(meetings.status, ["waiting", "agree", "impossible"]),
      ),
    );
}

const involves = (applicationId: number) =>
  or(eq(meetings.applicantApplicationId, applicationId), eq(meetings.acceptorApplicationId, applicationId));

/** Every meeting of an application (any status), in slot order. */
export async function meetingsOf(
  db: DbOrTx,
  applicationId: number,
  from?: Date,
  to?: Date,
): Promise<MeetingRow[]> {
  const conditions: (SQL | undefined)[] = [involves(applicationId)];
  if (from) conditions.push(sql`${meetings.startsAt} >= ${from}`);
  if (to) conditions.push(sql`${meetings.startsAt} < ${to}`);
  return db
    .select()
    .from(meetings)
    .where(and(...conditions))
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
}

export async function meetingsBetween(db: DbOrTx, a: number, b: number): Promise<MeetingRow[]> {
  return db
    .select()
    .from(meetings)
    .where(
      or(
        and(eq(meetings.applicantApplicationId, a), eq(meetings.acceptorApplicationId, b)),
        and(eq(meetings.applicantApplicationId, b), eq(meetings.acceptorApplicationId, a)),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
}

export async function meetingsWithStatus(
  db: DbOrTx,
  applicationId: number,
  statuses: MeetingRow["status"][],
): Promise<MeetingRow[]> {
  return db
    .select()
    .from(meetings)
    .where(and(involves(applicationId), inArray(meetings.status, statuses)))
    .orderBy(asc(meetings.startsAt));
}

export async function waitingForAcceptorAt(
  db: DbOrTx,
  acceptorId: number,
  subEventId: number,
  startsAt: Date,
) {
  return db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.subEventId, subEventId),
        eq(meetings.startsAt, startsAt),
        eq(meetings.acceptorApplicationId, acceptorId),
        eq(meetings.status, "waiting"),
      ),
    )
    .orderBy(asc(meetings.id));
}

export async function countWaitingFor(db: DbOrTx, acceptorId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(meetings)
    .where(
      and(
        eq(meetings.acceptorApplicationId, acceptorId),
        eq(meetings.status, "waiting"),
        gt(meetings.startsAt, now),
      ),
    );
  return row?.n ?? 0;
}

export async function insertMeeting(db: DbOrTx, values: typeof meetings.$inferInsert): Promise<MeetingRow> {
  const [row] = await db.insert(meetings).values(values).returning();
  return row!;
}

/** Moves a meeting from one status to another only if it still has it: a lost race updates nothing. */
export async function transition(
  db: DbOrTx,
  meetingId: number,
  from: MeetingRow["status"],
  fields: Partial<typeof meetings.$inferInsert>,
): Promise<MeetingRow | undefined> {
  const [row] = await db
    .update(meetings)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(meetings.id, meetingId), eq(meetings.status, from)))
    .returning();
  return row;
}

/** Declines the other waiting requests of either party in a slot (the slot was concluded). */
export async function declineOthersAt(
  db: DbOrTx,
  subEventId: number,
  startsAt: Date,
  parties: number[],
  exceptId: number | null,
  reasonCode: string,
): Promise<MeetingRow[]> {
  return db
    .update(meetings)
    .set({ status: "disagree", reasonCode, reason: "", updatedAt: sql`now()` })
    .where(
      and(
        eq(meetings.subEventId, subEventId),
        eq(meetings.startsAt, startsAt),
        eq(meetings.status, "waiting"),
        exceptId === null ? undefined : ne(meetings.id, exceptId),
        or(
          inArray(meetings.applicantApplicationId, parties),
          inArray(meetings.acceptorApplicationId, parties),
        ),
      ),
    )
    .returning();
}

export async function deleteWaitingOf(db: DbOrTx, applicantId: number, subEventId: number, startsAt: Date) {
  return db
    .delete(meetings)
    .where(
      and(
        eq(meetings.subEventId, subEventId),
        eq(meetings.startsAt, startsAt),
        eq(meetings.applicantApplicationId, applicantId),
        eq(meetings.status, "waiting"),
      ),
    )
    .returning();
}

export async function deleteMeetingIf(
  db: DbOrTx,
  meetingId: number,
  status: MeetingRow["status"],
  applicantId: number,
): Promise<boolean> {
  const rows = await db
    .delete(meetings)
    .where(
      and(
        eq(meetings.id, meetingId),
        eq(meetings.status, status),
        eq(meetings.applicantApplicationId, applicantId),
      ),
    )
    .returning({ id: meetings.id });
  return rows.length > 0;
}

/** The application's own unavailable mark in a slot, if any. */
export async function markAt(db: DbOrTx, applicationId: number, startsAt: Date) {
  const [row] = await db
    .select()
    .from(meetings)
    .where(
      and(
        eq(meetings.applicantApplicationId, applicationId),
        eq(meetings.startsAt, startsAt),
        eq(meetings.status, "impossible"),
      ),
    );
  return row;
}

/** What holds an application in a slot (an agreed meeting or a mark), if anything. */
export async function claimAt(db: DbOrTx, applicationId: number, startsAt: Date) {
  const [row] = await db
    .select()
    .from(meetingClaims)
    .where(and(eq(meetingClaims.applicationId, applicationId), eq(meetingClaims.startsAt, startsAt)));
  return row;
}

/** Waiting requests whose time is up. */
export async function dueExpiries(db: DbOrTx, now: Date, limit = 200): Promise<MeetingRow[]> {
  return db
    .select()
    .from(meetings)
    .where(and(eq(meetings.status, "waiting"), lte(meetings.expiresAt, now)))
    .orderBy(asc(meetings.expiresAt))
    .limit(limit);
}

// ---------- targets ----------

const card = businessCards;

export interface TargetFilter {
  subEventId: number;
  /** Types the caller may meet. */
  types: ApplicationRow["type"][];
  exceptApplicationId?: number;
  /** Only applications free at this instant and with no live meeting with `exceptApplicationId`. */
  freeAt?: Date;
  keywordId?: number;
  companyName?: string;
}

export async function targets(db: DbOrTx, filter: TargetFilter) {
  const company = companyOf(applications, card);
  const conditions: (SQL | undefined)[] = [
    eq(applications.subEventId, filter.subEventId),
    eq(applications.approval, "approval"),
    inArray(applications.type, filter.types),
  ];
  const me = filter.exceptApplicationId;
  if (me) conditions.push(ne(applications.id, me));
  if (filter.freeAt) {
    conditions.push(
      sql`not exists (select 1 from ${meetingClaims} where ${meetingClaims.applicationId} = ${applications.id} and ${meetingClaims.startsAt} = ${filter.freeAt})`,
    );
  }
  if (me) {
    conditions.push(
      sql`not exists (select 1 from ${meetings} where ${meetings.subEventId} = ${filter.subEventId} and ${meetings.status} in ('waiting', 'agree') and ${meetings.pairLow} = least(${applications.id}, ${me}::int) and ${meetings.pairHigh} = greatest(${applications.id}, ${me}::int))`,
    );
  }
  if (filter.keywordId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(applicationKeywords)
          .where(
            and(
              eq(applicationKeywords.applicationId, applications.id),
              eq(applicationKeywords.keywordId, filter.keywordId),
            ),
          ),
      ),
    );
  }
  if (filter.companyName)
    conditions.push(sql`lower(${company}) like ${`%${escapeLike(filter.companyName)}%`}`);
  return db
    .select({
      applicationId: applications.id,
      companyName: company,
      managerName: sql<string>`coalesce(${card.name}, '')`,
      type: applications.type,
      category: applications.category,
      keyword: applications.keyword,
      attendeeType: applications.attendeeType,
    })
    .from(applications)
    .leftJoin(card, eq(card.id, applications.businessCardId))
    .where(and(...conditions))
    .orderBy(asc(company), asc(applications.id))
    .limit(200);
}

// ---------- views ----------

const applicantApp = alias(applications, "applicant_app");
const acceptorApp = alias(applications, "acceptor_app");
const applicantCard = alias(businessCards, "applicant_card");
const acceptorCard = alias(businessCards, "acceptor_card");

const party = (app: typeof applicantApp, c: typeof applicantCard) => ({
  id: app.id,
  name: companyOf(app, c),
  managerName: sql<string>`coalesce(${c.name}, '')`,
  email: sql<string>`coalesce(${c.email}, '')`,
  type: app.type,
  attendeeType: app.attendeeType,
  category: app.category,
  keyword: app.keyword,
  meetingPlace: app.meetingPlace,
});

/** Meetings with both sides, the venue's time zone and whether each side wrote its note. */
export async function meetingViews(db: DbOrTx, where: SQL | undefined) {
  return viewQuery(db, where);
}

/** `meetingViews` of meetings by id, prepared once (the answer of every write and the notice worker). */
const viewsByIdsQ = preparedFor((db) =>
  viewQuery(db, sql`${meetings.id} = any(${sql.placeholder("ids")}::int[])`).prepare("meetings_views_by_ids"),
);
export async function meetingViewsByIds(db: DbOrTx, ids: number[]): Promise<MeetingViewRow[]> {
  if (ids.length === 0) return [];
  return viewsByIdsQ(db).execute({ ids });
}

function viewQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      meeting: meetings,
      timeZone: events.timeZone,
      applicant: party(applicantApp, applicantCard),
      acceptor: {
        id: acceptorApp.id,
        name: sql<
          string | null
        >`case when ${acceptorApp.id} is null then null else ${companyOf(acceptorApp, acceptorCard)} end`,
        managerName: sql<string>`coalesce(${acceptorCard.name}, '')`,
        email: sql<string>`coalesce(${acceptorCard.email}, '')`,
        type: acceptorApp.type,
        attendeeType: acceptorApp.attendeeType,
        category: acceptorApp.category,
        keyword: acceptorApp.keyword,
        meetingPlace: acceptorApp.meetingPlace,
      },
      applicantSurvey: sql<boolean>`exists (select 1 from ${meetingSurveys} where ${meetingSurveys.meetingId} = ${meetings.id} and ${meetingSurveys.applicationId} = ${meetings.applicantApplicationId})`,
      acceptorSurvey: sql<boolean>`exists (select 1 from ${meetingSurveys} where ${meetingSurveys.meetingId} = ${meetings.id} and ${meetingSurveys.applicationId} = ${meetings.acceptorApplicationId})`,
    })
    .from(meetings)
    .innerJoin(subEvents, eq(subEvents.id, meetings.subEventId))
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .innerJoin(applicantApp, eq(applicantApp.id, meetings.applicantApplicationId))
    .leftJoin(applicantCard, eq(applicantCard.id, applicantApp.businessCardId))
    .leftJoin(acceptorApp, eq(acceptorApp.id, meetings.acceptorApplicationId))
    .leftJoin(acceptorCard, eq(acceptorCard.id, acceptorApp.businessCardId))
    .where(where)
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
}
export type MeetingViewRow = Awaited<ReturnType<typeof viewQuery>>[number];

export const byIds = (ids: number[]) => inArray(meetings.id, ids.length ? ids : [-1]);
export const ofApplication = (applicationId: number) => involves(applicationId);

/**
 * Serialises the writers of one slot for the rest of the transaction. Every write touches one slot only,
 * so row locks are then always taken in one order and concurrent answers cannot deadlock.
 */
export async function lockSlot(db: DbOrTx, subEventId: number, startsAt: Date): Promise<void> {
  const minute = Math.floor(startsAt.getTime() / 60_000);
  await db.execute(sql`select pg_advisory_xact_lock(${subEventId}::int, ${minute}::int)`);
}

// ---------- the contended writes, one round trip each (functions of migration 0005) ----------

function firstRow<T>(result: unknown): T | undefined {
  return (result as { rows: T[] }).rows[0];
}

export type RequestOutcome = "ok" | "slotTaken" | "targetTaken";

/** A waiting request under the slot's lock; the notice is recorded with it when `mail`. */
export async function requestInSlot(
  db: DbOrTx,
  p: {
    subEventId: number;
    applicant: number;
    acceptor: number;
    startsAt: Date;
    endsAt: Date;
    expiresAt: Date | null;
    userId: number;
    now: Date;
    mail: boolean;
  },
): Promise<{ meetingId: number | null; outcome: RequestOutcome }> {
  const row = firstRow<{ meeting_id: number | null; outcome: RequestOutcome }>(
    await db.execute(
      sql`select meeting_id, outcome from meeting_request(${p.subEventId}::int, ${p.applicant}::int,
        ${p.acceptor}::int, ${p.startsAt.toISOString()}::timestamptz, ${p.endsAt.toISOString()}::timestamptz,
        ${p.expiresAt?.toISOString() ?? null}::timestamptz, ${p.userId}::int, ${p.now.toISOString()}::timestamptz,
        ${p.mail}::boolean)`,
    ),
  );
  return { meetingId: row?.meeting_id ?? null, outcome: row?.outcome ?? "slotTaken" };
}

export type AnswerOutcome = "ok" | "notFound" | "notWaiting" | "notAgreed";

/** Agree, disagree or cancel under the slot's lock (agreeing declines the slot's other requests of both sides). */
export async function answerInSlot(
  db: DbOrTx,
  p: {
    meetingId: number;
    to: "agree" | "disagree" | "cancel";
    reasonCode: string;
    reason: string;
    closedBy: number | null;
    userId: number;
    mail: boolean;
  },
): Promise<AnswerOutcome> {
  const row = firstRow<{ outcome: AnswerOutcome }>(
    await db.execute(
      sql`select meeting_answer(${p.meetingId}::int, ${p.to}::text, ${p.reasonCode}::text, ${p.reason}::text,
        ${p.closedBy}::int, ${p.userId}::int, ${p.mail}::boolean) as outcome`,
    ),
  );
  return row?.outcome ?? "notFound";
}

/** An unavailable mark under the slot's lock; answers false when the mark already existed. */
export async function markInSlot(
  db: DbOrTx,
  p: { subEventId: number; applicationId: number; startsAt: Date; endsAt: Date; userId: number },
): Promise<boolean> {
  const row = firstRow<{ outcome: string }>(
    await db.execute(
      sql`select meeting_mark(${p.subEventId}::int, ${p.applicationId}::int,
        ${p.startsAt.toISOString()}::timestamptz, ${p.endsAt.toISOString()}::timestamptz, ${p.userId}::int) as outcome`,
    ),
  );
  return row?.outcome === "ok";
}

const writeContextQ = preparedFor((db) => {
  const other = alias(applications, "other");
  return db
    .select({
      application: {
        id: applications.id,
        type: applications.type,
        approval: applications.approval,
      },
      subEvent: {
        id: subEvents.id,
        matching: subEvents.matching,
        meetingAvailable: subEvents.meetingAvailable,
        targetScope: subEvents.targetScope,
        meetingRequestExpiryHours: subEvents.meetingRequestExpiryHours,
      },
      member: sql<boolean>`(${applications.applicantId} = ${sql.placeholder("userId")} or exists (
        select 1 from ${applicationManagers} am where am.application_id = ${applications.id}
          and am.user_id = ${sql.placeholder("userId")} and am.used = 'Y'))`,
      other: {
        id: other.id,
        subEventId: other.subEventId,
        approval: other.approval,
        type: other.type,
      },
      slot: meetingSlots,
      meeting: meetings,
      // What would make the write a conflict, read without the slot's lock: a conflict seen here is
      // answered at once (it existed when the write arrived), only a write that may succeed takes the lock.
      conflicts: {
        /** The status of the meeting holding the actor's application's claim in the named slot. */
        mine: sql<string | null>`(select held.status from ${meetingClaims} c
          join ${meetings} held on held.id = c.meeting_id
          where c.application_id = ${applications.id} and c.starts_at = ${meetingSlots.startsAt})`,
        /** The other application has a claim in the named slot. */
        other: sql<boolean>`exists (select 1 from ${meetingClaims} c
          where c.application_id = ${other.id} and c.starts_at = ${meetingSlots.startsAt})`,
        /** The pair already has a live (waiting or agreed) meeting. */
        pair: sql<boolean>`exists (select 1 from ${meetings} live
          where live.sub_event_id = ${applications.subEventId} and live.status in ('waiting', 'agree')
            and live.pair_low = least(${applications.id}, ${other.id})
            and live.pair_high = greatest(${applications.id}, ${other.id}))`,
        /** Which sides of the named meeting hold a claim in its slot (through another meeting). */
        meetingSides: sql<number[] | null>`(select array_agg(c.application_id order by c.application_id)
          from ${meetingClaims} c where c.starts_at = ${meetings.startsAt} and c.meeting_id <> ${meetings.id}
            and c.application_id in (${meetings.applicantApplicationId}, ${meetings.acceptorApplicationId}))`,
      },
    })
    .from(applications)
    .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
    .leftJoin(other, eq(other.id, sql.placeholder("otherId")))
    .leftJoin(
      meetingSlots,
      and(
        eq(meetingSlots.subEventId, applications.subEventId),
        eq(meetingSlots.date, sql.placeholder("date")),
        eq(meetingSlots.startTime, sql.placeholder("startTime")),
      ),
    )
    .leftJoin(meetings, eq(meetings.id, sql.placeholder("meetingId")))
    .where(eq(applications.id, sql.placeholder("applicationId")))
    .prepare("meetings_write_context");
});

/**
 * What a participant's write needs to know, in one prepared statement: the application the actor acts for
 * (with its sub-event's meeting settings) and whether the actor is its owner or an accepted colleague;
 * optionally the other application, a slot by its venue date and time, and a meeting.
 */
export async function writeContext(
  db: DbOrTx,
  q: {
    applicationId: number;
    userId: number;
    otherId?: number;
    slot?: { date: string; startTime: string };
    meetingId?: number;
  },
) {
  const [row] = await writeContextQ(db).execute({
    applicationId: q.applicationId,
    userId: q.userId,
    otherId: q.otherId ?? -1,
    date: q.slot?.date ?? "",
    startTime: q.slot?.startTime ?? "",
    meetingId: q.meetingId ?? -1,
  });
  return row;
}
