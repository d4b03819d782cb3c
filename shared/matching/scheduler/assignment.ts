/**
 * Small exact solver: maximum-weight bipartite matching with at most `limit` edges (successive shortest paths
 * with potentials and an O(V²) Dijkstra; meant for a few dozen vertices: one participant's slots against its
 * partners). The k-th augmentation gives the best matching of k edges, so stopping at `limit` is exact.
 */

export interface SmallAssignment {
  nLeft: number;
  nRight: number;
  /** Arcs: left index, right index, positive weight. */
  left: readonly number[];
  right: readonly number[];
  weight: readonly number[];
  limit: number;
}

/** The chosen arc of each left vertex (-1: none). */
export function solveSmallAssignment(a: SmallAssignment): Int32Array {
  const { nLeft: L, nRight: R } = a;
  const m = a.left.length;
  const V = L + R + 2;
  const S = L + R;
  const T = S + 1;
  const matchL = new Int32Array(L).fill(-1); // arc used by a left vertex
  const matchR = new Int32Array(R).fill(-1); // arc used by a right vertex
  const out: number[][] = Array.from({ length: L }, () => []);
  for (let k = 0; k < m; k++) out[a.left[k]!]!.push(k);
  // Potentials: costs are -w on left->right arcs; start from the shortest distances of the initial graph.
  const pi = new Float64Array(V);
  let minR = 0;
  for (let k = 0; k < m; k++) {
    const r = L + a.right[k]!;
    if (-a.weight[k]! < pi[r]!) pi[r] = -a.weight[k]!;
  }
  for (let r = 0; r < R; r++) if (pi[L + r]! < minR) minR = pi[L + r]!;
  pi[T] = minR;
  const dist = new Float64Array(V);
  const done = new Uint8Array(V);
  const via = new Int32Array(V); // arc (>= 0) or -1 (from S / to T / back along a matched arc: -2 - arc)
  const prev = new Int32Array(V);
  for (let flow = 0; flow < a.limit; flow++) {
    dist.fill(Number.POSITIVE_INFINITY);
    done.fill(0);
    dist[S] = 0;
    for (;;) {
      let u = -1;
      for (let v = 0; v < V; v++)
        if (!done[v] && dist[v]! < Number.POSITIVE_INFINITY && (u < 0 || dist[v]! < dist[u]!)) u = v;
      if (u < 0) break;
      done[u] = 1;
      const du = dist[u]! + pi[u]!;
      if (u === S) {
        for (let l = 0; l < L; l++) {
          if (matchL[l]! >= 0 || du - pi[l]! >= dist[l]! - 1e-9) continue;
          dist[l] = du - pi[l]!;
          via[l] = -1;
          prev[l] = u;
        }
      } else if (u < L) {
        for (const k of out[u]!) {
          if (matchL[u] === k) continue;
          const r = L + a.right[k]!;
          const nd = du - a.weight[k]! - pi[r]!;
          if (nd >= dist[r]! - 1e-9) continue;
          dist[r] = nd;
          via[r] = k;
          prev[r] = u;
        }
      } else if (u < S) {
        const k = matchR[u - L]!;
        const v = k >= 0 ? a.left[k]! : T;
        const nd = du + (k >= 0 ? a.weight[k]! : 0) - pi[v]!;
        if (nd < dist[v]! - 1e-9) {
          dist[v] = nd;
          via[v] = k >= 0 ? -2 - k : -1;
          prev[v] = u;
        }
      }
    }
    if (!done[T]) break;
    const pathCost = dist[T]! + pi[T]! - pi[S]!;
    if (pathCost >= -1e-9) break;
    for (let v = 0; v < V; v++) if (done[v]) pi[v]! += dist[v]!;
    for (let v = T; v !== S; ) {
      const u = prev[v]!;
      const arc = via[v]!;
      if (arc >= 0) {
        matchL[a.left[arc]!] = arc;
        matchR[a.right[arc]!] = arc;
      }
      v = u;
    }
  }
  return matchL;
}
