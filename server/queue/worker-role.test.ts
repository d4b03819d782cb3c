import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../db/schema";
import { type AutoScheduleWorld, autoScheduleWorld } from "../modules/auto-schedule/auto-schedule.fixture";
import { autoScheduleJob } from "../modules/auto-schedule/auto-schedule.job";
import { startTestApp, type TestApp } from "../test/harness";
import { executorOf, JobExecutor, type JobKind } from "./executor";
import { heavyKinds } from "./kinds";
import { eventually, sleep, startWorkerContext, type WorkerContext } from "./queue.fixture";
import * as repo from "./queue.repository";

/**
 * The heavy jobs with ROLE=web: started through the web app's API, run by a worker context (another connection
 * pool on PostgreSQL), followed and stopped through the web app's API as the host's page does. A worker that dies
 * mid-run leaves the run to the next worker, which publishes one draft.
 */
let t: TestApp;
let w: AutoScheduleWorld;
let worker: WorkerContext;

beforeAll(async () => {
  t = await startTestApp({ ROLE: "web" });
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await autoScheduleWorld(t);
  await t.ctx.db.update(s.subEvents).set({ placeMode: "pooled" }).where(eq(s.subEvents.id, w.s1.id));
  await t.ctx.db.insert(s.places).values({ subEventId: w.s1.id, name: "A-07", zone: "Hall A" });
  worker = await startWorkerContext(t);
});
afterAll(async () => {
  await worker.close();
  await t.close();
});

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  t.call({ method, url, token: w.host.token, ...(payload ? { payload } : {}) });
const startRun = () => call("POST", `/api/host/subEvents/${w.s1.id}/matching/runs`, { mode: "normal" });
const runOf = async (id: number) => (await call("GET", `/api/host/matching/runs/${id}`)).json();
const jobOfRun = async (id: number) =>
  (
    await t.ctx.db
      .select()
      .from(s.jobs)
      .where(eq(s.jobs.key, `auto-schedule:${id}`))
  )[0]!;

/** Polls the run through the web API until it ends, as the page does; answers what it saw and the end. */
async function follow(id: number) {
  const seen: { phase: string; progress: number }[] = [];
  const end = await eventually(async () => {
    const run = await runOf(id);
    seen.push({ phase: run.phase, progress: run.progress });
    return run.status !== "running" && run;
  }, 60_000);
  return { seen, end };
}

