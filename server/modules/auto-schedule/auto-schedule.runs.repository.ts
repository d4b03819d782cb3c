/** Auto-schedule runs: starting, progress and stop requests, ending, and storing a draft's rows. */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { autoScheduleDrafts, autoScheduleRuns, autoScheduleUnscheduled, jobs } from "../../db/schema";

export type RunRow = typeof autoScheduleRuns.$inferSelect;

/** The queue's key of a run's job (server/queue). */
export const runJobKey = (runId: number) => `auto-schedule:${runId}`;
// ---------- runs ----------

export async function insertRun(
  db: DbOrTx,
  values: { subEventId: number; mode: "tight" | "normal"; settings: object; startedByUserId: number },
): Promise<RunRow> {
  const [row] = await db
    .insert(autoScheduleRuns)
    .values({ ...values, status: "running", settings: values.settings as Record<string, unknown> })
    .returning();
  return row!;
}

export async function findRun(db: DbOrTx, runId: number): Promise<RunRow | undefined> {
  const [row] = await db.select().from(autoScheduleRuns).where(eq(autoScheduleRuns.id, runId));
  return row;
}

export async function latestRun(db: DbOrTx, subEventId: number): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(autoScheduleRuns)
    .where(eq(autoScheduleRuns.subEventId, subEventId))
    .orderBy(desc(autoScheduleRuns.id))
    .limit(1);
  return row;
}

/** Records progress of a running run; answers whether a stop was asked (false when the run is no longer running). */
export async function reportProgress(
  db: DbOrTx,
  runId: number,
  phase: string,
  progress: number,
): Promise<{ running: boolean; stop: boolean }> {
  const [row] = await db
    .update(autoScheduleRuns)
    .set({ phase, progress, updatedAt: sql`now()` })
    .where(and(eq(autoScheduleRuns.id, runId), eq(autoScheduleRuns.status, "running")))
    .returning({ stop: autoScheduleRuns.stopRequested });
  return { running: Boolean(row), stop: row?.stop === "Y" };
}

export async function requestStop(db: DbOrTx, runId: number) {
  await db
    .update(autoScheduleRuns)
    .set({ stopRequested: "Y" })
    .where(and(eq(autoScheduleRuns.id, runId), eq(autoScheduleRuns.status, "running")));
}

/** Ends a running run (draft, stopped or failed); false when it had already ended. */
export async function finishRun(
  db: DbOrTx,
  runId: number,
  fields: { status: "draft" | "stopped" | "failed"; summary?: object; error?: string },
): Promise<boolean> {
  const rows = await db
    .update(autoScheduleRuns)
    .set({
      status: fields.status,
      phase: fields.status === "draft" ? "done" : fields.status,
      progress: fields.status === "draft" ? 1 : sql`${autoScheduleRuns.progress}`,
      summary: (fields.summary as Record<string, unknown> | undefined) ?? null,
      error: fields.error ?? "",
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(autoScheduleRuns.id, runId), eq(autoScheduleRuns.status, "running")))
    .returning({ id: autoScheduleRuns.id });
  return rows.length > 0;
}

/**
 * Running runs that no worker holds or will take (their job is neither queued nor under a lease renewed in the
 * last `olderThanSeconds`) and that stopped reporting: failed, so that a new run may start. A run waiting in the
 * queue for a free worker is not stale.
 */
export async function failStale(db: DbOrTx, subEventId: number, olderThanSeconds: number) {
  const since = sql`now() - make_interval(secs => ${olderThanSeconds})`;
  await db
    .update(autoScheduleRuns)
    .set({ status: "failed", error: "interrupted", finishedAt: sql`now()` })
    .where(
      and(
        eq(autoScheduleRuns.subEventId, subEventId),
        eq(autoScheduleRuns.status, "running"),
        sql`${autoScheduleRuns.updatedAt} < ${since}`,
        sql`not exists (select 1 from ${jobs} where ${jobs.key} = 'auto-schedule:' || ${autoScheduleRuns.id}
              and (${jobs.state} = 'queued' or (${jobs.state} = 'running' and ${jobs.lockedUntil} > ${since})))`,
      ),
    );
}

