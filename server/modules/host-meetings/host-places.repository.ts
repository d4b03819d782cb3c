/** The places a host may give a meeting, and giving one (the database refuses a taken place). */
import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, meetings, places } from "../../db/schema";

/** The sub-event's active places free at [startsAt, endsAt) for this meeting (its own place counts as free). */
export async function freePlacesFor(
  db: DbOrTx,
  m: { id: number; subEventId: number; startsAt: Date; endsAt: Date },
) {
  return db
    .select({
      id: places.id,
      name: places.name,
      kind: places.kind,
      zone: places.zone,
      ownerName: sql<string>`coalesce(${applications.name}, '')`,
    })
    .from(places)
    .leftJoin(applications, eq(applications.id, places.applicationId))
    .where(
      and(
        eq(places.subEventId, m.subEventId),
        eq(places.active, true),
        sql`not exists (select 1 from ${meetings} o where o.place_id = ${places.id} and o.status = 'agree'
          and o.id <> ${m.id} and o.starts_at < ${m.endsAt.toISOString()}::timestamptz
          and o.ends_at > ${m.startsAt.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(places.sort), asc(places.name));
}

/** One place of the sub-event, active or not. */
export async function findPlace(db: DbOrTx, placeId: number) {
  const [row] = await db.select().from(places).where(eq(places.id, placeId));
  return row;
}

/** Gives the meeting a place (or none); the exclusion constraint refuses one taken at its time. */
export async function setMeetingPlaceId(db: DbOrTx, meetingId: number, placeId: number | null) {
  await db.update(meetings).set({ placeId, updatedAt: sql`now()` }).where(eq(meetings.id, meetingId));
}

/** Whether the sub-event has any active place (its on-site meetings then take places). */
export async function hasActivePlaces(db: DbOrTx, subEventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: places.id })
    .from(places)
    .where(and(eq(places.subEventId, subEventId), eq(places.active, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes `name` the participant's fixed place (created in the sub-event when new; '' releases their place).
 * Answers "ownedByOther" when that place is another participant's.
 */
export async function fixPlaceOf(
  db: DbOrTx,
  subEventId: number,
  applicationId: number,
  name: string,
): Promise<"ok" | "ownedByOther"> {
  const trimmed = name.trim().slice(0, 60);
  const [existing] = trimmed
    ? await db
        .select()
        .from(places)
        .where(and(eq(places.subEventId, subEventId), eq(places.name, trimmed)))
    : [];
  if (existing?.applicationId && existing.applicationId !== applicationId) return "ownedByOther";
  await db
    .update(places)
    .set({ applicationId: null, updatedAt: sql`now()` })
    .where(and(eq(places.applicationId, applicationId), sql`${places.name} <> ${trimmed}`));
  if (!trimmed) return "ok";
  if (existing) {
    await db
      .update(places)
      .set({ applicationId, active: true, updatedAt: sql`now()` })
      .where(eq(places.id, existing.id));
  } else {
    await db.insert(places).values({ subEventId, name: trimmed, applicationId });
  }
  return "ok";
}
