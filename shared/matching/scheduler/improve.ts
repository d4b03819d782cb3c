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
 * (undone otherwise); when it stalls, the descent runs again, and the search goes on while that gains; when that
 * gains nothing either, a kick (ruin steps kept whatever they cost) and a descent restart it while the budget lasts;
 * the best schedule seen, after a last descent with the exact two-slot re-solve, is the result. Work is
 * counted in arcs looked at, not in time, so a seed gives the same schedule on any machine.
 */
import type { BlockSolver } from "../types";
import { solveSmallAssignment } from "./assignment";
import { solveBMatching } from "./bmatching";
import { improveTuning } from "./improve-tuning";
import { withinPlaces } from "./places";
import { NO_DAY_CAP, type Problem } from "./problem";
import type { SlotState } from "./slots";
import { kempeStep, ruinStep } from "./steps";
import { rng } from "./testkit";
import { type BlockOptions, resolveSlotBlock } from "./threeslot";

export { improveTuning };

import { type PairEnv, resolveSlotPair } from "./twoslot";

export interface ImproveOptions {
  seed: number;
  /** Work budget in arcs looked at (deterministic); the caller sizes it. */
  budget: number;
  /** Stops early when the total reaches this (the selection's bound). */
  bound: number;
}

export class Improver {
  readonly p: Problem;
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
  /** The two-slot re-solve's view of this improver (`twoslot.ts`), sharing its counters. */
  private readonly pairEnv: PairEnv;

  constructor(readonly st: SlotState) {
    const p = st.p;
    this.p = p;
    this.local = new Int32Array(p.n).fill(-1);
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
    let stamp = 0;
    this.pairEnv = {
      p,
      st,
      local: this.local,
      slotStart: start,
      slotEdge: edge,
      pairStamp: new Int32Array(p.m),
      nextStamp: () => ++stamp,
      counters: this,
    };
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
    let picked: number[] = [];
    for (let k = 0; k < ids.length; k++) if (r.chosen[k]) picked.push(k);
    if (p.hasPlaces) picked = withinPlaces(p, ids, picked, p.placesLeft[c]!);
    let next = 0;
    for (const k of picked) next += weight[k]!;
    if (next <= current + 1e-9) return 0;
    for (let v = 0; v < p.n; v++) {
      const f = st.busy[v * T + c]!;
      if (f >= 0 && st.slotOf[f] === c) st.remove(f);
    }
    for (const k of picked) st.place(ids[k]!, c);
    return next - current;
  }

  /** Re-solves the block of `slots` with a MIP solver (`threeslot.ts`); answers the gain. */
  resolveSlotBlock(solver: BlockSolver, slots: readonly number[], o: BlockOptions): number {
    return resolveSlotBlock(this.pairEnv, solver, slots, o);
  }

  /** Pairs whose two sides are both available in slot c. */
  slotPairs(c: number): number {
    return this.slotStart[c + 1]! - this.slotStart[c]!;
  }

  /** Re-solves slots c1 and c2 together (`twoslot.ts`); answers the gain, the schedule changes only when it rises. */
  resolveSlotPair(c1: number, c2: number, variant = -1, nodeLimit = 24): number {
    return resolveSlotPair(this.pairEnv, c1, c2, variant, nodeLimit);
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
    // the slot's pairs whose two sides are free, in edge order: the free sellers' pairs (edges go by seller)
    for (let s = 0; s < p.nS; s++) {
      if (!p.avail[s * T + c] || st.busy[s * T + c]! >= 0) continue;
      for (let i = p.start[s]!; i < p.start[s + 1]!; i++) {
        const e = p.adj[i]!;
        const b = p.eb[e]!;
        if (st.slotOf[e]! >= 0 || !p.avail[b * T + c] || st.busy[b * T + c]! >= 0) continue;
        if (local[s] === -1) {
          touched.push(s);
          local[s] = this.roomAt(s, c) ? nL++ : -2;
        }
        if (local[b] === -1) {
          touched.push(b);
          local[b] = this.roomAt(b, c) ? nR++ : -2;
        }
        if (local[s]! < 0 || local[b]! < 0) continue;
        left.push(local[s]!);
        right.push(local[b]!);
        weight.push(p.w[e]!);
        ids.push(e);
      }
    }
    for (const v of touched) local[v] = -1;
    // work as if the slot's pair list were scanned (the count the budgets were sized with)
    this.work += this.slotStart[c + 1]! - this.slotStart[c]! + 8 * ids.length;
    if (ids.length === 0) return 0;
    const choice = solveSmallAssignment({ nLeft: nL, nRight: nR, left, right, weight, limit: nL });
    let picked = Array.from(choice).filter((k) => k >= 0);
    if (p.hasPlaces) picked = withinPlaces(p, ids, picked, p.placesLeft[c]! - st.used[c]!);
    let gain = 0;
    for (const k of picked) {
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
        // a pooled place: v's own meeting in c (if pooled) frees one
        if (p.hasPlaces && p.pooled[e] && st.used[c]! - (fv >= 0 && p.pooled[fv] ? 1 : 0) >= p.placesLeft[c]!)
          continue;
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
    let staleKicks = 0;
    let bestAtKick = best;
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
        } else if (kind < this.pairShare + (1 - this.pairShare) * this.kempeShare) kempeStep(this, rnd);
        else ruinStep(this, rnd);
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
      if (st.total > before + 1e-9) continue;
      // stalled: a kick (ruin steps taken whatever they cost) and a descent, while the budget lasts
      const kicks = Math.round(improveTuning.kick * p.n);
      if (best > bestAtKick + 1e-9) staleKicks = 0;
      bestAtKick = best;
      if (kicks === 0 || this.work >= end || staleKicks++ >= improveTuning.staleKicks) break;
      for (let k = 0; k < kicks; k++) ruinStep(this, rnd);
      yield* this.descend(end);
    }
    if (st.total < best - 1e-9) {
      for (let e = 0; e < p.m; e++) if (st.slotOf[e]! >= 0 && st.slotOf[e] !== bestSlots[e]) st.remove(e);
      for (let e = 0; e < p.m; e++) if (bestSlots[e]! >= 0 && st.slotOf[e]! < 0) st.place(e, bestSlots[e]!);
    }
    // The best schedule may come from a step of the search rather than a descent (the steps accept small losses,
    // so the search moves on from a schedule it never descended from): a last descent from it, with the exact
    // two-slot re-solve, on a share of the budget of its own.
    if (improveTuning.polish > 0 && best < o.bound - 1e-9)
      yield* this.descend(this.work + improveTuning.polish * o.budget, Math.max(24, this.exactNodes));
  }
}
