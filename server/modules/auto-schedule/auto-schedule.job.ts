/**
 * One run of automatic scheduling, in the background of the process that started it: build the instance from the
 * database, run the engine in a worker thread, write the draft. Progress is written to the run every half second
 * (any process can show it) and doubles as a heartbeat; the same write reads the stop flag, so a stop asked through
 * any process ends the run.
 */
import { TransactionRollbackError } from "drizzle-orm";
import { requestedPairs, type ScheduleResult } from "../../../shared/matching";
import type { AppContext } from "../../context";
import { buildSubEventInstance, type SubEventInstance } from "./auto-schedule.instance";
import * as repo from "./auto-schedule.repository";
import { type EngineOutput, EngineStopped, startEngine } from "./engine";

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
  return runningOf(ctx).get(runId)?.done ?? Promise.resolve();
}

/** Starts the run in the background; errors end it as failed. */
export function launch(ctx: AppContext, run: repo.RunRow): void {
  const controller = new AbortController();
  const running = runningOf(ctx);
  const done = execute(ctx, run, controller).finally(() => running.delete(run.id));
  running.set(run.id, { controller, done });
}

async function execute(ctx: AppContext, run: repo.RunRow, controller: AbortController): Promise<void> {
  let phase = "instance";
  let fraction = 0;
  let writing = false;
  const beat = async () => {
    if (writing) return;
    writing = true;
    try {
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
    const written = await writeDraft(ctx, run, built, out, timings, () => Math.round(performance.now() - t0));
    if (!written) throw new EngineStopped();
    await repo.discardDrafts(ctx.db, run.subEventId, run.id);
  } catch (err) {
    if (err instanceof EngineStopped) await repo.finishRun(ctx.db, run.id, { status: "stopped" });
    else
      await repo.finishRun(ctx.db, run.id, {
        status: "failed",
        error: err instanceof Error ? err.message.slice(0, 500) : String(err),
      });
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

/** Writes the draft and ends the run as draft in one transaction; false when the run was stopped meanwhile. */
async function writeDraft(
  ctx: AppContext,
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
  return ctx.db
    .transaction(async (tx) => {
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
      const ok = await repo.finishRun(tx, run.id, { status: "draft", summary });
      if (!ok) tx.rollback();
      return ok;
    })
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) return false;
      throw err;
    });
}
