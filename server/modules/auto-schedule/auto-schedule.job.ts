/**
 * One run of automatic scheduling, as a job of the queue (server/queue): the process that claims it (a worker, or
 * the `npm start` process) builds the instance from the database, runs the engine in a worker thread and writes
 * the draft. Progress is written to the run every half second (any process can show it) and doubles as a
 * heartbeat; the same write reads the stop flag, so a stop asked through any process ends the run. The draft and
 * the run's end are written in the transaction that completes the job, guarded by the attempt: a run retried after
 * its worker died publishes one draft.
 */
import { requestedPairs, type ScheduleResult } from "../../../shared/matching";
import type { AppContext } from "../../context";
import type { ClaimedJob, JobKind } from "../../queue/executor";
import { runHere } from "../../queue/launch";
import { buildSubEventInstance, type SubEventInstance } from "./auto-schedule.instance";
import * as repo from "./auto-schedule.repository";
import { type EngineOutput, EngineStopped, startEngine } from "./engine";

type RunJob = ClaimedJob<{ runId: number }>;
type Running = Map<number, { controller: AbortController; done: Promise<void> }>;
/** The runs of this process, per database (run ids repeat across databases: several apps in one process). */
const runningBy = new WeakMap<object, Running>();
const PROGRESS_MS = 500;

function runningOf(ctx: Pick<AppContext, "db">): Running {
  let running = runningBy.get(ctx.db);
  if (!running) {
    running = new Map();
    runningBy.set(ctx.db, running);
  }
  return running;
}

/** Stops a run of this process at once (others see the stop flag at their next progress write). */
export function stopLocal(ctx: Pick<AppContext, "db">, runId: number): void {
  runningOf(ctx).get(runId)?.controller.abort();
}

