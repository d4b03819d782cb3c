/**
 * The selection phase: which pairs meet, as a maximum-weight b-matching (caps = min(cap, free slots)), ignoring
 * which slots are shared, solved by cost scaling to within `precision` score units per pair.
 *
 * On large events (millions of candidate pairs) the flow is solved on a sparse core first: every participant's
 * best pairs (a few times its cap). The solver's prices then price out every pair left aside (a pair whose score
 * exceeds its two sides' prices by more than the precision would improve the matching); such pairs join the core
 * and the core is solved again, until no pair is left that prices out. The result has the same guarantee as a
 * solve over every pair (every pair within `precision` of optimality) at a fraction of the time and memory: a
 * participant meets at most its cap, so pairs far down its list rarely matter.
 */
import type { BMatchingResult } from "./bmatching";
import { costScalingBMatching, type WarmStart } from "./costscale";
import { integerWeights, type Problem } from "./problem";

/** From this many candidate pairs on, the selection starts from the sparse core (smaller events: every pair). */
export const SPARSE_SELECTION_PAIRS = 3_000_000;
/** Core size per participant: its best ceil(factor * cap) + CORE_EXTRA pairs (ties at the cut all kept). */
export const DEFAULT_CORE_FACTOR = 2;
const CORE_EXTRA = 8;
/** Pricing rounds before falling back to a solve over every pair. */
const MAX_PRICING_ROUNDS = 40;
/** Pairs priced into the core per participant and round. */
const PRICED_PER_ROUND = 32;

export interface SelectionOptions {
  precision: number;
  /** > 0: start from the core of this factor whatever the size; 0: automatic (core only on large events). */
  factor: number;
}

export interface Selection {
  chosen: Uint8Array;
  /** Solves run (1 when every pair went in at once) and pairs in the last core (m when every pair). */
  solves: number;
  corePairs: number;
}

/** Runs one cost-scaling solve on the given edges (ids into the problem), yielding its progress. */
function* solveOn(
  p: Problem,
  weights: Int32Array,
  edges: Int32Array | null,
  precision: number,
  warm?: WarmStart,
): Generator<number, BMatchingResult> {
  if (!edges) {
    const right = new Int32Array(p.m);
    for (let e = 0; e < p.m; e++) right[e] = p.eb[e]! - p.nS;
    const graph = { nLeft: p.nS, nRight: p.nB, cap: p.cap, left: p.es, right, weight: weights };
    return yield* costScalingBMatching(graph, precision, warm);
  }
  // plain loops: typed-array `from` with a callback costs seconds at millions of pairs
  const k = edges.length;
  const left = new Int32Array(k);
  const right = new Int32Array(k);
  const weight = new Int32Array(k);
  for (let i = 0; i < k; i++) {
    const e = edges[i]!;
    left[i] = p.es[e]!;
    right[i] = p.eb[e]! - p.nS;
    weight[i] = weights[e]!;
  }
  const graph = { nLeft: p.nS, nRight: p.nB, cap: p.cap, left, right, weight };
  return yield* costScalingBMatching(graph, precision, warm);
}

/**
 * The core: for every participant the pairs whose integer weight is at least that of its k-th best pair
 * (k = ceil(factor * cap) + CORE_EXTRA), kept when either side keeps them. Linear: a histogram of weights per
 * participant instead of a sort.
 */
