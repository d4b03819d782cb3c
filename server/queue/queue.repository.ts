/**
 * All SQL of the job queue. Times are the database's (`now()`), so the processes of a cluster agree on leases
 * whatever their clocks say. Every write of a running job names the attempt it holds: a worker whose lease ran out
 * and whose job another worker claimed again changes nothing any more.
 */
import { and, asc, eq, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { jobs } from "../db/schema";

export type JobRow = typeof jobs.$inferSelect;

const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export async function insertJob(
  db: DbOrTx,
  values: { kind: string; payload: Record<string, unknown>; key?: string; maxAttempts?: number },
): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  return row!;
}

export async function findJob(db: DbOrTx, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** The queued or running job of a key, if any. */
export async function liveJob(db: DbOrTx, key: string): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.key, key), inArray(jobs.state, ["queued", "running"])));
  return row;
}

/** Takes the row the subquery picks (locked, SKIP LOCKED) as attempt attempts + 1 of this worker. */
async function claimWhere(db: DbOrTx, pick: SQL, worker: string, leaseMs: number) {
  const [row] = await db
    .update(jobs)
    .set({
      state: "running",
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: after(leaseMs),
      lockedBy: worker,
      startedAt: sql`now()`,
      progress: 0,
    })
    .where(sql`${jobs.id} = (${pick})`)
    .returning();
  return row;
}

/**
 * Claims the oldest job of these kinds that is queued and due, or running under a lease that ran out (its
 * worker died) with attempts left. Several workers at once each get a different job.
 */
export async function claimNext(
  db: DbOrTx,
  kinds: readonly string[],
  worker: string,
  leaseMs: number,
): Promise<JobRow | undefined> {
  if (kinds.length === 0) return undefined;
  const pick = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        or(
          and(eq(jobs.state, "queued"), lte(jobs.runAfter, sql`now()`)),
          and(
            eq(jobs.state, "running"),
            lt(jobs.lockedUntil, sql`now()`),
            lt(jobs.attempts, jobs.maxAttempts),
          ),
        ),
      ),
    )
    .orderBy(asc(jobs.id))
    .limit(1)
    .for("update", { skipLocked: true });
  return claimWhere(db, sql`${pick}`, worker, leaseMs);
}

/** Claims one queued job (the process that enqueued it runs it at once); undefined when another took it. */
export async function claimById(
  db: DbOrTx,
  id: number,
  worker: string,
  leaseMs: number,
): Promise<JobRow | undefined> {
  const pick = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.state, "queued")))
    .for("update", { skipLocked: true });
  return claimWhere(db, sql`${pick}`, worker, leaseMs);
}

const held = (id: number, attempt: number) =>
  and(eq(jobs.id, id), eq(jobs.attempts, attempt), eq(jobs.state, "running"));

/** The heartbeat: extends the lease and records progress; false when the attempt no longer holds the job. */
export async function renewLease(
  db: DbOrTx,
  id: number,
  attempt: number,
  leaseMs: number,
  progress: number,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: after(leaseMs), progress })
    .where(held(id, attempt))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Ends the attempt's job as done or failed; false when the attempt no longer holds it (nothing written). */
export async function finishJob(
  db: DbOrTx,
  id: number,
  attempt: number,
  outcome: { state: "done" | "failed"; error?: string },
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: outcome.state,
      error: outcome.error ?? "",
      progress: outcome.state === "done" ? 1 : sql`${jobs.progress}`,
      lockedUntil: null,
      finishedAt: sql`now()`,
    })
    .where(held(id, attempt))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * An attempt that threw: queued again after `delayMs` while attempts are left, else failed. Answers which, or
 * "lost" when the attempt no longer held the job.
 */
export async function failAttempt(
  db: DbOrTx,
  id: number,
  attempt: number,
  error: string,
  delayMs: number,
): Promise<"retry" | "failed" | "lost"> {
  const last = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;
  const [row] = await db
    .update(jobs)
    .set({
      state: sql`case when ${last} then 'failed' else 'queued' end`,
      error: error.slice(0, 500),
      runAfter: after(delayMs),
      lockedUntil: null,
      lockedBy: null,
      finishedAt: sql`case when ${last} then now() end`,
    })
    .where(held(id, attempt))
    .returning({ state: jobs.state });
  if (!row) return "lost";
  return row.state === "failed" ? "failed" : "retry";
}

/** Gives a running job back to the queue uncounted (the worker is shutting down); false when no longer held. */
export async function releaseJob(db: DbOrTx, id: number, attempt: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      state: "queued",
      attempts: sql`${jobs.attempts} - 1`,
      runAfter: sql`now()`,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(held(id, attempt))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Jobs whose worker died on their last attempt: failed for good (the caller tells their domain rows). */
export async function failExhausted(db: DbOrTx, kinds: readonly string[]): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  return db
    .update(jobs)
    .set({
      state: "failed",
      error: "interrupted: the worker stopped on the last attempt",
      lockedUntil: null,
      finishedAt: sql`now()`,
    })
    .where(
      and(
        inArray(jobs.kind, [...kinds]),
        eq(jobs.state, "running"),
        lt(jobs.lockedUntil, sql`now()`),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    )
    .returning();
}

/** Ends a job nobody claimed yet (a run stopped before any worker took it); false when it is no longer queued. */
export async function cancelQueued(db: DbOrTx, key: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ state: "done", error: "cancelled", finishedAt: sql`now()` })
    .where(and(eq(jobs.key, key), eq(jobs.state, "queued")))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Queued and running jobs per kind (the metrics' queue depth). */
export async function queueDepth(db: DbOrTx) {
  return db
    .select({ kind: jobs.kind, state: jobs.state, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(inArray(jobs.state, ["queued", "running"]))
    .groupBy(jobs.kind, jobs.state);
}

/** Deletes ended jobs older than `seconds` (their domain rows keep what the pages show). */
export async function pruneFinished(db: DbOrTx, seconds: number): Promise<number> {
  const rows = await db
    .delete(jobs)
    .where(
      and(
        inArray(jobs.state, ["done", "failed"]),
        lt(jobs.finishedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}
