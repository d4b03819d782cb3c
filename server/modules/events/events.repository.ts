import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { batched, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { eventFooterLinks, eventManagers, events, files } from "../../db/schema";
import { type EventSummaryRow, mainImage, summaryColumns } from "./events.columns";
import { pageApproved, searchApprovedWord } from "./events.lists.repository";

export type { EventSummaryRow };
export { pageApproved };

export type EventRow = typeof events.$inferSelect;
export type FileRow = typeof files.$inferSelect;

const isPublic = eq(events.approval, "approved");

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

/** Approved events whose (lower-cased) search text contains the word, newest first, and their total. */
export function searchApproved(db: DbOrTx, word: string, page: number, size: number) {
  return searchApprovedWord(db, word.toLowerCase(), page, size);
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

/** Events with their managers and files in one round trip (the public detail page's hot path). */
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
    .where(sql`${events.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("events_detail_many"),
);

// The detail pages asked in one turn are read with one statement (server/db/batch.ts).
const detailBatch = perHandle((db: DbOrTx) =>
  batched(async (ids: number[]) => {
    const rows = await detailQ(db).execute({ ids });
    return new Map(rows.map((row) => [row.event.id, row]));
  }),
);

/** The event, its managers and its files. */
export async function findEventDetail(db: DbOrTx, id: number) {
  return detailBatch(db)(id);
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
