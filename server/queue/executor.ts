/**
 * Runs claimed jobs in this process: a heartbeat renews each job's lease (and records its progress) while it runs;
 * the job's signal is aborted when the lease is lost (another worker claimed it again) or the process shuts down.
 * A job that resolves is completed, one that throws is retried after a back-off or failed on its last attempt, one
 * interrupted by a shutdown goes back to the queue. Every write names the attempt held, so a job completes once.
 */
import { hostname } from "node:os";
import { TransactionRollbackError } from "drizzle-orm";
import type { AppContext } from "../context";
import type { Tx } from "../db/client";
import * as repo from "./queue.repository";

/** A kind of job and how to run it (server/queue/kinds.ts lists the product's). */
export interface JobKind<P = Record<string, unknown>> {
  kind: string;
  /**
   * Runs one attempt. Resolving completes the job (unless it completed itself through `job.complete`); throwing
   * retries it later, or fails it on the last attempt. Its effects must be idempotent or written through
   * `job.complete`, in the transaction that completes the job.
   */
  run(ctx: AppContext, job: ClaimedJob<P>): Promise<void>;
  /** The job failed for good (its last attempt threw, or its worker died on it): tell its domain row. */
  failed?(ctx: AppContext, job: { id: number; payload: P; error: string }): Promise<void>;
  maxAttempts?: number;
  /** The pause before attempt n + 1 after attempt n threw (default retryDelayMs). */
  retryDelayMs?(attempt: number): number;
}

/** Why a job's signal was aborted. */
export type StopReason = "lease lost" | "shutdown";

/** What a running attempt may do with its job. */
export interface ClaimedJob<P> {
  id: number;
  payload: P;
  /** This attempt's number (1 for the first claim). */
  attempt: number;
  /** Aborted when this attempt must stop (reason: a StopReason): its lease was lost, or the process stops. */
  signal: AbortSignal;
  /** Records progress (0..1), written with the next heartbeat. */
  progress(fraction: number): void;
  /**
   * Completes the job (done, or failed with `failed`) and writes `effect` in the same transaction; nothing is
   * written and false is answered when this attempt no longer holds the job, or when `effect` answers false.
   */
  complete(effect?: (tx: Tx) => Promise<unknown>, failed?: string): Promise<boolean>;
}

export interface ExecutorOptions {
  leaseMs: number;
  log: { warn(obj: object, msg: string): void };
}

/** Back-off before attempt n + 1: 5 s, 20 s, 80 s, … capped at 10 minutes. */
export const retryDelayMs = (attempt: number) => Math.min(5_000 * 4 ** (attempt - 1), 600_000);

/** How an attempt ended: done or failed for good, queued again (retry, released by a shutdown), or lost to another worker. */
export type AttemptOutcome = "done" | "failed" | "retry" | "released" | "lost";
type AttemptListener = (ended: { kind: string; outcome: AttemptOutcome; ms: number }) => void;
const listeners = new Set<AttemptListener>();

