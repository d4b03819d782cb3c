/**
 * The meeting scheduler:
 * 1. select pairs by a maximum-weight b-matching (caps = min(cap, free slots)), ignoring which
 *    slots are shared, solved by cost-scaling push-relabel to within 1/16 point per pair;
 * 2. assign slots as a list edge colouring, best pairs first: a common free slot, else a Kempe-chain
 *    swap, else displacing the one or two meetings in the way to other slots;
 * 3. repair by local search: ejection chains (a better pair takes a slot from cheaper meetings,
 *    which are then placed elsewhere) and a final fill over all candidate pairs, which leaves the
 *    schedule maximal (no pair could still be added as is);
 * 4. explain every requested pair left out.
 * With on-site capacity (`placesPerSlot`) every move of phases 2-4 and of the improvement keeps each slot within its
 * pooled places (`slots.ts`, `places.ts`); the selection ignores them (its score stays an upper bound).
 */
import type { ScheduleOptions, SchedulePhase, ScheduleResult, SchedulerInput } from "../types";
import { Improver } from "./improve";
import { InterpreterPlan } from "./interpreters";
import { buildResult } from "./output";
import { placeStats, placesUpperBound } from "./places";
import { buildProblemSteps, type Problem } from "./problem";
import { selectPairs } from "./select";
import { SlotState } from "./slots";
import { rng } from "./testkit";
import { type BlockStats, blockDescent } from "./threeslot";

const PHASE_RANGE: Record<SchedulePhase, [number, number]> = {
  prepare: [0, 0.05],
  select: [0.05, 0.55],
  assign: [0.55, 0.7],
  repair: [0.7, 0.8],
  improve: [0.8, 0.97],
  explain: [0.97, 1],
  done: [1, 1],
};

/** Work units (arcs looked at) of the improvement phase: at most about 5 s of CPU at 60-300 per side on this hardware. */
const DEFAULT_IMPROVE_BUDGET = 150_000_000;
/**
 * A unit costs less time on small instances (small blocks stay in cache, matchings need fewer phases): below this
 * many pair-slots the budget grows with the square root of the ratio, up to twice the default (60 x 60 with 12
 * slots: twice; 150 x 150: 1.3 times; 300 x 300: the default).
 */
const SMALL_PAIR_SLOTS = 200_000;

/**
 * Work units of the three-slot re-solves (`threeslot.ts`: 64 per column of a block's LP, more on large blocks):
 * about 3 s of LPs on this hardware whatever the size (60 x 60: 200 blocks of 1,500 columns at 8 ms; 300 x 300: 10
 * blocks of 34,000 at 0.35 s).
 */
const DEFAULT_BLOCK_BUDGET = 30_000_000;
/**
 * The search's budget when a block solver follows it: the three-slot re-solves gain more per second than the
 * search beyond this (60 x 60, search seeds 1-10: 99.55-99.74% of the optimum with 100 million and the blocks,
 * against 99.37-99.56% with the search's 300 million alone, in about the same time).
 */
const IMPROVE_BUDGET_WITH_BLOCKS = 100_000_000;

/** The improvement's default budget for problem p (deterministic: from the problem's size alone). */
function defaultImproveBudget(p: Problem, blocks: boolean): number {
  const factor = Math.min(2, Math.max(1, Math.sqrt(SMALL_PAIR_SLOTS / Math.max(1, p.m * p.T))));
  const budget = Math.round(DEFAULT_IMPROVE_BUDGET * factor);
  return blocks ? Math.min(budget, IMPROVE_BUDGET_WITH_BLOCKS) : budget;
}
/**
 * The improvement keeps, per slot, the pairs both sides have available (pairs x slots at most): on large events
 * where slots are plentiful the schedule is at the bound already and the phase does not run.
 */
const MAX_IMPROVE_ARCS = 40_000_000;

/** Cooperative checkpoint: yielded by the run so that drivers can stop it or let other work in. */
type Run = Generator<void, ScheduleResult, void>;

function abortError(signal: AbortSignal): unknown {
  if (signal.reason !== undefined) return signal.reason;
  const err = new Error("The schedule run was aborted");
  err.name = "AbortError";
  return err;
}

class Reporter {
  private last = 0;
  constructor(private readonly options: ScheduleOptions) {}
  /** Reports progress; returns true when the caller should yield (about every 20 ms). */
  report(phase: SchedulePhase, within: number, meetings?: number): boolean {
    const [a, b] = PHASE_RANGE[phase];
    const fraction = a + (b - a) * Math.min(1, Math.max(0, within));
    this.options.onProgress?.({ phase, fraction, ...(meetings !== undefined ? { meetings } : {}) });
    if (this.options.signal?.aborted) throw abortError(this.options.signal);
    const now = performance.now();
    if (now - this.last < 20) return false;
    this.last = now;
    return true;
  }
}

