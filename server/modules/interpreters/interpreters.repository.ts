import { and, asc, eq, gte, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  events,
  interpreterAssignments,
  interpreters,
  interpreterUnavailable,
  meetingSlots,
  meetings,
  subEvents,
  users,
} from "../../db/schema";

export type EntryRow = typeof interpreters.$inferSelect;

/** The account behind an entry: the user whose address it names (addresses are unique, stored lower-cased). */
const accountOf = sql`lower(${users.email}) = ${interpreters.email}`;

/** The sub-events where the user is an interpreter, with their events. */
export async function entriesOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ entry: interpreters, subEvent: subEvents, event: events, userId: users.id })
    .from(interpreters)
    .innerJoin(users, accountOf)
    .innerJoin(subEvents, eq(subEvents.id, interpreters.subEventId))
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(users.id, userId))
    .orderBy(asc(subEvents.subEventStartDate), asc(subEvents.id));
}

/** The user's entry in a sub-event, if they are its interpreter. */
export async function entryOf(db: DbOrTx, subEventId: number, userId: number): Promise<EntryRow | undefined> {
  const [row] = await db
    .select({ entry: interpreters })
    .from(interpreters)
    .innerJoin(users, accountOf)
    .where(and(eq(interpreters.subEventId, subEventId), eq(users.id, userId)));
  return row?.entry;
}

/** Whether the user is an interpreter of the sub-event (read-only access to its participants). */
export async function isInterpreterOf(db: DbOrTx, subEventId: number, userId: number): Promise<boolean> {
  return (await entryOf(db, subEventId, userId)) !== undefined;
}

/** Every interpreter of a sub-event with the account's id (null while pending). */
export async function entriesOfSubEvent(db: DbOrTx, subEventId: number) {
  return db
    .select({ entry: interpreters, userId: users.id })
    .from(interpreters)
    .leftJoin(users, accountOf)
    .where(eq(interpreters.subEventId, subEventId))
    .orderBy(asc(interpreters.createdAt), asc(interpreters.id));
}

export async function findEntry(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ entry: interpreters, userId: users.id })
    .from(interpreters)
    .leftJoin(users, accountOf)
    .where(eq(interpreters.id, id));
  return row;
}

export async function insertEntry(db: DbOrTx, row: typeof interpreters.$inferInsert) {
  const [inserted] = await db.insert(interpreters).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Removes an entry and its account's assignments in that sub-event. */
export async function deleteEntry(db: DbOrTx, entry: EntryRow, userId: number | null): Promise<void> {
  if (userId !== null)
    await db
      .delete(interpreterAssignments)
      .where(
        and(
          eq(interpreterAssignments.subEventId, entry.subEventId),
          eq(interpreterAssignments.userId, userId),
        ),
      );
  await db.delete(interpreters).where(eq(interpreters.id, entry.id));
}

/** Assignments of the user in these sub-events (meeting ids by sub-event). */
export async function assignmentsOf(db: DbOrTx, userId: number, subEventIds: number[]) {
  if (subEventIds.length === 0) return [];
  return db
    .select()
    .from(interpreterAssignments)
    .where(
      and(eq(interpreterAssignments.userId, userId), inArray(interpreterAssignments.subEventId, subEventIds)),
    );
}

/** Assignments of a sub-event's interpreters (the host's list). */
export async function assignmentsOfSubEvent(db: DbOrTx, subEventId: number) {
  return db.select().from(interpreterAssignments).where(eq(interpreterAssignments.subEventId, subEventId));
}

/** The user's assigned meetings of a sub-event in [from, to), or those started before `startedBy`. */
export async function assignedMeetings(
  db: DbOrTx,
  userId: number,
  subEventId: number,
  range: { from?: Date; to?: Date; startedBy?: Date },
) {
  return db
    .select()
    .from(interpreterAssignments)
    .where(
      and(
        eq(interpreterAssignments.userId, userId),
        eq(interpreterAssignments.subEventId, subEventId),
        range.from ? gte(interpreterAssignments.startsAt, range.from) : undefined,
        range.to ? lt(interpreterAssignments.startsAt, range.to) : undefined,
        range.startedBy ? lte(interpreterAssignments.startsAt, range.startedBy) : undefined,
      ),
    )
    .orderBy(asc(interpreterAssignments.startsAt));
}

export async function findAssignment(db: DbOrTx, meetingId: number) {
  const [row] = await db
    .select()
    .from(interpreterAssignments)
    .where(eq(interpreterAssignments.meetingId, meetingId));
  return row;
}

/** Whether the user is the interpreter assigned to the meeting. */
export async function isAssigned(db: DbOrTx, meetingId: number, userId: number): Promise<boolean> {
  const row = await findAssignment(db, meetingId);
  return row?.userId === userId;
}

export async function findMeeting(db: DbOrTx, meetingId: number) {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
  return row;
}

/** Sets (replaces) the interpreter of a meeting; the exclusion constraint refuses an overlapping one. */
export async function assign(db: DbOrTx, row: typeof interpreterAssignments.$inferInsert): Promise<void> {
  await db
    .insert(interpreterAssignments)
    .values(row)
    .onConflictDoUpdate({
      target: interpreterAssignments.meetingId,
      set: {
        userId: row.userId,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        joinedAt: null,
        createdAt: sql`now()`,
      },
    });
}

export async function unassign(db: DbOrTx, meetingId: number): Promise<void> {
  await db.delete(interpreterAssignments).where(eq(interpreterAssignments.meetingId, meetingId));
}

export async function markJoined(db: DbOrTx, meetingId: number, at: Date): Promise<void> {
  await db
    .update(interpreterAssignments)
    .set({ joinedAt: at })
    .where(eq(interpreterAssignments.meetingId, meetingId));
}

/** Live meetings (waiting, agreed; not unavailable marks) of a sub-event ending after `from`, in time order. */
export async function liveMeetingIds(db: DbOrTx, subEventId: number, from: Date): Promise<number[]> {
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.subEventId, subEventId),
        inArray(meetings.status, ["waiting", "agree"]),
        isNotNull(meetings.acceptorApplicationId),
        gte(meetings.endsAt, from),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
  return rows.map((r) => r.id);
}

