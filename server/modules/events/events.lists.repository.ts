/**
 * The public lists (newest events, search), read in micro-batches (server/db/batch.ts). Every page of
 * the newest events asked in one turn of the event loop comes from one statement; identical searches
 * and totals of a turn share one statement. Under load, one round trip and one execution serve many
 * requests instead of one each.
 */
import { and, count, eq, like, sql } from "drizzle-orm";
import { batched, coalesced, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { events } from "../../db/schema";
import { type EventSummaryRow, mainImage, summaryColumns } from "./events.columns";

const isPublic = eq(events.approval, "approved");
/** Newest first, spelled like events_public_order_idx (DESC NULLS LAST) so that the index serves the order. */
const newestFirst = [sql`${events.createdAt} desc nulls last`, sql`${events.id} desc nulls last`];

type BatchRow = EventSummaryRow & { req: number | string };

/**
 * Pages of one size of the newest approved events in one statement: each offset takes its ids from
 * events_public_order_idx in a lateral subquery (index-only, so OFFSET skips index entries), then the
 * page's rows and main images are joined. The size is one parameter, not one per page: with it the
 * planner knows each page is small and joins by primary key instead of hashing the whole table.
 */
function pagesStatement(offsets: number[], limit: number) {
  return sql`
    select req.n as "req", e.id, e.name, e.name_en as "nameEn", e.start_date as "startDate",
      e.end_date as "endDate", e.categories, e.location, e.country_code as "countryCode",
      m.id as "imageId", m.file_name as "imageName", m.file_path as "imagePath", m.file_type as "imageType"
    from unnest(${sql.param(offsets)}::int[]) with ordinality as req(off, n)
    cross join lateral (
      select p.id from events p where p.approval = 'approved'
      order by p.created_at desc nulls last, p.id desc nulls last
      limit ${limit} offset req.off
    ) page
    join events e on e.id = page.id
    left join files m on m.id = e.main_image_file_id
    order by req.n, e.created_at desc nulls last, e.id desc nulls last`;
}

// LIKE, not ILIKE: search_text is stored lower-cased and the pattern is lower-cased, so the rows are the
// same at less than half the cost of each recheck, and the trigram index serves it alike.
const searchWhere = and(isPublic, like(events.searchText, sql.placeholder("pattern")));

const listBatches = perHandle((db: DbOrTx) => {
  const totalApproved = db
    .select({ n: count() })
    .from(events)
    .where(isPublic)
    .prepare("events_count_approved");
  const searchRows = db
    .select(summaryColumns)
    .from(events)
    .leftJoin(mainImage, eq(mainImage.id, events.mainImageFileId))
    .where(searchWhere)
    .orderBy(...newestFirst)
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("events_search_approved");
  const searchTotal = db
    .select({ n: count() })
    .from(events)
    .where(searchWhere)
    .prepare("events_search_count");
  return {
    pages: batched(async (keys: string[]) => {
      const byKey = new Map<string, EventSummaryRow[]>(keys.map((k) => [k, []]));
      const bySize = new Map<number, string[]>();
      for (const k of keys) {
        const { limit } = JSON.parse(k) as { limit: number };
        bySize.set(limit, [...(bySize.get(limit) ?? []), k]);
      }
      for (const [limit, group] of bySize) {
        const offsets = group.map((k) => (JSON.parse(k) as { offset: number }).offset);
        const result = (await db.execute(pagesStatement(offsets, limit))) as unknown as { rows: BatchRow[] };
        for (const { req, ...row } of result.rows) byKey.get(group[Number(req) - 1]!)!.push(row);
      }
      return byKey;
    }),
    totalApproved: coalesced(async (_: "approved") => (await totalApproved.execute())[0]?.n ?? 0),
    searchRows: coalesced(async (key: string) => {
      const { pattern, offset, limit } = JSON.parse(key) as {
        pattern: string;
        offset: number;
        limit: number;
      };
      return (await searchRows.execute({ pattern, offset, limit })) as EventSummaryRow[];
    }),
    searchTotal: coalesced(async (pattern: string) => (await searchTotal.execute({ pattern }))[0]?.n ?? 0),
  };
});

/** One page of the approved events, newest first, and their total. */
export async function pageApproved(db: DbOrTx, page: number, size: number) {
  const batches = listBatches(db);
  const [rows, total] = await Promise.all([
    batches.pages(JSON.stringify({ offset: page * size, limit: size })),
    batches.totalApproved("approved"),
  ]);
  return { rows: rows ?? [], total };
}

/** One page of the approved events whose search text matches the LIKE pattern, and their total. */
export async function searchApprovedPattern(db: DbOrTx, pattern: string, page: number, size: number) {
  const batches = listBatches(db);
  const [rows, total] = await Promise.all([
    batches.searchRows(JSON.stringify({ pattern, offset: page * size, limit: size })),
    batches.searchTotal(pattern),
  ]);
  return { rows, total };
}
