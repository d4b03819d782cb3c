/**
 * The engine alone on the generator's instance (no database): scoring, schedule and the independent check, with
 * each phase's time and the peak RSS. For profiling the large event (issue 22, part 2):
 *
 *   BENCH_PER_SIDE=7500 node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/matching/engine-alone.ts
 *
 * Environment: BENCH_PER_SIDE (7500), BENCH_SEED (1), BENCH_MODE (normal | tight), BENCH_INSTANCE (an instance
 * file written by `BENCH_DUMP` of bench/autoschedule/run-phase.ts, instead of the generator's).
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { checkSchedule, type Instance, instanceToSchedulerInput, scheduleSync } from "../../shared/matching";
import { loadHighsBlockSolver } from "../../shared/matching/highs-solver";
import { generateInstance } from "./generate";

const env = process.env;
const perSide = Number(env.BENCH_PER_SIDE ?? 7500);
const seed = Number(env.BENCH_SEED ?? 1);
const mode = env.BENCH_MODE === "tight" ? "tight" : "normal";
let peak = 0;
const sample = () => {
  peak = Math.max(peak, process.memoryUsage().rss);
};
const timer = setInterval(sample, 50);
timer.unref();
const log = (message: string) => process.stdout.write(`${message}\n`);
log(`engine alone, ${perSide} x ${perSide}, seed ${seed}, mode ${mode}, load ${loadavg()[0]!.toFixed(2)}`);
const t0 = performance.now();
const instance = env.BENCH_INSTANCE
  ? (JSON.parse(readFileSync(env.BENCH_INSTANCE, "utf8")) as Instance)
  : generateInstance({ perSide, seed, mode });
log(`generate ${Math.round(performance.now() - t0)} ms`);
// as the product's worker: HiGHS loaded before the instance arrives, for the three-slot re-solves
const blockSolver = await loadHighsBlockSolver();
const t1 = performance.now();
const cpu0 = process.cpuUsage();
// as the product's worker does: packed pairs (BENCH_PACKED=0: one object per pair, as before)
const input = instanceToSchedulerInput(instance, { packed: env.BENCH_PACKED !== "0" });
const scoringMs = Math.round(performance.now() - t1);
const result = scheduleSync(input, { blockSolver, onProgress: () => sample() });
result.stats.timings = { scoring: scoringMs, ...result.stats.timings };
const engineMs = Math.round(performance.now() - t1);
const cpu = process.cpuUsage(cpu0);
const engineCpuMs = Math.round((cpu.user + cpu.system) / 1000);
const t2 = performance.now();
const check = checkSchedule(input, result.meetings);
const checkMs = Math.round(performance.now() - t2);
sample();
const s = result.stats;
log(
  `engine ${engineMs} ms (CPU ${engineCpuMs} ms), check ${checkMs} ms, pairs ${input.pairs.length + (input.packedPairs?.length ?? 0)}, meetings ${result.meetings.length}, ` +
    `score ${s.totalScore} / selection ${s.selectionScore}, violations ${check.violations.length}, peak RSS ${Math.round(peak / 2 ** 20)} MB, load ${loadavg()[0]!.toFixed(2)}`,
);
log(`timings ${JSON.stringify(s.timings)}`);