export function selectionCore(p: Problem, weights: Int32Array, factor: number): Uint8Array {
  let maxW = 0;
  for (let e = 0; e < p.m; e++) if (weights[e]! > maxW) maxW = weights[e]!;
  const keep = new Uint8Array(p.m);
  const hist = new Int32Array(maxW + 1);
  for (let v = 0; v < p.n; v++) {
    const from = p.start[v]!;
    const to = p.start[v + 1]!;
    const k = Math.ceil(factor * p.cap[v]!) + CORE_EXTRA;
    if (to - from <= k) {
      for (let i = from; i < to; i++) keep[p.adj[i]!] = 1;
      continue;
    }
    for (let i = from; i < to; i++) hist[weights[p.adj[i]!]!]!++;
    let cut = maxW;
    for (let seen = 0; cut > 0; cut--) {
      seen += hist[cut]!;
      if (seen >= k) break;
    }
    for (let i = from; i < to; i++) {
      const e = p.adj[i]!;
      hist[weights[e]!] = 0;
      if (weights[e]! >= cut) keep[e] = 1;
    }
  }
  return keep;
}

/**
 * Adds to the core pairs outside it that price out against the solve's prices (weight above the two sides' prices
 * by more than the precision), at most PRICED_PER_ROUND per participant and round (partial pricing: participants
 * with room to spare may price out hundreds of pairs, of which the next solve uses a few); answers how many.
 */
function priceOut(
  p: Problem,
  weights: Int32Array,
  keep: Uint8Array,
  r: BMatchingResult,
  precision: number,
): number {
  const pot = r.potential;
  const taken = new Int32Array(p.n);
  let added = 0;
  for (let e = 0; e < p.m; e++) {
    if (keep[e]) continue;
    const s = p.es[e]!;
    const b = p.eb[e]!;
    // the seller's price minus the buyer's (see costscale.ts: the arc s -> b costs -w)
    if (weights[e]! <= pot[s]! - pot[b]! + precision) continue;
    if (taken[s]! >= PRICED_PER_ROUND || taken[b]! >= PRICED_PER_ROUND) continue;
    taken[s]!++;
    taken[b]!++;
    keep[e] = 1;
    added++;
  }
  return added;
}

/** Generator form: yields a progress fraction in [0, 1]. */
export function* selectPairs(p: Problem, o: SelectionOptions): Generator<number, Selection> {
  const weights = integerWeights(p.w);
  const sparse = o.factor > 0 || p.m >= SPARSE_SELECTION_PAIRS;
  if (!sparse) {
    const r = yield* solveOn(p, weights, null, o.precision);
    return { chosen: r.chosen, solves: 1, corePairs: p.m };
  }
  const keep = selectionCore(p, weights, o.factor > 0 ? o.factor : DEFAULT_CORE_FACTOR);
  // The matching so far (over all pairs) and the last prices: each later solve starts from them.
  const chosen = new Uint8Array(p.m);
  let prices: Float64Array | undefined;
  for (let round = 0; round < MAX_PRICING_ROUNDS; round++) {
    const edges = indicesOf(keep);
    let warm: WarmStart | undefined;
    if (prices) {
      const was = new Uint8Array(edges.length);
      for (let i = 0; i < edges.length; i++) was[i] = chosen[edges[i]!]!;
      warm = { prices, chosen: was };
    }
    const solve = solveOn(p, weights, edges, o.precision, warm);
    let r = solve.next();
    while (!r.done) {
      yield Math.min(0.95, (round + r.value) / (round + 2));
      r = solve.next();
    }
    const res = r.value;
    prices = res.prices;
    chosen.fill(0);
    for (let i = 0; i < edges.length; i++) if (res.chosen[i]) chosen[edges[i]!] = 1;
    if (priceOut(p, weights, keep, res, o.precision) === 0) {
      return { chosen, solves: round + 1, corePairs: edges.length };
    }
  }
  // Did not settle: every pair, as on small events.
  const r = yield* solveOn(p, weights, null, o.precision);
  return { chosen: r.chosen, solves: MAX_PRICING_ROUNDS + 1, corePairs: p.m };
}

function indicesOf(keep: Uint8Array): Int32Array {
  let n = 0;
  for (let e = 0; e < keep.length; e++) n += keep[e]!;
  const out = new Int32Array(n);
  for (let e = 0, i = 0; e < keep.length; e++) if (keep[e]) out[i++] = e;
  return out;
}