/** Resolves when the run (if it runs in this process) has ended: tests and the benchmark wait with it. */
export function settled(ctx: Pick<AppContext, "db">, runId: number): Promise<void> {
  const done = runningOf(ctx).get(runId)?.done;
  return done
    ? done.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

/** The queue's kind of automatic scheduling runs (one job per run, keyed `auto-schedule:<run id>`). */
export const autoScheduleJob: JobKind<{ runId: number }> = {
  kind: "auto-schedule",
  maxAttempts: 3,
  async run(ctx, job) {
    const runId = job.payload.runId;
    const controller = new AbortController();
    const follow = () => controller.abort();
    job.signal.addEventListener("abort", follow);
    const running = runningOf(ctx);
    // registered before the first await: a process that claimed the job here can wait for it (settled)
    const done = attempt(ctx, runId, controller, job);
    running.set(runId, { controller, done });
    try {
      await done;
    } finally {
      job.signal.removeEventListener("abort", follow);
      if (running.get(runId)?.done === done) running.delete(runId);
    }
  },
  /** The last attempt's worker died: the run ends as failed, so that a new run may start. */
  async failed(ctx, job) {
    await repo.finishRun(ctx.db, job.payload.runId, { status: "failed", error: "interrupted" });
  },
};

/** Runs the run's job here when this process runs heavy jobs (ROLE=all or worker); a worker takes it otherwise. */
export async function launch(ctx: AppContext, jobId: number): Promise<void> {
  await runHere(ctx, autoScheduleJob, jobId);
}

async function attempt(ctx: AppContext, runId: number, controller: AbortController, job: RunJob) {
  const run = await repo.findRun(ctx.db, runId);
  // ended before a worker took it (stopped while queued, or failed as stale): the job just completes
  if (run?.status !== "running") return;
  if (run.stopRequested === "Y") {
    await job.complete((tx) => repo.finishRun(tx, run.id, { status: "stopped" }));
    return;
  }
  await execute(ctx, run, controller, job);
}

async function execute(ctx: AppContext, run: repo.RunRow, controller: AbortController, job: RunJob) {
  let phase = "instance";
  let fraction = 0;
  let writing = false;
  const beat = async () => {
    if (writing) return;
    writing = true;
    try {
      job.progress(fraction);
      const state = await repo.reportProgress(ctx.db, run.id, phase, fraction);
      if (!state.running || state.stop) controller.abort();
    } finally {
      writing = false;
    }
  };
  const timer = setInterval(() => void beat().catch(() => undefined), PROGRESS_MS);
  const timings: Record<string, number> = {};
  // The engine's thread starts while the instance is read from the database (its start is CPU, the read mostly
  // waiting); it is ended with the run if no instance comes.
  const engine = startEngine();
  try {
    let t0 = performance.now();
    const built = await buildSubEventInstance(ctx.db, run.subEventId, { mode: run.mode, now: ctx.now() });
    timings.instance = Math.round(performance.now() - t0);
    if (controller.signal.aborted) throw new EngineStopped();
    phase = "scoring";
    fraction = 0.05;
    t0 = performance.now();
    const out = await engine.run(built.instance, {
      signal: controller.signal,
      onProgress: (p, f) => {
        phase = p;
        fraction = 0.05 + 0.85 * f;
      },
    });
    timings.engine = Math.round(performance.now() - t0);
    phase = "draft";
    fraction = 0.92;
    t0 = performance.now();
    const written = await writeDraft(job, run, built, out, timings, () => Math.round(performance.now() - t0));
    if (!written) throw new EngineStopped();
  } catch (err) {
    // this attempt lost its job (lease lost, or the worker stops): the run is left to the next attempt
    if (job.signal.aborted) throw err;
    if (err instanceof EngineStopped)
      await job.complete((tx) => repo.finishRun(tx, run.id, { status: "stopped" }));
    else {
      const error = err instanceof Error ? err.message.slice(0, 500) : String(err);
      await job.complete((tx) => repo.finishRun(tx, run.id, { status: "failed", error }), error);
    }
  } finally {
    engine.cancel();
    clearInterval(timer);
  }
}

/** Figures of a schedule: the engine's result with only the fixed meetings (now) or all of it (after). */
function figures(result: ScheduleResult, built: SubEventInstance, onlyFixed: boolean) {
  const kept = onlyFixed ? result.meetings.filter((m) => m.fixed) : result.meetings;
  const met = new Set<string>();
  const pairs = new Set<string>();
  let totalScore = 0;
  for (const m of kept) {
    met.add(m.seller);
    met.add(m.buyer);
    pairs.add(`${m.seller}/${m.buyer}`);
    totalScore += m.score;
  }
  const requested = requestedPairs(built.instance).filter((r) => !r.excluded);
  return {
    meetings: kept.length,
    totalScore,
    participantsWithout: built.participants.size - met.size,
    requestedScheduled: requested.filter((r) => pairs.has(`${r.seller}/${r.buyer}`)).length,
  };
}

/** The engine's new (not fixed) meetings as the draft table's columns. */
function draftColumns(runId: number, built: SubEventInstance, result: ScheduleResult): repo.DraftColumns {
  const columns = {
    sellers: [] as number[],
    buyers: [] as number[],
    slot: [] as number[],
    score: [] as number[],
    interpreter: [] as (number | null)[],
  };
  for (const m of result.meetings) {
    if (m.fixed) continue;
    columns.sellers.push(Number(m.seller));
    columns.buyers.push(Number(m.buyer));
    columns.slot.push(m.slot);
    columns.score.push(Math.round(m.score));
    columns.interpreter.push(m.interpreter === undefined ? null : Number(m.interpreter));
  }
  return { runId, slots: built.slots, ...columns };
}

/**
 * Writes the draft and ends the run as draft in the transaction that completes the job (older drafts of the
 * sub-event are discarded with it); false when the run was stopped meanwhile or this attempt no longer holds the job.
 */
async function writeDraft(
  job: RunJob,
  run: repo.RunRow,
  built: SubEventInstance,
  out: EngineOutput,
  timings: Record<string, number>,
  draftMs: () => number,
): Promise<boolean> {
  const { result } = out;
  const drafts = draftColumns(run.id, built, result);
  const unscheduled = result.unscheduled.map((u) => ({
    runId: run.id,
    sellerApplicationId: Number(u.seller),
    buyerApplicationId: Number(u.buyer),
    reason: u.reason,
    side: u.side ?? null,
    cause: u.cause ?? null,
  }));
  const byReason: Record<string, number> = {};
  for (const u of result.unscheduled) byReason[u.reason] = (byReason[u.reason] ?? 0) + 1;
  timings.draftRows = draftMs();
  return job.complete(async (tx) => {
    await repo.insertDrafts(tx, drafts);
    timings.draftMeetings = draftMs();
    await repo.insertUnscheduled(tx, unscheduled);
    timings.draftUnscheduled = draftMs();
    // The engine's independent check ran meanwhile; its verdict goes into the summary before the commit.
    const verdict = await out.verdict;
    timings.check = verdict.checkMs;
    timings.checkWait = draftMs() - timings.draftUnscheduled;
    const summary = {
      slots: built.instance.slots,
      sellers: built.instance.sellers.length,
      buyers: built.instance.buyers.length,
      candidatePairs: out.candidatePairs,
      newMeetings: drafts.sellers.length,
      requestedPairs: result.stats.requestedPairs,
      before: figures(result, built, true),
      after: figures(result, built, false),
      unscheduled: byReason,
      violations: verdict.violations,
      timings: { ...timings, ...result.stats.timings, draft: draftMs() },
      peakRssMb: Math.round(verdict.peakRss / 2 ** 20),
      selectionScore: result.stats.selectionScore,
      ...(result.stats.interpreters ? { interpreters: result.stats.interpreters } : {}),
    };
    if (!(await repo.finishRun(tx, run.id, { status: "draft", summary }))) return false;
    await repo.discardDrafts(tx, run.subEventId, run.id);
    return true;
  });
}