describe("heavy jobs with ROLE=web", () => {
  it("a run started through the web API waits for a worker; the worker runs it; the page sees progress and the draft", async () => {
    const started = await startRun();
    expect(started.statusCode, started.body).toBe(200);
    const id = started.json().id as number;
    expect(started.json()).toMatchObject({ status: "running", phase: "queued", progress: 0 });
    await sleep(300);
    // the web process ran nothing: the job waits in the queue, and the run is not taken for a dead one
    expect(await jobOfRun(id)).toMatchObject({ state: "queued", attempts: 0 });
    expect((await call("GET", `/api/host/subEvents/${w.s1.id}/matching/runs/latest`)).json()).toMatchObject({
      id,
      status: "running",
      phase: "queued",
    });
    const runner = worker.runner(heavyKinds, { pollMs: 50 });
    runner.start();
    const { seen, end } = await follow(id);
    expect(end).toMatchObject({ status: "draft", phase: "done", progress: 1 });
    expect(seen.every((x, i) => i === 0 || x.progress >= seen[i - 1]!.progress)).toBe(true);
    console.info(`the page saw: ${[...new Set(seen.map((x) => x.phase))].join(" → ")}`);
    const job = await eventually(async () => {
      const job = await jobOfRun(id);
      return job.state === "done" && job;
    });
    expect(job).toMatchObject({ attempts: 1, lockedBy: executorOf(worker.ctx).workerId });
    const drafts = await call("GET", `/api/host/matching/runs/${id}/meetings?size=200`);
    expect(drafts.json().content).toHaveLength(end.summary.newMeetings);
    await runner.stop();
  });

  it("a run stopped through the web API before any worker took it ends at once", async () => {
    const id = (await startRun()).json().id as number;
    const stopped = await call("POST", `/api/host/matching/runs/${id}/stop`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ status: "stopped" });
    expect(await jobOfRun(id)).toMatchObject({ state: "done", error: "cancelled", attempts: 0 });
    await worker.runner(heavyKinds).drain();
    expect(await runOf(id)).toMatchObject({ status: "stopped" });
  });

  it("a stop asked through the web API reaches a run another process holds (the stop flag in the run row)", async () => {
    const id = (await startRun()).json().id as number;
    // another worker holds the run's job (renewing its lease) when the host stops it
    const holder = (await repo.claimNext(t.ctx.db, ["auto-schedule"], "holder", 400))!;
    expect(holder.payload).toEqual({ runId: id });
    const renew = setInterval(() => void repo.renewLease(t.ctx.db, holder.id, 1, 400, 0.1), 100);
    const stopped = await call("POST", `/api/host/matching/runs/${id}/stop`);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ status: "running", stopRequested: true });
    // that worker dies; the next one takes the job and ends the run as stopped
    clearInterval(renew);
    await sleep(500);
    await worker.runner(heavyKinds, { leaseMs: 400 }).drain();
    expect(await runOf(id)).toMatchObject({ status: "stopped" });
    expect(await jobOfRun(id)).toMatchObject({ state: "done", attempts: 2 });
  });

  it("a worker killed mid-run: the next worker runs it again and one draft is written; the dead attempt's completion is refused", async () => {
    const id = (await startRun()).json().id as number;
    const dead = (await repo.claimNext(t.ctx.db, ["auto-schedule"], "killed-worker", 300))!;
    expect(dead).toMatchObject({ attempts: 1, payload: { runId: id } });
    await sleep(400);
    // attempt 2 by the worker and, at the same time, attempt 1 coming back to life (a stalled process resuming)
    const zombie = new JobExecutor(worker.ctx, { leaseMs: 60_000, log: { warn: () => undefined } });
    const zombieCompletions: boolean[] = [];
    const watched: JobKind<{ runId: number }> = {
      ...autoScheduleJob,
      run: (ctx, job) =>
        autoScheduleJob.run(ctx, {
          ...job,
          complete: async (effect, failed) => {
            const ok = await job.complete(effect, failed);
            zombieCompletions.push(ok);
            return ok;
          },
        }),
    };
    const late = zombie.start(watched as JobKind<never>, dead);
    const runner = worker.runner(heavyKinds, { leaseMs: 300 });
    await runner.drain();
    await late;
    const { end } = await follow(id);
    expect(end).toMatchObject({ status: "draft" });
    const [job] = await t.ctx.db.select().from(s.jobs).where(eq(s.jobs.id, dead.id));
    expect(job).toMatchObject({ state: "done", attempts: 2 });
    const rows = await t.ctx.db.select().from(s.autoScheduleDrafts).where(eq(s.autoScheduleDrafts.runId, id));
    expect(rows).toHaveLength(end.summary.newMeetings);
    // the dead attempt ran to its end too, and every completion it tried was refused
    expect(zombieCompletions.length).toBeGreaterThan(0);
    expect(zombieCompletions.every((ok) => !ok)).toBe(true);
    expect(await repo.finishJob(t.ctx.db, dead.id, 1, { state: "done" })).toBe(false);
    const published = await call("POST", `/api/host/matching/runs/${id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().outcome.published).toBe(end.summary.newMeetings);
  });

  it("a run waiting in the queue for minutes is not taken for dead; one whose worker's lease ran out long ago is", async () => {
    const id = (await startRun()).json().id as number;
    const minutesAgo = new Date(Date.now() - 5 * 60_000);
    const age = () =>
      t.ctx.db.update(s.autoScheduleRuns).set({ updatedAt: minutesAgo }).where(eq(s.autoScheduleRuns.id, id));
    await age();
    const latest = () => call("GET", `/api/host/subEvents/${w.s1.id}/matching/runs/latest`);
    expect((await latest()).json()).toMatchObject({ id, status: "running", phase: "queued" });
    // a worker took it and died; nobody took it again (no worker left) for minutes
    const job = (await repo.claimNext(t.ctx.db, ["auto-schedule"], "killed-worker", 60_000))!;
    await t.ctx.db.update(s.jobs).set({ lockedUntil: minutesAgo }).where(eq(s.jobs.id, job.id));
    await age();
    expect((await latest()).json()).toMatchObject({ id, status: "failed", error: "interrupted" });
    // the job, claimed again later, finds the run ended and completes without writing anything
    await worker.runner(heavyKinds).drain();
    expect(await repo.findJob(t.ctx.db, job.id)).toMatchObject({ state: "done", attempts: 2 });
    expect(await runOf(id)).toMatchObject({ status: "failed", summary: null });
  });

  it("a PDF started through the web API is made by the worker; the console sees its state and downloads it", async () => {
    const started = await t.call({
      method: "POST",
      url: `/api/host/events/${w.event.id}/prints`,
      token: w.host.token,
      payload: { kind: "tableCards", subEventId: w.s1.id },
    });
    expect(started.statusCode, started.body).toBe(201);
    const jobId = started.json().id as number;
    expect(started.json()).toMatchObject({ status: "running", done: 0, downloadUrl: null });
    const [queued] = await t.ctx.db
      .select()
      .from(s.jobs)
      .where(eq(s.jobs.key, `print:${jobId}`));
    expect(queued).toMatchObject({ state: "queued", kind: "print" });
    await worker.runner(heavyKinds).drain();
    const list = (
      await t.call({
        method: "GET",
        url: `/api/host/events/${w.event.id}/prints`,
        token: w.host.token,
      })
    ).json() as { id: number; status: string; downloadUrl: string | null }[];
    const made = list.find((j) => j.id === jobId)!;
    expect(made.status).toBe("done");
    const pdf = await t.call({ method: "GET", url: made.downloadUrl! });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });
});
