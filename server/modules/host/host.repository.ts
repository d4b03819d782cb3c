import { and, count, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  eventFooterLinks,
  eventManagers,
  events,
  files,
  subEvents,
  users,
} from "../../db/schema";

export type EventRow = typeof events.$inferSelect;
export type EventInsert = typeof events.$inferInsert;
export type SubEventRow = typeof subEvents.$inferSelect;
export type SubEventInsert = typeof subEvents.$inferInsert;

const mainImage = alias(files, "host_main_image");

/** Columns of a console row: the event, its main image, its host and the number of sub-events. */
export const eventItemColumns = {
  id: events.id,
  name: events.name,
  nameEn: events.nameEn,
  startDate: events.startDate,
  endDate: events.endDate,
  approval: events.approval,
  approvalReason: events.approvalReason,
  createdAt: events.createdAt,
  hostUserId: events.hostUserId,
  hostName: users.name,
  hostEmail: users.email,
  imageId: mainImage.id,
  imageName: mainImage.fileName,
  imagePath: mainImage.filePath,
  imageType: mainImage.fileType,
  subEventCount: sql<number>`(select count(*)::int from ${subEvents} where ${subEvents.eventId} = ${events.id})`,
};

/** One page of console rows matching `where`, in the given order, and the total. */
export async function pageEventItems(
  db: DbOrTx,
  where: ReturnType<typeof and>,
  order: ReturnType<typeof sql>[],
  page: number,
  size: number,
) {
  const rows = await db
    .select(eventItemColumns)
    .from(events)
    .innerJoin(users, eq(users.id, events.hostUserId))
    .leftJoin(mainImage, eq(mainImage.id, events.mainImageFileId))
    .where(where)
    .orderBy(...order)
    .limit(size)
    .offset(page * size);
  const [total] = await db.select({ n: count() }).from(events).where(where);
  return { rows, total: total?.n ?? 0 };
}

export type EventItemRow = Awaited<ReturnType<typeof pageEventItems>>["rows"][number];

/** The events of one host (administrators pass undefined: every event). */
export function hostedBy(hostUserId: number | undefined) {
  return hostUserId === undefined ? undefined : eq(events.hostUserId, hostUserId);
}

export const newestFirst = [sql`${events.createdAt} desc`, sql`${events.id} desc`];

export async function findEventItem(db: DbOrTx, eventId: number): Promise<EventItemRow | undefined> {
  const { rows } = await pageEventItems(db, and(eq(events.id, eventId)), newestFirst, 0, 1);
  return rows[0];
}

export async function findEvent(db: DbOrTx, eventId: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  return row;
}

export async function insertEvent(db: DbOrTx, values: EventInsert): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  return row!;
}

export async function updateEvent(db: DbOrTx, eventId: number, values: Partial<EventInsert>): Promise<void> {
  await db
    .update(events)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(events.id, eventId));
}

/** Replaces the event's inquiry contacts, keeping the given order. */
export async function replaceManagers(
  db: DbOrTx,
  eventId: number,
  managers: { name: string; countryNumber: string; phone: string; email: string }[],
): Promise<void> {
  await db.delete(eventManagers).where(eq(eventManagers.eventId, eventId));
  if (managers.length === 0) return;
  await db.insert(eventManagers).values(managers.map((m, sort) => ({ ...m, eventId, sort })));
}

export async function replaceFooterLinks(
  db: DbOrTx,
  eventId: number,
  links: Omit<typeof eventFooterLinks.$inferInsert, "eventId" | "sort">[],
): Promise<void> {
  await db.delete(eventFooterLinks).where(eq(eventFooterLinks.eventId, eventId));
  if (links.length === 0) return;
  await db.insert(eventFooterLinks).values(links.map((l, sort) => ({ ...l, eventId, sort })));
}

/** Every footer entry of the event (PUBLIC and PRIVATE), in order. */
export async function listFooterLinks(db: DbOrTx, eventId: number) {
  return db
    .select()
    .from(eventFooterLinks)
    .where(eq(eventFooterLinks.eventId, eventId))
    .orderBy(eventFooterLinks.sort, eventFooterLinks.id);
}

/** Which of the ids are stored files. */
export async function existingFileIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertSubEvent(db: DbOrTx, values: SubEventInsert): Promise<SubEventRow> {
  const [row] = await db.insert(subEvents).values(values).returning();
  return row!;
}

export async function updateSubEvent(
  db: DbOrTx,
  subEventId: number,
  values: Partial<SubEventInsert>,
): Promise<SubEventRow> {
  const [row] = await db
    .update(subEvents)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(subEvents.id, subEventId))
    .returning();
  return row!;
}

export async function deleteSubEvent(db: DbOrTx, subEventId: number): Promise<void> {
  await db.delete(subEvents).where(eq(subEvents.id, subEventId));
}

export async function countApplications(db: DbOrTx, subEventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applications)
    .where(eq(applications.subEventId, subEventId));
  return row?.n ?? 0;
}

/** Events the caller hosts, newest first, for the console list. */
export async function pageHosted(db: DbOrTx, hostUserId: number | undefined, page: number, size: number) {
  return pageEventItems(db, and(hostedBy(hostUserId)), newestFirst, page, size);
}
