/**
 * Maximum-weight bipartite b-matching by cost-scaling push-relabel (Goldberg-Tarjan), the fast
 * solver used by the scheduler's selection phase (the benchmark's bound uses the independent
 * successive-shortest-path solver in bmatching.ts).
 *
 * Network: every seller s has a supply of b_s units; arcs s -> t (capacity 1, cost -w * alpha),
 * s -> Z and t -> Z (capacity b, cost 0) into a single sink Z that absorbs all supply. A min-cost
 * flow is a max-weight b-matching. Costs are multiplied by alpha = n + 2 so that an eps-optimal
 * flow with eps = 1 is optimal. Each refinement divides eps by 4, saturates the arcs of negative
 * reduced cost and discharges active vertices (push on admissible arcs, else relabel).
 */
import type { BMatchingGraph, BMatchingResult } from "./bmatching";
import { buildAdjacency } from "./bmatching";

const SCALE = 4;

/**
 * A start from a former solve's prices (`prices`: that solve's raw prices, n + 1 with the sink's last) and its
 * matching on this graph's edges: the refinements then begin at a small eps (a few past the stop) instead of the
 * largest weight, which is what pricing a few more pairs into a solved core needs.
 */
export interface WarmStart {
  prices: Float64Array;
  chosen: Uint8Array;
}

/**
 * `precision` > 0 stops once eps <= precision * alpha: each arc is then within `precision` weight
 * units of optimality (precision 1/16 loses well under 0.01% in practice, and saves the last,
 * slowest refinements that only prove optimality). 0 runs to the exact optimum.
 */
