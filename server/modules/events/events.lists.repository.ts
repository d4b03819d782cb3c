/**
 * The public lists (newest events, search), read in micro-batches (server/db/batch.ts). Every page of
 * the newest events, and every search page, asked in one turn of the event loop comes from one statement;
 * identical requests share theirs. Under load, one round trip and one execution serve many requests
 * instead of one each. Totals are read from public_events (kept by a trigger, migration
 * perf_lists_sql): the number of public events, and the version at which a search's total stays exact.
 */
import { type SQL, sql } from "drizzle-orm";
import { batched, coalesced, groupBy, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { pageSize, perPageSize, preparedSql } from "../../db/prepared";
import type { EventSummaryRow } from "./events.columns";

type BatchRow = EventSummaryRow & { req: number };

/** The columns of an event card (EventSummaryRow) from `events e` and its main image `files m`. */
const cardColumns = sql.raw(`e.id, e.name, e.name_en as "nameEn", e.start_date as "startDate",
  e.end_date as "endDate", e.categories, e.location, e.country_code as "countryCode", m.id as "imageId",
  m.file_name as "imageName", m.file_path as "imagePath", m.file_type as "imageType"`);

/**
 * Pages of one size of the newest approved events in one statement: each offset takes its ids from
 * events_public_order_idx in a lateral subquery (index-only, so OFFSET skips index entries), then the
 * page's rows and main images are joined. Prepared per page size, the size written in the text (see
 * pageSize): the plan is made once and knows each page is small, so it joins by primary key instead of
 * hashing the whole table.
 */
const pagesQ = perPageSize((limit) =>
  preparedSql<BatchRow>(
    `events_pages_${limit}`,
    sql`select req.n::int as "req", ${cardColumns}
      from unnest(${sql.placeholder("offsets")}::int[]) with ordinality as req(off, n)
      cross join lateral (
        select p.id from events p where p.approval = 'approved'
        order by p.created_at desc nulls last, p.id desc nulls last
        limit ${pageSize(limit)} offset req.off
      ) page
      join events e on e.id = page.id
      left join files m on m.id = e.main_image_file_id
      order by req.n, e.created_at desc nulls last, e.id desc nulls last`,
  ),
);

/** The number of public events, and the version of the public list (bigint, read as text). */
const publicEventsQ = preparedSql<{ events: number; version: string }>(
  "public_events_now",
  sql`select events, version::text as version from public_events where id = 1`,
);

/**
 * The search pages of one turn in one statement; every row carries the version of the public list the
 * statement saw. `pageIds` takes a request's ids (its word, limit and offset in `req`).
 */
function searchPages(name: string, pageIds: SQL) {
  return preparedSql<EventSummaryRow & { req: number; version: string }>(
    name,
    sql`select req.n::int as "req", v.version, ${cardColumns}
      from unnest(${sql.placeholder("words")}::text[], ${sql.placeholder("offsets")}::int[])
        with ordinality as req(word, off, n)
      cross join (select version::text as version from public_events where id = 1) v
      left join lateral (${pageIds}) page on true
      left join events e on e.id = page.id
      left join files m on m.id = e.main_image_file_id
      order by req.n, e.created_at desc nulls last, e.id desc nulls last`,
  );
}

/**
 * The order of the public list at one version: the approved events' ids, newest first, in one snapshot
 * with the version. An event's place depends on its created_at and id, which never change,
 * so the order changes only when an event enters or leaves the list, and every such change bumps the
 * version (trigger public_events_sync, same transaction).
 */
const publicOrderQ = preparedSql<{ version: string; ids: number[] | null }>(
  "events_public_order",
  sql`select v.version::text as version, array(
        select p.id from events p where p.approval = 'approved'
        order by p.created_at desc nulls last, p.id desc nulls last
      ) as ids
      from public_events v where v.id = 1`,
);

/**
 * Rows of approved events by id, with the version and count of the public list, in one snapshot: a page
 * taken from a kept order is exact when the version it was read with is the order's version.
 */
const rowsByIdQ = preparedSql<EventSummaryRow & { version: string; events: number }>(
  "events_rows_by_id",
  sql`select v.version::text as version, v.events, ${cardColumns}
      from public_events v
      left join events e on e.id = any(${sql.placeholder("ids")}::int[]) and e.approval = 'approved'
      left join files m on m.id = e.main_image_file_id
      where v.id = 1`,
);

interface PublicOrder {
  version: string;
  ids: number[];
}

interface RowsAt {
  version: string;
  events: number;
  rows: EventSummaryRow[];
}

const searchStatements = {
  /**
   * A walk of events_public_order_idx, newest first, testing the search text kept in the index
   * (index-only: the wide rows are read for the page alone). It stops once the page is full, so it suits
   * words that many events contain, and words no trigram index serves (two-syllable Korean ones). strpos,
   * not LIKE, so that the plan is this walk whatever the word.
   */
  walk: perPageSize((limit) =>
    searchPages(
      `events_search_walk_${limit}`,
      sql`select p.id from events p where p.approval = 'approved' and strpos(p.search_text, req.word) > 0
        order by p.created_at desc nulls last, p.id desc nulls last limit ${pageSize(limit)} offset req.off`,
    ),
  ),
  /** The matches of a rare word through the trigram index (`word` is a LIKE pattern), then sorted. */
  trigram: perPageSize((limit) =>
    searchPages(
      `events_search_trgm_${limit}`,
      sql`select x.id from (
          select p.id, p.created_at from events p where p.approval = 'approved' and p.search_text like req.word
          offset 0
        ) x order by x.created_at desc nulls last, x.id desc nulls last limit ${pageSize(limit)} offset req.off`,
    ),
  ),
};

/** Whether pg_trgm finds a trigram in the word (three letters or digits in a row). */
const hasTrigram = (word: string) => /[\p{L}\p{N}]{3}/u.test(word);
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface Counted {
  version: string;
  total: number;
  /** Public events at that version. */
  events: number;
}

/**
 * A search's total with the version it was counted at, in one statement (one snapshot). Not prepared by
 * name: planned for each word, the planner takes the trigram index for a rare word and the index-only
 * walk for a common or short one, which one generic plan cannot do.
 */
async function countSearch(db: DbOrTx, word: string): Promise<Counted> {
  const result = (await db.execute(
    sql`select v.version::text as version, v.events, count(e.id)::int as total
      from public_events v left join events e on e.approval = 'approved' and e.search_text like ${likePattern(word)}
      where v.id = 1 group by v.version, v.events`,
  )) as unknown as { rows: Counted[] };
  return result.rows[0]!;
}

/** Totals of searches by word, each exact while the public list's version is the one it was counted at. */
const TOTALS_KEPT = 10_000;

/** The search pages of one kind asked in one turn, in one statement (identical requests share). */
function searchBatch(db: DbOrTx, kind: keyof typeof searchStatements) {
  return batched(async (keys: string[]) => {
    const byKey = new Map(keys.map((k) => [k, { version: "", rows: [] as EventSummaryRow[] }]));
    const parsed = groupBy(
      keys.map((key) => ({ key, ...(JSON.parse(key) as { word: string; offset: number; limit: number }) })),
      (k) => k.limit,
    );
    for (const [limit, group] of parsed) {
      const rows = await searchStatements[kind](limit)(db).execute({
        words: group.map((k) => (kind === "trigram" ? likePattern(k.word) : k.word)),
        offsets: group.map((k) => k.offset),
      });
      for (const { req, version, ...row } of rows) {
        const page = byKey.get(group[req - 1]!.key)!;
        page.version = version;
        if (row.id !== null) page.rows.push(row);
      }
    }
    return byKey;
  });
}

const listBatches = perHandle((db: DbOrTx) => {
  const totals = new Map<string, Counted>();
  let order: PublicOrder | undefined;
  return {
    /** The kept order of the public list (read again when a page finds the version moved on). */
    order: () => order,
    loadOrder: coalesced(async (_: "now") => {
      const row = (await publicOrderQ(db).execute({}))[0]!;
      const loaded = { version: row.version, ids: row.ids ?? [] };
      if (!order || BigInt(loaded.version) > BigInt(order.version)) order = loaded;
      return loaded;
    }),
    /** The rows of the pages (each key is a page's ids, comma-separated) asked in one turn, in one statement. */
    rowsById: batched(async (keys: string[]) => {
      const wanted = keys.map((k) => (k === "" ? [] : k.split(",").map(Number)));
      const found = await rowsByIdQ(db).execute({ ids: [...new Set(wanted.flat())] });
      const { version, events } = found[0]!;
      const byId = new Map<number, EventSummaryRow>();
      for (const { version: _v, events: _e, ...row } of found) if (row.id !== null) byId.set(row.id, row);
      return new Map(
        keys.map((k, i): [string, RowsAt] => [
          k,
          { version, events, rows: wanted[i]!.flatMap((id) => byId.get(id) ?? []) },
        ]),
      );
    }),
    pages: batched(async (keys: string[]) => {
      const byKey = new Map<string, EventSummaryRow[]>(keys.map((k) => [k, []]));
      const bySize = new Map<number, string[]>();
      for (const k of keys) {
        const { limit } = JSON.parse(k) as { limit: number };
        bySize.set(limit, [...(bySize.get(limit) ?? []), k]);
      }
      for (const [limit, group] of bySize) {
        const offsets = group.map((k) => (JSON.parse(k) as { offset: number }).offset);
        for (const { req, ...row } of await pagesQ(limit)(db).execute({ offsets }))
          byKey.get(group[req - 1]!)!.push(row);
      }
      return byKey;
    }),
    publicEvents: coalesced(async (_: "now") => (await publicEventsQ(db).execute({}))[0]),
    searchPages: {
      walk: searchBatch(db, "walk"),
      trigram: searchBatch(db, "trigram"),
    },
    searchTotal: coalesced((word: string) => countSearch(db, word)),
    /** The last count of a word (at whatever version). */
    lastCount: (word: string) => totals.get(word),
    remember(word: string, counted: Counted): void {
      totals.delete(word);
      if (totals.size >= TOTALS_KEPT) totals.delete(totals.keys().next().value!);
      totals.set(word, counted);
    },
  };
});

/**
 * One page of the approved events, newest first, and their total. The page's ids are taken from the kept
 * order and its rows read by primary key with the list's version; when the version has moved on, the order
 * is read again (one index walk of the public events) and the page asked again. Under a storm of
 * approvals that outpaces three reads of the order, the page is read by walking the index to its offset.
 */
export async function pageApproved(db: DbOrTx, page: number, size: number) {
  const batches = listBatches(db);
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = batches.order() ?? (await batches.loadOrder("now"));
    const ids = order.ids.slice(page * size, (page + 1) * size);
    const at = (await batches.rowsById(ids.join(",")))!;
    if (at.version === order.version) return { rows: at.rows, total: at.events };
    if (BigInt(at.version) > BigInt(order.version)) await batches.loadOrder("now");
  }
  return pageApprovedByWalk(batches, page, size);
}

