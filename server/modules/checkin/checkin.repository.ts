import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { badges, checkinStaff, checkins, programmeSessions, subEvents, users } from "../../db/schema";

type Rows<T> = { rows: T[] };

export async function listStaff(db: DbOrTx, eventId: number) {
  return db
    .select({ id: checkinStaff.id, email: checkinStaff.email, name: users.name })
    .from(checkinStaff)
    .leftJoin(users, sql`lower(${users.email}) = ${checkinStaff.email}`)
    .where(eq(checkinStaff.eventId, eventId))
    .orderBy(checkinStaff.id);
}

/** Names a helper; undefined when the address is already named for the event. */
export async function addStaff(db: DbOrTx, eventId: number, email: string) {
  const [row] = await db.insert(checkinStaff).values({ eventId, email }).onConflictDoNothing().returning();
  return row;
}

export async function findStaff(db: DbOrTx, staffId: number) {
  const [row] = await db.select().from(checkinStaff).where(eq(checkinStaff.id, staffId));
  return row;
}

export async function removeStaff(db: DbOrTx, staffId: number) {
  await db.delete(checkinStaff).where(eq(checkinStaff.id, staffId));
}

/** The event (as the access policy needs it) and whether the user is one of its named helpers, in one statement. */
export async function eventWithStaff(db: DbOrTx, eventId: number, userId: number) {
  const result = (await db.execute(sql`
    select e.id, e.name, e.approval, e.host_user_id as "hostUserId",
           exists (select 1 from checkin_staff s
                    where s.event_id = e.id and s.email = (select lower(email) from users where id = ${userId})) as "isStaff"
      from events e where e.id = ${eventId}`)) as unknown as Rows<{
    id: number;
    name: string;
    approval: string;
    hostUserId: number;
    isStaff: boolean;
  }>;
  return result.rows[0];
}

