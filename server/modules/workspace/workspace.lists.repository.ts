/**
 * The participant list of a sub-event, read in micro-batches (server/db/batch.ts): the pages of one kind
 * asked in one turn of the event loop come from one prepared statement, each request's page in a lateral
 * subquery of its own parameters. Under load one round trip serves many participants instead of one
 * each, and identical requests of a turn share their page. It reads what the triggers of migration
 * perf_lists_sql keep: applications.list_name and search_text, and participant_counts.
 */
import { and, asc, count, eq, exists, type SQL, sql } from "drizzle-orm";
import { batched, groupBy, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { pageSize, perPageSize, preparedSql } from "../../db/prepared";
import { applicationKeywords, applications, businessCards } from "../../db/schema";
import { anchorsMissing } from "./list-anchors.repository";
import { searchParticipants } from "./workspace.search.repository";

export interface ParticipantFilter {
  type: "all" | "seller" | "buyer";
  searchWord: string;
  category?: string;
  keywordId?: number;
  companyName?: string;
}

/** One page of a list, and the number of all its rows. */
export interface ParticipantPage {
  rows: {
    applicationId: number;
    type: "seller" | "buyer" | "booth" | "visitor";
    companyName: string;
    managerName: string;
    category: string;
    keyword: string;
    note: string;
  }[];
  total: number;
}

type Row = ParticipantPage["rows"][number];
/**
 * A row of a batch: the request it answers (1-based), the list's total, whether its anchors were missing, and
 * the row (null when none).
 */
type BatchRow = { req: number; total: number | null; missing: boolean } & { [K in keyof Row]: Row[K] | null };

const ph = sql.placeholder;

/** The columns of a page's rows (`a` an application, `c` its card). */
const rowColumns = sql.raw(`a.id as "applicationId", a.type, a.list_name as "companyName",
  coalesce(c.name, '') as "managerName", a.category, a.keyword, a.note`);

/**
 * Pages without a search word. Each total is one row of participant_counts, each page's ids come from an
 * index-only scan of applications_list_idx (all types) or applications_list_type_idx (one type) that starts
 * at the list's last anchor at or before the page (list-anchors.repository.ts) when its anchors are
 * current, and skips the rest (OFFSET skips index entries); then only the pages' rows and cards are read. A
 * page past the end still answers its total (the page is joined to the total, not the reverse). `missing`
 * says that a page deep in the list found no current anchor.
 */
function namePages(name: string, byType: boolean, limit: number) {
  const typeOfCount = byType ? sql`and n.type = r.type` : sql``;
  const typeOfPage = byType ? sql`and p.type = r.type` : sql``;
  const list = byType ? sql`r.type` : sql`'all'`;
  return preparedSql<BatchRow>(
    name,
    sql`select r.n::int as req, t.total, (anc.before is null and r.off > 0 and t.total > 0) as missing, ${rowColumns}
      from unnest(${ph("subEventIds")}::int[], ${ph("types")}::text[], ${ph("offsets")}::int[])
        with ordinality as r(sub_event_id, type, off, n)
      cross join lateral (
        select coalesce(sum(n.participants), 0)::int as total, coalesce(sum(n.version), 0)::bigint as version
        from participant_counts n
        where n.sub_event_id = r.sub_event_id ${typeOfCount}
      ) t
      left join lateral (
        select anc.before, anc.list_name, anc.application_id from list_anchors anc
        where anc.sub_event_id = r.sub_event_id and anc.list = ${list} and anc.version = t.version
          and anc.before <= r.off
        order by anc.before desc limit 1
      ) anc on true
      left join lateral (
        select p.id from applications p
        where p.sub_event_id = r.sub_event_id and p.approval = 'approval' ${typeOfPage}
          and (p.list_name, p.id) >= (coalesce(anc.list_name, ''), coalesce(anc.application_id, 0))
        order by p.list_name, p.id limit ${pageSize(limit)} offset r.off - coalesce(anc.before, 0)
      ) page on true
      left join applications a on a.id = page.id
      left join business_cards c on c.id = a.business_card_id
      order by r.n, a.list_name, a.id`,
  );
}

const statements = {
  all: perPageSize((limit) => namePages(`participants_pages_all_${limit}`, false, limit)),
  type: perPageSize((limit) => namePages(`participants_pages_type_${limit}`, true, limit)),
};
type Kind = keyof typeof statements;

interface PageKey {
  kind: Kind;
  subEventId: number;
  type: ParticipantFilter["type"];
  limit: number;
  offset: number;
}

/** One batcher per kind and database handle; keys are PageKey as JSON (identical requests share). */
const pageBatches = perHandle((db: DbOrTx) => {
  const batcherOf = (kind: Kind) =>
    batched(async (keys: string[]) => {
      const pages = new Map<string, { rows: Row[]; total: number | null }>(
        keys.map((key) => [key, { rows: [], total: null }]),
      );
      const parsed = keys.map((key) => ({ key, ...(JSON.parse(key) as PageKey) }));
      for (const [limit, group] of groupBy(parsed, (k) => k.limit)) {
        const rows = await statements[kind](limit)(db).execute({
          subEventIds: group.map((k) => k.subEventId),
          types: group.map((k) => k.type),
          offsets: group.map((k) => k.offset),
        });
        for (const { req, total, missing, ...row } of rows) {
          const key = group[req - 1]!;
          const page = pages.get(key.key)!;
          if (page.total === null && missing) anchorsMissing(db, key.subEventId, key.type);
          page.total ??= total;
          if (row.applicationId !== null) page.rows.push(row as Row);
        }
      }
      return pages;
    });
  return {
    all: batcherOf("all"),
    type: batcherOf("type"),
  };
});

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The company list's other filters (category, keyword, company name): built per call. */
function filteredWhere(subEventId: number, filter: ParticipantFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(applications.subEventId, subEventId),
    eq(applications.approval, "approval"),
    filter.type === "all" ? undefined : eq(applications.type, filter.type),
    filter.searchWord
      ? sql`strpos(${applications.searchText}, ${filter.searchWord.toLowerCase()}) > 0`
      : undefined,
  ];
  if (filter.companyName)
    conditions.push(
      sql`lower(${applications.listName}) like ${`%${escapeLike(filter.companyName.toLowerCase())}%`}`,
    );
  if (filter.category)
    conditions.push(sql`(',' || ${applications.category} || ',') like ${`%,${filter.category},%`}`);
  if (filter.keywordId) {
    conditions.push(
      exists(
        sql`(select 1 from ${applicationKeywords} where ${applicationKeywords.applicationId} = ${applications.id} and ${applicationKeywords.keywordId} = ${filter.keywordId})`,
      ),
    );
  }
  return and(...conditions);
}

