/**
 * npm run bench:matching [-- --sizes 200,2000,5000 --modes normal,tight --seed 1]
 * (modes normal-stress / tight-stress: a harder variant, everybody uncapped and 5 categories;
 * --slot-binding only|no: only / without the slot-binding table against the MIP optimum, see slot-binding-table.ts;
 * --repeat N runs each engine N times (default 3), interleaved, and reports the median time with
 * its min–max, flagged when the spread is too wide to trust)
 *
 * For each size and mode: generates the seeded instance, computes the upper bounds (cached under
 * bench/.cache/), then runs our engine and the greedy baseline, each in its own child process so
 * that time and peak memory are measured separately, checks both schedules with the independent
 * checker and prints a table.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkSchedule } from "../../shared/matching/feasibility";
import { loadHighsBlockSolver } from "../../shared/matching/highs-solver";
import { instanceToSchedulerInput } from "../../shared/matching/instance";
import { scheduleSync } from "../../shared/matching/scheduler";
import type { BlockSolver, InterpreterStats, SchedulingMode } from "../../shared/matching/types";
import { formatSummary, spreadWarning, summarize } from "../lib/stats";
import { relaxationGraph, upperBound } from "./bound";
import { GENERATOR_VERSION, generateInstance } from "./generate";
import { greedySchedule } from "./greedy";
import { withInterpreters } from "./interpreters";
import { SLOT_BINDING_VERSION } from "./slot-binding";
import { type SlotBindingJob, slotBindingInput, slotBindingTable } from "./slot-binding-table";

const here = dirname(fileURLToPath(import.meta.url));
const CACHE = join(here, "..", ".cache");
const BOUND_VERSION = 2;

interface JobResult {
  algo: "ours" | "greedy";
  ms: number;
  /** CPU time (user + system) of the run: the machine is shared, wall time can be inflated. */
  cpuMs: number;
  scoringMs: number;
  totalScore: number;
  meetings: number;
  withoutMeeting: number;
  violations: number;
  peakRssMB: number;
  instanceRssMB: number;
  timings?: Record<string, number>;
  interpreters?: InterpreterStats;
}

interface Bounds {
  weight: number;
  weightCertified: boolean;
  count: number;
  countCertified: boolean;
  /** Participants who cannot meet anybody (no candidate sharing a free slot, or no capacity). */
  isolated: number;
  ms: number;
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}

function rssMB(kb: number): number {
  return Math.round(kb / 1024);
}

/**
 * "normal" / "tight", or "normal-stress" / "tight-stress": everybody uncapped, 5 categories; "+interpreters" adds
 * languages and interpreters (./interpreters.ts).
 */
type ModeName = SchedulingMode | `${SchedulingMode}-stress` | `${SchedulingMode}+interpreters`;

function instanceFor(size: number, mode: ModeName, seed: number) {
  const [base, stress] = mode.split("-") as [SchedulingMode, string | undefined];
  return generateInstance({
    perSide: size,
    seed,
    mode: base,
    ...(stress ? { uncappedShare: 1, categories: 5 } : {}),
  });
}

/** One engine on a slot-binding instance (a child process: time and memory of that run alone). */
function runSlotBindingJob(
  perSide: number,
  slots: number,
  seed: number,
  algo: string,
  blockSolver: BlockSolver,
): SlotBindingJob {
  const input = slotBindingInput(perSide, slots, seed);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // "ours": the engine as the product runs it (with HiGHS for its three-slot re-solves); "search": without them
  const res =
    algo === "ours"
      ? scheduleSync(input, { seed, blockSolver })
      : algo === "search"
        ? scheduleSync(input, { seed })
        : null;
  const meetings = res ? res.meetings : greedySchedule(input).meetings;
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const check = checkSchedule(input, meetings);
  return {
    totalScore: check.totalScore,
    meetings: meetings.length,
    violations: check.violations.length,
    ms: Math.round(ms),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    peakRssMB: rssMB(process.resourceUsage().maxRSS),
    ...(res ? { timings: res.stats.timings } : {}),
  };
}

