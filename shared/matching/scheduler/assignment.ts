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

/**
 * Binary heap of nodes keyed by (distance, node id), with lazy deletion: the caller skips an entry whose node is
 * settled or whose key is no longer its distance. Popping the least (distance, id) picks the same node as a scan
 * for the least distance with ties to the lowest id, so the solver's choices do not depend on the queue.
 */
class NodeHeap {
  private readonly key: Float64Array;
  private readonly node: Int32Array;
  size = 0;
  constructor(readonly capacity: number) {
    this.key = new Float64Array(capacity);
    this.node = new Int32Array(capacity);
  }
  private less(i: number, j: number): boolean {
    const a = this.key[i]!;
    const b = this.key[j]!;
    return a < b || (a === b && this.node[i]! < this.node[j]!);
  }
  private swap(i: number, j: number): void {
    const k = this.key[i]!;
    const n = this.node[i]!;
    this.key[i] = this.key[j]!;
    this.node[i] = this.node[j]!;
    this.key[j] = k;
    this.node[j] = n;
  }
  push(key: number, node: number): void {
    let i = this.size++;
    this.key[i] = key;
    this.node[i] = node;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (!this.less(i, up)) break;
      this.swap(i, up);
      i = up;
    }
  }
  /** Removes the least entry; answers its node (its key is then `lastKey`). */
  pop(): number {
    const top = this.node[0]!;
    this.lastKey = this.key[0]!;
    this.size--;
    if (this.size > 0) {
      this.key[0] = this.key[this.size]!;
      this.node[0] = this.node[this.size]!;
      for (let i = 0; ; ) {
        const l = 2 * i + 1;
        if (l >= this.size) break;
        const c = l + 1 < this.size && this.less(l + 1, l) ? l + 1 : l;
        if (!this.less(c, i)) break;
        this.swap(i, c);
        i = c;
      }
    }
    return top;
  }
  lastKey = 0;
}

/** The chosen arc of each left vertex (-1: none). */
/** Buffers reused between calls (the solver runs millions of times on small blocks; allocation dominated). */
class Scratch {
  V = 0;
  m = 0;
  matchL = new Int32Array(0);
  matchR = new Int32Array(0);
  outStart = new Int32Array(0);
  outArc = new Int32Array(0);
  fill = new Int32Array(0);
  pi = new Float64Array(0);
  dist = new Float64Array(0);
  done = new Uint8Array(0);
  via = new Int32Array(0);
  prev = new Int32Array(0);
  heap = new NodeHeap(0);
  /** Makes room for V vertices and m arcs. */
  grow(V: number, m: number): this {
    if (V > this.V) {
      this.V = 2 * V;
      for (const k of ["matchL", "matchR", "outStart", "fill", "via", "prev"] as const) {
        this[k] = new Int32Array(this.V);
      }
      this.pi = new Float64Array(this.V);
      this.dist = new Float64Array(this.V);
      this.done = new Uint8Array(this.V);
    }
    if (m > this.m) {
      this.m = 2 * m;
      this.outArc = new Int32Array(this.m);
    }
    if (this.heap.capacity < m + V + 1) this.heap = new NodeHeap(2 * (m + V + 1));
    return this;
  }
}

const scratch = new Scratch();

/** The chosen arc of each left vertex (-1: none). */
export function solveSmallAssignment(a: SmallAssignment): Int32Array {
  const { nLeft: L, nRight: R } = a;
  const m = a.left.length;
  const V = L + R + 2;
  const S = L + R;
  const T = S + 1;
  const { matchL, matchR, outStart, outArc, fill, pi, dist, done, via, prev, heap } = scratch.grow(V, m);
  matchL.fill(-1, 0, L); // arc used by a left vertex
  matchR.fill(-1, 0, R); // arc used by a right vertex
  // arcs by left vertex (CSR, ascending arc order)
  outStart.fill(0, 0, L + 1);
  for (let k = 0; k < m; k++) outStart[a.left[k]! + 1]!++;
  for (let l = 0; l < L; l++) outStart[l + 1]! += outStart[l]!;
  fill.set(outStart.subarray(0, L));
  for (let k = 0; k < m; k++) outArc[fill[a.left[k]!]!++] = k;
  // Potentials: costs are -w on left->right arcs; start from the shortest distances of the initial graph.
  pi.fill(0, 0, V);
  let minR = 0;
  for (let k = 0; k < m; k++) {
    const r = L + a.right[k]!;
    if (-a.weight[k]! < pi[r]!) pi[r] = -a.weight[k]!;
  }
  for (let r = 0; r < R; r++) if (pi[L + r]! < minR) minR = pi[L + r]!;
  pi[T] = minR;
  const reach = (v: number, nd: number, arc: number, u: number): void => {
    dist[v] = nd;
    via[v] = arc;
    prev[v] = u;
    heap.push(nd, v);
  };
  for (let flow = 0; flow < a.limit; flow++) {
    dist.fill(Number.POSITIVE_INFINITY, 0, V);
    done.fill(0, 0, V);
    dist[S] = 0;
    heap.size = 0;
    heap.push(0, S);
    while (heap.size > 0) {
      const u = heap.pop();
      if (done[u] || heap.lastKey !== dist[u]) continue;
      done[u] = 1;
      const du = dist[u]! + pi[u]!;
      if (u === S) {
        for (let l = 0; l < L; l++) {
          if (matchL[l]! >= 0 || du - pi[l]! >= dist[l]! - 1e-9) continue;
          reach(l, du - pi[l]!, -1, u);
        }
      } else if (u < L) {
        for (let i = outStart[u]!; i < outStart[u + 1]!; i++) {
          const k = outArc[i]!;
          if (matchL[u] === k) continue;
          const r = L + a.right[k]!;
          const nd = du - a.weight[k]! - pi[r]!;
          if (nd >= dist[r]! - 1e-9) continue;
          reach(r, nd, k, u);
        }
      } else if (u < S) {
        const k = matchR[u - L]!;
        const v = k >= 0 ? a.left[k]! : T;
        const nd = du + (k >= 0 ? a.weight[k]! : 0) - pi[v]!;
        if (nd < dist[v]! - 1e-9) reach(v, nd, k >= 0 ? -2 - k : -1, u);
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
  return matchL.slice(0, L);
}