async function pageApprovedByWalk(batches: ReturnType<typeof listBatches>, page: number, size: number) {
  const [rows, now] = await Promise.all([
    batches.pages(JSON.stringify({ offset: page * size, limit: size })),
    batches.publicEvents("now"),
  ]);
  return { rows: rows ?? [], total: now?.events ?? 0 };
}

/**
 * One page of the approved events whose (lower-cased) search text contains the (lower-cased) word, and
 * their total. The total is counted once per word and version of the public list, and counted again only
 * when an event entered or left the list or a public event's search text changed since. The last count
 * also chooses how the page is found: through the trigram index when few events match (the walk would
 * test many before filling the page), else by the walk.
 */
export async function searchApprovedWord(db: DbOrTx, word: string, page: number, size: number) {
  const batches = listBatches(db);
  let last = batches.lastCount(word);
  if (!last) {
    last = await batches.searchTotal(word);
    batches.remember(word, last);
  }
  const end = (page + 1) * size;
  const rare = hasTrigram(word) && last.total * last.total < end * last.events;
  const key = JSON.stringify({ word, offset: page * size, limit: size });
  const found = await batches.searchPages[rare ? "trigram" : "walk"](key);
  const rows = found?.rows ?? [];
  if (found?.version === last.version) return { rows, total: last.total };
  const counted = await batches.searchTotal(word);
  batches.remember(word, counted);
  return { rows, total: counted.total };
}