function runJob(size: number, mode: ModeName, seed: number, algo: string, blockSolver: BlockSolver): unknown {
  const plain = instanceFor(size, mode.replace("+interpreters", "") as ModeName, seed);
  const inst = mode.endsWith("+interpreters") ? withInterpreters(plain, seed) : plain;
  const instanceRssMB = Math.round(process.memoryUsage().rss / 2 ** 20);
  if (algo === "bound") {
    const input = instanceToSchedulerInput(inst);
    const t0 = performance.now();
    const w = upperBound(input);
    const c = upperBound(input, true);
    const g = relaxationGraph(input, true);
    const deg = new Int32Array(g.nL + g.nR);
    g.left.forEach((s, e) => {
      deg[s]!++;
      deg[g.nL + g.right[e]!]!++;
    });
    let isolated = 0;
    deg.forEach((d, v) => {
      if (d === 0 || g.cap[v] === 0) isolated++;
    });
    const bounds: Bounds = {
      weight: w.dual,
      weightCertified: w.certified,
      count: c.dual,
      countCertified: c.certified,
      isolated,
      ms: Math.round(performance.now() - t0),
    };
    return bounds;
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const input = instanceToSchedulerInput(inst);
  const scoringMs = performance.now() - t0;
  let meetings: { seller: string; buyer: string; slot: number; score: number }[];
  let timings: Record<string, number> | undefined;
  let interpreters: InterpreterStats | undefined;
  if (algo === "ours") {
    const res = scheduleSync(input, { blockSolver });
    meetings = res.meetings;
    timings = res.stats.timings;
    interpreters = res.stats.interpreters;
  } else {
    meetings = greedySchedule(input).meetings;
  }
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const peakRssMB = rssMB(process.resourceUsage().maxRSS);
  const check = checkSchedule(input, meetings);
  const met = new Set<string>();
  for (const m of meetings) {
    met.add(`S${m.seller}`);
    met.add(`B${m.buyer}`);
  }
  const result: JobResult = {
    algo: algo as JobResult["algo"],
    ms: Math.round(ms),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    scoringMs: Math.round(scoringMs),
    totalScore: check.totalScore,
    meetings: meetings.length,
    withoutMeeting: 2 * size - met.size,
    violations: check.violations.length,
    peakRssMB,
    instanceRssMB,
    ...(timings ? { timings } : {}),
    ...(interpreters ? { interpreters } : {}),
  };
  return result;
}

function child(size: number, mode: ModeName, seed: number, algo: string): unknown {
  const res = spawnSync(
    process.execPath,
    [
      "--max-old-space-size=16384",
      "--import",
      "tsx",
      fileURLToPath(import.meta.url),
      "--job",
      `${size},${mode},${seed},${algo}`,
    ],
    { encoding: "utf8", maxBuffer: 1 << 26 },
  );
  if (res.status !== 0) throw new Error(`job ${size}/${mode}/${algo} failed: ${res.stderr}`);
  const lines = res.stdout.trim().split("\n");
  return JSON.parse(lines[lines.length - 1]!);
}

function bounds(size: number, mode: ModeName, seed: number): Bounds {
  mkdirSync(CACHE, { recursive: true });
  const file = join(
    CACHE,
    `matching-bound-g${GENERATOR_VERSION}-b${BOUND_VERSION}-${size}-${mode}-${seed}.json`,
  );
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Bounds;
  const b = child(size, mode, seed, "bound") as Bounds;
  writeFileSync(file, JSON.stringify(b));
  return b;
}

const pct = (a: number, b: number) => (b > 0 ? ((100 * a) / b).toFixed(2) : "-");

async function main(): Promise<void> {
  const job = arg("job", "");
  if (job) {
    const [size, mode, seed, algo] = job.split(",");
    // loaded before the clock starts, as the product's worker loads it while its instance is on the way
    const blockSolver = await loadHighsBlockSolver();
    const out = mode!.startsWith("sb")
      ? runSlotBindingJob(Number(size), Number(mode!.slice(2)), Number(seed), algo!, blockSolver)
      : runJob(Number(size), mode as ModeName, Number(seed), algo!, blockSolver);
    process.stdout.write(`${JSON.stringify(out)}\n`);
    return;
  }
  const slotBinding = arg("slot-binding", "yes");
  const sizes = arg("sizes", "200,2000,5000").split(",").map(Number);
  const modes = arg("modes", "normal,tight").split(",") as ModeName[];
  const seed = Number(arg("seed", "1"));
  // --repeat N: each engine N times, interleaved (ours, greedy, greedy, ours, …) on a shared machine.
  const repeat = Math.max(1, Number(arg("repeat", "3")));
  const rows: string[] = [];
  const header =
    "| size | mode | engine | % of bound | % of count bound | meetings | no meeting | violations | time s, median (min–max) | cpu s | peak RSS MB |";
  rows.push(header, "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  const spreads: { name: string; summary: ReturnType<typeof summarize> }[] = [];
  const interpreterRows: string[] = [];
  console.log(
    `matching benchmark, seed ${seed}, generator v${GENERATOR_VERSION}, ${repeat} interleaved runs per engine, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")}`,
  );
  for (const size of slotBinding === "only" ? [] : sizes) {
    for (const mode of modes) {
      const b = bounds(size, mode, seed);
      console.log(
        `${size} ${mode}: bound ${b.weight}${b.weightCertified ? " (certified)" : ""}, count bound ${b.count}${
          b.countCertified ? " (certified)" : ""
        }, ${b.isolated} participants without any possible partner`,
      );
      const runs: Record<"ours" | "greedy", JobResult[]> = { ours: [], greedy: [] };
      for (let k = 0; k < repeat; k++) {
        const order = k % 2 === 0 ? (["ours", "greedy"] as const) : (["greedy", "ours"] as const);
        for (const algo of order) {
          const one = child(size, mode, seed, algo) as JobResult;
          console.log(`  ${algo}: ${JSON.stringify(one)}`);
          runs[algo].push(one);
        }
      }
      const withInterp = runs.ours[0]?.interpreters;
      if (withInterp) {
        const share = withInterp.needed > 0 ? (100 * withInterp.served) / withInterp.needed : 100;
        const inst = withInterpreters(
          instanceFor(size, mode.replace("+interpreters", "") as ModeName, seed),
          seed,
        );
        const capacity = (inst.interpreters ?? []).reduce(
          (a, x) => a + inst.slots - (x.unavailable?.length ?? 0),
          0,
        );
        interpreterRows.push(
          `| ${size} | ${mode} | ${inst.interpreters?.length ?? 0} | ${capacity} | ${withInterp.needed} | ${withInterp.served} (${share.toFixed(1)}%) | ${withInterp.moved} | ${withInterp.scheduled} (${((100 * withInterp.scheduled) / Math.max(1, capacity)).toFixed(1)}% of capacity) | ${withInterp.fixedWithout} |`,
        );
      }
      for (const algo of ["ours", "greedy"] as const) {
        // Schedules are deterministic: the quality figures are the same in every run; times vary.
        const r = runs[algo][0]!;
        const time = summarize(runs[algo].map((x) => x.ms / 1000));
        const cpu = summarize(runs[algo].map((x) => x.cpuMs / 1000));
        spreads.push({ name: `${size} ${mode} ${algo}`, summary: time });
        rows.push(
          `| ${size} | ${mode} | ${algo} | ${pct(r.totalScore, b.weight)} | ${pct(r.meetings, b.count)} | ${r.meetings} | ${
            r.withoutMeeting
          } (${b.isolated} isolated) | ${r.violations} | ${formatSummary(time, { digits: 2 })} | ${formatSummary(cpu, { digits: 2 })} | ${Math.max(
            ...runs[algo].map((x) => x.peakRssMB),
          )} |`,
        );
      }
    }
  }
  if (slotBinding !== "only") console.log(`\n${rows.join("\n")}`);
  if (interpreterRows.length > 0)
    console.log(
      `\ninterpreters (meetings without a shared language; the share is of those the schedule wanted before interpreters were assigned)\n| size | mode | interpreters | interpreter-slots free | needed | served (share) | moved to another slot | scheduled with one in the end | fixed without |\n|---|---|---:|---:|---:|---:|---:|---:|---:|\n${interpreterRows.join("\n")}`,
    );
  if (slotBinding !== "no") {
    const table = await slotBindingTable(
      CACHE,
      seed,
      repeat,
      (perSide, slots, algo) => child(perSide, `sb${slots}` as ModeName, seed, algo) as SlotBindingJob,
    );
    console.log(
      `\nslot-binding instances (generator v${SLOT_BINDING_VERSION}), load average ${loadavg()
        .map((x) => x.toFixed(1))
        .join(" ")}\n${table.join("\n")}`,
    );
  }
  const warning = spreadWarning(spreads);
  if (warning) console.log(`\n${warning}`);
}

await main();
