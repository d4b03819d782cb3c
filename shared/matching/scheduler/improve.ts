/**
 * Improvement by exact block re-solves, for instances where slots bind (the schedule is below the selection's
 * bound). Three blocks, each solved with everything else fixed, so every accepted move raises the total and the
 * search ends:
 * - a slot: which meetings should take place in slot c, given each participant's other meetings (a participant
 *   takes part if its cap and day still have room without its meeting in c; a pair met in another slot stays
 *   out): a maximum-weight bipartite matching;
 * - a participant: which partners v should meet in which of its slots, given the partners' other meetings (at
 *   most v's cap): an assignment problem between v's slots and its pairs;
 * - two slots (issue 22): which meetings take place in c1 or c2, a bipartite matching between per-slot copies of
 *   the participants (resolveSlotPair), exact but for pairs whose two sides could meet in both slots: those keep
 *   their slot (or get one of the two by a seeded variant when unscheduled), or a branch and bound settles them.
 * The descent re-solves every slot, participant and pair of slots until a round gains nothing. Then an iterated
 * local search: a seeded step (a Kempe swap, freeing the meetings of a few connected participants, or re-solving
 * two random slots with a random variant), the blocks around it re-solved, kept when the total did not fall
 * (undone otherwise); when it stalls, the descent runs again, and the search goes on while that gains. Work is
 * counted in arcs looked at, not in time, so a seed gives the same schedule on any machine.
 */
import { solveSmallAssignment } from "./assignment";
import { solveBMatching } from "./bmatching";
import { NO_DAY_CAP, type Problem } from "./problem";
import type { SlotState } from "./slots";
import { rng } from "./testkit";

export interface ImproveOptions {
  seed: number;
  /** Work budget in arcs looked at (deterministic); the caller sizes it. */
  budget: number;
  /** Stops early when the total reaches this (the selection's bound). */
  bound: number;
}

/** Defaults of the search (read when an Improver is made; the benchmark's experiments may change them). */
export const improveTuning = {
  /** Whether the descent also re-solves every pair of slots. */
  pairs: true,
  pairShare: 0.1,
  /** Steps per participant without a better schedule after which the search stops. */
  patience: 100,
  exactNodes: 0,
};

export class Improver {
  private readonly p: Problem;
  /** slotEdges[c]: edges whose two sides are both available in slot c (built once). */
  private readonly slotStart: Int32Array;
  private readonly slotEdge: Int32Array;
  /** Scratch: a vertex's index in a small block (-1 when unused). */
  private readonly local: Int32Array;
  work = 0;
  /** Matchings solved by the two-slot re-solves (for the benchmark). */
  pairNodes = 0;
  /** Two-slot re-solves of the descent so far (each uses its own variant of the unscheduled pairs' slots). */
  private rounds = 0;
  private readonly pairStamp: Int32Array;
  private stampId = 0;

  constructor(private readonly st: SlotState) {
    const p = st.p;
    this.p = p;
    this.local = new Int32Array(p.n).fill(-1);
    this.pairStamp = new Int32Array(p.m);
    const T = p.T;
    const start = new Int32Array(T + 1);
    for (let e = 0; e < p.m; e++) {
      const s = p.es[e]! * T;
      const b = p.eb[e]! * T;
      for (let c = 0; c < T; c++) if (p.avail[s + c] && p.avail[b + c]) start[c + 1]!++;
    }
    for (let c = 0; c < T; c++) start[c + 1]! += start[c]!;
    const fill = start.slice(0, T);
    const edge = new Int32Array(start[T]!);
    for (let e = 0; e < p.m; e++) {
      const s = p.es[e]! * T;
      const b = p.eb[e]! * T;
      for (let c = 0; c < T; c++) if (p.avail[s + c] && p.avail[b + c]) edge[fill[c]!++] = e;
    }
    this.slotStart = start;
    this.slotEdge = edge;
  }

