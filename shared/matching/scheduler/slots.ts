/**
 * Slot assignment state and its moves. Assigning slots to chosen pairs is a bipartite edge
 * colouring where each vertex may only use its own free slots ("list" colouring):
 * - direct: a slot free for both;
 * - Kempe swap: slot a is free at the seller, slot b free at the buyer; the alternating a/b path
 *   that starts at the buyer is swapped, which frees a at the buyer (the path cannot reach the
 *   seller in a bipartite graph); only the end of the path must have the other slot free;
 * - ejection: place the pair in a slot, removing the (cheaper) meetings in the way, or the cheapest
 *   meeting of a side that reached its cap, when the total score increases. Removed meetings are
 *   tried again elsewhere by the caller.
 * With per-day caps, every move also keeps each participant within its day's cap: a slot is free for v only while
 * v's day has room, and a Kempe swap checks the day of the path's far end (the inner vertices keep their days).
 * With on-site capacity (`placesPerSlot`), `used[c]` counts the meetings of slot c that take a pooled place: a direct
 * placement needs room in the slot, and a move that shifts meetings between slots (Kempe swap, displacement,
 * ejection) is undone when a slot would end over its places.
 */
import { bestEjection } from "./eject";
import type { Problem } from "./problem";

const MAX_PATH = 4096;

export class SlotState {
  readonly T: number;
  /** busy[v*T + c] = edge placed there, or -1. */
  readonly busy: Int32Array;
  readonly slotOf: Int32Array;
  readonly count: Int32Array;
  /** dayCount[v*D + d]: v's meetings on day d, fixed ones included (empty without day caps). */
  readonly dayCount: Int32Array;
  /** used[c]: meetings in slot c that take a pooled place (counted only with `placesPerSlot`). */
  readonly used: Int32Array;
  /** Slots with a pooled place left (used < places). */
  roomy = 0;
  /** At most the weight of every placed pooled meeting (lowered on placement; `tightenPoolFloor` makes it exact). */
  poolFloor = Number.POSITIVE_INFINITY;
  total = 0;
  placed = 0;
  private readonly path: Int32Array;
  /** Cached weight of each vertex's cheapest meeting (valid when dirty[v] = 0). */
  private readonly minW: Float64Array;
  private readonly dirty: Uint8Array;
  /** Undo log (edge, slot, 1 = placed / 0 = removed) while a tentative move is open. */
  private journal: number[] | null = null;

  constructor(readonly p: Problem) {
    this.T = p.T;
    this.busy = new Int32Array(p.n * p.T).fill(-1);
    this.slotOf = new Int32Array(p.m).fill(-1);
    this.count = new Int32Array(p.n);
    this.dayCount = p.dayBase.slice();
    this.used = new Int32Array(p.T);
    for (let c = 0; c < p.T; c++) if (p.placesLeft[c]! > 0) this.roomy++;
    this.path = new Int32Array(MAX_PATH);
    this.minW = new Float64Array(p.n);
    this.dirty = new Uint8Array(p.n).fill(1);
  }

  /** Lower bound of the score an ejection must remove at v (0 when v has room). */
  private removalFloor(v: number): number {
    if (this.count[v]! < this.p.cap[v]!) return 0;
    if (this.dirty[v]) {
      const f = this.cheapest(v, -1);
      this.minW[v] = f < 0 ? 0 : this.p.w[f]!;
      this.dirty[v] = 0;
    }
    return this.minW[v]!;
  }

  /**
   * False when no ejection can place e with a gain (cheap test before tryEject). With no place left, a pooled e must
   * also remove a pooled meeting of its slot, which weighs at least the pool's floor.
   */
  mayEject(e: number): boolean {
    const { p } = this;
    if (this.noPlaceLeft(e) && p.w[e]! <= this.poolFloor + 1e-9) return false;
    return p.w[e]! > this.removalFloor(p.es[e]!) + this.removalFloor(p.eb[e]!) + 1e-9;
  }