export function* costScalingBMatching(
  g: BMatchingGraph,
  precision = 0,
  warm?: WarmStart,
): Generator<number, BMatchingResult> {
  const nL = g.nLeft;
  const n = nL + g.nRight;
  const m = g.left.length;
  const { start, edge } = buildAdjacency(g);
  const { cap, left, right, weight } = g;
  const alpha = n + 2;
  let maxW = 0;
  for (let e = 0; e < m; e++) if (weight[e]! > maxW) maxW = weight[e]!;
  const cost = new Float64Array(m); // alpha * w (the arc cost is its negation)
  for (let e = 0; e < m; e++) cost[e] = weight[e]! * alpha;
  const x = new Uint8Array(m);
  const fz = new Int32Array(n); // flow v -> Z
  const Z = n;
  const excess = new Int32Array(n + 1);
  const p = new Float64Array(n + 1); // prices, p[Z] for the sink
  for (let s = 0; s < nL; s++) fz[s] = cap[s]!; // all supply straight to Z: feasible, cost 0
  if (warm) p.set(warm.prices);
  const cur = new Int32Array(n);
  // Matched edges of each buyer, kept in its CSR segment of `matched` (a buyer's residual arcs
  // back to sellers are exactly its matched edges: scanning them instead of its whole adjacency).
  const matched = new Int32Array(2 * m);
  const mCount = new Int32Array(n);
  const mPos = new Int32Array(m);
  const setX = (e: number, val: 0 | 1) => {
    const t = nL + right[e]!;
    if (val === 1) {
      const at = start[t]! + mCount[t]!++;
      matched[at] = e;
      mPos[e] = at;
    } else {
      const at = mPos[e]!;
      const last = start[t]! + --mCount[t]!;
      const moved = matched[last]!;
      matched[at] = moved;
      mPos[moved] = at;
    }
    x[e] = val;
  };
  const queue = new Int32Array(n + 2);
  const inQueue = new Uint8Array(n + 1);
  let qHead = 0;
  let qTail = 0;
  let qSize = 0;
  const enqueue = (v: number) => {
    if (inQueue[v] || excess[v]! <= 0) return;
    inQueue[v] = 1;
    queue[qTail] = v;
    qTail = qTail === n + 1 ? 0 : qTail + 1;
    qSize++;
  };

  if (warm) {
    // The former matching, still a feasible flow: each seller's unmatched units go straight to Z, each buyer
    // forwards what it receives.
    for (let e = 0; e < m; e++) {
      if (!warm.chosen[e]) continue;
      setX(e, 1);
      fz[left[e]!]!--;
      fz[nL + right[e]!]!++;
    }
  }
  let eps = Math.max(1, maxW * alpha);
  /** The sink sends excess back along v -> Z arcs that carry flow (it has degree n: rare). */
  const dischargeSink = (): number => {
    let scanned = 0;
    while (excess[Z]! > 0) {
      let pushed = false;
      for (let v = 0; v < n && excess[Z]! > 0; v++) {
        scanned++;
        if (fz[v]! > 0 && p[Z]! - p[v]! < 0) {
          const d = Math.min(excess[Z]!, fz[v]!);
          fz[v]! -= d;
          excess[Z]! -= d;
          excess[v]! += d;
          enqueue(v);
          pushed = true;
        }
      }
      if (excess[Z]! <= 0 || pushed) continue;
      let best = Number.NEGATIVE_INFINITY;
      for (let v = 0; v < n; v++) if (fz[v]! > 0 && p[v]! > best) best = p[v]!;
      p[Z] = best - eps;
      scanned += n;
    }
    return scanned;
  };
  const totalEps = Math.max(1, Math.log(eps / Math.max(1, precision * alpha)) / Math.log(SCALE));
  let round = 0;
  yield 0;
  const stopAt = Math.max(1, Math.floor(precision * alpha));
  if (warm) eps = Math.min(eps, stopAt * SCALE * SCALE);
  while (eps > stopAt) {
    eps = Math.max(1, Math.floor(eps / SCALE));
    round++;
    // Saturate every residual arc with negative reduced cost.
    for (let e = 0; e < m; e++) {
      if ((e & 262143) === 262143) yield Math.min(0.99, (round - 1) / totalEps);
      const s = left[e]!;
      const t = nL + right[e]!;
      const rc = -cost[e]! + p[s]! - p[t]!;
      if (x[e] === 0 && rc < 0) {
        setX(e, 1);
        excess[s]!--;
        excess[t]!++;
      } else if (x[e] === 1 && rc > 0) {
        setX(e, 0);
        excess[t]!--;
        excess[s]!++;
      }
    }
    for (let v = 0; v < n; v++) {
      const b = cap[v]!;
      const rc = p[v]! - p[Z]!;
      if (rc < 0 && fz[v]! < b) {
        excess[v]! -= b - fz[v]!;
        excess[Z]! += b - fz[v]!;
        fz[v] = b;
      } else if (rc > 0 && fz[v]! > 0) {
        excess[v]! += fz[v]!;
        excess[Z]! -= fz[v]!;
        fz[v] = 0;
      }
      cur[v] = start[v]!;
    }
    for (let v = 0; v <= n; v++) enqueue(v);
    let work = 0;
    while (qSize > 0) {
      const v = queue[qHead]!;
      qHead = qHead === n + 1 ? 0 : qHead + 1;
      qSize--;
      inQueue[v] = 0;
      if (v === Z) {
        work += dischargeSink();
        continue;
      }
      const isLeft = v < nL;
      const end = start[v + 1]!;
      while (excess[v]! > 0) {
        // Push to Z when admissible.
        const b = cap[v]!;
        if (fz[v]! < b && p[v]! - p[Z]! < 0) {
          const d = Math.min(excess[v]!, b - fz[v]!);
          fz[v]! += d;
          excess[v]! -= d;
          excess[Z]! += d;
          enqueue(Z);
          continue;
        }
        if (!isLeft) {
          // Buyer: push back along an admissible matched edge, else relabel over matched edges.
          const from = start[v]!;
          const to = from + mCount[v]!;
          let found = -1;
          let best = fz[v]! < b ? p[Z]! : Number.NEGATIVE_INFINITY;
          for (let j = from; j < to; j++) {
            const e = matched[j]!;
            const val = p[left[e]!]! - cost[e]!;
            if (p[v]! - val < 0) {
              found = e;
              break;
            }
            if (val > best) best = val;
          }
          if (found >= 0) {
            const u = left[found]!;
            setX(found, 0);
            work++;
            excess[v]!--;
            excess[u]!++;
            enqueue(u);
          } else {
            p[v] = best - eps;
            work += to - from + 1;
          }
          continue;
        }
        let i = cur[v]!;
        for (; i < end; i++) {
          const e = edge[i]!;
          if (x[e] !== 0) continue;
          const u = nL + right[e]!;
          if (-cost[e]! + p[v]! - p[u]! < 0) break;
        }
        cur[v] = i;
        if (i < end) {
          const e = edge[i]!;
          const u = nL + right[e]!;
          setX(e, 1);
          work += i - start[v]! + 1;
          excess[v]!--;
          excess[u]!++;
          enqueue(u);
          continue;
        }
        // Relabel: the largest price keeping all residual arcs eps-optimal, minus eps.
        let best = fz[v]! < b ? p[Z]! : Number.NEGATIVE_INFINITY;
        for (let j = start[v]!; j < end; j++) {
          const e = edge[j]!;
          if (x[e] === 0) {
            const val = p[nL + right[e]!]! + cost[e]!;
            if (val > best) best = val;
          }
        }
        p[v] = best - eps;
        cur[v] = start[v]!;
        work += end - start[v]! + 1;
      }
      if (work > 300_000) {
        work = 0;
        yield Math.min(0.99, (round - 1 + 0.5) / totalEps);
      }
    }
    yield Math.min(0.99, round / totalEps);
  }
  let total = 0;
  for (let e = 0; e < m; e++) if (x[e]) total += weight[e]!;
  const potential = new Float64Array(n + 2);
  for (let v = 0; v < n; v++) potential[v] = p[v]! / alpha;
  potential[n + 1] = p[Z]! / alpha; // the sink plays the role of T
  return { chosen: x, total, phases: round, potential, prices: p };
}

export function solveCostScaling(g: BMatchingGraph): BMatchingResult {
  const it = costScalingBMatching(g);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}
