import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../db/schema";
import { startTestApp, type TestApp } from "../test/harness";
import { type AttemptOutcome, type ClaimedJob, executorOf, type JobKind, onAttemptEnded } from "./executor";
import { enqueue, runHere } from "./launch";
import { eventually, sleep, startWorkerContext, type WorkerContext } from "./queue.fixture";
import * as repo from "./queue.repository";

/**
 * The job queue on a real database (PGlite; PostgreSQL with TEST_DB=pg, where the worker has its own pool): a
 * web process (ROLE=web) enqueues, a worker context claims and runs; racing workers take each job once; a worker
 * that dies loses its job when its lease runs out, and its late completion is refused; a shutdown gives jobs back.
 * Each job's effect is a row written in the transaction that completes it (`effect:<job id>`, a primary key), so
 * a job completed twice would fail the test.
 */
let t: TestApp;
let worker: WorkerContext;
/** How attempts ended, per kind (what the metrics observe). */
const outcomes = new Map<string, AttemptOutcome[]>();
const unsubscribe = onAttemptEnded(({ kind, outcome }) =>
  outcomes.set(kind, [...(outcomes.get(kind) ?? []), outcome]),
);

beforeAll(async () => {
  t = await startTestApp({ ROLE: "web" });
  worker = await startWorkerContext(t);
});
afterAll(async () => {
  unsubscribe();
  await worker.close();
  await t.close();
});

type Payload = { n: number };

/** A kind whose attempts wait for `gate` (when given), then write their effect with the completion. */
function countingKind(name: string, options: Partial<JobKind<Payload>> & { gate?: Promise<void> } = {}) {
  const runs: { id: number; attempt: number; worker: string }[] = [];
  const kind: JobKind<Payload> = {
    kind: name,
    async run(ctx, job) {
      runs.push({ id: job.id, attempt: job.attempt, worker: executorOf(ctx).workerId });
      await (options.gate ?? sleep(5));
      await job.complete((tx) => tx.insert(s.appSettings).values({ key: `effect:${job.id}`, value: name }));
    },
    ...options,
  };
  return { kind, runs };
}

const effects = async (name: string) =>
  (await t.ctx.db.select().from(s.appSettings).where(like(s.appSettings.key, "effect:%"))).filter(
    (e) => e.value === name,
  );

