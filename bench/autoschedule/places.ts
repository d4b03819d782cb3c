/**
 * Places as a capacity (issue 29): the engine on the benchmark's instance, as the product's worker runs it (packed
 * pairs, HiGHS for the block re-solves), in three variants:
 * (a) no places (the instance as it is);
 * (b) 200 pooled tables that cannot bind: 1,800 of the 2,000 sellers sit at their own booth (`fixedPlace`) and one
 *     buyer in ten attends online, so at most 200 meetings a slot need a table (each seller meets once a slot);
 * (c) 200 pooled tables that bind: everybody on site, nobody at a place of their own.
 * For each: meetings, weight, share of the bound, engine time, the independent checker's violations. The bound is
 * the b-matching bound of `bench/matching/bound.ts` (valid with places too: they only remove schedules); with places
 * that bind, also a Lagrangian bound: for any integer λ >= 0, the b-matching bound with every pooled pair's weight
 * lowered by λ, plus λ times the pooled places of all slots, bounds every schedule that keeps to the places (its
 * pooled meetings are at most the places). The best λ is searched by bisection on the number of pooled pairs the
 * b-matching picks.
 *
 *   npx tsx bench/autoschedule/places-alone.ts   (the generator's instance, no database; `npm run bench:autoschedule`
 *                                              runs the same on the instance built from the database)
 *
 * Environment: BENCH_PER_SIDE (2000), BENCH_ROUNDS (3), BENCH_TABLES (200), BENCH_PLACES_BOUND (0: skip the
 * Lagrangian bound), BENCH_TABLES_ROOMY (a number: also (b2), that many tables a slot with everybody at tables).
 */
import { loadavg } from "node:os";
import { checkSchedule, type Instance, instanceToSchedulerInput, scheduleSync } from "../../shared/matching";
import { loadHighsBlockSolver } from "../../shared/matching/highs-solver";
import { solveCostScaling } from "../../shared/matching/scheduler/costscale";
import type { SchedulerInput } from "../../shared/matching/types";
import { formatSummary, type Summary, summarize } from "../lib/stats";
import { dualObjective, type Graph, relaxationGraph } from "../matching/bound";

export interface PlacesVariant {
  name: string;
  meetings: number[];
  weight: number[];
  boundPct: number[];
  engineMs: number[];
  violations: number;
  pooled: number;
  capacity: number;
  /** With binding places: the share of the Lagrangian bound. */
  placesBoundPct?: number[];
}

/** The instance with `tables` pooled places per slot, the sellers at their own place when `booths`. */
export function placesVariant(inst: Instance, tables: number, booths: boolean): Instance {
  return {
    ...inst,
    placesPerSlot: Array.from({ length: inst.slots }, () => tables),
    sellers: inst.sellers.map((p, i) => (booths && i % 10 !== 0 ? { ...p, fixedPlace: true } : p)),
    buyers: inst.buyers.map((p, i) => (booths && i % 10 === 3 ? { ...p, online: true } : p)),
  };
}

/** Best Lagrangian bound over integer λ (bisection), with the pooled places of all slots (`input.pairs` only). */
export function placesBound(
  input: SchedulerInput,
  log: (m: string) => void,
): { dual: number; lambda: number } {
  const sits = (p: { online?: boolean; fixedPlace?: boolean }) => !p.online && !p.fixedPlace;
  const sellerSits = input.sellers.map(sits);
  const buyerSits = input.buyers.map(sits);
  const sIndex = new Map(input.sellers.map((p, i) => [p.id, i]));
  const bIndex = new Map(input.buyers.map((p, i) => [p.id, i]));
  const pooled = (s: number, b: number) => sellerSits[s]! && buyerSits[b]!;
  const fixedPooled = new Array<number>(input.slots).fill(0);
  for (const f of input.fixed ?? [])
    if (pooled(sIndex.get(f.seller)!, bIndex.get(f.buyer)!)) fixedPooled[f.slot]!++;
  const K = (input.placesPerSlot ?? []).reduce((a, x, c) => a + Math.max(0, x - fixedPooled[c]!), 0);
  const base = relaxationGraph(input, false);
  let maxW = 0;
  for (const w of base.weight) maxW = Math.max(maxW, w);
  const at = (lambda: number) => {
    const t0 = performance.now();
    const weight = Int32Array.from(base.weight, (w, e) =>
      pooled(base.left[e]!, base.right[e]!) ? Math.max(0, w - lambda) : w,
    );
    // pairs whose lowered weight is 0 can only lower a matching: left out
    const keep: number[] = [];
    for (let e = 0; e < weight.length; e++) if (weight[e]! > 0) keep.push(e);
    const g: Graph = {
      nL: base.nL,
      nR: base.nR,
      cap: base.cap,
      left: Int32Array.from(keep, (e) => base.left[e]!),
      right: Int32Array.from(keep, (e) => base.right[e]!),
      weight: Int32Array.from(keep, (e) => weight[e]!),
    };
    const res = solveCostScaling({
      nLeft: g.nL,
      nRight: g.nR,
      cap: g.cap,
      left: g.left,
      right: g.right,
      weight: g.weight,
    });
    const dual = dualObjective(g, res.chosen, res.potential.map(Math.round)) + lambda * K;
    let picked = 0;
    for (let i = 0; i < g.left.length; i++) if (res.chosen[i] && pooled(g.left[i]!, g.right[i]!)) picked++;
    log(
      `  λ ${lambda}: bound ${Math.round(dual).toLocaleString("en-US")}, ${picked.toLocaleString("en-US")} pooled pairs picked for ${K.toLocaleString("en-US")} places (${Math.round(performance.now() - t0)} ms)`,
    );
    return { dual, picked };
  };
  let lo = 0;
  let hi = Math.ceil(maxW);
  let best = { dual: Number.POSITIVE_INFINITY, lambda: 0 };
  // bisection on the subgradient: more pooled pairs picked than places -> a larger λ
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const r = at(mid);
    if (r.dual < best.dual) best = { dual: r.dual, lambda: mid };
    if (r.picked > K) lo = mid + 1;
    else hi = mid - 1;
  }
  return best;
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

