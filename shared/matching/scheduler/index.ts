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
 */
import type { ScheduleOptions, SchedulePhase, ScheduleResult, SchedulerInput } from "../types";
import { costScalingBMatching } from "./costscale";
import { buildResult } from "./output";
import { buildProblemSteps, integerWeights, type Problem } from "./problem";
import { SlotState } from "./slots";

const PHASE_RANGE: Record<SchedulePhase, [number, number]> = {
  prepare: [0, 0.05],
  select: [0.05, 0.55],
  assign: [0.55, 0.7],
  repair: [0.7, 0.97],
  explain: [0.97, 1],
  done: [1, 1],
};

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

/**
 * Pairs given to the selection: for every participant its best ceil(factor * cap) + 8 pairs (ties
 * go to partners with less competition), kept if either side keeps it. Factor <= 0 keeps all.
 */
function selectionEdges(p: Problem, factor: number): Int32Array {
  if (factor <= 0) return Int32Array.from({ length: p.m }, (_, e) => e);
  const load = new Float64Array(p.n);
  for (let v = 0; v < p.n; v++) load[v] = (p.start[v + 1]! - p.start[v]!) / Math.max(1, p.cap[v]!);
  const keep = new Uint8Array(p.m);
  const other = (e: number, v: number) => (p.es[e] === v ? p.eb[e]! : p.es[e]!);
  for (let v = 0; v < p.n; v++) {
    const list = Array.from(p.adj.subarray(p.start[v]!, p.start[v + 1]!));
    const k = Math.ceil(factor * p.cap[v]!) + 8;
    if (list.length > k) {
      list.sort((x, y) => p.w[y]! - p.w[x]! || load[other(x, v)]! - load[other(y, v)]! || x - y);
      list.length = k;
    }
    for (const e of list) keep[e] = 1;
  }
  const out: number[] = [];
  for (let e = 0; e < p.m; e++) if (keep[e]) out.push(e);
  return Int32Array.from(out);
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
    timings[name] = Math.round((now - t0) * 10) / 10;
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

  // 1. Selection over every pair (or, with selectionFactor > 0, over the best pairs of each
  //    participant; the repair phase sees them all anyway).
  const all = !(options.selectionFactor && options.selectionFactor > 0);
  const kept = all ? null : selectionEdges(p, options.selectionFactor ?? 0);
  if (rep.report("select", 0)) yield;
  const sel = costScalingBMatching(
    kept
      ? {
          nLeft: p.nS,
          nRight: p.nB,
          cap: p.cap,
          left: Int32Array.from(kept, (e) => p.es[e]!),
          right: Int32Array.from(kept, (e) => p.eb[e]! - p.nS),
          weight: integerWeights(Float64Array.from(kept, (e) => p.w[e]!)),
        }
      : {
          nLeft: p.nS,
          nRight: p.nB,
          cap: p.cap,
          left: p.es,
          right: p.eb.map((b) => b - p.nS),
          weight: integerWeights(p.w),
        },
    options.selectionPrecision ?? 1 / 16,
  );
  let r = sel.next();
  while (!r.done) {
    if (rep.report("select", r.value)) yield;
    r = sel.next();
  }
  const chosen = kept ? new Uint8Array(p.m) : r.value.chosen;
  if (kept) {
    kept.forEach((e, i) => {
      if (r.value.chosen[i]) chosen[e] = 1;
    });
  }
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
  if (rep.report("explain", 0, st.placed)) yield;

  // 4. Output and explanations.
  const result = buildResult(p, st.slotOf, input.requested ?? [], selectionScore, timings);
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
