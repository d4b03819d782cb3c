import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { janusForwards, presentationMessages, presentationPeople, webinars } from "../../db/schema";
import { violated } from "../meetings/meetings.errors";

export type PersonRow = typeof presentationPeople.$inferSelect;
export type MessageRow = typeof presentationMessages.$inferSelect;

export async function webinarOf(db: DbOrTx, webinarId: number) {
  const [row] = await db.select().from(webinars).where(eq(webinars.id, webinarId));
  return row;
}

export async function personIn(db: DbOrTx, room: string, identity: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select()
    .from(presentationPeople)
    .where(and(eq(presentationPeople.room, room), eq(presentationPeople.identity, identity)));
  return row;
}

export function peopleIn(db: DbOrTx, room: string): Promise<PersonRow[]> {
  return db.select().from(presentationPeople).where(eq(presentationPeople.room, room));
}

/** The person's row at the join (created with their name, company and stage; the decisions stay). */
export async function enter(
  db: DbOrTx,
  row: Pick<PersonRow, "room" | "identity" | "userId" | "name" | "company" | "stage">,
): Promise<PersonRow> {
  const [stored] = await db
    .insert(presentationPeople)
    .values(row)
    .onConflictDoUpdate({
      target: [presentationPeople.room, presentationPeople.identity],
      set: { name: row.name, company: row.company, stage: row.stage, updatedAt: sql`now()` },
    })
    .returning();
  return stored as PersonRow;
}

/** The person's publisher on Janus and its streams (null when they leave), and where their seat is. */
export async function setFeed(
  db: DbOrTx,
  room: string,
  identity: string,
  feed: Pick<PersonRow, "janusId" | "audioMid" | "videoMid"> &
    Partial<Pick<PersonRow, "janusRoomKey" | "janusStreams" | "screenStreams">>,
) {
  await db
    .update(presentationPeople)
    .set(feed)
    .where(and(eq(presentationPeople.room, room), eq(presentationPeople.identity, identity)));
}

/**
 * Records a presenter's screen share (its publisher on Janus) unless someone else in the room shares: one share
 * per room, by the query and, for two claims at the same moment, by the partial unique index. Answers whether
 * this one holds.
 */
export async function claimScreen(
  db: DbOrTx,
  room: string,
  identity: string,
  janusId: number,
): Promise<boolean> {
  try {
    const rows = await db
      .update(presentationPeople)
      .set({ screenJanusId: janusId })
      .where(
        and(
          eq(presentationPeople.room, room),
          eq(presentationPeople.identity, identity),
          sql`not exists (select 1 from ${presentationPeople} o where o.room = ${room}
                and o.screen_janus_id is not null and o.identity <> ${identity})`,
        ),
      )
      .returning({ identity: presentationPeople.identity });
    return rows.length === 1;
  } catch (error) {
    if (violated(error)?.constraint === "presentation_people_one_screen_uq") return false;
    throw error;
  }
}

export async function setScreenStreams(
  db: DbOrTx,
  room: string,
  identity: string,
  streams: PersonRow["screenStreams"],
): Promise<void> {
  await db
    .update(presentationPeople)
    .set({ screenStreams: streams })
    .where(and(eq(presentationPeople.room, room), eq(presentationPeople.identity, identity)));
}

/** The share ended (stopped, its publisher gone, or its presenter left). */
export async function releaseScreen(db: DbOrTx, room: string, identity: string): Promise<void> {
  await db
    .update(presentationPeople)
    .set({ screenJanusId: null, screenStreams: null })
    .where(and(eq(presentationPeople.room, room), eq(presentationPeople.identity, identity)));
}

/** Writes a person's standing, creating the row when the person was never in the room (a black list entry). */
export async function setState(
  db: DbOrTx,
  room: string,
  identity: string,
  state: Partial<Pick<PersonRow, "hand" | "audioBlocked" | "videoBlocked" | "chatBlocked" | "blacklisted">>,
): Promise<PersonRow> {
  const [row] = await db
    .insert(presentationPeople)
    .values({ room, identity, ...state })
    .onConflictDoUpdate({
      target: [presentationPeople.room, presentationPeople.identity],
      set: { ...state, updatedAt: sql`now()` },
    })
    .returning();
  return row as PersonRow;
}

export function blackList(db: DbOrTx, room: string): Promise<PersonRow[]> {
  return db
    .select()
    .from(presentationPeople)
    .where(and(eq(presentationPeople.room, room), eq(presentationPeople.blacklisted, true)))
    .orderBy(asc(presentationPeople.name));
}

/** Stores a chat message once per client id; a retry answers the stored one. */
export async function addMessage(
  db: DbOrTx,
  row: Pick<MessageRow, "room" | "identity" | "name" | "text" | "clientId">,
): Promise<MessageRow> {
  const [inserted] = await db.insert(presentationMessages).values(row).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [stored] = await db
    .select()
    .from(presentationMessages)
    .where(
      and(
        eq(presentationMessages.room, row.room),
        eq(presentationMessages.identity, row.identity),
        eq(presentationMessages.clientId, row.clientId),
      ),
    );
  return stored as MessageRow;
}

/** The messages after an id (a reconnect's catch-up), at most `limit`, the latest ones. */
export async function messagesAfter(db: DbOrTx, room: string, after: number, limit: number) {
  const rows = await db
    .select()
    .from(presentationMessages)
    .where(and(eq(presentationMessages.room, room), gt(presentationMessages.id, after)))
    .orderBy(desc(presentationMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function deleteMessage(db: DbOrTx, room: string, id: number): Promise<boolean> {
  const rows = await db
    .update(presentationMessages)
    .set({ deleted: true, text: "" })
    .where(and(eq(presentationMessages.room, room), eq(presentationMessages.id, id)))
    .returning({ id: presentationMessages.id });
  return rows.length > 0;
}

/** Seats taken in the room's own placement (people connected there, overflow seats aside). */
/** Seats (people with a Janus participant) of the room per placement key: the room's own and its overflow rooms'. */
export async function seatsByKey(db: DbOrTx, room: string): Promise<Map<string, number>> {
  const key = sql<string>`coalesce(${presentationPeople.janusRoomKey}, ${presentationPeople.room})`;
  const rows = await db
    .select({ key, n: sql<number>`count(*)::int` })
    .from(presentationPeople)
    .where(and(eq(presentationPeople.room, room), sql`${presentationPeople.janusId} is not null`))
    .groupBy(key);
  return new Map(rows.map((r) => [r.key, r.n]));
}

export type ForwardRow = typeof janusForwards.$inferSelect;

export async function forwardOf(
  db: DbOrTx,
  targetKey: string,
  feed: number,
): Promise<ForwardRow | undefined> {
  const [row] = await db
    .select()
    .from(janusForwards)
    .where(and(eq(janusForwards.targetKey, targetKey), eq(janusForwards.feed, feed)));
  return row;
}

/** Records a forward about to be made; false when another process recorded it first. */
export async function claimForward(db: DbOrTx, row: Omit<ForwardRow, "createdAt">): Promise<boolean> {
  const rows = await db
    .insert(janusForwards)
    .values(row)
    .onConflictDoNothing()
    .returning({ feed: janusForwards.feed });
  return rows.length === 1;
}

export function forwardsFrom(db: DbOrTx, feed: number): Promise<ForwardRow[]> {
  return db.select().from(janusForwards).where(eq(janusForwards.feed, feed));
}

export async function dropForward(db: DbOrTx, targetKey: string, feed: number): Promise<void> {
  await db
    .delete(janusForwards)
    .where(and(eq(janusForwards.targetKey, targetKey), eq(janusForwards.feed, feed)));
}
