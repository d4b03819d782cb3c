/**
 * The ejection move of the slot assignment (`slots.ts`): place a pair in a slot, removing the (cheaper) meetings in
 * the way, or the cheapest meeting of a side that reached its cap, when the total score increases. Removed meetings
 * are tried again elsewhere by the caller. A slot qualifies only when the days and, for a pair that takes a pooled
 * place, the slot's places still have room once the removed meetings are gone.
 */
import type { SlotState } from "./slots";

/** Whether v's day of slot c has room once the `removed` meetings are gone. */
function dayRoomAfter(st: SlotState, v: number, c: number, removed: number[]): boolean {
  const { p } = st;
  const d = p.day[c]!;
  let n = st.dayCount[v * p.D + d]!;
  for (const f of removed) if ((p.es[f] === v || p.eb[f] === v) && p.day[st.slotOf[f]!] === d) n--;
  return n < p.dayCap[v]!;
}

/** Whether slot c has a pooled place once the `removed` meetings are gone. */
function placeAfter(st: SlotState, c: number, removed: number[]): boolean {
  const { p } = st;
  let n = st.used[c]!;
  for (const f of removed) if (p.pooled[f] && st.slotOf[f] === c) n--;
  return n < p.placesLeft[c]!;
}

/**
 * Best ejection move for e. Returns the removed edges (possibly none) when applied, or null when no move raises the
 * total by more than `minGain`.
 */
export function bestEjection(st: SlotState, e: number, minGain: number): number[] | null {
  const { p, T, busy } = st;
  const s = p.es[e]!;
  const b = p.eb[e]!;
  const we = p.w[e]!;
  const sFull = st.count[s]! >= p.cap[s]!;
  const bFull = st.count[b]! >= p.cap[b]!;
  const sMin = sFull ? st.cheapest(s, -1) : -1;
  const bMin = bFull ? st.cheapest(b, -1) : -1;
  const needsPlace = p.hasPlaces && p.pooled[e] === 1;
  let bestGain = minGain;
  let bestSlot = -1;
  let bestRemoved: number[] = [];
  for (let c = 0; c < T; c++) {
    if (p.avail[s * T + c] !== 1 || p.avail[b * T + c] !== 1) continue;
    const fs = busy[s * T + c]!;
    const fb = busy[b * T + c]!;
    const removed: number[] = [];
    if (fs >= 0) removed.push(fs);
    else if (sFull) {
      if (sMin < 0) continue;
      removed.push(sMin);
    }
    if (fb >= 0) {
      if (!removed.includes(fb)) removed.push(fb);
    } else if (bFull) {
      if (bMin < 0 || removed.includes(bMin)) continue;
      removed.push(bMin);
    }
    if (p.hasDayCaps && !(dayRoomAfter(st, s, c, removed) && dayRoomAfter(st, b, c, removed))) continue;
    if (needsPlace && !placeAfter(st, c, removed)) continue;
    let gain = we;
    for (const f of removed) gain -= p.w[f]!;
    if (gain > bestGain) {
      bestGain = gain;
      bestSlot = c;
      bestRemoved = removed;
    }
  }
  if (bestSlot < 0) return null;
  for (const f of bestRemoved) st.remove(f);
  st.place(e, bestSlot);
  return bestRemoved;
}
