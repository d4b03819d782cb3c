/**
 * A tighter upper bound for the benchmark: Lagrangian relaxation of the time-indexed model (the model of
 * ./exact.ts: x[pair, slot] binary on the slots both sides have free, a pair meets once, one meeting per
 * participant and slot, caps; fixed meetings kept). The per-participant-per-slot rows get multipliers
 * pi[v, c] >= 0. For any such pi and any feasible schedule x:
 *   sum_e,c w_e x[e,c] = sum_e,c (w_e - pi[s,c] - pi[b,c]) x[e,c] + sum_v,c pi[v,c] * (meetings of v in c)
 *                     <= sum_e w'_e * (1 if e meets) + sum_v,c pi[v,c]        (meetings of v in c <= 1)
 * with w'_e = max over e's common free slots of (w_e - pi[s,c] - pi[b,c]), and the pairs that meet form a
 * b-matching within the caps. So Z(pi) = the maximum-weight b-matching with weights max(0, w'_e), plus
 * sum pi, plus the fixed meetings' scores, bounds every schedule. Z is bounded from above by the objective of
 * a dual solution of that b-matching (y_v >= 0 per participant, z_e = max(0, w'_e - y_s - y_b)), feasible by
 * construction whatever the solver did (weak duality: ./bound.ts, dualObjective). pi = 0 gives the slot-free
 * b-matching bound; a subgradient search over pi (Polyak steps towards a target, for example the best schedule
 * known) lowers it towards the bound of the model's LP relaxation. The target only steers the steps: the bound
 * reported is valid for every target. Built from the input alone: no code of the engine's own model; per-day caps
 * are dropped (a relaxation, still an upper bound).
 */
import { solveCostScaling } from "../../shared/matching/scheduler/costscale";
import type { SchedulerInput } from "../../shared/matching/types";
import { dualObjective, type Graph } from "./bound";
import { bestPairScores } from "./pair-scores";

/** Multipliers and weights are kept in units of 1/SCALE point (integers for the flow solver). */
const SCALE = 64;

interface TimeIndexed {
  T: number;
  nS: number;
  n: number;
  /** free[v*T + c]: v may meet in c (available, not taken by a fixed meeting). */
  free: Uint8Array;
  cap: Int32Array;
  es: Int32Array;
  eb: Int32Array;
  w: Float64Array;
  /** Scores of the fixed meetings. */
  offset: number;
}

/** The time-indexed model's data, from the input alone (as ./exact.ts builds it). */
export function timeIndexedModel(input: SchedulerInput): TimeIndexed {
  const T = input.slots;
  const nS = input.sellers.length;
  const people = [...input.sellers, ...input.buyers];
  const n = people.length;
  const si = new Map(input.sellers.map((p, i) => [p.id, i]));
  const bi = new Map(input.buyers.map((p, i) => [p.id, nS + i]));
  const free = new Uint8Array(n * T).fill(1);
  people.forEach((p, v) => {
    for (const c of p.unavailable ?? []) if (c >= 0 && c < T) free[v * T + c] = 0;
  });
  const score = bestPairScores(input, si, bi);
  const fixedCount = new Int32Array(n);
  let offset = 0;
  for (const f of input.fixed ?? []) {
    const key = `${f.seller}\u0000${f.buyer}`;
    for (const v of [si.get(f.seller)!, bi.get(f.buyer)!]) {
      free[v * T + f.slot] = 0;
      fixedCount[v]!++;
    }
    offset += score.get(key) ?? 0;
    score.delete(key);
  }
  const cap = Int32Array.from(people, (p, v) => {
    let f = 0;
    for (let c = 0; c < T; c++) f += free[v * T + c]!;
    const own = p.maxMeetings;
    return own === null || own === undefined ? f : Math.max(0, Math.min(f, own - fixedCount[v]!));
  });
  const es: number[] = [];
  const eb: number[] = [];
  const w: number[] = [];
  for (const [key, x] of score) {
    const [sid, bid] = key.split("\u0000") as [string, string];
    const s = si.get(sid)!;
    const b = bi.get(bid)!;
    let common = false;
    for (let c = 0; c < T && !common; c++) common = free[s * T + c] === 1 && free[b * T + c] === 1;
    if (!common || cap[s] === 0 || cap[b] === 0) continue;
    es.push(s);
    eb.push(b);
    w.push(x);
  }
  return {
    T,
    nS,
    n,
    free,
    cap,
    es: Int32Array.from(es),
    eb: Int32Array.from(eb),
    w: Float64Array.from(w),
    offset,
  };
}

interface Relaxed {
  /** Z(pi) from the solver's b-matching (for the steps), in points. */
  estimate: number;
  /** Each pair's slot in the relaxed solution (-1: not chosen). */
  slot: Int32Array;
  graph: Graph;
  chosen: Uint8Array;
  potential: Float64Array;
  piSum: number;
}

