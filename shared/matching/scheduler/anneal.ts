/**
 * Simulated annealing over the time-indexed schedule, for instances where slots bind. Two moves, each O(slots):
 * - put an unscheduled pair into a slot both sides have available, removing what is in the way (either side's
 *   meeting in that slot, and the cheapest other meeting of a side that would exceed its cap);
 * - move a scheduled pair to another such slot, removing the two sides' meetings there.
 * A move that raises the total is always taken, one that lowers it by d with probability exp(-d / temperature);
 * the temperature falls geometrically. The best schedule seen is kept. A participant with a per-day cap takes a
 * move only when its day still has room after the removals (never over its cap). Seeded and counted in moves, so
 * one seed gives one schedule. With on-site capacity, a move that leaves its slot over its pooled places is undone.
 */
import type { SlotState } from "./slots";
import { rng } from "./testkit";

export interface AnnealOptions {
  seed: number;
  moves: number;
  /** Start and end temperatures, in score points. */
  hot: number;
  cold: number;
  /** Stop once the total reaches this (an upper bound). */
  bound: number;
}

/** Anneals `st` in place; on return it holds the best schedule seen. */
export function anneal(st: SlotState, o: AnnealOptions): void {
  const p = st.p;
  const T = p.T;
  const { avail, es, eb, w, cap } = p;
  const busy = st.busy;
  const rnd = rng(o.seed * 40_503 + 7);
  let best = st.total;
  let bestSlots = st.slotOf.slice();
  const ratio = o.moves > 1 ? (o.cold / o.hot) ** (1 / o.moves) : 1;
  let temp = o.hot;
  const removed = [-1, -1, -1, -1];

  /** Cheapest meeting of v other than those in `removed` and other than slot c's (which goes anyway), or -1. */
  const cheapest = (v: number, c: number): number => {
    let out = -1;
    for (let k = 0; k < T; k++) {
      if (k === c) continue;
      const f = busy[v * T + k]!;
      if (f < 0 || f === removed[0] || f === removed[1]) continue;
      if (out < 0 || w[f]! < w[out]!) out = f;
    }
    return out;
  };

  const removedSlot = [-1, -1, -1, -1];
  for (let it = 0; it < o.moves; it++) {
    temp *= ratio;
    const e = Math.floor(rnd() * p.m);
    const s = es[e]!;
    const b = eb[e]!;
    const c = Math.floor(rnd() * T);
    const from = st.slotOf[e]!;
    if (c === from || !avail[s * T + c] || !avail[b * T + c]) continue;
    const fs = busy[s * T + c]!;
    const fb = busy[b * T + c]!;
    removed[0] = fs;
    removed[1] = fb !== fs ? fb : -1;
    removed[2] = -1;
    removed[3] = -1;
    if (from < 0) {
      // a new meeting: each side must stay within its cap
      if (cap[s] === 0 || cap[b] === 0) continue;
      if (st.count[s]! - (fs >= 0 ? 1 : 0) >= cap[s]!) {
        removed[2] = cheapest(s, c);
        if (removed[2] < 0) continue;
      }
      if (st.count[b]! - (fb >= 0 ? 1 : 0) >= cap[b]!) {
        removed[3] = cheapest(b, c);
        if (removed[3] < 0) continue;
      }
    }
    let delta = from < 0 ? w[e]! : 0;
    for (const f of removed) if (f >= 0) delta -= w[f]!;
    if (delta < 0 && rnd() >= Math.exp(delta / temp)) continue;
    for (let k = 0; k < 4; k++) {
      const f = removed[k]!;
      removedSlot[k] = f >= 0 ? st.slotOf[f]! : -1;
      if (f >= 0) st.remove(f);
    }
    if (from >= 0) st.remove(e);
    if (p.hasDayCaps && !(st.dayRoom(s, c) && st.dayRoom(b, c))) {
      // a day cap would be exceeded: put everything back
      if (from >= 0) st.place(e, from);
      for (let k = 0; k < 4; k++) if (removed[k]! >= 0) st.place(removed[k]!, removedSlot[k]!);
      continue;
    }
    st.place(e, c);
    if (p.hasPlaces && !st.placesOk(c)) {
      // slot c has no pooled place left: put everything back
      st.remove(e);
      if (from >= 0) st.place(e, from);
      for (let k = 0; k < 4; k++) if (removed[k]! >= 0) st.place(removed[k]!, removedSlot[k]!);
      continue;
    }
    if (st.total > best + 1e-9) {
      best = st.total;
      bestSlots = st.slotOf.slice();
      if (best >= o.bound - 1e-9) break;
    }
  }
  // Restore the best schedule.
  for (let e = 0; e < p.m; e++) if (st.slotOf[e]! >= 0 && st.slotOf[e] !== bestSlots[e]) st.remove(e);
  for (let e = 0; e < p.m; e++) if (bestSlots[e]! >= 0 && st.slotOf[e]! < 0) st.place(e, bestSlots[e]!);
}
