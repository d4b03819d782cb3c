/**
 * The slot-binding table of `bench:matching`: on seeded slot-binding instances (bench/matching/slot-binding.ts),
 * the engine and the greedy baseline against the exact optimum of the time-indexed model (COIN-OR CBC when
 * Debian's coinor-cbc is installed, else HiGHS's WebAssembly build; `BENCH_MIP` = cbc | highs chooses; cached in
 * bench/.cache/, `BENCH_MIP_SECONDS` per instance, default 300). When the solver stops at its time limit the table
 * gives its best schedule and its bound; the best bound known is the lower of the solver's and the certified slot-free
 * b-matching bound (./bound.ts), and the best schedule known the higher of the solver's and the engine's: the engine's
 * share of the optimum is then at least engine / best bound.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { instanceToSchedulerInput } from "../../shared/matching/instance";
import { formatSummary, summarize } from "../lib/stats";
import { upperBound } from "./bound";
import { type ExactResult, exactOptimum } from "./exact";
import { exactByCbc, hasCbc } from "./exact-cbc";
import { generateSlotBinding, SLOT_BINDING_SIZES, SLOT_BINDING_VERSION } from "./slot-binding";

/** The engine as the product runs it (with HiGHS), the engine without its block solver, the greedy baseline. */
export type SlotBindingAlgo = "ours" | "search" | "greedy";

export interface SlotBindingJob {
  totalScore: number;
  meetings: number;
  violations: number;
  ms: number;
  cpuMs: number;
  peakRssMB: number;
  timings?: Record<string, number>;
}

/** "perSide:slots" of a job name, as the child process receives it. */
export function slotBindingInput(perSide: number, slots: number, seed: number) {
  return instanceToSchedulerInput(generateSlotBinding({ perSide, slots, seed }));
}

/** The MIP solver: `BENCH_MIP` = cbc | highs; by default CBC when Debian's coinor-cbc is installed. */
function solver(): "cbc" | "highs" {
  const chosen = process.env.BENCH_MIP;
  if (chosen === "cbc" || chosen === "highs") return chosen;
  return hasCbc() ? "cbc" : "highs";
}

async function exact(cache: string, perSide: number, slots: number, seed: number): Promise<ExactResult> {
  mkdirSync(cache, { recursive: true });
  const seconds = Number(process.env.BENCH_MIP_SECONDS ?? 300);
  const mip = solver();
  const file = join(
    cache,
    `slot-binding-v${SLOT_BINDING_VERSION}-${perSide}x${slots}-${seed}-${mip === "cbc" ? "cbc" : "mip"}${seconds}.json`,
  );
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as ExactResult;
  const input = slotBindingInput(perSide, slots, seed);
  const r = mip === "cbc" ? exactByCbc(input, seconds) : await exactOptimum(input, seconds);
  writeFileSync(file, JSON.stringify(r));
  return r;
}

const pct = (a: number, b: number) => (b > 0 ? ((100 * a) / b).toFixed(2) : "-");

/** Runs the table; `child(perSide, slots, algo)` runs one engine in its own process. */
export async function slotBindingTable(
  cache: string,
  seed: number,
  repeat: number,
  child: (perSide: number, slots: number, algo: SlotBindingAlgo) => SlotBindingJob,
): Promise<string[]> {
  const rows = [
    "| size | slots | MIP: best / bound (s) | b-matching bound | engine | engine % of best known (≥ % of best bound) | search alone (no HiGHS) % (≥ %) | greedy % of best known | engine time s, median (min–max) | search alone s | engine CPU s | violations engine / search / greedy | peak RSS MB |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const { perSide, slots } of SLOT_BINDING_SIZES) {
    const mip = await exact(cache, perSide, slots, seed);
    const bm = upperBound(slotBindingInput(perSide, slots, seed));
    console.log(
      `slot-binding ${perSide}x${perSide}, ${slots} slots: MIP ${JSON.stringify(mip)}, b-matching ${bm.dual}`,
    );
    const runs: Record<SlotBindingAlgo, SlotBindingJob[]> = { ours: [], search: [], greedy: [] };
    const order: SlotBindingAlgo[] = ["ours", "search", "greedy"];
    for (let k = 0; k < repeat; k++) {
      for (const algo of k % 2 === 0 ? order : [...order].reverse()) {
        const one = child(perSide, slots, algo);
        console.log(`  ${algo}: ${JSON.stringify(one)}`);
        runs[algo].push(one);
      }
    }
    const ours = runs.ours[0]!;
    const greedy = runs.greedy[0]!;
    const search = runs.search[0]!;
    const time = summarize(runs.ours.map((x) => x.ms / 1000));
    const cpu = summarize(runs.ours.map((x) => x.cpuMs / 1000));
    // the b-matching bound covers the fixed meetings too (they are candidate pairs of the relaxation)
    // JSON keeps an unknown bound (the solver stopped before its relaxation) as null
    const mipBound = Number.isFinite(mip.bound ?? Number.NaN) ? mip.bound : Number.POSITIVE_INFINITY;
    const bestBound = Math.min(mipBound, bm.dual);
    const bestKnown = Math.max(mip.value, ours.totalScore, search.totalScore);
    const seconds = Math.round(mip.ms / 1000);
    const optimum = mip.optimal
      ? `${mip.value} (optimal, ${seconds})`
      : `${Number.isFinite(mipBound) ? `${mip.value} / ${mipBound}` : "none / none"} (${seconds})`;
    const cells = [
      `${perSide} x ${perSide}`,
      slots,
      optimum,
      bm.dual,
      ours.totalScore,
      `${pct(ours.totalScore, bestKnown)} (${pct(ours.totalScore, bestBound)})`,
      `${search.totalScore}: ${pct(search.totalScore, bestKnown)} (${pct(search.totalScore, bestBound)})`,
      pct(greedy.totalScore, bestKnown),
      formatSummary(time, { digits: 2 }),
      formatSummary(summarize(runs.search.map((x) => x.ms / 1000)), { digits: 2 }),
      formatSummary(cpu, { digits: 2 }),
      `${ours.violations} / ${search.violations} / ${greedy.violations}`,
      Math.max(...runs.ours.map((x) => x.peakRssMB)),
    ];
    rows.push(`| ${cells.join(" | ")} |`);
  }
  return rows;
}
