/**
 * Exact maximum-weight bipartite b-matching by min-cost flow (primal-dual successive shortest
 * paths). Network: S -> seller (capacity b), seller -> buyer (capacity 1, cost -w), buyer -> T
 * (capacity b). Each phase runs Dijkstra on reduced costs (potentials keep them non-negative), then
 * augments a blocking set of shortest paths in the zero-reduced-cost graph, until the shortest
 * S-T path no longer has negative cost. With integer weights <= W there are at most about W + 1
 * distinct path costs, hence few phases.
 */

export interface BMatchingGraph {
  /** Number of sellers (left) and buyers (right). */
  nLeft: number;
  nRight: number;
  /** Capacity of each left vertex then each right vertex (length nLeft + nRight). */
  cap: Int32Array;
  /** Edge ends: left index, right index (0-based within its side). */
  left: Int32Array;
  right: Int32Array;
  /** Positive integer weights. */
  weight: Int32Array;
}

export interface BMatchingResult {
  /** 1 when the edge is in the matching. */
  chosen: Uint8Array;
  total: number;
  phases: number;
  /** Final potentials (length nLeft + nRight + 2: ..., S, T), usable to build an LP dual. */
  potential: Float64Array;
  /** Cost scaling only: its raw prices (vertices, then the sink), for a warm start (costscale.ts). */
  prices?: Float64Array;
}

/** Adjacency in CSR form for both sides (vertex ids: left 0..nL-1, right nL..nL+nR-1). */
export function buildAdjacency(g: BMatchingGraph): { start: Int32Array; edge: Int32Array } {
  const n = g.nLeft + g.nRight;
  const m = g.left.length;
  const start = new Int32Array(n + 1);
  for (let e = 0; e < m; e++) {
    start[g.left[e]! + 1]!++;
    start[g.nLeft + g.right[e]! + 1]!++;
  }
  for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, n);
  const edge = new Int32Array(2 * m);
  for (let e = 0; e < m; e++) {
    edge[fill[g.left[e]!]!++] = e;
    edge[fill[g.nLeft + g.right[e]!]!++] = e;
  }
  return { start, edge };
}

/**
 * Generator form: yields a progress fraction in [0, 1] after each phase so that callers can report
 * progress and stop. Use `solveBMatching` for a plain call.
 */