/** Edge ids by descending score, ties by id: a counting sort when scores are small non-negative integers. */
function edgesByScore(p: Problem): Int32Array {
  let integral = true;
  let max = 0;
  for (let e = 0; e < p.m && integral; e++) {
    const w = p.w[e]!;
    integral = Number.isInteger(w) && w >= 0 && w < 2 ** 20;
    if (w > max) max = w;
  }
  if (!integral)
    return Int32Array.from({ length: p.m }, (_, e) => e).sort((x, y) => p.w[y]! - p.w[x]! || x - y);
  if (max < 2 ** 16) return countingSortDescending(p.w, p.m, max);
  const keys = new Float64Array(p.m);
  for (let e = 0; e < p.m; e++) keys[e] = -p.w[e]! * 2 ** 31 + e;
  keys.sort();
  return Int32Array.from(keys, (k) => ((k % 2 ** 31) + 2 ** 31) % 2 ** 31);
}

/** Ids 0..m-1 by descending integer weight (0..max), ties by ascending id (the fill is stable). */
function countingSortDescending(w: Float64Array, m: number, max: number): Int32Array {
  const next = new Int32Array(max + 2); // next[max - w]: where the next edge of weight w goes
  for (let e = 0; e < m; e++) next[max - w[e]! + 1]!++;
  for (let i = 1; i <= max + 1; i++) next[i]! += next[i - 1]!;
  const out = new Int32Array(m);
  for (let e = 0; e < m; e++) out[next[max - w[e]!]!++] = e;
  return out;
}

/**
 * Colouring order: by score (failures then fall on cheap pairs), ties to the most constrained
 * pairs (chosen degree over free slots, summed over both sides).
 */
function assignmentOrder(p: Problem, chosen: Uint8Array): number[] {
  const deg = new Int32Array(p.n);
  for (let e = 0; e < p.m; e++) {
    if (chosen[e]) {
      deg[p.es[e]!]!++;
      deg[p.eb[e]!]!++;
    }
  }
  const free = new Int32Array(p.n);
  for (let v = 0; v < p.n; v++) {
    let c = 0;
    for (let k = 0; k < p.T; k++) c += p.avail[v * p.T + k]!;
    free[v] = Math.max(1, c);
  }
  const key = new Float64Array(p.m);
  const list: number[] = [];
  for (let e = 0; e < p.m; e++) {
    if (!chosen[e]) continue;
    const s = p.es[e]!;
    const b = p.eb[e]!;
    key[e] = deg[s]! / free[s]! + deg[b]! / free[b]!;
    list.push(e);
  }
  return list.sort((x, y) => p.w[y]! - p.w[x]! || key[y]! - key[x]!);
}

