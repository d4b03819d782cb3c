import { and, asc, count, eq, inArray, like, sql } from "drizzle-orm";
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
/** Newest first, spelled like events_public_order_idx (DESC NULLS LAST) so that the index serves the order. */
const newestFirst = [sql`${events.createdAt} desc nulls last`, sql`${events.id} desc nulls last`];

/** Statements built once per database handle and prepared by name on each connection. */
function preparedFor<T>(build: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const cache = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}

const pageApprovedQ = preparedFor((db) => {
  // Deferred join: the page's ids come from an index-only scan of events_public_order_idx, so the
  // OFFSET skips index entries only; rows and images are then read for the page alone.
  const page = db
    .select({ id: events.id })
    .from(events)
    .where(isPublic)
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .as("page");
  return {
    rows: db
      .select(summaryColumns)
      .from(page)
      .innerJoin(events, eq(events.id, page.id))
      .leftJoin(mainImage, eq(mainImage.id, events.mainImageFileId))
      .orderBy(...newestFirst)
      .prepare("events_page_approved"),
    total: db.select({ n: count() }).from(events).where(isPublic).prepare("events_count_approved"),
  };
});

/** One page of approved events, newest first, and the total. */
export async function pageApproved(db: DbOrTx, page: number, size: number) {
  const q = pageApprovedQ(db);
  const [rows, [total]] = await Promise.all([
    q.rows.execute({ limit: size, offset: page * size }),
    q.total.execute(),
  ]);
  return { rows: rows as EventSummaryRow[], total: total?.n ?? 0 };
}

/** Escapes LIKE wildcards so a user's % or _ is searched literally. */
function likePattern(word: string): string {
  return `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// search_text is stored lower-cased and the pattern is lower-cased: LIKE gives the same rows as ILIKE
// at less than half the cost of each recheck, and the trigram index serves it alike.
const searchWhere = and(isPublic, like(events.searchText, sql.placeholder("pattern")));
const searchApprovedQ = preparedFor((db) => ({
  rows: db
    .select(summaryColumns)
    .from(events)
    .leftJoin(mainImage, eq(mainImage.id, events.mainImageFileId))
    .where(searchWhere)
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("events_search_approved"),
  total: db.select({ n: count() }).from(events).where(searchWhere).prepare("events_search_count"),
}));

/** Approved events whose search text contains the word (trigram-indexed LIKE on lower-cased text). */
export async function searchApproved(db: DbOrTx, word: string, page: number, size: number) {
  const q = searchApprovedQ(db);
  const pattern = likePattern(word);
  const [rows, [total]] = await Promise.all([
    q.rows.execute({ pattern, limit: size, offset: page * size }),
    q.total.execute({ pattern }),
  ]);
  return { rows: rows as EventSummaryRow[], total: total?.n ?? 0 };
}

const findEventQ = preparedFor((db) =>
  db
    .select()
    .from(events)
    .where(eq(events.id, sql.placeholder("id")))
    .prepare("events_find"),
);
const listManagersQ = preparedFor((db) =>
  db
    .select()
    .from(eventManagers)
    .where(eq(eventManagers.eventId, sql.placeholder("eventId")))
    .orderBy(asc(eventManagers.sort))
    .prepare("event_managers_list"),
);
const findFilesQ = preparedFor((db) =>
  db
    .select()
    .from(files)
    .where(sql`${files.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("files_by_ids"),
);

export type FileRef = Pick<FileRow, "id" | "fileName" | "filePath" | "fileType" | "fileSize">;
export interface ManagerRef {
  name: string;
  countryNumber: string;
  phone: string;
  email: string;
}

/** The event, its managers and its files in one round trip (the public detail page's hot path). */
const detailQ = preparedFor((db) =>
  db
    .select({
      event: events,
      managers: sql<
        ManagerRef[]
      >`coalesce((select json_agg(json_build_object('name', m.name, 'countryNumber', m.country_number, 'phone', m.phone, 'email', m.email) order by m.sort, m.id) from ${eventManagers} m where m.event_id = "events"."id"), '[]'::json)`,
      files: sql<
        FileRef[]
      >`coalesce((select json_agg(json_build_object('id', f.id, 'fileName', f.file_name, 'filePath', f.file_path, 'fileType', f.file_type, 'fileSize', f.file_size)) from ${files} f where f.id in (${events.mainImageFileId}, ${events.bannerImageFileId}, ${events.logoImageFileId}, ${events.atchFile1}, ${events.atchFile2}, ${events.atchFile3}, ${events.atchFile4}, ${events.atchFile5})), '[]'::json)`,
    })
    .from(events)
    .where(eq(events.id, sql.placeholder("id")))
    .prepare("events_detail"),
);

export async function findEventDetail(db: DbOrTx, id: number) {
  const [row] = await detailQ(db).execute({ id });
  return row;
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await findEventQ(db).execute({ id });
  return row;
}

export async function listManagers(db: DbOrTx, eventId: number) {
  return listManagersQ(db).execute({ eventId });
}

export async function findFiles(db: DbOrTx, ids: number[]): Promise<FileRow[]> {
  if (ids.length === 0) return [];
  return findFilesQ(db).execute({ ids });
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
