/**
 * How a service hands heavy work to the queue: `enqueue` in the transaction that writes the work's own row (both
 * or neither), then `runHere` after the commit: a process that runs heavy jobs (ROLE=all or worker) claims the job
 * at once and runs it itself, a web process leaves it to the workers' loop.
 */
import type { AppContext } from "../context";
import type { DbOrTx } from "../db/client";
import { executorOf, type JobKind } from "./executor";
import * as repo from "./queue.repository";
import { runsHeavyJobs } from "./roles";

export type { JobRow } from "./queue.repository";

/** Adds a job of the kind (queued); `key` names what it is for (one live job per key). */
export function enqueue<P extends Record<string, unknown>>(
  db: DbOrTx,
  kind: JobKind<P>,
  payload: P,
  key?: string,
): Promise<repo.JobRow> {
  return repo.insertJob(db, {
    kind: kind.kind,
    payload,
    ...(key ? { key } : {}),
    ...(kind.maxAttempts ? { maxAttempts: kind.maxAttempts } : {}),
  });
}

/** Starts the queued job in this process when it runs heavy jobs; answers whether it started here. */
export async function runHere<P>(ctx: AppContext, kind: JobKind<P>, jobId: number): Promise<boolean> {
  if (!runsHeavyJobs(ctx.config)) return false;
  return executorOf(ctx).claimAndStart(kind, jobId);
}

/** Ends a job no worker claimed yet (its work was called off); false when a worker has it. */
export function cancelQueued(db: DbOrTx, key: string): Promise<boolean> {
  return repo.cancelQueued(db, key);
}
