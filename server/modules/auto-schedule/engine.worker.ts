/**
 * Runs the matching engine on an instance in a worker thread: scoring, scheduling and the independent feasibility
 * check, off the server's event loop. Progress goes to the parent about every 200 ms; the parent stops a run by
 * terminating the thread.
 */
import { parentPort, workerData } from "node:worker_threads";
import {
  checkSchedule,
  type Instance,
  instanceToSchedulerInput,
  scheduleSync,
} from "../../../shared/matching";
import type { EngineMessage } from "./engine";

const post = (message: EngineMessage) => parentPort!.postMessage(message);
const { instance } = workerData as { instance: Instance; entry: string };

try {
  const t0 = performance.now();
  post({ type: "progress", phase: "scoring", fraction: 0 });
  const input = instanceToSchedulerInput(instance);
  const scoringMs = performance.now() - t0;
  let last = 0;
  const result = scheduleSync(input, {
    onProgress: (p) => {
      const now = performance.now();
      if (now - last < 200 && p.phase !== "done") return;
      last = now;
      post({ type: "progress", phase: p.phase, fraction: p.fraction, meetings: p.meetings });
    },
  });
  const check = checkSchedule(input, result.meetings);
  result.stats.timings = { scoring: Math.round(scoringMs * 10) / 10, ...result.stats.timings };
  post({
    type: "done",
    result,
    violations: check.violations.length,
    candidatePairs: input.pairs.length,
    peakRss: process.memoryUsage().rss,
  });
} catch (err) {
  post({ type: "error", message: err instanceof Error ? err.message : String(err) });
}