function* run(input: SchedulerInput, options: ScheduleOptions): Run {
  const timings: Record<string, number> = {};
  const rep = new Reporter(options);
  let t0 = performance.now();
  const lap = (name: string) => {
    const now = performance.now();
    timings[name] = Math.round(((timings[name] ?? 0) + now - t0) * 10) / 10;
    t0 = now;
  };
  rep.report("prepare", 0);
  const steps = buildProblemSteps(input);
  let step = steps.next();
  while (!step.done) {
    if (rep.report("prepare", 0.5)) yield;
    step = steps.next();
  }
  const p = step.value;
  lap("prepare");
  if (rep.report("prepare", 1)) yield;

  // 1. Selection: every pair on small events; on large ones (or with selectionFactor > 0) a sparse core of each
  //    participant's best pairs, grown by pricing until no pair left out could improve it (select.ts).
  if (rep.report("select", 0)) yield;
  const sel = selectPairs(p, {
    precision: options.selectionPrecision ?? 1 / 16,
    factor: options.selectionFactor ?? 0,
  });
  let r = sel.next();
  while (!r.done) {
    if (rep.report("select", r.value)) yield;
    r = sel.next();
  }
  const chosen = r.value.chosen;
  timings.selectSolves = r.value.solves;
  timings.selectCorePairs = r.value.corePairs;
  let selectionScore = 0;
  for (let e = 0; e < p.m; e++) if (chosen[e]) selectionScore += p.w[e]!;
  lap("select");

  // 2. Slot assignment.
  const st = new SlotState(p);
  const order = assignmentOrder(p, chosen);
  const failed: number[] = [];
  for (let i = 0; i < order.length; i++) {
    const e = order[i]!;
    if (!st.tryDirect(e) && !st.tryKempe(e) && !st.tryDisplace(e)) failed.push(e);
    if ((i & 2047) === 2047 && rep.report("assign", i / order.length, st.placed)) yield;
  }
  lap("assign");
  if (rep.report("assign", 1, st.placed)) yield;

  // 3. Repair: ejection chains from the failed chosen pairs, then fill rounds over every pair.
  const queue: number[] = failed.sort((x, y) => p.w[y]! - p.w[x]!);
  let budget = 50 * p.m + 1000;
  const insert = (e: number) => {
    if (st.slotOf[e]! >= 0) return;
    if (st.hasRoom(e) && (st.tryDirect(e) || st.tryKempe(e) || st.tryDisplace(e))) return;
    if (!st.mayEject(e)) return;
    const removed = st.tryEject(e);
    if (removed) for (const f of removed) queue.push(f);
  };
  const drain = function* (phaseFrac: number): Generator<void> {
    while (queue.length > 0 && budget-- > 0) {
      insert(queue.pop()!);
      if ((budget & 1023) === 0 && rep.report("repair", phaseFrac, st.placed)) yield;
    }
  };
  yield* drain(0);
  const rounds = options.repairRounds ?? 3;
  const byWeight = edgesByScore(p);
  if (rep.report("repair", 0, st.placed)) yield;
  for (let round = 0; round < rounds; round++) {
    const before = st.total;
    if (p.hasPlaces) st.tightenPoolFloor();
    for (let i = 0; i < byWeight.length; i++) {
      const e = byWeight[i]!;
      if (st.slotOf[e]! < 0) {
        insert(e);
        if (queue.length > 0) yield* drain((round + i / byWeight.length) / (rounds + 1));
      }
      if ((i & 4095) === 0 && rep.report("repair", (round + i / byWeight.length) / (rounds + 1), st.placed)) {
        yield;
      }
    }
    if (st.total - before < 1e-9) break;
  }
  // Maximality: any pair that still fits as is gets placed.
  for (const e of byWeight) if (st.slotOf[e]! < 0) st.tryDirect(e);
  lap("repair");

  // 4. Improvement when slots bind (the schedule is under the selection's score): exact re-solves of slots and
  //    participants, then an iterated local search, within a deterministic work budget.
  const improveBudget = options.improveBudget ?? defaultImproveBudget(p, options.blockSolver !== undefined);
  const mayImprove =
    improveBudget > 0 && st.total < selectionScore * (1 - 1e-4) && p.m > 0 && p.m * p.T <= MAX_IMPROVE_ARCS;
  // with places, the best of the selection's score and a bound under the places (`places.ts`; only when it may run)
  const bound = mayImprove && p.hasPlaces ? Math.min(selectionScore, placesUpperBound(p)) : selectionScore;
  if (mayImprove && st.total < bound * (1 - 1e-4)) {
    if (rep.report("improve", 0, st.placed)) yield;
    const improver = new Improver(st);
    const search = improver.search({ seed: options.seed ?? 1, budget: improveBudget, bound });
    const blockBudget = options.blockSolver ? (options.blockBudget ?? DEFAULT_BLOCK_BUDGET) : 0;
    const share = improveBudget / (improveBudget + blockBudget);
    for (let r = search.next(); !r.done; r = search.next()) {
      if (rep.report("improve", share * (improver.work / improveBudget), st.placed)) yield;
    }
    // exact three-slot re-solves by the caller's MIP solver, from the search's end
    if (options.blockSolver && blockBudget > 0 && st.total < bound - 1e-9) {
      lap("improve");
      const begin = improver.work;
      const stats: BlockStats = { lps: 0, mips: 0, gain: 0 };
      const rnd = rng((options.seed ?? 1) + 99);
      const blocks = blockDescent(improver, options.blockSolver, begin + blockBudget, rnd, stats);
      for (let r = blocks.next(); !r.done; r = blocks.next()) {
        const done = Math.min(1, (improver.work - begin) / blockBudget);
        if (rep.report("improve", share + (1 - share) * done, st.placed)) yield;
      }
      lap("blocks");
      Object.assign(timings, { blockLps: stats.lps, blockMips: stats.mips, blockGain: stats.gain });
    }
    for (const e of byWeight) if (st.slotOf[e]! < 0) st.tryDirect(e);
  }
  lap("improve");

  // 5. Interpreters, when the input names them: meetings whose sides share no language keep a slot only with one.
  const plan = input.interpreters ? new InterpreterPlan(p, st, input) : undefined;
  const interpreterStats = plan?.assign(byWeight);
  lap("interpreters");
  if (rep.report("explain", 0, st.placed)) yield;

  // 6. Output and explanations.
  const result = buildResult(p, st.slotOf, input.requested ?? [], selectionScore, timings, plan);
  if (interpreterStats) result.stats.interpreters = interpreterStats;
  if (p.hasPlaces) result.stats.places = placeStats(p, st);
  lap("explain");
  rep.report("done", 1, result.meetings.length);
  return result;
}

/** Runs the scheduler synchronously (progress callbacks still fire; aborting from them works). */
export function scheduleSync(input: SchedulerInput, options: ScheduleOptions = {}): ScheduleResult {
  const it = run(input, options);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}

const tick: () => Promise<void> =
  typeof setImmediate === "function"
    ? () => new Promise((resolve) => setImmediate(resolve))
    : () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs the scheduler, giving the event loop a turn about every 20 ms so that a long run can show
 * progress and be stopped with `options.signal` (the promise then rejects with an AbortError).
 */
export async function schedule(
  input: SchedulerInput,
  options: ScheduleOptions = {},
): Promise<ScheduleResult> {
  const it = run(input, options);
  for (;;) {
    if (options.signal?.aborted) throw abortError(options.signal);
    const r = it.next();
    if (r.done) return r.value;
    await tick();
  }
}