describe("the job queue", () => {
  it("a web process enqueues and does not run; a worker claims the job and runs it once", async () => {
    const { kind, runs } = countingKind("once");
    const job = await enqueue(t.ctx.db, kind, { n: 1 });
    expect(await runHere(t.ctx, kind, job.id)).toBe(false); // ROLE=web
    expect((await repo.findJob(t.ctx.db, job.id))!.state).toBe("queued");
    await worker.runner([kind] as JobKind<never>[]).drain();
    const done = (await repo.findJob(t.ctx.db, job.id))!;
    expect(done).toMatchObject({ state: "done", attempts: 1, progress: 1 });
    expect(done.lockedBy).toBe(executorOf(worker.ctx).workerId);
    expect(runs).toHaveLength(1);
    expect(await effects("once")).toHaveLength(1);
    expect(outcomes.get("once")).toEqual(["done"]);
  });

  it("two workers racing claim each job once", async () => {
    const { kind, runs } = countingKind("race");
    const ids = [];
    for (let n = 0; n < 24; n++) ids.push((await enqueue(t.ctx.db, kind, { n })).id);
    const kinds = [kind] as JobKind<never>[];
    const web = new (await import("./runner")).JobRunner(t.ctx, kinds, { concurrency: 3 });
    await Promise.all([web.drain(), worker.runner(kinds, { concurrency: 3 }).drain()]);
    expect(runs.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
    expect(await effects("race")).toHaveLength(ids.length);
    for (const id of ids)
      expect(await repo.findJob(t.ctx.db, id)).toMatchObject({ state: "done", attempts: 1 });
    console.info(`race: ${new Set(runs.map((r) => r.worker)).size} workers took the 24 jobs`);
  });

  it("the heartbeat keeps a long job's lease: nobody else claims it while it runs", async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    const { kind, runs } = countingKind("long", { gate });
    const job = await enqueue(t.ctx.db, kind, { n: 1 });
    const first = worker.runner([kind] as JobKind<never>[], { leaseMs: 300 });
    await first.tick();
    // three leases long: another worker polling all along finds nothing to claim
    for (let i = 0; i < 9; i++) {
      expect(await repo.claimNext(t.ctx.db, ["long"], "other", 300)).toBeUndefined();
      await sleep(100);
    }
    open();
    await executorOf(worker.ctx).idle();
    expect(await repo.findJob(t.ctx.db, job.id)).toMatchObject({ state: "done", attempts: 1 });
    expect(runs).toHaveLength(1);
  });

  it("a worker that dies loses the job when its lease runs out; the next completes it once, the dead one's completion is refused", async () => {
    const { kind, runs } = countingKind("lease");
    const job = await enqueue(t.ctx.db, kind, { n: 1 });
    // the first worker claims and dies at once (kill -9: no heartbeat, no completion, no clean-up)
    const dead = (await repo.claimNext(t.ctx.db, ["lease"], "dead-worker", 300))!;
    expect(dead).toMatchObject({ id: job.id, attempts: 1, state: "running" });
    expect(await repo.claimNext(t.ctx.db, ["lease"], "early", 300)).toBeUndefined();
    await sleep(400);
    await worker.runner([kind] as JobKind<never>[], { leaseMs: 300 }).drain();
    expect(await repo.findJob(t.ctx.db, job.id)).toMatchObject({ state: "done", attempts: 2 });
    expect(runs).toEqual([expect.objectContaining({ id: job.id, attempt: 2 })]);
    // the dead worker's writes, arriving late, change nothing
    expect(await repo.renewLease(t.ctx.db, job.id, 1, 300, 0.5)).toBe(false);
    expect(await repo.finishJob(t.ctx.db, job.id, 1, { state: "failed", error: "late" })).toBe(false);
    expect(await repo.findJob(t.ctx.db, job.id)).toMatchObject({ state: "done", error: "" });
    expect(await effects("lease")).toHaveLength(1);
  });

  it("a running attempt whose lease was taken is told (its signal) and cannot complete", async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => {
      open = r;
    });
    let claimed: ClaimedJob<Payload> | undefined;
    const { kind } = countingKind("stolen", { gate });
    const run = kind.run;
    kind.run = (ctx, job) => {
      claimed = job;
      return run(ctx, job);
    };
    const job = await enqueue(t.ctx.db, kind, { n: 1 });
    await worker.runner([kind] as JobKind<never>[], { leaseMs: 300 }).tick();
    // the worker stalls past its lease (a pause, a lost connection) and another claims the job meanwhile
    await t.ctx.db
      .update(s.jobs)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(s.jobs.id, job.id));
    expect(await repo.claimNext(t.ctx.db, ["stolen"], "thief", 60_000)).toMatchObject({ attempts: 2 });
    await eventually(async () => claimed?.signal.aborted);
    expect(claimed!.signal.reason).toBe("lease lost");
    open();
    await executorOf(worker.ctx).idle();
    expect(await repo.findJob(t.ctx.db, job.id)).toMatchObject({
      state: "running",
      attempts: 2,
      lockedBy: "thief",
    });
    expect(await effects("stolen")).toHaveLength(0);
    expect(outcomes.get("stolen")).toEqual(["lost"]);
  });

  it("an attempt that throws is retried; the last one fails the job and tells its row", async () => {
    const failed: string[] = [];
    let calls = 0;
    const flaky: JobKind<Payload> = {
      kind: "flaky",
      maxAttempts: 2,
      retryDelayMs: () => 0,
      async run() {
        calls++;
        throw new Error(`boom ${calls}`);
      },
      async failed(_ctx, job) {
        failed.push(job.error);
      },
    };
    const job = await enqueue(t.ctx.db, flaky, { n: 1 });
    await worker.runner([flaky] as JobKind<never>[]).drain();
    expect(calls).toBe(2);
    expect(await repo.findJob(t.ctx.db, job.id)).toMatchObject({
      state: "failed",
      attempts: 2,
      error: "boom 2",
    });
    expect(failed).toEqual(["boom 2"]);
    expect(outcomes.get("flaky")).toEqual(["retry", "failed"]);
  });

  it("a worker that dies on the last attempt: the job fails for good and its row is told", async () => {
    const failed: number[] = [];
    const { kind, runs } = countingKind("exhausted", {
      maxAttempts: 1,
      async failed(_ctx, job) {
        failed.push(job.id);
      },
    });
    const job = await enqueue(t.ctx.db, kind, { n: 1 });
    await repo.claimNext(t.ctx.db, ["exhausted"], "dead-worker", 200);
    await sleep(300);
    await worker.runner([kind] as JobKind<never>[]).drain();
    expect(runs).toHaveLength(0);
    expect(await repo.findJob(t.ctx.db, job.id)).toMatchObject({ state: "failed", attempts: 1 });
    expect(failed).toEqual([job.id]);
  });

  it("a worker shutting down gives its running job back to the queue, uncounted; another runs it", async () => {
    const seen: string[] = [];
    const patient: JobKind<Payload> = {
      kind: "patient",
      async run(_ctx, job) {
        await new Promise((resolve) => job.signal.addEventListener("abort", resolve));
        seen.push(String(job.signal.reason));
        throw new Error("interrupted");
      },
    };
    const job = await enqueue(t.ctx.db, patient, { n: 1 });
    const leaving = await startWorkerContext(t);
    await leaving.runner([patient] as JobKind<never>[]).tick();
    expect(await repo.findJob(t.ctx.db, job.id)).toMatchObject({ state: "running", attempts: 1 });
    await leaving.close();
    expect(seen).toEqual(["shutdown"]);
    expect(outcomes.get("patient")).toEqual(["released"]);
    expect(await repo.findJob(t.ctx.db, job.id)).toMatchObject({
      state: "queued",
      attempts: 0,
      lockedUntil: null,
    });
    const { kind, runs } = countingKind("patient");
    await worker.runner([kind] as JobKind<never>[]).drain();
    expect(runs).toEqual([expect.objectContaining({ id: job.id, attempt: 1 })]);
  });
});
