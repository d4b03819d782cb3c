/**
 * Runs the matching engine on an instance in a worker thread: scoring, scheduling and the independent feasibility
 * check, off the server's event loop. The thread starts before its instance is ready and receives it as the first
 * message. The schedule is sent before the check runs, its verdict after. Progress goes to the parent about every
 * 200 ms; the parent stops a run by terminating the thread. HiGHS (the scheduler's MIP solver for its exact
 * three-slot re-solves when slots bind) loads while the instance is on its way.
 */
import { parentPort, workerData } from "node:worker_threads";
import {
  checkSchedule,
  type Instance,
  instanceToSchedulerInput,
  scheduleSync,
} from "../../../shared/matching";
import { loadHighsBlockSolver } from "../../../shared/matching/highs-solver";
import type { BlockSolver } from "../../../shared/matching/types";
import type { EngineMessage, EngineRequest } from "./engine";

const post = (message: EngineMessage) => parentPort!.postMessage(message);
const since = (t0: number) => Math.round((performance.now() - t0) * 10) / 10;
/** Milliseconds since the parent created the thread (both clocks on the epoch). */
const sinceSpawn = () =>
  Math.round(performance.timeOrigin + performance.now() - (workerData as { spawnedAt: number }).spawnedAt);
const bootMs = sinceSpawn();

const solver = loadHighsBlockSolver();

function schedule(instance: Instance, blockSolver: BlockSolver | undefined): void {
  try {
    let t0 = performance.now();
    post({ type: "progress", phase: "scoring", fraction: 0 });
    // Packed: the candidate pairs as typed columns (millions on a large event; no object each, far less to collect).
    const input = instanceToSchedulerInput(instance, { packed: true });
    const scoringMs = since(t0);
    let last = 0;
    const result = scheduleSync(input, {
      ...(blockSolver ? { blockSolver } : {}),
      onProgress: (p) => {
        const now = performance.now();
        if (now - last < 200 && p.phase !== "done") return;
        last = now;
        post({ type: "progress", phase: p.phase, fraction: p.fraction, meetings: p.meetings });
      },
    });
    result.stats.timings = { boot: bootMs, scoring: scoringMs, ...result.stats.timings };
    // The schedule goes first, so that the parent writes the draft while the check runs here.
    post({
      type: "scheduled",
      result,
      candidatePairs: input.pairs.length + (input.packedPairs?.length ?? 0),
    });
    t0 = performance.now();
    const check = checkSchedule(input, result.meetings);
    post({
      type: "checked",
      violations: check.violations.length,
      checkMs: since(t0),
      peakRss: process.memoryUsage().rss,
    });
  } catch (err) {
    post({ type: "error", message: err instanceof Error ? err.message : String(err) });
  }
}

parentPort!.once("message", (request: EngineRequest) => {
  // without the solver (its WebAssembly failed to load) the engine still schedules, stopping at its search's end
  solver.then(
    (s) => schedule(request.instance, s),
    () => schedule(request.instance, undefined),
  );
});
