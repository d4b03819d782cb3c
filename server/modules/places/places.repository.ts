import { and, asc, eq, gt, inArray, notExists, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, booths, businessCards, meetings, places, subEvents } from "../../db/schema";

export type PlaceRow = typeof places.$inferSelect;
export type NewPlace = typeof places.$inferInsert;

/** A participant's company as every list shows it: the application's name, else its card's company. */
const companyName = sql<string>`coalesce(nullif(${applications.name}, ''), ${businessCards.company}, '')`;

/**
 * The places of a sub-event with their owners' companies, booths, how many agreed meetings each holds that
 * have not ended at `now`, and whether any meeting ever used it; in the host's order (sort, then name).
 */
export async function listPlaces(db: DbOrTx, subEventId: number, now: Date) {
  return db
    .select({
      place: places,
      companyName,
      boothLabel: booths.label,
      upcoming: sql<number>`(select count(*)::int from ${meetings} m where m.place_id = ${places.id}
        and m.status = 'agree' and m.ends_at > ${now.toISOString()}::timestamptz)`,
      used: sql<boolean>`exists (select 1 from ${meetings} m where m.place_id = ${places.id})`,
    })
    .from(places)
    .leftJoin(applications, eq(applications.id, places.applicationId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .leftJoin(booths, eq(booths.id, places.boothId))
    .where(eq(places.subEventId, subEventId))
    .orderBy(asc(places.sort), asc(places.name), asc(places.id));
}

/**
 * The active places of a sub-event, for giving meetings their place (the integrator's agreement, scheduler
 * and host picker): id, kind, name, zone, sort, fixed owner, pin.
 */
export async function listActivePlaces(db: DbOrTx, subEventId: number) {
  return db
    .select({
      id: places.id,
      kind: places.kind,
      name: places.name,
      zone: places.zone,
      sort: places.sort,
      applicationId: places.applicationId,
      x: places.x,
      y: places.y,
    })
    .from(places)
    .where(and(eq(places.subEventId, subEventId), eq(places.active, true)))
    .orderBy(asc(places.sort), asc(places.name), asc(places.id));
}

/**
 * Locks a place's row for a change that reads its meetings first (withdraw, delete): a meeting taking the place
 * meanwhile (its foreign key locks the row in share mode) waits for the change, or the change for it.
 */
export async function lockPlace(db: DbOrTx, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db.select().from(places).where(eq(places.id, id)).for("update");
  return row;
}

export async function findPlace(db: DbOrTx, id: number): Promise<PlaceRow | undefined> {
  const [row] = await db.select().from(places).where(eq(places.id, id));
  return row;
}

/** Which of these names the sub-event's places already use. */
export async function namesTaken(db: DbOrTx, subEventId: number, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db
    .select({ name: places.name })
    .from(places)
    .where(and(eq(places.subEventId, subEventId), inArray(places.name, names)))
    .orderBy(asc(places.name));
  return rows.map((r) => r.name);
}

/** The places of a sub-event with these names (the import's upsert by name). */
export async function placesNamed(db: DbOrTx, subEventId: number, names: string[]): Promise<PlaceRow[]> {
  if (names.length === 0) return [];
  return db
    .select()
    .from(places)
    .where(and(eq(places.subEventId, subEventId), inArray(places.name, names)));
}

/** The next sort position after the sub-event's last place. */
export async function nextSort(db: DbOrTx, subEventId: number): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${places.sort}), 0)::int + 1` })
    .from(places)
    .where(eq(places.subEventId, subEventId));
  return row?.next ?? 1;
}

export async function insertPlaces(db: DbOrTx, rows: NewPlace[]): Promise<PlaceRow[]> {
  if (rows.length === 0) return [];
  return db.insert(places).values(rows).returning();
}

export async function updatePlace(db: DbOrTx, id: number, fields: Partial<NewPlace>): Promise<void> {
  await db
    .update(places)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(places.id, id));
}

export interface PlaceChange {
  id: number;
  kind: "table" | "booth" | "room";
  zone: string;
  applicationId: number | null;
  x: number | null;
  y: number | null;
}

/** Changes many places in one statement (the import's updates: one round trip, not one per row). */
export async function updatePlaces(db: DbOrTx, changes: PlaceChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(sql`
    UPDATE ${places} AS p
    SET kind = v.kind, zone = v.zone, application_id = v."applicationId", x = v.x, y = v.y, updated_at = now()
    FROM jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
      AS v(id int, kind text, zone text, "applicationId" int, x float8, y float8)
    WHERE p.id = v.id`);
}

/** Takes these places' fixed owners away (the import sets them again, so owners can swap places). */
export async function clearOwners(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(places).set({ applicationId: null }).where(inArray(places.id, ids));
}

export async function deletePlace(db: DbOrTx, id: number): Promise<void> {
  await db.delete(places).where(eq(places.id, id));
}

/** Whether any meeting, in any state, ever had this place. */
export async function wasUsed(db: DbOrTx, placeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(eq(meetings.placeId, placeId))
    .limit(1);
  return Boolean(row);
}

/** The agreed meetings at a place that have not ended at `now`, earliest first, with both companies. */
export async function upcomingMeetingsAt(db: DbOrTx, placeId: number, now: Date) {
  return db
    .select({
      id: meetings.id,
      startsAt: meetings.startsAt,
      applicant: sql<string>`(select coalesce(nullif(a.name, ''), c.company, '') from ${applications} a
        left join ${businessCards} c on c.id = a.business_card_id where a.id = ${meetings.applicantApplicationId})`,
      acceptor: sql<string>`(select coalesce(nullif(a.name, ''), c.company, '') from ${applications} a
        left join ${businessCards} c on c.id = a.business_card_id where a.id = ${meetings.acceptorApplicationId})`,
    })
    .from(meetings)
    .where(and(eq(meetings.placeId, placeId), eq(meetings.status, "agree"), gt(meetings.endsAt, now)))
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
}

/**
 * The participants who may own a fixed place: approved sellers and booth exhibitors of the sub-event, with
 * their companies (and the place each already owns, if any).
 */
export async function ownerCandidates(db: DbOrTx, subEventId: number, applicationIds?: number[]) {
  return db
    .select({ id: applications.id, companyName, placeId: places.id, placeName: places.name })
    .from(applications)
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .leftJoin(places, eq(places.applicationId, applications.id))
    .where(
      and(
        eq(applications.subEventId, subEventId),
        eq(applications.approval, "approval"),
        inArray(applications.type, ["seller", "booth"]),
        applicationIds ? inArray(applications.id, applicationIds) : undefined,
      ),
    );
}

/** The floor plan's booth markers that no place stands for yet, with their companies. */
export async function boothsWithoutPlace(db: DbOrTx, subEventId: number) {
  return db
    .select({ booth: booths })
    .from(booths)
    .where(
      and(
        eq(booths.subEventId, subEventId),
        notExists(db.select({ one: sql`1` }).from(places).where(eq(places.boothId, booths.id))),
      ),
    )
    .orderBy(asc(booths.label), asc(booths.id));
}

export async function placeModeOf(db: DbOrTx, subEventId: number): Promise<"fixed" | "pooled"> {
  const [row] = await db
    .select({ mode: subEvents.placeMode })
    .from(subEvents)
    .where(eq(subEvents.id, subEventId));
  return row?.mode ?? "fixed";
}

export async function setPlaceMode(db: DbOrTx, subEventId: number, mode: "fixed" | "pooled"): Promise<void> {
  await db.update(subEvents).set({ placeMode: mode }).where(eq(subEvents.id, subEventId));
}