export function* maxWeightBMatching(g: BMatchingGraph): Generator<number, BMatchingResult> {
  const nL = g.nLeft;
  const n = nL + g.nRight;
  const S = n;
  const T = n + 1;
  const m = g.left.length;
  const { start, edge } = buildAdjacency(g);
  const { cap, left, right, weight } = g;
  const chosen = new Uint8Array(m);
  const used = new Int32Array(n);
  const pi = new Float64Array(n + 2);
  // Initial potentials: reduced costs of all initial arcs are non-negative.
  let minPi = 0;
  for (let v = nL; v < n; v++) {
    let best = 0;
    for (let i = start[v]!; i < start[v + 1]!; i++) best = Math.max(best, weight[edge[i]!]!);
    pi[v] = -best;
    if (cap[v]! > 0 && -best < minPi) minPi = -best;
  }
  pi[T] = minPi;
  const firstCost = minPi;

  const dist = new Float64Array(n + 2);
  const done = new Uint8Array(n + 2);
  const buckets: number[][] = [];
  const ptr = new Int32Array(n);
  const dead = new Uint8Array(n);
  const onPath = new Uint8Array(n);
  const pathNode = new Int32Array(n + 1);
  const pathEdge = new Int32Array(n + 1);
  let total = 0;
  let phases = 0;

  for (;;) {
    // ---- Dijkstra from S on reduced costs (integers), stopped when T is settled. Only distances
    // below limit = pi[S] - pi[T] can still give an improving path, so a bucket queue of that size
    // suffices (Dial's algorithm).
    const limit = pi[S]! - pi[T]!;
    if (limit <= 0) break;
    dist.fill(Number.POSITIVE_INFINITY);
    done.fill(0);
    while (buckets.length < limit) buckets.push([]);
    for (let i = 0; i < limit; i++) buckets[i]!.length = 0;
    dist[S] = 0;
    done[S] = 1;
    const relax = (u: number, nd: number) => {
      if (nd < dist[u]! && nd < limit) {
        dist[u] = nd;
        buckets[nd]!.push(u);
      }
    };
    for (let s = 0; s < nL; s++) if (used[s]! < cap[s]!) relax(s, pi[S]! - pi[s]!);
    for (let d = 0; d < limit && !done[T]; d++) {
      const bucket = buckets[d]!;
      while (bucket.length > 0) {
        const v = bucket.pop()!;
        if (done[v] || dist[v] !== d) continue;
        done[v] = 1;
        if (v === T) break;
        const base = d + pi[v]!;
        if (v < nL) {
          for (let i = start[v]!; i < start[v + 1]!; i++) {
            const e = edge[i]!;
            if (chosen[e]) continue;
            const u = nL + right[e]!;
            const nd = base - weight[e]! - pi[u]!;
            if (nd < dist[u]! && nd < limit) {
              dist[u] = nd;
              buckets[nd]!.push(u);
            }
          }
        } else {
          for (let i = start[v]!; i < start[v + 1]!; i++) {
            const e = edge[i]!;
            if (!chosen[e]) continue;
            const u = left[e]!;
            const nd = base + weight[e]! - pi[u]!;
            if (nd < dist[u]! && nd < limit) {
              dist[u] = nd;
              buckets[nd]!.push(u);
            }
          }
          if (used[v]! < cap[v]!) relax(T, base - pi[T]!);
        }
      }
    }
    if (!done[T]) break;
    const D = dist[T]!;
    if (D + pi[T]! - pi[S]! >= 0) break; // no improving path left
    for (let v = 0; v < n + 2; v++) pi[v]! += done[v] ? dist[v]! : D;
    phases++;

    // ---- Blocking flow on admissible arcs (reduced cost 0).
    ptr.fill(0);
    for (let v = 0; v < n; v++) ptr[v] = start[v]!;
    dead.fill(0);
    for (let s0 = 0; s0 < nL; s0++) {
      if (pi[S]! !== pi[s0]!) continue;
      while (used[s0]! < cap[s0]! && !dead[s0]) {
        let depth = 0;
        pathNode[0] = s0;
        onPath[s0] = 1;
        let found = false;
        while (depth >= 0) {
          const v = pathNode[depth]!;
          if (v >= nL && used[v]! < cap[v]! && pi[v]! === pi[T]!) {
            found = true;
            break;
          }
          let next = -1;
          const isLeft = v < nL;
          for (; ptr[v]! < start[v + 1]!; ptr[v]!++) {
            const e = edge[ptr[v]!]!;
            if (isLeft) {
              if (chosen[e]) continue;
              const u = nL + right[e]!;
              if (dead[u] || onPath[u] || pi[v]! - weight[e]! - pi[u]! !== 0) continue;
              next = u;
            } else {
              if (!chosen[e]) continue;
              const u = left[e]!;
              if (dead[u] || onPath[u] || pi[v]! + weight[e]! - pi[u]! !== 0) continue;
              next = u;
            }
            pathEdge[depth] = e;
            break;
          }
          if (next >= 0) {
            pathNode[++depth] = next;
            onPath[next] = 1;
          } else {
            dead[v] = 1;
            onPath[v] = 0;
            depth--;
            if (depth >= 0) ptr[pathNode[depth]!]!++;
          }
        }
        if (!found) break;
        used[s0]!++;
        used[pathNode[depth]!]!++;
        for (let i = 0; i < depth; i++) {
          const e = pathEdge[i]!;
          if (chosen[e]) {
            chosen[e] = 0;
            total -= weight[e]!;
          } else {
            chosen[e] = 1;
            total += weight[e]!;
          }
        }
        for (let i = 0; i <= depth; i++) onPath[pathNode[i]!] = 0;
      }
    }
    const cost = pi[T]! - pi[S]!;
    yield firstCost < 0 ? Math.min(1, 1 - cost / firstCost) : 1;
  }
  return { chosen, total, phases, potential: pi };
}

/** Runs `maxWeightBMatching` to completion. */
export function solveBMatching(g: BMatchingGraph): BMatchingResult {
  const it = maxWeightBMatching(g);
  for (;;) {
    const r = it.next();
    if (r.done) return r.value;
  }
}