  /** Whether v could take a meeting in slot c if its meeting there (if any) and `also` were gone. */
  private roomAt(v: number, c: number, also = -1): boolean {
    const { p, st } = this;
    const own = st.busy[v * p.T + c]!;
    let count = st.count[v]! - (own >= 0 ? 1 : 0);
    if (also >= 0 && also !== own && st.slotOf[also]! >= 0) count--;
    if (count >= p.cap[v]!) return false;
    if (!p.hasDayCaps || p.dayCap[v]! >= NO_DAY_CAP) return true;
    const d = p.day[c]!;
    let day = st.dayCount[v * p.D + d]! - (own >= 0 ? 1 : 0);
    if (also >= 0 && also !== own && st.slotOf[also]! >= 0 && p.day[st.slotOf[also]!] === d) day--;
    return day < p.dayCap[v]!;
  }

  /** Re-solves slot c exactly; answers the gain (0 when the slot was already best). */
  resolveSlot(c: number): number {
    const { p, st } = this;
    const T = p.T;
    const eligible = new Uint8Array(p.n);
    const left: number[] = [];
    const right: number[] = [];
    const weight: number[] = [];
    const ids: number[] = [];
    let current = 0;
    for (let i = this.slotStart[c]!; i < this.slotStart[c + 1]!; i++) {
      const e = this.slotEdge[i]!;
      const at = st.slotOf[e]!;
      if (at === c) current += p.w[e]!;
      if (at >= 0 && at !== c) continue;
      const s = p.es[e]!;
      const b = p.eb[e]!;
      for (const v of [s, b]) if (!eligible[v]) eligible[v] = this.roomAt(v, c) ? 1 : 2;
      if (eligible[s] !== 1 || eligible[b] !== 1) continue;
      left.push(s);
      right.push(b - p.nS);
      weight.push(p.w[e]!);
      ids.push(e);
    }
    this.work += this.slotStart[c + 1]! - this.slotStart[c]! + 4 * ids.length;
    if (ids.length === 0) return 0;
    const exact = weight.every((w) => Number.isInteger(w) && w <= 100_000);
    const scale = exact ? 1 : 1000 / Math.max(...weight);
    const capArr = new Int32Array(p.n);
    for (let v = 0; v < p.n; v++) capArr[v] = eligible[v] === 1 ? 1 : 0;
    const r = solveBMatching({
      nLeft: p.nS,
      nRight: p.nB,
      cap: capArr,
      left: Int32Array.from(left),
      right: Int32Array.from(right),
      weight: Int32Array.from(weight, (w) => Math.max(1, Math.round(w * scale))),
    });
    this.work += ids.length * (r.phases + 1);
    let next = 0;
    for (let k = 0; k < ids.length; k++) if (r.chosen[k]) next += weight[k]!;
    if (next <= current + 1e-9) return 0;
    for (let v = 0; v < p.n; v++) {
      const f = st.busy[v * T + c]!;
      if (f >= 0 && st.slotOf[f] === c) st.remove(f);
    }
    for (let k = 0; k < ids.length; k++) if (r.chosen[k]) st.place(ids[k]!, c);
    return next - current;
  }