/** Solves the relaxed problem for multipliers pi (units of 1/SCALE). */
function relax(md: TimeIndexed, pi: Int32Array): Relaxed {
  const { T, nS, es, eb, w } = md;
  const best = new Int32Array(es.length);
  const bestSlot = new Int32Array(es.length).fill(-1);
  const keep: number[] = [];
  for (let e = 0; e < es.length; e++) {
    const s = es[e]!;
    const b = eb[e]!;
    let top = 0;
    for (let c = 0; c < T; c++) {
      if (!md.free[s * T + c] || !md.free[b * T + c]) continue;
      const x = Math.round(w[e]! * SCALE) - pi[s * T + c]! - pi[b * T + c]!;
      if (x > top) {
        top = x;
        bestSlot[e] = c;
      }
    }
    best[e] = top;
    if (top > 0) keep.push(e);
  }
  const graph: Graph = {
    nL: nS,
    nR: md.n - nS,
    cap: md.cap,
    left: Int32Array.from(keep, (e) => es[e]!),
    right: Int32Array.from(keep, (e) => eb[e]! - nS),
    weight: Int32Array.from(keep, (e) => best[e]!),
  };
  const r = solveCostScaling({ nLeft: graph.nL, nRight: graph.nR, ...graph });
  const slot = new Int32Array(es.length).fill(-1);
  let value = 0;
  keep.forEach((e, k) => {
    if (!r.chosen[k]) return;
    slot[e] = bestSlot[e]!;
    value += best[e]!;
  });
  let piSum = 0;
  for (const x of pi) piSum += x;
  return { estimate: (value + piSum) / SCALE, slot, graph, chosen: r.chosen, potential: r.potential, piSum };
}

export interface LagrangeResult {
  /** The certified bound (fixed meetings included), rounded down to an integer when the scores are integers. */
  bound: number;
  /** The slot-free b-matching bound certified the same way (pi = 0), for comparison. */
  start: number;
  iterations: number;
  ms: number;
}

/** Certified upper bound of every schedule at multipliers pi (points, fixed meetings included). */
function certify(md: TimeIndexed, r: Relaxed): number {
  const dual = dualObjective(r.graph, r.chosen, r.potential.map(Math.round));
  return md.offset + (dual + r.piSum) / SCALE;
}

/**
 * Subgradient search: g[v,c] = 1 - (meetings of v in c in the relaxed solution), pi <- max(0, pi - step g) with
 * Polyak's step (estimate - target) / |g|^2, its factor halved after `patience` iterations without progress.
 */
export function lagrangeBound(
  input: SchedulerInput,
  o: { target: number; iterations?: number; patience?: number; factor?: number },
): LagrangeResult {
  const t0 = performance.now();
  const md = timeIndexedModel(input);
  const { T, n } = md;
  const pi = new Int32Array(n * T);
  let bestPi = pi.slice();
  let bestEstimate = Number.POSITIVE_INFINITY;
  let factor = o.factor ?? 1;
  let stall = 0;
  const iterations = o.iterations ?? 300;
  const patience = o.patience ?? 15;
  const target = o.target - md.offset;
  const use = new Int32Array(n * T);
  let it = 0;
  let start = 0;
  for (; it < iterations && factor > 1e-3; it++) {
    const r = relax(md, pi);
    if (it === 0) start = certify(md, r);
    if (r.estimate < bestEstimate - 1e-9) {
      bestEstimate = r.estimate;
      bestPi = pi.slice();
      stall = 0;
    } else if (++stall >= patience) {
      factor /= 2;
      stall = 0;
    }
    use.fill(0);
    for (let e = 0; e < md.es.length; e++) {
      const c = r.slot[e]!;
      if (c < 0) continue;
      use[md.es[e]! * T + c]!++;
      use[md.eb[e]! * T + c]!++;
    }
    let norm = 0;
    for (let i = 0; i < n * T; i++) {
      const g = 1 - use[i]!;
      // a multiplier at 0 with a positive subgradient stays at 0: that component does not count
      if (md.free[i] && !(pi[i] === 0 && g > 0)) norm += g * g;
    }
    if (norm === 0) break; // the relaxed solution is a schedule: the bound is the optimum
    const step = (factor * Math.max(r.estimate - target, 0.5)) / norm;
    for (let i = 0; i < n * T; i++) {
      if (!md.free[i]) continue;
      pi[i] = Math.max(0, Math.round(pi[i]! - step * SCALE * (1 - use[i]!)));
    }
  }
  const bound = certify(md, relax(md, bestPi));
  const integral = input.pairs.every((p) => Number.isInteger(p.score));
  return {
    bound: integral ? Math.floor(bound + 1e-9) : bound,
    start: integral ? Math.floor(start + 1e-9) : start,
    iterations: it,
    ms: Math.round(performance.now() - t0),
  };
}