/** Older drafts of the sub-event are no longer publishable once a new run starts. */
export async function discardDrafts(db: DbOrTx, subEventId: number, exceptRunId: number) {
  await db
    .update(autoScheduleRuns)
    .set({ status: "discarded", updatedAt: sql`now()` })
    .where(
      and(
        eq(autoScheduleRuns.subEventId, subEventId),
        eq(autoScheduleRuns.status, "draft"),
        ne(autoScheduleRuns.id, exceptRunId),
      ),
    );
}

/** A draft's meetings as columns: row i is sellers[i] meeting buyers[i] in slots[slot[i]], scored score[i]. */
export interface DraftColumns {
  runId: number;
  slots: readonly { startsAt: Date; endsAt: Date }[];
  sellers: readonly number[];
  buyers: readonly number[];
  slot: readonly number[];
  score: readonly number[];
  /** The interpreter's user id per meeting (null: none needed); absent when the run planned no interpreters. */
  interpreter?: readonly (number | null)[];
}

/** An integer column as one comma-separated text parameter (parsed by the database far faster than an array). */
const intColumn = (values: readonly number[]) => {
  if (!values.every(Number.isInteger)) throw new Error("draft column: integers expected");
  return sql`string_to_array(${sql.param(values.join(","))}, ',')::int[]`;
};

/**
 * The draft's meetings in one statement: the integer columns travel as comma-separated lists and the slots' times
 * once per slot (a meeting names its slot by number), and `unnest` turns them into rows: tens of thousands of rows
 * as one round trip and one plan, with little to encode or parse.
 */
export async function insertDrafts(db: DbOrTx, draft: DraftColumns) {
  const n = draft.sellers.length;
  if (n === 0) return;
  if (draft.buyers.length !== n || draft.slot.length !== n || draft.score.length !== n)
    throw new Error("draft columns of different lengths");
  const interpreters = draft.interpreter ?? [];
  if (interpreters.length > 0 && interpreters.length !== n)
    throw new Error("draft columns of different lengths");
  // nullable: empty entries become NULL
  const interpreterColumn = sql`string_to_array(${sql.param(
    interpreters.length > 0
      ? interpreters.map((x) => (x === null ? "" : String(x))).join(",")
      : ",".repeat(n - 1),
  )}, ',', '')::int[]`;
  const starts = draft.slots.map((s) => s.startsAt.toISOString());
  const ends = draft.slots.map((s) => s.endsAt.toISOString());
  await db.execute(sql`
    insert into ${autoScheduleDrafts} (run_id, seller_application_id, buyer_application_id, starts_at, ends_at, score,
                                       interpreter_user_id)
    select ${draft.runId}::int, d.seller, d.buyer, (${sql.param(starts)}::timestamptz[])[d.slot + 1],
           (${sql.param(ends)}::timestamptz[])[d.slot + 1], d.score, d.interpreter
    from unnest(${intColumn(draft.sellers)}, ${intColumn(draft.buyers)}, ${intColumn(draft.slot)},
                ${intColumn(draft.score)}, ${interpreterColumn}) as d(seller, buyer, slot, score, interpreter)`);
}

export async function insertUnscheduled(db: DbOrTx, rows: (typeof autoScheduleUnscheduled.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${autoScheduleUnscheduled} (run_id, seller_application_id, buyer_application_id, reason, side, cause)
    select * from unnest(${sql.param(rows.map((r) => r.runId))}::int[],
                         ${sql.param(rows.map((r) => r.sellerApplicationId))}::int[],
                         ${sql.param(rows.map((r) => r.buyerApplicationId))}::int[],
                         ${sql.param(rows.map((r) => r.reason))}::text[],
                         ${sql.param(rows.map((r) => r.side ?? null))}::text[],
                         ${sql.param(rows.map((r) => r.cause ?? null))}::text[])`);
}