  /**
   * Re-solves slots c1 and c2 together: which meetings take place in c1 or in c2, given each participant's
   * meetings in the other slots (a generalisation of the Kempe swap between two slots). Exact, as a bipartite
   * matching between copies of the participants: v gets one node per slot it is free in when its cap (and day)
   * leaves room for two meetings there, and a single node serving either slot when only for one; a pair may use
   * its two sides' nodes of c1 or of c2. The one rule a matching cannot express, a pair meeting once, binds only
   * a pair whose two sides both have two nodes: when the matching uses such a pair twice, a small branch and
   * bound (c1 only or c2 only; the matching without the rule is the bound) settles it, within `nodeLimit`
   * matchings (the best schedule found is kept when the limit stops it). Answers the gain; the schedule changes
   * only when it rises.
   */
  resolveSlotPair(c1: number, c2: number, variant = -1, nodeLimit = 24): number {
    const { p, st } = this;
    const T = p.T;
    const local = this.local;
    const d1 = p.day[c1]!;
    const d2 = p.day[c2]!;
    // node ids per vertex and slot: sellers' nodes 0..nL-1, buyers' 0..nR-1 (solver sides)
    const node1: number[] = [];
    const node2: number[] = [];
    const verts: number[] = [];
    let nL = 0;
    let nR = 0;
    const touched: number[] = [];
    /** Local index of v (allocated on first sight; -2 when v can take no meeting in c1 or c2). */
    const see = (v: number): number => {
      if (local[v] !== -1) return local[v]!;
      touched.push(v);
      const f1 = st.busy[v * T + c1]!;
      const f2 = st.busy[v * T + c2]!;
      const own = (f1 >= 0 ? 1 : 0) + (f2 >= 0 ? 1 : 0);
      let room = p.cap[v]! - (st.count[v]! - own);
      let a1 = p.avail[v * T + c1]! === 1;
      let a2 = p.avail[v * T + c2]! === 1;
      if (p.hasDayCaps && p.dayCap[v]! < NO_DAY_CAP) {
        const cap = p.dayCap[v]!;
        if (d1 === d2) {
          room = Math.min(room, cap - (st.dayCount[v * p.D + d1]! - own));
        } else {
          if (st.dayCount[v * p.D + d1]! - (f1 >= 0 ? 1 : 0) >= cap) a1 = false;
          if (st.dayCount[v * p.D + d2]! - (f2 >= 0 ? 1 : 0) >= cap) a2 = false;
        }
      }
      if (room <= 0 || (!a1 && !a2)) {
        local[v] = -2;
        return -2;
      }
      const next = () => (v < p.nS ? nL++ : nR++);
      let n1 = -1;
      let n2 = -1;
      if (a1 && a2 && room === 1) {
        n1 = next();
        n2 = n1;
      } else {
        if (a1) n1 = next();
        if (a2) n2 = next();
      }
      local[v] = verts.length;
      verts.push(v);
      node1.push(n1);
      node2.push(n2);
      return local[v]!;
    };
    const arcL: number[] = [];
    const arcR: number[] = [];
    const arcW: number[] = [];
    const arcE: number[] = [];
    const arcC: number[] = [];
    /** twin[k]: the other slot's arc of the same pair when both sides have two nodes (else -1). */
    const twin: number[] = [];
    let current = 0;
    const stamp = this.pairStamp;
    this.stampId++;
    let looked = 0;
    for (const c of [c1, c2]) {
      for (let i = this.slotStart[c]!; i < this.slotStart[c + 1]!; i++) {
        looked++;
        const e = this.slotEdge[i]!;
        if (stamp[e] === this.stampId) continue;
        stamp[e] = this.stampId;
        const at = st.slotOf[e]!;
        if (at === c1 || at === c2) current += p.w[e]!;
        else if (at >= 0) continue;
        const ls = see(p.es[e]!);
        const lb = see(p.eb[e]!);
        if (ls < 0 || lb < 0) continue;
        const first = arcE.length;
        for (const [c, ns, nb] of [
          [c1, node1[ls]!, node1[lb]!],
          [c2, node2[ls]!, node2[lb]!],
        ] as const) {
          if (ns < 0 || nb < 0) continue;
          arcL.push(ns);
          arcR.push(nb);
          arcW.push(p.w[e]!);
          arcE.push(e);
          arcC.push(c);
          twin.push(-1);
        }
        if (arcE.length === first + 2 && arcL[first] !== arcL[first + 1] && arcR[first] !== arcR[first + 1]) {
          if (variant >= 0) {
            // the pair keeps its slot (or, unscheduled, gets one of the two by the variant): no pair twice
            const keep = at === c1 ? 0 : at === c2 ? 1 : (Math.imul(e ^ variant, 0x9e3779b1) >>> 16) & 1;
            const drop = first + 1 - keep;
            arcW[drop] = 0;
          } else {
            twin[first] = first + 1;
            twin[first + 1] = first;
          }
        }
      }
    }
    for (const v of touched) local[v] = -1;
    const m = arcE.length;
    this.work += looked + 4 * m;
    if (m === 0) return 0;
    const exact = arcW.every((w) => Number.isInteger(w) && w <= 100_000);
    const scale = exact ? 1 : 1000 / Math.max(...arcW);
    const capArr = new Int32Array(nL + nR).fill(1);
    const left = Int32Array.from(arcL);
    const right = Int32Array.from(arcR);
    const weightAll = Int32Array.from(arcW, (w) => (w > 0 ? Math.max(1, Math.round(w * scale)) : 0));
    const banned = new Uint8Array(m);
    for (let k = 0; k < m; k++) if (arcW[k] === 0) banned[k] = 1;
    let best = current;
    let bestChoice: Uint8Array | null = null;
    let nodes = 0;
    // depth first: ban one arc of a pair used twice, then the other
    const branch = (): void => {
      if (nodes >= nodeLimit) return;
      nodes++;
      const weight = weightAll.map((w, k) => (banned[k] ? 0 : w));
      const r = solveBMatching({ nLeft: nL, nRight: nR, cap: capArr, left, right, weight });
      this.work += m * (r.phases + 1);
      let value = 0;
      let twice = -1;
      for (let k = 0; k < m; k++) {
        if (!r.chosen[k] || banned[k]) continue;
        value += arcW[k]!;
        const t = twin[k]!;
        if (t > k && r.chosen[t] && (twice < 0 || arcW[k]! > arcW[twice]!)) twice = k;
      }
      if (value <= best + 1e-9) return; // the bound: no better schedule below this node
      if (twice < 0) {
        best = value;
        bestChoice = r.chosen.slice();
        for (let k = 0; k < m; k++) if (banned[k]) bestChoice[k] = 0;
        return;
      }
      // a feasible schedule from this node: each pair used twice keeps one of its meetings
      let repaired = value;
      for (let k = 0; k < m; k++)
        if (r.chosen[k] && !banned[k] && twin[k]! > k && r.chosen[twin[k]!]) repaired -= arcW[k]!;
      if (repaired > best + 1e-9) {
        best = repaired;
        bestChoice = r.chosen.slice();
        for (let k = 0; k < m; k++) {
          if (banned[k] || (twin[k]! > k && r.chosen[twin[k]!])) bestChoice[k] = 0;
        }
      }
      for (const k of [twice, twin[twice]!]) {
        banned[k] = 1;
        branch();
        banned[k] = 0;
      }
    };
    branch();
    this.pairNodes += nodes;
    const choice = bestChoice as Uint8Array | null;
    if (!choice) return 0;
    const before = st.total;
    const mark = st.begin();
    for (const x of verts) {
      for (const c of [c1, c2]) {
        const f = st.busy[x * T + c]!;
        if (f >= 0) st.remove(f);
      }
    }
    for (let k = 0; k < m; k++) if (choice[k]) st.place(arcE[k]!, arcC[k]!);
    if (st.total <= before + 1e-9) {
      st.undo(mark);
      return 0;
    }
    st.commit(mark);
    return st.total - before;
  }