async function filteredPage(
  db: DbOrTx,
  subEventId: number,
  filter: ParticipantFilter,
  page: number,
  size: number,
): Promise<ParticipantPage> {
  const where = filteredWhere(subEventId, filter);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(applications).where(where),
    db
      .select({
        applicationId: applications.id,
        type: applications.type,
        companyName: applications.listName,
        managerName: sql<string>`coalesce(${businessCards.name}, '')`,
        category: applications.category,
        keyword: applications.keyword,
        note: applications.note,
      })
      .from(applications)
      .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
      .where(where)
      .orderBy(asc(applications.listName), asc(applications.id))
      .limit(size)
      .offset(page * size),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One page of the approved participants of a sub-event (scoped by the sub-event), in name order. */
export async function pageParticipants(
  db: DbOrTx,
  subEventId: number,
  filter: ParticipantFilter,
  page: number,
  size: number,
): Promise<ParticipantPage> {
  if (filter.category || filter.keywordId || filter.companyName)
    return filteredPage(db, subEventId, filter, page, size);
  const word = filter.searchWord.toLowerCase();
  if (word) return searchParticipants(db, subEventId, filter.type, word, page, size);
  const kind: Kind = filter.type === "all" ? "all" : "type";
  const key: PageKey = { kind, subEventId, type: filter.type, limit: size, offset: page * size };
  const result = await pageBatches(db)[kind](JSON.stringify(key));
  return { rows: result?.rows ?? [], total: result?.total ?? 0 };
}