/** The accounts that hear the event's check-ins live: its host and its helpers who have signed up. */
export async function liveAudience(db: DbOrTx, eventId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    select host_user_id as id from events where id = ${eventId}
    union
    select u.id from checkin_staff s join users u on lower(u.email) = s.email where s.event_id = ${eventId}`)) as unknown as Rows<{
    id: number;
  }>;
  return result.rows.map((r) => Number(r.id));
}

export async function roster(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: badges.id,
      name: badges.name,
      company: badges.company,
      role: badges.role,
      revokedReason: badges.revokedReason,
      eligible: badges.eligible,
    })
    .from(badges)
    .where(eq(badges.eventId, eventId));
}

export async function placesOf(db: DbOrTx, eventId: number) {
  const [subs, sessions] = await Promise.all([
    db
      .select({ id: subEvents.id, name: subEvents.name, category: subEvents.category })
      .from(subEvents)
      .where(eq(subEvents.eventId, eventId))
      .orderBy(subEvents.id),
    db
      .select({ id: programmeSessions.id, title: programmeSessions.title, room: programmeSessions.room })
      .from(programmeSessions)
      .innerJoin(subEvents, eq(subEvents.id, programmeSessions.subEventId))
      .where(eq(subEvents.eventId, eventId))
      .orderBy(programmeSessions.id),
  ]);
  return { subs, sessions };
}

/** The sub-event a place belongs to (null: the entrance), or undefined when it is not this event's. */
export async function subEventOfPlace(db: DbOrTx, eventId: number, place: string) {
  if (place === "entrance") return null;
  const [kind, raw] = place.split(":") as [string, string];
  const id = Number(raw);
  if (kind === "subEvent") {
    const [row] = await db
      .select({ id: subEvents.id })
      .from(subEvents)
      .where(and(eq(subEvents.id, id), eq(subEvents.eventId, eventId)));
    return row?.id;
  }
  const [row] = await db
    .select({ id: subEvents.id })
    .from(programmeSessions)
    .innerJoin(subEvents, eq(subEvents.id, programmeSessions.subEventId))
    .where(and(eq(programmeSessions.id, id), eq(subEvents.eventId, eventId)));
  return row?.id;
}

export interface CheckRow {
  id: number;
  badgeId: string | null;
  name: string;
  company: string;
  role: string;
  place: string;
  outcome: (typeof checkins.$inferSelect)["outcome"];
  scannedAt: string | Date;
  byName: string;
  undoneAt: string | Date | null;
}

const checkColumns = sql`c.id, c.badge_id as "badgeId", coalesce(b.name, '') as name,
  coalesce(b.company, '') as company, coalesce(b.role, '') as role, c.place, c.outcome,
  c.scanned_at as "scannedAt", coalesce(u.name, '') as "byName", c.undone_at as "undoneAt"`;

export async function checkByClient(db: DbOrTx, deviceId: string, clientId: string) {
  const result = (await db.execute(sql`
    select ${checkColumns}, c.person_key as "personKey", c.event_id as "eventId"
      from checkins c left join badges b on b.id = c.badge_id left join users u on u.id = c.by_user_id
     where c.device_id = ${deviceId} and c.client_id = ${clientId}`)) as unknown as Rows<
    CheckRow & { personKey: string | null; eventId: number }
  >;
  return result.rows[0];
}

/** The live check-in of a person at a place (the one an `already` answer points to). */
export async function liveCheckin(db: DbOrTx, eventId: number, personKey: string, place: string) {
  const result = (await db.execute(sql`
    select ${checkColumns}
      from checkins c left join badges b on b.id = c.badge_id left join users u on u.id = c.by_user_id
     where c.event_id = ${eventId} and c.person_key = ${personKey} and c.place = ${place}
       and c.outcome = 'in' and c.undone_at is null`)) as unknown as Rows<CheckRow>;
  return result.rows[0];
}

export interface NewCheck {
  eventId: number;
  badgeId: string | null;
  personKey: string | null;
  place: string;
  outcome: (typeof checkins.$inferSelect)["outcome"];
  scannedAt: Date;
  receivedAt: Date;
  byUserId: number;
  deviceId: string;
  clientId: string;
}

/**
 * Stores a scan; undefined when a unique index refused it (the same device and client id stored before, or,
 * for a check-in, the person already in at that place). The caller reads which.
 */
export async function insertCheck(db: DbOrTx, check: NewCheck): Promise<number | undefined> {
  const [row] = await db.insert(checkins).values(check).onConflictDoNothing().returning({ id: checkins.id });
  return row?.id;
}

export async function findCheck(db: DbOrTx, checkinId: number) {
  const result = (await db.execute(sql`
    select ${checkColumns}, c.event_id as "eventId"
      from checkins c left join badges b on b.id = c.badge_id left join users u on u.id = c.by_user_id
     where c.id = ${checkinId}`)) as unknown as Rows<CheckRow & { eventId: number }>;
  return result.rows[0];
}

export async function undo(db: DbOrTx, checkinId: number, byUserId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(checkins)
    .set({ undoneAt: at, undoneById: byUserId })
    .where(and(eq(checkins.id, checkinId), eq(checkins.outcome, "in"), sql`${checkins.undoneAt} is null`))
    .returning({ id: checkins.id });
  return rows.length > 0;
}

export async function recent(db: DbOrTx, eventId: number, limit: number) {
  const result = (await db.execute(sql`
    select ${checkColumns}
      from checkins c left join badges b on b.id = c.badge_id left join users u on u.id = c.by_user_id
     where c.event_id = ${eventId}
     order by c.id desc limit ${limit}`)) as unknown as Rows<CheckRow>;
  return result.rows;
}

/**
 * Expected (live, eligible badges; of the place's sub-event when it has one) and checked in there, grouped by
 * role and sub-event list: a handful of rows whatever the event's size.
 */
export async function countGroups(db: DbOrTx, eventId: number, place: string, subEventId: number | null) {
  const result = (await db.execute(sql`
    select b.role, b.sub_event_ids as "subEventIds", count(*)::int as expected, count(c.id)::int as "checkedIn"
      from badges b
      left join checkins c on c.event_id = b.event_id and c.person_key = b.person_key and c.place = ${place}
                          and c.outcome = 'in' and c.undone_at is null
     where b.event_id = ${eventId} and b.revoked_at is null and b.eligible
       ${subEventId === null ? sql`` : sql`and ${subEventId}::int = any(b.sub_event_ids)`}
     group by b.role, b.sub_event_ids`)) as unknown as Rows<{
    role: string;
    subEventIds: number[];
    expected: number;
    checkedIn: number;
  }>;
  return result.rows;
}