  /**
   * Adds the best set of new meetings to slot c among participants free there (existing meetings stay): a
   * maximum-weight matching on the free participants, exact for that block.
   */
  fillSlot(c: number): number {
    const { p, st } = this;
    const T = p.T;
    const local = this.local;
    const touched: number[] = [];
    const left: number[] = [];
    const right: number[] = [];
    const weight: number[] = [];
    const ids: number[] = [];
    let nL = 0;
    let nR = 0;
    const slotEnd = this.slotStart[c + 1]!;
    for (let i = this.slotStart[c]!; i < slotEnd; i++) {
      const e = this.slotEdge[i]!;
      if (st.slotOf[e]! >= 0) continue;
      const s = p.es[e]!;
      const b = p.eb[e]!;
      if (st.busy[s * T + c]! >= 0 || st.busy[b * T + c]! >= 0) continue;
      for (const v of [s, b]) {
        if (local[v] !== -1) continue;
        touched.push(v);
        local[v] = this.roomAt(v, c) ? (v < p.nS ? nL++ : nR++) : -2;
      }
      if (local[s]! < 0 || local[b]! < 0) continue;
      left.push(local[s]!);
      right.push(local[b]!);
      weight.push(p.w[e]!);
      ids.push(e);
    }
    for (const v of touched) local[v] = -1;
    this.work += slotEnd - this.slotStart[c]! + 8 * ids.length;
    if (ids.length === 0) return 0;
    const choice = solveSmallAssignment({ nLeft: nL, nRight: nR, left, right, weight, limit: nL });
    let gain = 0;
    for (let l = 0; l < nL; l++) {
      const k = choice[l]!;
      if (k < 0) continue;
      st.place(ids[k]!, c);
      gain += weight[k]!;
    }
    return gain;
  }