  /** Makes `poolFloor` the least weight of the placed pooled meetings (removals leave it lower). */
  tightenPoolFloor(): void {
    const { p } = this;
    let floor = Number.POSITIVE_INFINITY;
    for (let e = 0; e < p.m; e++) if (p.pooled[e] && this.slotOf[e]! >= 0 && p.w[e]! < floor) floor = p.w[e]!;
    this.poolFloor = floor;
  }

  place(e: number, c: number): void {
    const { p, T } = this;
    const s = p.es[e]!;
    const b = p.eb[e]!;
    this.busy[s * T + c] = e;
    this.busy[b * T + c] = e;
    this.slotOf[e] = c;
    this.dirty[s] = 1;
    this.dirty[b] = 1;
    this.count[s]!++;
    this.count[b]!++;
    if (p.hasPlaces && p.pooled[e]) {
      if (++this.used[c]! === p.placesLeft[c]) this.roomy--;
      if (p.w[e]! < this.poolFloor) this.poolFloor = p.w[e]!;
    }
    if (p.hasDayCaps) {
      const d = p.day[c]!;
      this.dayCount[s * p.D + d]!++;
      this.dayCount[b * p.D + d]!++;
    }
    this.total += p.w[e]!;
    this.placed++;
    this.journal?.push(e, c, 1);
  }

  remove(e: number): void {
    const { p, T } = this;
    const c = this.slotOf[e]!;
    const s = p.es[e]!;
    const b = p.eb[e]!;
    this.busy[s * T + c] = -1;
    this.busy[b * T + c] = -1;
    this.slotOf[e] = -1;
    this.dirty[s] = 1;
    this.dirty[b] = 1;
    this.count[s]!--;
    this.count[b]!--;
    if (p.hasPlaces && p.pooled[e] && this.used[c]!-- === p.placesLeft[c]) this.roomy++;
    if (p.hasDayCaps) {
      const d = p.day[c]!;
      this.dayCount[s * p.D + d]!--;
      this.dayCount[b * p.D + d]!--;
    }
    this.total -= p.w[e]!;
    this.placed--;
    this.journal?.push(e, c, 0);
  }

  /** Opens an undo log (for a tentative sequence of moves); answers its start mark. */
  begin(): number {
    this.journal ??= [];
    return this.journal.length;
  }

  /** Keeps everything since `begin` and closes the log when it was the outermost. */
  commit(mark: number): void {
    if (mark === 0) this.journal = null;
  }

  /** Undoes everything since `begin`'s mark and closes the log when it was the outermost. */
  undo(mark: number): void {
    this.rollback(mark);
    if (mark === 0) this.journal = null;
  }

  /** Undoes the journal down to `mark`. */
  private rollback(mark: number): void {
    const j = this.journal!;
    this.journal = null;
    while (j.length > mark) {
      const op = j.pop()!;
      const c = j.pop()!;
      const e = j.pop()!;
      if (op === 1) this.remove(e);
      else this.place(e, c);
    }
    this.journal = j;
  }

  /**
   * For a pair whose sides both have room but no common free slot: put it in a common available
   * slot, move the one or two meetings in the way elsewhere (direct or Kempe; with depth > 0 also
   * by displacing in turn), or undo. Depth 1 was measured: +0.006% of the bound for 3x the time.
   */
  tryDisplace(e: number, depth = 0): boolean {
    // with no place left, a pooled meeting displaced for a pooled e would find none elsewhere
    if (!this.hasRoom(e) || this.noPlaceLeft(e)) return false;
    const { p, T, busy } = this;
    const s = p.es[e]!;
    const b = p.eb[e]!;
    const outer = this.journal === null;
    if (outer) this.journal = [];
    const journal = this.journal!;
    let ok = false;
    for (let c = 0; c < T && !ok; c++) {
      if (p.avail[s * T + c] !== 1 || p.avail[b * T + c] !== 1) continue;
      const f1 = busy[s * T + c]!;
      const f2 = busy[b * T + c]!;
      if (p.hasPlaces && p.pooled[e] && !this.placeFreedBy(c, f1, f2)) continue;
      const mark = journal.length;
      if (f1 >= 0) this.remove(f1);
      if (f2 >= 0) this.remove(f2);
      if (!this.dayRoom(s, c) || !this.dayRoom(b, c) || !this.slotRoom(e, c)) {
        this.rollback(mark);
        continue;
      }
      this.place(e, c);
      ok = true;
      for (const f of [f1, f2]) {
        if (
          f >= 0 &&
          !this.tryDirect(f) &&
          !this.tryKempe(f) &&
          !(depth > 0 && this.tryDisplace(f, depth - 1))
        ) {
          ok = false;
          break;
        }
      }
      if (!ok) this.rollback(mark);
    }
    if (outer) this.journal = null;
    return ok;
  }

