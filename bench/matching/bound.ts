/**
 * Upper bounds for the benchmark, built without the scheduler's own problem code:
 * - weight bound: maximum-weight b-matching ignoring which slots are shared, with
 *   b = min(cap, free slots) and only pairs that share at least one free slot;
 * - count bound: the same with every weight 1 (max flow).
 * The flow comes from one of the shared min-cost-flow solvers, but the bound reported is the
 * objective of an LP dual solution computed and checked here (weak duality makes it valid whatever
 * the solver did); when it equals the flow's value the optimum is certified.
 */
import { solveBMatching } from "../../shared/matching/scheduler/bmatching";
import { solveCostScaling } from "../../shared/matching/scheduler/costscale";
import type { SchedulerInput } from "../../shared/matching/types";

export interface BoundResult {
  /** Value of the b-matching found (a lower bound of the relaxation's optimum). */
  primal: number;
  /** Objective of the checked dual solution: a valid upper bound of every schedule. */
  dual: number;
  certified: boolean;
  ms: number;
}

export interface Graph {
  nL: number;
  nR: number;
  cap: Int32Array;
  left: Int32Array;
  right: Int32Array;
  weight: Int32Array;
}

export function relaxationGraph(input: SchedulerInput, unit: boolean): Graph {
  const T = input.slots;
  const freeMask = (p: SchedulerInput["sellers"][number]) => {
    const row = new Uint8Array(T).fill(1);
    for (const c of p.unavailable ?? []) if (c >= 0 && c < T) row[c] = 0;
    return row;
  };
  const sMask = input.sellers.map(freeMask);
  const bMask = input.buyers.map(freeMask);
  const capOf = (p: SchedulerInput["sellers"][number], row: Uint8Array) => {
    let free = 0;
    for (const x of row) free += x;
    return Math.min(free, p.maxMeetings ?? free);
  };
  const cap = Int32Array.from([
    ...input.sellers.map((p, i) => capOf(p, sMask[i]!)),
    ...input.buyers.map((p, i) => capOf(p, bMask[i]!)),
  ]);
  const si = new Map(input.sellers.map((p, i) => [p.id, i]));
  const bi = new Map(input.buyers.map((p, i) => [p.id, i]));
  const left: number[] = [];
  const right: number[] = [];
  const weight: number[] = [];
  for (const pr of input.pairs) {
    const s = si.get(pr.seller);
    const b = bi.get(pr.buyer);
    if (s === undefined || b === undefined || !(pr.score > 0)) continue;
    const ms = sMask[s]!;
    const mb = bMask[b]!;
    let common = false;
    for (let c = 0; c < T && !common; c++) common = ms[c] === 1 && mb[c] === 1;
    if (!common) continue;
    left.push(s);
    right.push(b);
    weight.push(unit ? 1 : pr.score);
  }
  return {
    nL: input.sellers.length,
    nR: input.buyers.length,
    cap,
    left: Int32Array.from(left),
    right: Int32Array.from(right),
    weight: Int32Array.from(weight),
  };
}

/**
 * Dual objective from node potentials p (on the residual network with a free S<->T arc):
 * y_s = max(0, p_s - p_S), y_t = max(0, p_T - p_t), z_e = max(0, w_e - y_s - y_t).
 * Potentials are first repaired by label-correcting shortest paths so that no residual arc is
 * violated (the residual network of an optimal flow has no negative cycle, so this terminates).
 */
export function dualObjective(g: Graph, chosen: Uint8Array, start: Float64Array): number {
  const nL = g.nL;
  const n = nL + g.nR;
  const S = n;
  const T = n + 1;
  const used = new Int32Array(n);
  for (let e = 0; e < g.left.length; e++) {
    if (chosen[e]) {
      used[g.left[e]!]!++;
      used[nL + g.right[e]!]!++;
    }
  }
  // Arc list of the residual network.
  const from: number[] = [];
  const to: number[] = [];
  const cost: number[] = [];
  const arc = (u: number, v: number, c: number) => {
    from.push(u);
    to.push(v);
    cost.push(c);
  };
  for (let v = 0; v < n; v++) {
    const isLeft = v < nL;
    if (used[v]! < g.cap[v]!) {
      if (isLeft) arc(S, v, 0);
      else arc(v, T, 0);
    }
    if (used[v]! > 0) {
      if (isLeft) arc(v, S, 0);
      else arc(T, v, 0);
    }
  }
  arc(S, T, 0);
  arc(T, S, 0);
  for (let e = 0; e < g.left.length; e++) {
    const s = g.left[e]!;
    const t = nL + g.right[e]!;
    if (chosen[e]) arc(t, s, g.weight[e]!);
    else arc(s, t, -g.weight[e]!);
  }
  const p = Float64Array.from(start);
  const out: number[][] = Array.from({ length: n + 2 }, () => []);
  from.forEach((u, i) => {
    out[u]!.push(i);
  });
  const queue: number[] = [];
  const inQueue = new Uint8Array(n + 2).fill(1);
  for (let v = 0; v < n + 2; v++) queue.push(v);
  let head = 0;
  let steps = 0;
  const maxSteps = 200 * (from.length + n);
  while (head < queue.length) {
    const u = queue[head++]!;
    inQueue[u] = 0;
    for (const i of out[u]!) {
      const v = to[i]!;
      const nd = p[u]! + cost[i]!;
      if (nd < p[v]! - 1e-9) {
        p[v] = nd;
        if (!inQueue[v]) {
          inQueue[v] = 1;
          queue.push(v);
        }
      }
    }
    if (++steps > maxSteps) return Number.POSITIVE_INFINITY; // should not happen; no bound then
    if (head > 1 << 20) {
      queue.splice(0, head);
      head = 0;
    }
  }
  let dual = 0;
  const y = new Float64Array(n);
  for (let v = 0; v < n; v++) {
    y[v] = v < nL ? Math.max(0, p[v]! - p[S]!) : Math.max(0, p[T]! - p[v]!);
    dual += g.cap[v]! * y[v]!;
  }
  for (let e = 0; e < g.left.length; e++) {
    dual += Math.max(0, g.weight[e]! - y[g.left[e]!]! - y[nL + g.right[e]!]!);
  }
  return dual;
}

/**
 * `solver`: "ssp" (successive shortest paths, exact potentials) or "costscale" (exact cost scaling,
 * faster; its prices are rounded to start the dual repair). Either way the reported bound is the
 * checked dual objective.
 */
export function upperBound(
  input: SchedulerInput,
  unit = false,
  solver: "ssp" | "costscale" = "costscale",
): BoundResult {
  const t0 = performance.now();
  const g = relaxationGraph(input, unit);
  const solve = solver === "ssp" ? solveBMatching : solveCostScaling;
  const res = solve({
    nLeft: g.nL,
    nRight: g.nR,
    cap: g.cap,
    left: g.left,
    right: g.right,
    weight: g.weight,
  });
  let primal = 0;
  for (let e = 0; e < g.left.length; e++) if (res.chosen[e]) primal += g.weight[e]!;
  const start = solver === "ssp" ? res.potential : res.potential.map(Math.round);
  const dual = dualObjective(g, res.chosen, start);
  return { primal, dual, certified: Math.abs(dual - primal) < 1e-6, ms: Math.round(performance.now() - t0) };
}
