/**
 * The anchors of the long lists (schema list-anchors.ts): every ANCHOR_STEP-th row of a sub-event's approved
 * list with its position, so that a page deep in the list skips at most ANCHOR_STEP rows instead of all the
 * rows before it. The pages read them in their own statement (workspace.lists.repository.ts,
 * applications.gallery.repository.ts) and use one only while its version is the list's current version;
 * when a page finds none it says so, and the anchors of that list are written again here, once, from one
 * snapshot. An anchor never decides what a page holds: without one the page skips from the start.
 */
import { type SQL, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";

/** Rows between two anchors: the most a page skips when its list's anchors are current. */
export const ANCHOR_STEP = 32;

/** all and each type (name order), or products (the gallery: newest sellers with products). */
export type AnchoredList = "all" | "seller" | "buyer" | "booth" | "visitor" | "products";

/**
 * Writes the anchors of one list from one snapshot, with the version they were read at. A concurrent writer
 * that read an older version never replaces newer anchors. Anchors past the list's new end keep their old
 * version and are never used.
 */
export async function writeAnchors(db: DbOrTx, subEventId: number, list: AnchoredList): Promise<void> {
  const step = sql.raw(String(ANCHOR_STEP));
  const ofType = (alias: string): SQL =>
    list === "all" ? sql`` : sql`and ${sql.raw(alias)}.type = ${list === "products" ? "seller" : list}`;
  const version = sql`(select coalesce(sum(n.version), 0)::bigint as version from participant_counts n
    where n.sub_event_id = ${subEventId} ${ofType("n")}) v`;
  const rows =
    list === "products"
      ? sql`select ${subEventId}, ${list}, ((s.rn - 1) / ${step})::int, v.version, '', s.created_date, s.id,
            (s.upto - s.product_count)::int
          from ${version} cross join (
            select s.id, s.created_date, s.product_count, row_number() over w as rn, sum(s.product_count) over w as upto
            from applications s
            where s.sub_event_id = ${subEventId} and s.approval = 'approval' ${ofType("s")} and s.product_count > 0
            window w as (order by s.created_date desc nulls last, s.id desc nulls last rows unbounded preceding)
          ) s
          where (s.rn - 1) % ${step} = 0`
      : sql`select ${subEventId}, ${list}, ((s.rn - 1) / ${step})::int, v.version, s.list_name, null::timestamptz, s.id,
            (s.rn - 1)::int
          from ${version} cross join (
            select p.list_name, p.id, row_number() over (order by p.list_name, p.id) as rn
            from applications p
            where p.sub_event_id = ${subEventId} and p.approval = 'approval' ${ofType("p")}
          ) s
          where (s.rn - 1) % ${step} = 0`;
  await db.execute(sql`insert into list_anchors as x
      (sub_event_id, list, k, version, list_name, created_date, application_id, before)
    ${rows}
    on conflict (sub_event_id, list, k) do update set version = excluded.version, list_name = excluded.list_name,
      created_date = excluded.created_date, application_id = excluded.application_id, before = excluded.before
    where x.version < excluded.version`);
}

/** A list's anchors are written at most this often per process, however many pages find them missing. */
const REWRITE_EVERY_MS = 1000;

const lastWritten = new WeakMap<DbOrTx, Map<string, number>>();

/**
 * A page found no current anchor of its list: write them again, in the background, once per list at a time
 * and at most every REWRITE_EVERY_MS. Never inside a transaction (a failure would end it); a failure only
 * means the next pages skip from the start again, and retry.
 */
export function anchorsMissing(db: DbOrTx, subEventId: number, list: AnchoredList): void {
  if (db instanceof PgTransaction) return;
  let written = lastWritten.get(db);
  if (!written) {
    written = new Map();
    lastWritten.set(db, written);
  }
  const key = `${subEventId}/${list}`;
  const now = Date.now();
  if (now - (written.get(key) ?? Number.NEGATIVE_INFINITY) < REWRITE_EVERY_MS) return;
  written.set(key, now);
  writeAnchors(db, subEventId, list).catch(() => {
    // Answered without anchors; a later page asks again.
  });
}