  /** v's day of slot c is under v's day cap (always true without day caps). */
  dayRoom(v: number, c: number): boolean {
    const { p } = this;
    return !p.hasDayCaps || this.dayCount[v * p.D + p.day[c]!]! < p.dayCap[v]!;
  }

  /** Slot c has a pooled place left for e, or e needs none (always true without `placesPerSlot`). */
  slotRoom(e: number, c: number): boolean {
    const { p } = this;
    return !p.hasPlaces || !p.pooled[e] || this.used[c]! < p.placesLeft[c]!;
  }

  /** Slot c would have a pooled place once its meetings f1 and f2 (-1: none) are gone. */
  private placeFreedBy(c: number, f1: number, f2: number): boolean {
    const { p } = this;
    const freed = (f1 >= 0 && p.pooled[f1] ? 1 : 0) + (f2 >= 0 && f2 !== f1 && p.pooled[f2] ? 1 : 0);
    return this.used[c]! - freed < p.placesLeft[c]!;
  }

  /** Slot c holds no more pooled meetings than its places. */
  placesOk(c: number): boolean {
    return !this.p.hasPlaces || this.used[c]! <= this.p.placesLeft[c]!;
  }

  isFree(v: number, c: number): boolean {
    const i = v * this.T + c;
    return this.p.avail[i] === 1 && this.busy[i] === -1 && this.dayRoom(v, c);
  }

  hasRoom(e: number): boolean {
    const s = this.p.es[e]!;
    const b = this.p.eb[e]!;
    return this.count[s]! < this.p.cap[s]! && this.count[b]! < this.p.cap[b]!;
  }

  /** First slot free for both, starting at `from` (rotating), or -1. */
  commonFreeSlot(e: number, from = 0): number {
    const { p, T } = this;
    const s = p.es[e]!;
    const b = p.eb[e]!;
    for (let k = 0; k < T; k++) {
      const c = (from + k) % T;
      if (this.isFree(s, c) && this.isFree(b, c) && this.slotRoom(e, c)) return c;
    }
    return -1;
  }

  tryDirect(e: number, from = 0): boolean {
    if (!this.hasRoom(e) || this.noPlaceLeft(e)) return false;
    const c = this.commonFreeSlot(e, from);
    if (c < 0) return false;
    this.place(e, c);
    return true;
  }

  /**
   * Walks the path from x0 whose edges alternate slots c1, c2, c1... (starting with c1 at x0).
   * Returns its length, or -1 if it is too long or its far end cannot take the swapped slot.
   */
  private walk(x0: number, c1: number, c2: number): number {
    const { p, T, busy } = this;
    let x = x0;
    let c = c1;
    let len = 0;
    for (;;) {
      const f = busy[x * T + c]!;
      if (f < 0) {
        if (len === 0) return 0;
        // x ends the path: its last edge (slot c^other) will move to slot c.
        if (p.avail[x * T + c] !== 1) return -1;
        const from = c === c1 ? c2 : c1;
        return p.day[c] === p.day[from] || this.dayRoom(x, c) ? len : -1;
      }
      if (len >= MAX_PATH) return -1;
      this.path[len++] = f;
      x = p.es[f] === x ? p.eb[f]! : p.es[f]!;
      c = c === c1 ? c2 : c1;
    }
  }

