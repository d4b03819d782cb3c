/** The on-site capacity the scheduler plans with (places of migration *_places; the rules of *_meeting_places_sql). */
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, places, subEvents } from "../../db/schema";

export interface PlaceCapacity {
  /** Pooled places of every slot: tables and rooms (in fixed mode, those fixed to nobody). */
  pooled: number;
  /** Applications whose meetings take their own place (fixed mode: any; pooled mode: a booth exhibitor's booth). */
  fixedPlace: Set<number>;
  /** Applications attending online (their meetings are online and take no place). */
  online: Set<number>;
}

/** null when the sub-event has no active place: its meetings take none, and the scheduler plans no capacity. */
export async function placeCapacity(db: DbOrTx, subEventId: number): Promise<PlaceCapacity | null> {
  const [sub] = await db
    .select({ mode: subEvents.placeMode })
    .from(subEvents)
    .where(eq(subEvents.id, subEventId));
  const rows = await db
    .select({ kind: places.kind, owner: places.applicationId, ownerType: applications.type })
    .from(places)
    .leftJoin(applications, eq(applications.id, places.applicationId))
    .where(and(eq(places.subEventId, subEventId), eq(places.active, true)));
  if (!sub || rows.length === 0) return null;
  const pooledMode = sub.mode === "pooled";
  const fixedPlace = new Set<number>();
  let pooled = 0;
  for (const r of rows) {
    const ownsIt = r.owner !== null && (!pooledMode || (r.kind === "booth" && r.ownerType === "booth"));
    if (ownsIt) fixedPlace.add(r.owner!);
    if ((r.kind === "table" || r.kind === "room") && (pooledMode || r.owner === null)) pooled++;
  }
  const online = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.subEventId, subEventId), eq(applications.attendeeType, "online")));
  return { pooled, fixedPlace, online: new Set(online.map((o) => o.id)) };
}
