/**
 * Meeting rows: reads by slot, party and status, inserts, guarded status transitions and deletes, a party's
 * claim in a slot, due expiries, and the where clauses `meetingViews` takes.
 */
import { and, asc, eq, gt, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { meetingClaims, meetings } from "../../db/schema";

export type MeetingRow = typeof meetings.$inferSelect;

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

export const byIds = (ids: number[]) => inArray(meetings.id, ids.length ? ids : [-1]);
export const ofApplication = (applicationId: number) => involves(applicationId);

/**
 * The round a new meeting of a pair is made in (meetings.follows_meeting_id): the pair's latest agreed meeting
 * that had ended by `now`, else 0 (the database's meeting_pair_round, which meeting_request uses too).
 */
export async function pairRound(db: DbOrTx, subEventId: number, a: number, b: number, now: Date) {
  const result = (await db.execute(
    sql`select meeting_pair_round(${subEventId}::int, ${a}::int, ${b}::int, ${now.toISOString()}::timestamptz) as round`,
  )) as unknown as { rows: { round: number }[] };
  return Number(result.rows[0]?.round ?? 0);
}