  private swapPath(len: number, c1: number, c2: number): void {
    const edges = Array.from(this.path.subarray(0, len));
    const slots = edges.map((f) => this.slotOf[f]!);
    for (const f of edges) this.remove(f);
    edges.forEach((f, i) => {
      this.place(f, slots[i] === c1 ? c2 : c1);
    });
  }

  /**
   * Score-neutral Kempe swap: x's meeting in slot a moves to slot b (free for x), and so on along the a/b path.
   * Answers the far end of the path, or -1 when the swap is not possible (path too long, an end unavailable).
   */
  kempeFrom(x: number, a: number, b: number): number {
    const { T } = this;
    if (this.busy[x * T + a]! < 0 || !this.isFree(x, b)) return -1;
    const len = this.walk(x, a, b);
    if (len <= 0) return -1;
    const last = this.path[len - 1]!;
    const far = this.farEnd(x, len, last);
    if (!this.swapKeepsPlaces(len, a, b, 0)) return -1;
    this.swapPath(len, a, b);
    return far;
  }

  /** The end of a swapped path of `len` edges from x whose last edge is `last`. */
  private farEnd(x: number, len: number, last: number): number {
    const { p } = this;
    if (len === 1) return p.es[last] === x ? p.eb[last]! : p.es[last]!;
    const before = this.path[len - 2]!;
    const s = p.es[last]!;
    return s === p.es[before] || s === p.eb[before] ? p.eb[last]! : s;
  }

  /**
   * Whether swapping the walked path of `len` edges between slots a and b (then placing `extra` more pooled meetings
   * in a) leaves both slots within their places: the path's pooled meetings of a move to b and those of b to a.
   */
  private swapKeepsPlaces(len: number, a: number, b: number, extra: number): boolean {
    const { p } = this;
    if (!p.hasPlaces) return true;
    let net = extra; // pooled meetings gained by a (lost by b, the extra aside)
    for (let i = 0; i < len; i++) {
      const f = this.path[i]!;
      if (p.pooled[f]) net += this.slotOf[f] === a ? -1 : 1;
    }
    return this.used[a]! + net <= p.placesLeft[a]! && this.used[b]! - net + extra <= p.placesLeft[b]!;
  }

  /** e takes a pooled place and no slot has one left (no placement without an ejection can succeed). */
  noPlaceLeft(e: number): boolean {
    return this.p.hasPlaces && this.roomy === 0 && this.p.pooled[e] === 1;
  }

  /** Kempe-chain placement; assumes no common free slot exists. */
  tryKempe(e: number): boolean {
    if (!this.hasRoom(e) || this.noPlaceLeft(e)) return false;
    const { p, T } = this;
    const s = p.es[e]!;
    const b = p.eb[e]!;
    for (const [x, y] of [
      [s, b],
      [b, s],
    ] as const) {
      // slot a free at x and allowed at y (but busy there); slot d free at y: swap the a/d path from y.
      for (let a = 0; a < T; a++) {
        if (!this.isFree(x, a) || p.avail[y * T + a] !== 1 || !this.slotRoom(e, a)) continue;
        for (let d = 0; d < T; d++) {
          if (d === a || !this.isFree(y, d)) continue;
          const len = this.walk(y, a, d);
          if (len <= 0 || !this.swapKeepsPlaces(len, a, d, p.hasPlaces ? p.pooled[e]! : 0)) continue;
          this.swapPath(len, a, d);
          this.place(e, a);
          return true;
        }
      }
    }
    return false;
  }

  /** Cheapest placed edge of v, or -1. */
  cheapest(v: number, exclude: number): number {
    const { T, busy, p } = this;
    let best = -1;
    for (let c = 0; c < T; c++) {
      const f = busy[v * T + c]!;
      if (f >= 0 && f !== exclude && (best < 0 || p.w[f]! < p.w[best]!)) best = f;
    }
    return best;
  }

  /**
   * Best ejection move for e (`eject.ts`). Returns the removed edges (possibly none) when applied, or null when no
   * move raises the total by more than `minGain`.
   */
  tryEject(e: number, minGain = 1e-9): number[] | null {
    return bestEjection(this, e, minGain);
  }
}
