/**
 * The contended writes, one round trip each (the functions of migration 0005), and the one prepared statement
 * that reads what a participant's write needs to know.
 */
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import {
  applicationManagers,
  applications,
  events,
  meetingClaims,
  meetingSlots,
  meetings,
  subEvents,
} from "../../db/schema";

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

/**
 * The host's block of one application's slot: the participant's path (meeting_mark: declines the slot's waiting
 * requests of the application, then inserts the mark, whose claim reserves the slot) with the mark flagged
 * arranged_by_host. Call inside a transaction; answers the mark's id, or null when the application had
 * already marked the slot itself.
 */
export async function hostMarkInSlot(
  tx: DbOrTx,
  p: { subEventId: number; applicationId: number; startsAt: Date; endsAt: Date; userId: number },
): Promise<number | null> {
  if (!(await markInSlot(tx, p))) return null;
  const [row] = await tx
    .update(meetings)
    .set({ arrangedByHost: true })
    .where(
      and(
        eq(meetings.applicantApplicationId, p.applicationId),
        eq(meetings.startsAt, p.startsAt),
        eq(meetings.status, "impossible"),
      ),
    )
    .returning({ id: meetings.id });
  return row?.id ?? null;
}

/** Deletes the host's block with this id (0 rows when it is not one, or is gone already). */
export async function deleteHostMark(db: DbOrTx, meetingId: number): Promise<boolean> {
  const rows = await db
    .delete(meetings)
    .where(
      and(eq(meetings.id, meetingId), eq(meetings.status, "impossible"), eq(meetings.arrangedByHost, true)),
    )
    .returning({ id: meetings.id });
  return rows.length > 0;
}

/** The application's own waiting requests in a slot (a host block declines them; their requester is told). */
export async function waitingRequestsBy(db: DbOrTx, applicationId: number, startsAt: Date) {
  return db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.applicantApplicationId, applicationId),
        eq(meetings.startsAt, startsAt),
        eq(meetings.status, "waiting"),
      ),
    );
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
        /** The venue's zone (the event's), in which a refusal names the pair's open meeting. */
        timeZone: sql<string>`(select e.time_zone from ${events} e where e.id = ${subEvents.eventId})`,
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
        /** The pair's open meeting, soonest first: a waiting request, or an agreed meeting not yet ended. */
        pair: sql<{ status: "waiting" | "agree"; startsAt: string } | null>`(select
            json_build_object('status', live.status, 'startsAt', live.starts_at)
          from ${meetings} live
          where live.sub_event_id = ${applications.subEventId}
            and (live.status = 'waiting' or (live.status = 'agree' and live.ends_at > ${sql.placeholder("now")}::timestamptz))
            and live.pair_low = least(${applications.id}, ${other.id})
            and live.pair_high = greatest(${applications.id}, ${other.id})
          order by live.starts_at limit 1)`,
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
    /** The instant that decides whether an agreed meeting of the pair is still open. */
    now?: Date;
  },
) {
  const [row] = await writeContextQ(db).execute({
    applicationId: q.applicationId,
    userId: q.userId,
    otherId: q.otherId ?? -1,
    date: q.slot?.date ?? "",
    startTime: q.slot?.startTime ?? "",
    meetingId: q.meetingId ?? -1,
    now: (q.now ?? new Date()).toISOString(),
  });
  return row;
}