/** Country codes of the main applicants of these applications. */
export async function countriesOf(db: DbOrTx, applicationIds: number[]): Promise<Map<number, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: applications.id, country: users.countryCode })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(inArray(applications.id, applicationIds));
  return new Map(rows.map((r) => [r.id, r.country]));
}

/** An interpreter entry's unavailable slot starts, in time order. */
export async function unavailableOf(db: DbOrTx, interpreterId: number): Promise<Date[]> {
  const rows = await db
    .select({ startsAt: interpreterUnavailable.startsAt })
    .from(interpreterUnavailable)
    .where(eq(interpreterUnavailable.interpreterId, interpreterId))
    .orderBy(asc(interpreterUnavailable.startsAt));
  return rows.map((r) => r.startsAt);
}

/** How many unavailable slots each interpreter entry of the sub-event states (entries with none are absent). */
export async function unavailableCounts(db: DbOrTx, subEventId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: interpreterUnavailable.interpreterId, count: sql<number>`count(*)::int` })
    .from(interpreterUnavailable)
    .innerJoin(interpreters, eq(interpreters.id, interpreterUnavailable.interpreterId))
    .where(eq(interpreters.subEventId, subEventId))
    .groupBy(interpreterUnavailable.interpreterId);
  return new Map(rows.map((r) => [r.id, Number(r.count)]));
}

/** Which of these instants start a slot of the sub-event. */
export async function slotStartsAmong(db: DbOrTx, subEventId: number, starts: Date[]): Promise<Date[]> {
  if (starts.length === 0) return [];
  const rows = await db
    .select({ startsAt: meetingSlots.startsAt })
    .from(meetingSlots)
    .where(and(eq(meetingSlots.subEventId, subEventId), inArray(meetingSlots.startsAt, starts)));
  return rows.map((r) => r.startsAt);
}

/** Sets an entry's language pairs and replaces its unavailable slots. */
export async function replaceProfile(
  db: DbOrTx,
  interpreterId: number,
  pairs: string[],
  unavailable: Date[],
) {
  await db.update(interpreters).set({ languagePairs: pairs }).where(eq(interpreters.id, interpreterId));
  await db.delete(interpreterUnavailable).where(eq(interpreterUnavailable.interpreterId, interpreterId));
  if (unavailable.length > 0)
    await db
      .insert(interpreterUnavailable)
      .values(unavailable.map((startsAt) => ({ interpreterId, startsAt })));
}
