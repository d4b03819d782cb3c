/**
 * The product gallery of a sub-event (product answers with a name of its approved sellers, newest
 * sellers first), read in micro-batches (server/db/batch.ts): the pages asked in one turn of the event
 * loop come from one prepared statement, identical requests sharing theirs. It reads what the triggers of
 * migration perf_lists_sql keep: applications.product_count and participant_counts.products.
 */
import { sql } from "drizzle-orm";
import { batched, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { preparedSql } from "../../db/prepared";
import { anchorsMissing } from "../workspace/list-anchors.repository";

export type ProductPageRow = {
  applicationId: number;
  productImg: number;
  productImgPath: string | null;
  productImgVisibility: string | null;
  productName: string;
  productExplain: string;
  companyName: string;
};

const ph = sql.placeholder;

/** The columns of a gallery row (`a` the application, `p` the product answer, `f` its image). */
const productColumns = sql.raw(`a.id as "applicationId", p.product_img as "productImg",
  f.file_path as "productImgPath", f.visibility as "productImgVisibility",
  p.product_name as "productName", p.product_explain as "productExplain", a.name as "companyName"`);

/**
 * Pages without a search word. Each total is one row of participant_counts. A page needs no scan of
 * every product: walking applications_newest_idx (with each seller's product_count, index-only) from the
 * last anchor at or before the page (list-anchors.repository.ts; from the newest seller when the anchors are
 * not current), a running sum says where each seller's products fall, so only the sellers overlapping
 * [offset, end) are kept, and their products read through application_answers_product_idx. The first
 * `end - before` sellers from an anchor with `before` products ahead of it always hold products up to `end`,
 * which bounds the walk. (The per-seller lookup is a lateral subquery kept apart by `offset 0`, so that the
 * planner does not merge all products instead.)
 */
const newestPagesQ = preparedSql<
  ProductPageRow & { req: number; total: number; position: number | null; missing: boolean }
>(
  "products_pages_newest",
  sql`select r.n::int as req, t.total, (anc.before is null and r.off > 0 and t.total > 0) as missing,
      page.position, ${productColumns}
    from unnest(${ph("subEventIds")}::int[], ${ph("offsets")}::int[], ${ph("ends")}::int[])
      with ordinality as r(sub_event_id, off, last, n)
    cross join lateral (
      select coalesce(sum(n.products), 0)::int as total, coalesce(sum(n.version), 0)::bigint as version
      from participant_counts n
      where n.sub_event_id = r.sub_event_id and n.type = 'seller'
    ) t
    left join lateral (
      select anc.before, anc.created_date, anc.application_id from list_anchors anc
      where anc.sub_event_id = r.sub_event_id and anc.list = 'products' and anc.version = t.version
        and anc.before <= r.off
      order by anc.before desc limit 1
    ) anc on true
    left join lateral (
      select q.application_id, q.uuid, q.position from (
        select g.id as application_id, x.uuid,
          g.before + row_number() over (partition by g.id order by x.uuid) as position
        from (
          select w.id, w.upto - w.product_count as before from (
            select s.id, s.product_count, coalesce(anc.before, 0) + sum(s.product_count) over (
                order by s.created_date desc nulls last, s.id desc nulls last rows unbounded preceding) as upto
            from applications s
            where s.sub_event_id = r.sub_event_id and s.approval = 'approval'
              and s.type = 'seller' and s.product_count > 0
              and (s.created_date, s.id) <= (coalesce(anc.created_date, 'infinity'), coalesce(anc.application_id, 2147483647))
            order by s.created_date desc nulls last, s.id desc nulls last
            limit r.last - coalesce(anc.before, 0)
          ) w
          where w.upto > r.off and w.upto - w.product_count < r.last
        ) g
        cross join lateral (
          select x.uuid from application_answers x
          where x.application_id = g.id and x.type = 'product' and x.product_name <> ''
          offset 0
        ) x
      ) q
      where q.position > r.off and q.position <= r.last
    ) page on true
    left join application_answers p on p.uuid = page.uuid
    left join applications a on a.id = page.application_id
    left join files f on f.id = p.product_img
    order by r.n, page.position`,
);

interface PageKey {
  subEventId: number;
  offset: number;
  end: number;
}

const pageBatch = perHandle((db: DbOrTx) =>
  batched(async (keys: string[]) => {
    const parsed = keys.map((key) => JSON.parse(key) as PageKey);
    const rows = await newestPagesQ(db).execute({
      subEventIds: parsed.map((k) => k.subEventId),
      offsets: parsed.map((k) => k.offset),
      ends: parsed.map((k) => k.end),
    });
    const pages = new Map<string, { rows: ProductPageRow[]; total: number }>(
      keys.map((key) => [key, { rows: [], total: 0 }]),
    );
    for (const { req, total, position, missing, ...row } of rows) {
      const page = pages.get(keys[req - 1]!)!;
      if (missing && page.total === 0) anchorsMissing(db, parsed[req - 1]!.subEventId, "products");
      page.total = total;
      if (position !== null) page.rows.push(row);
    }
    return pages;
  }),
);

/** The gallery with a search word (product or company name): matches counted as they are sorted. */
async function searchedProducts(db: DbOrTx, subEventId: number, word: string, page: number, size: number) {
  const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db.execute<ProductPageRow & { total: number }>(
    sql`select count(*) over ()::int as total, ${productColumns}
      from applications a
      join application_answers p on p.application_id = a.id and p.type = 'product' and p.product_name <> ''
      left join files f on f.id = p.product_img
      where a.sub_event_id = ${subEventId} and a.approval = 'approval' and a.type = 'seller'
        and (p.product_name ilike ${pattern} or a.name ilike ${pattern})
      order by a.created_date desc nulls last, a.id desc nulls last, p.uuid
      limit ${size} offset ${page * size}`,
  );
  return (result as unknown as { rows: (ProductPageRow & { total: number })[] }).rows;
}

/**
 * One page of products of approved sellers (product answers with a name), newest sellers first,
 * searchable by product or company name.
 */
export async function productPage(
  db: DbOrTx,
  subEventId: number,
  searchWord: string,
  page: number,
  size: number,
): Promise<{ rows: ProductPageRow[]; total: number }> {
  if (searchWord) {
    const rows = await searchedProducts(db, subEventId, searchWord, page, size);
    if (rows.length > 0 || page === 0)
      return { rows: rows.map(({ total: _, ...r }) => r), total: rows[0]?.total ?? 0 };
    // Past the last match: nothing carries the total, count it.
    const all = await searchedProducts(db, subEventId, searchWord, 0, 1);
    return { rows: [], total: all[0]?.total ?? 0 };
  }
  const key: PageKey = { subEventId, offset: page * size, end: (page + 1) * size };
  return (await pageBatch(db)(JSON.stringify(key))) ?? { rows: [], total: 0 };
}