/** Runs the three variants `rounds` times each (interleaved); answers their figures. */
export async function runPlaces(
  inst: Instance,
  bound: number,
  o: {
    rounds: number;
    tables: number;
    lagrange: boolean;
    log: (m: string) => void;
    /** Also (b2): this many tables a slot with everybody at tables (enough or nearly, on average). */
    roomyTables?: number;
  },
): Promise<PlacesVariant[]> {
  const blockSolver = await loadHighsBlockSolver();
  const variants: { name: string; inst: Instance; placesBound?: number }[] = [
    { name: "(a) no places", inst },
    {
      name: `(b) ${o.tables} tables, 1,800 sellers at booths, 10% of buyers online`,
      inst: placesVariant(inst, o.tables, true),
    },
    {
      name: `(c) ${o.tables} pooled tables, everybody at tables`,
      inst: placesVariant(inst, o.tables, false),
    },
  ];
  if (o.roomyTables)
    variants.splice(2, 0, {
      name: `(b2) ${o.roomyTables} tables, everybody at tables`,
      inst: placesVariant(inst, o.roomyTables, false),
    });
  const out: PlacesVariant[] = variants.map((v) => ({
    name: v.name,
    meetings: [],
    weight: [],
    boundPct: [],
    engineMs: [],
    violations: 0,
    pooled: 0,
    capacity: 0,
  }));
  for (let round = 0; round < o.rounds; round++) {
    for (const [i, v] of variants.entries()) {
      const t0 = performance.now();
      const input = instanceToSchedulerInput(v.inst, { packed: true });
      const result = scheduleSync(input, { blockSolver });
      const ms = performance.now() - t0;
      const check = checkSchedule(input, result.meetings);
      const r = out[i]!;
      r.meetings.push(result.meetings.length);
      r.weight.push(result.stats.totalScore);
      r.boundPct.push((100 * result.stats.totalScore) / bound);
      r.engineMs.push(ms);
      r.violations += check.violations.length;
      r.pooled = result.stats.places?.pooled ?? 0;
      r.capacity = result.stats.places?.capacity ?? 0;
      const binding = v.inst.placesPerSlot && !v.inst.sellers.some((p) => p.fixedPlace);
      if (round === 0 && binding && o.lagrange) {
        o.log(`  Lagrangian bound of ${v.name}:`);
        v.placesBound = placesBound(instanceToSchedulerInput(v.inst), o.log).dual;
      }
      if (v.placesBound) {
        r.placesBoundPct ??= [];
        r.placesBoundPct.push((100 * result.stats.totalScore) / v.placesBound);
      }
      o.log(
        `  round ${round + 1}/${o.rounds} ${v.name}: ${result.meetings.length.toLocaleString("en-US")} meetings, weight ${result.stats.totalScore.toLocaleString("en-US")} (${((100 * result.stats.totalScore) / bound).toFixed(2)}% of the bound${v.placesBound ? `, ${((100 * result.stats.totalScore) / v.placesBound).toFixed(2)}% of the bound with places` : ""}), pooled ${r.pooled.toLocaleString("en-US")} of ${r.capacity.toLocaleString("en-US")} places, engine ${round1(ms / 1000)} s, violations ${check.violations.length}, load ${loadavg()[0]!.toFixed(1)}`,
      );
      o.log(`    timings ${JSON.stringify(result.stats.timings)}`);
    }
  }
  return out;
}

/** Report lines: medians (min–max) of each variant, and what binding tables cost against (a). */
export function placesLines(rows: PlacesVariant[]): string[] {
  const f = (s: Summary, digits = 0, unit = "") => formatSummary(s, { digits, unit });
  const lines = ["Places as a capacity (engine alone, as its worker runs it): medians (min–max)"];
  for (const r of rows) {
    lines.push(
      `  ${r.name}: ${f(summarize(r.meetings))} meetings, weight ${f(summarize(r.weight))}, ${f(summarize(r.boundPct), 2, "%")} of the bound${r.placesBoundPct ? ` (${f(summarize(r.placesBoundPct), 2, "%")} of the bound with places)` : ""}, engine ${f(summarize(r.engineMs), 0, " ms")}; pooled ${r.pooled.toLocaleString("en-US")} of ${r.capacity.toLocaleString("en-US")} places; violations ${r.violations}`,
    );
  }
  const a = rows[0];
  const c = rows.at(-1);
  if (a && c) {
    const med = (xs: number[]) => summarize(xs).median;
    lines.push(
      `  binding tables cost ${(med(a.meetings) - med(c.meetings)).toLocaleString("en-US")} meetings (${((100 * (med(a.meetings) - med(c.meetings))) / med(a.meetings)).toFixed(1)}%) and ${((100 * (med(a.weight) - med(c.weight))) / med(a.weight)).toFixed(1)}% of the weight`,
    );
  }
  return lines;
}
