/**
 * The worker loop: every `pollMs` (and at once when a job ends) it fails the jobs whose worker died on their last
 * attempt, then claims jobs of its kinds up to its concurrency and runs them through the context's executor.
 */
import type { AppContext } from "../context";
import { executorOf, type JobKind } from "./executor";
import * as repo from "./queue.repository";

export interface RunnerOptions {
  concurrency?: number;
  pollMs?: number;
  /** Overrides the configured lease (tests use short ones). */
  leaseMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

export class JobRunner {
  private readonly byKind: Map<string, JobKind<never>>;
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<number>;
  private stopped = false;
  readonly concurrency: number;
  readonly pollMs: number;

  constructor(
    private readonly ctx: AppContext,
    kinds: readonly JobKind<never>[],
    private readonly options: RunnerOptions = {},
  ) {
    this.byKind = new Map(kinds.map((k) => [k.kind, k]));
    this.concurrency = options.concurrency ?? ctx.config.jobConcurrency;
    this.pollMs = options.pollMs ?? ctx.config.jobPollMs;
    const executor = executorOf(ctx);
    if (options.leaseMs) executor.options.leaseMs = options.leaseMs;
    if (options.log) executor.options.log = options.log;
  }

  /** Polls until stopped. */
  start(): void {
    const loop = () => {
      if (this.stopped) return;
      void this.tick()
        .catch((err) => this.options.log?.warn({ err }, "job queue poll failed"))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, this.pollMs);
        });
    };
    loop();
  }

  /**
   * One poll: fails exhausted jobs, then claims and starts jobs while there is room; answers how many started.
   * Polls never overlap.
   */
  tick(): Promise<number> {
    this.ticking ??= this.poll().finally(() => {
      this.ticking = undefined;
    });
    return this.ticking;
  }

  private async poll(): Promise<number> {
    const executor = executorOf(this.ctx);
    const kinds = [...this.byKind.keys()];
    for (const row of await repo.failExhausted(this.ctx.db, kinds)) {
      await this.byKind
        .get(row.kind)
        ?.failed?.(this.ctx, { id: row.id, payload: row.payload as never, error: row.error })
        .catch((err) => this.options.log?.warn({ err, job: row.id }, "job failure not recorded"));
    }
    let started = 0;
    while (!this.stopped && !executor.closed && executor.size < this.concurrency) {
      const row = await repo.claimNext(this.ctx.db, kinds, executor.workerId, executor.options.leaseMs);
      if (!row) break;
      started++;
      // a job that ends makes room: look for the next one at once
      void executor.start(this.byKind.get(row.kind)!, row).then(() => {
        if (!this.stopped) void this.tick().catch(() => undefined);
      });
    }
    return started;
  }

  /** Runs jobs until none is claimable and none runs here (tests and one-off commands). */
  async drain(): Promise<void> {
    const executor = executorOf(this.ctx);
    for (;;) {
      const started = await this.tick();
      if (started === 0 && executor.size === 0) return;
      await executor.idle();
    }
  }

  /** Stops polling; the running jobs are interrupted and given back to the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking?.catch(() => undefined);
    await executorOf(this.ctx).stop();
  }
}
