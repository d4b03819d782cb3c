import { and, asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { eventFooterLinks, eventManagers, events, files } from "../../db/schema";

export type EventRow = typeof events.$inferSelect;
export type FileRow = typeof files.$inferSelect;

const mainImage = alias(files, "main_image");

/** Columns of an event card: the event and its main image. */
const summaryColumns = {
  id: events.id,
  name: events.name,
  nameEn: events.nameEn,
  startDate: events.startDate,
  endDate: events.endDate,
  categories: events.categories,
  location: events.location,
  countryCode: events.countryCode,
  imageId: mainImage.id,
  imageName: mainImage.fileName,
  imagePath: mainImage.filePath,
  imageType: mainImage.fileType,
};
export type EventSummaryRow = {
  id: number;
  name: string;
  nameEn: string;
  startDate: string;
  endDate: string;
  categories: string;
  location: string;
  countryCode: string;
  imageId: number | null;
  imageName: string | null;
  imagePath: string | null;
  imageType: string | null;
};

const isPublic = eq(events.approval, "approved");

/** One page of approved events, newest first, and the total. */
export async function pageApproved(db: DbOrTx, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(events)
      .leftJoin(mainImage, eq(mainImage.id, events.mainImageFileId))
      .where(isPublic)
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(events).where(isPublic),
  ]);
  return { rows: rows as EventSummaryRow[], total: total?.n ?? 0 };
}

/** Escapes LIKE wildcards so a user's % or _ is searched literally. */
function likePattern(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Approved events whose search text contains the word (trigram-indexed ILIKE). */
export async function searchApproved(db: DbOrTx, word: string, page: number, size: number) {
  const where = and(isPublic, ilike(events.searchText, likePattern(word)));
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(events)
      .leftJoin(mainImage, eq(mainImage.id, events.mainImageFileId))
      .where(where)
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return { rows: rows as EventSummaryRow[], total: total?.n ?? 0 };
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return row;
}

export async function listManagers(db: DbOrTx, eventId: number) {
  return db
    .select()
    .from(eventManagers)
    .where(eq(eventManagers.eventId, eventId))
    .orderBy(asc(eventManagers.sort));
}

export async function findFiles(db: DbOrTx, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(files).where(inArray(files.id, ids));
}

export async function listPublicFooter(db: DbOrTx, eventId: number) {
  return db
    .select()
    .from(eventFooterLinks)
    .where(and(eq(eventFooterLinks.eventId, eventId), eq(eventFooterLinks.hide, "PUBLIC")))
    .orderBy(asc(eventFooterLinks.sort), asc(eventFooterLinks.id));
}

/** Summaries of the given events in the order of `ids`. */
export async function summariesByIds(db: DbOrTx, ids: number[]): Promise<EventSummaryRow[]> {
  if (ids.length === 0) return [];
  const rows = (await db
    .select(summaryColumns)
    .from(events)
    .leftJoin(mainImage, eq(mainImage.id, events.mainImageFileId))
    .where(inArray(events.id, ids))) as EventSummaryRow[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export const approvedCondition = isPublic;
export const searchableText = sql`${events.searchText}`;
