/**
 * The participant search of a sub-event (company, manager name or keyword containing a word), read in
 * micro-batches like the lists (workspace.lists.repository.ts). A search's total is counted once per word
 * and version of the sub-event's participants (participant_counts.version, kept by the triggers of
 * migration perf_lists_sql) and counted again only once they changed; every page read says the version it
 * saw. The last count also chooses how a page is found: through the trigram index when few participants
 * match, else by walking the name order until the page is full.
 *
 * Page memo: finding a page's participants (the walk or the trigram scan) is the costly part, and which
 * participants a page holds, in which order, depends only on what the version covers (who is approved, of
 * which type, their search text and list name). So each page's ids are remembered with the version they were
 * found at, and the next request for the page reads those ids' rows by primary key in a statement that also
 * reads the version and reads the rows only when it is still the remembered one (the check is in the page's own
 * statement, one snapshot). The rows themselves are always read, so a changed note, category or manager name
 * shows at once; a page whose version moved is found again.
 */
import { type SQL, sql } from "drizzle-orm";
import { batched, coalesced, groupBy, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { pageSize, perPageSize, preparedSql } from "../../db/prepared";
import type { ParticipantFilter, ParticipantPage } from "./workspace.lists.repository";

type Row = ParticipantPage["rows"][number];
type Type = ParticipantFilter["type"];

/** Where a count or a page stands: the version of the searched participants and how many they are. */
interface Seen {
  version: string;
  participants: number;
}
interface Counted extends Seen {
  total: number;
}
type BatchRow = Seen & { req: number; total: number | null } & { [K in keyof Row]: Row[K] | null };

const ph = sql.placeholder;
const ALL_TYPES = ["seller", "buyer", "booth", "visitor"];
const typesOf = (type: Type) => (type === "all" ? ALL_TYPES : [type]);
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Whether pg_trgm finds a trigram in the word (three letters or digits in a row). */
const hasTrigram = (word: string) => /[\p{L}\p{N}]{3}/u.test(word);

/** The search pages of one turn; `pageIds` takes a request's ids (its parameters in `r`). */
function searchPages(name: string, pageIds: SQL) {
  return preparedSql<BatchRow>(
    name,
    sql`select r.n::int as req, v.version, v.participants, m.total, a.id as "applicationId", a.type,
        a.list_name as "companyName", coalesce(c.name, '') as "managerName", a.category, a.keyword, a.note
      from unnest(${ph("subEventIds")}::int[], ${ph("types")}::text[], ${ph("words")}::text[],
          ${ph("offsets")}::int[])
        with ordinality as r(sub_event_id, type, word, off, n)
      cross join lateral (
        select coalesce(sum(n.version), 0)::text as version, coalesce(sum(n.participants), 0)::int as participants
        from participant_counts n where n.sub_event_id = r.sub_event_id and (r.type = 'all' or n.type = r.type)
      ) v
      left join lateral (${pageIds}) m on true
      left join applications a on a.id = m.id
      left join business_cards c on c.id = a.business_card_id
      order by r.n, a.list_name, a.id`,
  );
}

const statements = {
  /**
   * The name order walked (applications_list_idx) testing each participant's search text until the page
   * is full: cheap when many match, and for words no trigram index serves. strpos, not LIKE, so that the
   * plan is this walk whatever the word.
   */
  walk: perPageSize((limit) =>
    searchPages(
      `participants_search_walk_${limit}`,
      sql`select p.id, null::int as total from applications p
      where p.sub_event_id = r.sub_event_id and p.approval = 'approval' and (r.type = 'all' or p.type = r.type)
        and strpos(p.search_text, r.word) > 0
      order by p.list_name, p.id limit ${pageSize(limit)} offset r.off`,
    ),
  ),
  /**
   * The matches found through applications_search_idx (sub-event and trigrams in one GIN scan; `word` is a
   * LIKE pattern), counted as they are sorted (`offset 0` keeps them apart from the name order).
   */
  trigram: perPageSize((limit) =>
    searchPages(
      `participants_search_trgm_${limit}`,
      sql`select x.id, count(*) over ()::int as total from (
        select p.id, p.list_name from applications p
        where p.sub_event_id = r.sub_event_id and p.approval = 'approval' and (r.type = 'all' or p.type = r.type)
          and p.search_text like r.word
        offset 0
      ) x order by x.list_name, x.id limit ${pageSize(limit)} offset r.off`,
    ),
  ),
};
type Kind = keyof typeof statements;

/**
 * Remembered pages read again: each request's ids (an int array literal) at the version they were found at;
 * the rows are read only when the participants' version is still that one, in the order of the ids.
 */
const memoPagesQ = preparedSql<BatchRow>(
  "participants_search_memo",
  sql`select r.n::int as req, v.version, v.participants, null::int as total, a.id as "applicationId", a.type,
      a.list_name as "companyName", coalesce(c.name, '') as "managerName", a.category, a.keyword, a.note
    from unnest(${ph("subEventIds")}::int[], ${ph("types")}::text[], ${ph("versions")}::text[], ${ph("ids")}::text[])
      with ordinality as r(sub_event_id, type, known, ids, n)
    cross join lateral (
      select coalesce(sum(n.version), 0)::text as version, coalesce(sum(n.participants), 0)::int as participants
      from participant_counts n where n.sub_event_id = r.sub_event_id and (r.type = 'all' or n.type = r.type)
    ) v
    left join lateral (
      select m.id, m.pos from unnest(r.ids::int[]) with ordinality as m(id, pos) where v.version = r.known
    ) m on true
    left join applications a on a.id = m.id
    left join business_cards c on c.id = a.business_card_id
    order by r.n, m.pos`,
);

/** Remembered pages per database handle: each exact while its version is the participants' current one. */
const PAGES_KEPT = 10_000;

/** Whether pages are remembered (bench:workspace turns it off for its A/B measurement). */
export const participantSearchMemo = { enabled: true };

interface MemoKey {
  subEventId: number;
  type: Type;
  version: string;
  ids: number[];
}

interface PageKey {
  subEventId: number;
  type: Type;
  word: string;
  limit: number;
  offset: number;
}

/**
 * A search's total and the version it was counted at, in one statement. Not prepared by name: planned for
 * each word, so that the planner takes the trigram index for a rare word and another path for a common
 * or short one, which one generic plan cannot do.
 */
async function countMatches(db: DbOrTx, subEventId: number, type: Type, word: string): Promise<Counted> {
  const types = sql`${sql.param(typesOf(type))}::text[]`;
  const result = (await db.execute(
    sql`select coalesce(sum(n.version), 0)::text as version, coalesce(sum(n.participants), 0)::int as participants,
        (select count(*)::int from applications p
          where p.sub_event_id = ${subEventId} and p.approval = 'approval' and p.type = any(${types})
            and p.search_text like ${likePattern(word)}) as total
      from participant_counts n where n.sub_event_id = ${subEventId} and n.type = any(${types})`,
  )) as unknown as { rows: Counted[] };
  return result.rows[0]!;
}

/** Counts kept: each exact while its version is the searched participants' current one. */
const COUNTS_KEPT = 10_000;

const searchBatches = perHandle((db: DbOrTx) => {
  const counts = new Map<string, Counted>();
  const batchOf = (kind: Kind) =>
    batched(async (keys: string[]) => {
      const pages = new Map(
        keys.map((key) => [
          key,
          { version: "", participants: 0, total: null as number | null, rows: [] as Row[] },
        ]),
      );
      const parsed = keys.map((key) => ({ key, ...(JSON.parse(key) as PageKey) }));
      for (const [limit, group] of groupBy(parsed, (k) => k.limit)) {
        const rows = await statements[kind](limit)(db).execute({
          subEventIds: group.map((k) => k.subEventId),
          types: group.map((k) => k.type),
          words: group.map((k) => (kind === "trigram" ? likePattern(k.word) : k.word)),
          offsets: group.map((k) => k.offset),
        });
        for (const { req, version, participants, total, ...row } of rows) {
          const page = pages.get(group[req - 1]!.key)!;
          Object.assign(page, { version, participants });
          page.total ??= total;
          if (row.applicationId !== null) page.rows.push(row as Row);
        }
      }
      return pages;
    });
  const pages = new Map<string, { version: string; ids: number[] }>();
  return {
    walk: batchOf("walk"),
    trigram: batchOf("trigram"),
    /** Remembered pages read again (keys: MemoKey as JSON), one statement per turn. */
    memo: batched(async (keys: string[]) => {
      const parsed = keys.map((key) => JSON.parse(key) as MemoKey);
      const rows = await memoPagesQ(db).execute({
        subEventIds: parsed.map((k) => k.subEventId),
        types: parsed.map((k) => k.type),
        versions: parsed.map((k) => k.version),
        ids: parsed.map((k) => `{${k.ids.join(",")}}`),
      });
      const found = new Map(keys.map((key) => [key, { version: "", rows: [] as Row[] }]));
      for (const { req, version, participants: _p, total: _t, ...row } of rows) {
        const page = found.get(keys[req - 1]!)!;
        page.version = version;
        if (row.applicationId !== null) page.rows.push(row as Row);
      }
      return found;
    }),
    page: (key: string) => pages.get(key),
    rememberPage(key: string, version: string, ids: number[]) {
      pages.delete(key);
      if (pages.size >= PAGES_KEPT) pages.delete(pages.keys().next().value!);
      pages.set(key, { version, ids });
    },
    forgetPage: (key: string) => pages.delete(key),
    count: coalesced((key: string) => {
      const [subEventId, type, word] = JSON.parse(key) as [number, Type, string];
      return countMatches(db, subEventId, type, word);
    }),
    last: (key: string) => counts.get(key),
    remember(key: string, counted: Counted) {
      counts.delete(key);
      if (counts.size >= COUNTS_KEPT) counts.delete(counts.keys().next().value!);
      counts.set(key, counted);
    },
  };
});

/** One page of the approved participants whose search text contains the (lower-cased) word, and their total. */
export async function searchParticipants(
  db: DbOrTx,
  subEventId: number,
  type: Type,
  word: string,
  page: number,
  size: number,
): Promise<ParticipantPage> {
  const batches = searchBatches(db);
  const countKey = JSON.stringify([subEventId, type, word]);
  let last = batches.last(countKey);
  if (!last) {
    last = await batches.count(countKey);
    batches.remember(countKey, last);
  }
  const offset = page * size;
  const end = offset + size;
  // Past the last match at the last count: only the version is read (an empty page costs nothing).
  const limit = last.total <= offset ? 0 : size;
  const pageKey = JSON.stringify({ subEventId, type, word, limit, offset } satisfies PageKey);
  const kept = participantSearchMemo.enabled && limit > 0 ? batches.page(pageKey) : undefined;
  if (kept && kept.version === last.version) {
    const again = (await batches.memo(JSON.stringify({ subEventId, type, ...kept } satisfies MemoKey)))!;
    // The rows were read only if the version is still the remembered one (the statement checks it).
    if (again.version === kept.version) return { rows: again.rows, total: last.total };
    batches.forgetPage(pageKey);
  }
  const rare = hasTrigram(word) && last.total * last.total < end * Math.max(1, last.participants);
  const kind: Kind = rare && limit > 0 ? "trigram" : "walk";
  const found = (await batches[kind](pageKey))!;
  // The page's ids and the version come from one statement: exact together.
  if (participantSearchMemo.enabled && limit > 0)
    batches.rememberPage(
      pageKey,
      found.version,
      found.rows.map((r) => r.applicationId),
    );
  if (kind === "trigram" && (found.total !== null || page === 0)) {
    const counted = { version: found.version, participants: found.participants, total: found.total ?? 0 };
    batches.remember(countKey, counted);
    return { rows: found.rows, total: counted.total };
  }
  if (found.version === last.version && limit > 0) return { rows: found.rows, total: last.total };
  if (found.version === last.version) return { rows: [], total: last.total };
  // The participants changed since the last count: count again, and read the page again if it was
  // skipped as past the end.
  const counted = await batches.count(countKey);
  batches.remember(countKey, counted);
  if (limit > 0 || counted.total <= offset) return { rows: found.rows, total: counted.total };
  return searchParticipants(db, subEventId, type, word, page, size);
}