  /** Re-solves participant v's meetings exactly (not for participants with a day cap); answers the gain. */
  resolveParticipant(v: number): number {
    const { p, st } = this;
    const T = p.T;
    if (p.hasDayCaps && p.dayCap[v]! < NO_DAY_CAP) return 0;
    const edges: number[] = [];
    const left: number[] = [];
    const right: number[] = [];
    const weight: number[] = [];
    let current = 0;
    let looked = 0;
    for (let i = p.start[v]!; i < p.start[v + 1]!; i++) {
      const e = p.adj[i]!;
      const u = p.es[e] === v ? p.eb[e]! : p.es[e]!;
      if (st.slotOf[e]! >= 0) current += p.w[e]!;
      let any = false;
      for (let c = 0; c < T; c++) {
        looked++;
        if (!p.avail[v * T + c] || !p.avail[u * T + c]) continue;
        const fu = st.busy[u * T + c]!;
        if (fu >= 0 && fu !== e) continue;
        const fv = st.busy[v * T + c]!;
        // v's slot is free once its own meetings go; only a fixed-like block (another participant's edge) cannot be
        if (fv >= 0 && p.es[fv] !== v && p.eb[fv] !== v) continue;
        if (!this.roomAt(u, c, e)) continue;
        if (!any) {
          edges.push(e);
          any = true;
        }
        left.push(edges.length - 1);
        right.push(c);
        weight.push(p.w[e]!);
      }
    }
    this.work += looked;
    if (edges.length === 0) return 0;
    const choice = solveSmallAssignment({
      nLeft: edges.length,
      nRight: T,
      left,
      right,
      weight,
      limit: p.cap[v]!,
    });
    let next = 0;
    for (let k = 0; k < edges.length; k++) if (choice[k]! >= 0) next += weight[choice[k]!]!;
    if (next <= current + 1e-9) return 0;
    for (let i = p.start[v]!; i < p.start[v + 1]!; i++) {
      const e = p.adj[i]!;
      if (st.slotOf[e]! >= 0) st.remove(e);
    }
    for (let k = 0; k < edges.length; k++) if (choice[k]! >= 0) st.place(edges[k]!, right[choice[k]!]!);
    return next - current;
  }

  /** Share of the search's steps that are Kempe swaps (the others free a few participants' meetings). */
  kempeShare = 0.5;
  /** Largest loss a search step may take at its start (score points), falling to 0 over the budget. */
  hot = 0;
  /** Steps per participant without a better schedule after which the search stops. */
  patience = improveTuning.patience;
  /** Node limit of the exact two-slot re-solves between the search's rounds (0: the restricted form). */
  exactNodes = improveTuning.exactNodes;
  /** Whether the descent also re-solves every pair of slots. */
  pairs = improveTuning.pairs;
  /** Share of the search's steps that re-solve two random slots (the rest: Kempe and ruin steps as above). */
  pairShare = improveTuning.pairShare;

  /** A score-neutral Kempe swap from a random participant, then its ends re-solved. */
  private kempeStep(rnd: () => number): void {
    const { p, st } = this;
    const x = Math.floor(rnd() * p.n);
    const a = Math.floor(rnd() * p.T);
    const b = Math.floor(rnd() * p.T);
    this.work += p.T;
    if (a === b) return;
    const y = st.kempeFrom(x, a, b);
    if (y < 0) return;
    this.resolveParticipant(x);
    if (y !== x) this.resolveParticipant(y);
    this.fillSlot(a);
  }