/** Calls `listener` when an attempt of this process ends (the metrics' job durations); answers an unsubscribe. */
export function onAttemptEnded(listener: AttemptListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const silent = { warn: () => undefined };
const executors = new WeakMap<AppContext, JobExecutor>();

/** The executor of an app context (one per context: tests run several apps in one process). */
export function executorOf(ctx: AppContext): JobExecutor {
  let executor = executors.get(ctx);
  if (!executor) {
    executor = new JobExecutor(ctx, { leaseMs: ctx.config.jobLeaseMs, log: silent });
    executors.set(ctx, executor);
  }
  return executor;
}

export class JobExecutor {
  /** Names the worker in `locked_by` (host, process, instance). */
  readonly workerId = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  private readonly running = new Map<number, { controller: AbortController; done: Promise<void> }>();
  private stopping = false;

  constructor(
    private readonly ctx: AppContext,
    public options: ExecutorOptions,
  ) {}

  /** Jobs running here now. */
  get size(): number {
    return this.running.size;
  }

  /** Whether it is stopping (no job starts meanwhile). */
  get closed(): boolean {
    return this.stopping;
  }

  /** Claims one queued job by id and starts it here; false when another process took it first. */
  async claimAndStart<P>(kind: JobKind<P>, id: number): Promise<boolean> {
    if (this.stopping) return false;
    const row = await repo.claimById(this.ctx.db, id, this.workerId, this.options.leaseMs);
    if (!row) return false;
    this.start(kind, row);
    return true;
  }

  /** Starts a claimed job; answers the promise of its end (never rejects). */
  start<P>(kind: JobKind<P>, row: repo.JobRow): Promise<void> {
    const controller = new AbortController();
    const done = this.execute(kind, row, controller).finally(() => this.running.delete(row.id));
    this.running.set(row.id, { controller, done });
    return done;
  }

  /** Resolves when the jobs running now have ended. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()].map((r) => r.done));
  }

  /**
   * Interrupts the running jobs and gives them back to the queue for another worker; no job starts here until
   * they are (a process shutting down, or a test's worker loop ending).
   */
  async stop(): Promise<void> {
    this.stopping = true;
    try {
      for (const { controller } of this.running.values()) controller.abort("shutdown" satisfies StopReason);
      await this.idle();
    } finally {
      this.stopping = false;
    }
  }

  private async execute<P>(kind: JobKind<P>, row: repo.JobRow, controller: AbortController) {
    const { ctx } = this;
    const attempt = row.attempts;
    const started = performance.now();
    let fraction = 0;
    let completed = false;
    let outcome: AttemptOutcome = "lost";
    const job: ClaimedJob<P> = {
      id: row.id,
      payload: row.payload as P,
      attempt,
      signal: controller.signal,
      progress: (f) => {
        fraction = Math.min(1, Math.max(0, f));
      },
      complete: async (effect, failed) => {
        const ok = await completeWith(ctx, row.id, attempt, effect, failed);
        if (ok) outcome = failed === undefined ? "done" : "failed";
        completed ||= ok;
        return ok;
      },
    };
    let renewing = false;
    const beat = async () => {
      if (renewing || controller.signal.aborted) return;
      renewing = true;
      try {
        const held = await repo.renewLease(ctx.db, row.id, attempt, this.options.leaseMs, fraction);
        if (!held && !completed) controller.abort("lease lost" satisfies StopReason);
      } catch (err) {
        this.options.log.warn({ err, job: row.id }, "job heartbeat failed");
      } finally {
        renewing = false;
      }
    };
    const timer = setInterval(() => void beat(), Math.max(50, Math.floor(this.options.leaseMs / 3)));
    const release = async () => {
      if (await repo.releaseJob(ctx.db, row.id, attempt)) outcome = "released";
    };
    try {
      await kind.run(ctx, job);
      if (controller.signal.reason === "shutdown" && !completed) await release();
      else if (!completed) await job.complete();
    } catch (err) {
      const reason = controller.signal.reason as StopReason | undefined;
      if (reason === "shutdown") await release().catch(() => undefined);
      else if (reason !== "lease lost") outcome = await this.failed(kind, row, attempt, err);
    } finally {
      clearInterval(timer);
      const ended = { kind: kind.kind, outcome, ms: performance.now() - started };
      for (const listener of listeners) listener(ended);
    }
  }

  private async failed<P>(
    kind: JobKind<P>,
    row: repo.JobRow,
    attempt: number,
    err: unknown,
  ): Promise<AttemptOutcome> {
    const error = err instanceof Error ? err.message : String(err);
    this.options.log.warn({ err, job: row.id, kind: kind.kind, attempt }, "job attempt failed");
    try {
      const outcome = await repo.failAttempt(
        this.ctx.db,
        row.id,
        attempt,
        error,
        (kind.retryDelayMs ?? retryDelayMs)(attempt),
      );
      if (outcome === "failed")
        await kind.failed?.(this.ctx, { id: row.id, payload: row.payload as P, error });
      return outcome;
    } catch (failure) {
      this.options.log.warn({ err: failure, job: row.id }, "job failure not recorded");
      return "lost";
    }
  }
}

/** The completion transaction: the job's row first (it locks it), then the job's own effect. */
async function completeWith(
  ctx: AppContext,
  id: number,
  attempt: number,
  effect: ((tx: Tx) => Promise<unknown>) | undefined,
  failed: string | undefined,
): Promise<boolean> {
  return ctx.db
    .transaction(async (tx) => {
      const outcome =
        failed === undefined ? { state: "done" as const } : { state: "failed" as const, error: failed };
      if (!(await repo.finishJob(tx, id, attempt, outcome))) return false;
      if (effect && (await effect(tx)) === false) tx.rollback();
      return true;
    })
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) return false;
      throw err;
    });
}
