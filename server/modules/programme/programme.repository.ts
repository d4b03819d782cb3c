import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { files, floorPlans, programmeSessions, sessionSpeakers, speakers } from "../../db/schema";

export type SpeakerRow = typeof speakers.$inferSelect;
export type SessionRow = typeof programmeSessions.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/** The speakers of a sub-event in the host's order, with their photos. */
export async function speakersOf(db: DbOrTx, subEventId: number) {
  return db
    .select({ speaker: speakers, photo: files })
    .from(speakers)
    .leftJoin(files, eq(files.id, speakers.photoFileId))
    .where(eq(speakers.subEventId, subEventId))
    .orderBy(asc(speakers.sort), asc(speakers.id));
}

export async function findSpeaker(db: DbOrTx, id: number): Promise<SpeakerRow | undefined> {
  const [row] = await db.select().from(speakers).where(eq(speakers.id, id));
  return row;
}

export async function sessionsOf(db: DbOrTx, subEventId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(programmeSessions)
    .where(eq(programmeSessions.subEventId, subEventId))
    .orderBy(asc(programmeSessions.startsAt), asc(programmeSessions.track), asc(programmeSessions.id));
}

export async function findSession(db: DbOrTx, id: number): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(programmeSessions).where(eq(programmeSessions.id, id));
  return row;
}

/** Who speaks in which session (in order), for these sessions. */
export async function linksOf(db: DbOrTx, sessionIds: number[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select()
    .from(sessionSpeakers)
    .where(inArray(sessionSpeakers.sessionId, sessionIds))
    .orderBy(asc(sessionSpeakers.position));
}

/** Of these speakers, the ones of the sub-event. */
export async function speakersIn(db: DbOrTx, subEventId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: speakers.id })
    .from(speakers)
    .where(and(eq(speakers.subEventId, subEventId), inArray(speakers.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export type SpeakerFields = Omit<typeof speakers.$inferInsert, "id" | "subEventId" | "createdAt">;

export async function insertSpeaker(db: DbOrTx, subEventId: number, fields: SpeakerFields) {
  const [row] = await db
    .insert(speakers)
    .values({ subEventId, ...fields })
    .returning();
  return row!;
}

export async function updateSpeaker(db: DbOrTx, id: number, fields: SpeakerFields) {
  const [row] = await db.update(speakers).set(fields).where(eq(speakers.id, id)).returning();
  return row!;
}

export async function deleteSpeaker(db: DbOrTx, id: number): Promise<void> {
  await db.delete(speakers).where(eq(speakers.id, id));
}

export type SessionFields = Pick<
  SessionRow,
  "title" | "description" | "track" | "room" | "startsAt" | "endsAt"
>;

export async function insertSession(db: DbOrTx, subEventId: number, fields: SessionFields) {
  const [row] = await db
    .insert(programmeSessions)
    .values({ subEventId, ...fields })
    .returning();
  return row!;
}

export async function updateSession(db: DbOrTx, id: number, fields: SessionFields, now: Date) {
  const [row] = await db
    .update(programmeSessions)
    .set({ ...fields, updatedAt: now })
    .where(eq(programmeSessions.id, id))
    .returning();
  return row!;
}

export async function deleteSession(db: DbOrTx, id: number): Promise<void> {
  await db.delete(programmeSessions).where(eq(programmeSessions.id, id));
}

export async function replaceSpeakers(db: DbOrTx, sessionId: number, speakerIds: number[]): Promise<void> {
  await db.delete(sessionSpeakers).where(eq(sessionSpeakers.sessionId, sessionId));
  if (speakerIds.length > 0)
    await db
      .insert(sessionSpeakers)
      .values(speakerIds.map((speakerId, position) => ({ sessionId, speakerId, position })));
}

/** How many speakers and sessions the sub-event has, and whether it has a floor plan. */
export async function extrasOf(db: DbOrTx, subEventId: number) {
  const [speakerCount, sessionCount, plan] = await Promise.all([
    db.$count(speakers, eq(speakers.subEventId, subEventId)),
    db.$count(programmeSessions, eq(programmeSessions.subEventId, subEventId)),
    db.$count(floorPlans, eq(floorPlans.subEventId, subEventId)),
  ]);
  return { speakers: speakerCount, sessions: sessionCount, floorPlan: plan > 0 };
}
