import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applicationManagers,
  applications,
  directRooms,
  events,
  guestTickets,
  interpreterAssignments,
  subEvents,
  users,
} from "../../db/schema";
import { meetingViewsByIds } from "../meetings/meetings.views.repository";

/** A meeting with both sides, its sub-event's event (host, time zone) and its interpreter. */
export async function meetingRoomFacts(db: DbOrTx, meetingId: number) {
  const [view] = await meetingViewsByIds(db, [meetingId]);
  if (!view) return undefined;
  const [place] = await db
    .select({ event: events, subEvent: subEvents })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, view.meeting.subEventId));
  if (!place) return undefined;
  const [interpreter] = await db
    .select({ userId: interpreterAssignments.userId, name: users.name })
    .from(interpreterAssignments)
    .innerJoin(users, eq(users.id, interpreterAssignments.userId))
    .where(eq(interpreterAssignments.meetingId, meetingId));
  return { view, event: place.event, subEvent: place.subEvent, interpreter };
}

/** Of these applications, those the user belongs to (owner or accepted colleague) that are approved. */
export async function approvedSidesOf(
  db: DbOrTx,
  applicationIds: number[],
  userId: number,
): Promise<number[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.id, applicationIds),
        eq(applications.approval, "approval"),
        sql`(${applications.applicantId} = ${userId} or exists (select 1 from ${applicationManagers} m where m.application_id = ${applications.id} and m.user_id = ${userId} and m.used = 'Y'))`,
      ),
    );
  return rows.map((r) => r.id);
}

// ---- direct rooms ----

export type DirectRoomRow = typeof directRooms.$inferSelect;

export function directRoomsOf(db: DbOrTx, eventId: number): Promise<DirectRoomRow[]> {
  return db
    .select()
    .from(directRooms)
    .where(eq(directRooms.eventId, eventId))
    .orderBy(asc(directRooms.number));
}

export async function findDirectRoom(db: DbOrTx, eventId: number, number: number) {
  const [row] = await db
    .select({ room: directRooms, event: events })
    .from(directRooms)
    .innerJoin(events, eq(events.id, directRooms.eventId))
    .where(and(eq(directRooms.eventId, eventId), eq(directRooms.number, number)));
  return row;
}

export async function saveDirectRoom(
  db: DbOrTx,
  row: { eventId: number; number: number; open: boolean; title: string },
): Promise<DirectRoomRow> {
  const [saved] = await db
    .insert(directRooms)
    .values({ ...row, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [directRooms.eventId, directRooms.number],
      set: { open: row.open, title: row.title, updatedAt: new Date() },
    })
    .returning();
  return saved!;
}

/** Lobby rows of direct room `number`: of one event, or the open ones of approved events. */
export function directLobby(db: DbOrTx, number: number, eventId?: number) {
  return db
    .select({ room: directRooms, event: events })
    .from(directRooms)
    .innerJoin(events, eq(events.id, directRooms.eventId))
    .where(
      and(
        eq(directRooms.number, number),
        eq(events.approval, "approved"),
        eventId === undefined ? eq(directRooms.open, true) : eq(directRooms.eventId, eventId),
      ),
    )
    .orderBy(asc(events.id))
    .limit(20);
}

// ---- guest tickets ----

export type GuestTicketRow = typeof guestTickets.$inferSelect;

export async function insertTicket(
  db: DbOrTx,
  row: typeof guestTickets.$inferInsert,
): Promise<GuestTicketRow> {
  const [saved] = await db.insert(guestTickets).values(row).returning();
  return saved!;
}

export function ticketsOf(db: DbOrTx, meetingId: number): Promise<GuestTicketRow[]> {
  return db
    .select()
    .from(guestTickets)
    .where(eq(guestTickets.meetingId, meetingId))
    .orderBy(asc(guestTickets.createdAt));
}

export async function findTicket(db: DbOrTx, id: string): Promise<GuestTicketRow | undefined> {
  const [row] = await db.select().from(guestTickets).where(eq(guestTickets.id, id));
  return row;
}

/** Uses the ticket once: only an unused, unrevoked, unexpired ticket, and only one exchange wins a race. */
export async function consumeTicket(db: DbOrTx, id: string, now: Date): Promise<GuestTicketRow | undefined> {
  const [row] = await db
    .update(guestTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(guestTickets.id, id),
        isNull(guestTickets.usedAt),
        isNull(guestTickets.revokedAt),
        gt(guestTickets.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function revokeTicket(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(guestTickets)
    .set({ revokedAt: now })
    .where(and(eq(guestTickets.id, id), isNull(guestTickets.revokedAt)));
}