  /** Frees the meetings of a participant and a few partners, and re-solves around them. */
  private ruinStep(rnd: () => number): void {
    const { p, st } = this;
    const v = Math.floor(rnd() * p.n);
    const group = [v];
    for (let i = p.start[v]!; i < p.start[v + 1]! && group.length < 4; i++) {
      const e = p.adj[i]!;
      if (st.slotOf[e]! >= 0 && rnd() < 0.5) group.push(p.es[e] === v ? p.eb[e]! : p.es[e]!);
    }
    const slots = new Set<number>();
    for (const x of group) {
      for (let c = 0; c < p.T; c++) {
        const f = st.busy[x * p.T + c]!;
        if (f >= 0 && rnd() < 0.6) {
          slots.add(c);
          st.remove(f);
        }
      }
    }
    for (let k = group.length - 1; k >= 0; k--) this.resolveParticipant(group[k]!);
    for (const c of slots) this.fillSlot(c);
    for (const x of group) this.resolveParticipant(x);
  }

  /** Block coordinate ascent over every slot and participant until a round gains nothing (or the budget ends). */
  *descend(budgetEnd: number, exactNodes = 0): Generator<void> {
    const { p } = this;
    for (;;) {
      let gain = 0;
      for (let c = 0; c < p.T && this.work < budgetEnd; c++) {
        gain += this.resolveSlot(c);
        yield;
      }
      for (let v = 0; v < p.n && this.work < budgetEnd; v++) {
        gain += this.resolveParticipant(v);
        if ((v & 63) === 63) yield;
      }
      if (this.pairs) {
        for (let c1 = 0; c1 < p.T && this.work < budgetEnd; c1++) {
          for (let c2 = c1 + 1; c2 < p.T && this.work < budgetEnd; c2++) {
            gain +=
              exactNodes > 0
                ? this.resolveSlotPair(c1, c2, -1, exactNodes)
                : this.resolveSlotPair(c1, c2, this.rounds++);
            yield;
          }
        }
      }
      if (gain <= 1e-9 || this.work >= budgetEnd) return;
    }
  }

  /**
   * Iterated local search from a local optimum: free the meetings of a participant and a few of its partners,
   * re-solve their blocks and the slots they left, keep when the total did not fall.
   */
  *search(o: ImproveOptions): Generator<void> {
    const { p, st } = this;
    const begin = this.work;
    const end = begin + o.budget;
    yield* this.descend(end);
    const rnd = rng(o.seed * 2_654_435_761 + 17);
    let best = st.total;
    let bestSlots = st.slotOf.slice();
    // a search that found nothing better for this many steps stops (small instances end long before the budget)
    const patience = Math.max(2000, this.patience * p.n);
    for (;;) {
      for (let stall = 0; this.work < end && best < o.bound - 1e-9 && stall < patience; stall++) {
        this.work += 64;
        const before = st.total;
        const mark = st.begin();
        const kind = rnd();
        if (kind < this.pairShare) {
          const c1 = Math.floor(rnd() * p.T);
          const c2 = Math.floor(rnd() * p.T);
          const variant = Math.floor(rnd() * 2 ** 30);
          if (c1 !== c2) this.resolveSlotPair(Math.min(c1, c2), Math.max(c1, c2), variant);
        } else if (kind < this.pairShare + (1 - this.pairShare) * this.kempeShare) this.kempeStep(rnd);
        else this.ruinStep(rnd);
        // threshold acceptance: small losses are taken early on, none at the end
        const threshold = this.hot * Math.max(0, 1 - (this.work - begin) / o.budget);
        if (st.total < before - threshold - 1e-9) st.undo(mark);
        else st.commit(mark);
        if (st.total > best + 1e-9) {
          best = st.total;
          bestSlots = st.slotOf.slice();
          stall = 0;
        }
        yield;
      }
      if (!this.pairs || this.work >= end || best >= o.bound - 1e-9) break;
      const before = st.total;
      yield* this.descend(end, this.exactNodes);
      if (st.total > best + 1e-9) {
        best = st.total;
        bestSlots = st.slotOf.slice();
      }
      if (st.total <= before + 1e-9) break;
    }
    if (st.total < best - 1e-9) {
      for (let e = 0; e < p.m; e++) if (st.slotOf[e]! >= 0 && st.slotOf[e] !== bestSlots[e]) st.remove(e);
      for (let e = 0; e < p.m; e++) if (bestSlots[e]! >= 0 && st.slotOf[e]! < 0) st.place(e, bestSlots[e]!);
    }
  }
}
