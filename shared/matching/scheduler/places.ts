/**
 * On-site capacity in the exact block re-solves (`improve.ts`): a slot's matching ignores the places, so its choice
 * is cut to the slot's room by dropping its cheapest pooled meetings (the meetings that need no pooled place all
 * stay). The cut choice is a valid schedule of the slot, not always the best one under the places; the re-solve
 * keeps it only when it raises the total.
 */
import type { PlaceStats } from "../types";
import type { Problem } from "./problem";
import type { SlotState } from "./slots";

/**
 * The picked arcs (indices into `edges`) with at most `room` of them taking a pooled place: the pooled ones of the
 * highest weight (ties to the earlier arc) and every other one.
 */
export function withinPlaces(
  p: Problem,
  edges: readonly number[],
  picked: readonly number[],
  room: number,
): number[] {
  const pooled = picked.filter((k) => p.pooled[edges[k]!]);
  if (pooled.length <= Math.max(0, room)) return [...picked];
  pooled.sort((x, y) => p.w[edges[y]!]! - p.w[edges[x]!]! || x - y);
  const drop = new Set(pooled.slice(Math.max(0, room)));
  return picked.filter((k) => !drop.has(k));
}

/** The schedule's use of the pooled places (fixed meetings included). */
export function placeStats(p: Problem, st: SlotState): PlaceStats {
  let capacity = 0;
  let pooled = 0;
  let fixedPooled = 0;
  let fullSlots = 0;
  for (let c = 0; c < p.T; c++) {
    capacity += p.places[c]!;
    pooled += st.used[c]! + p.fixedPooled[c]!;
    fixedPooled += p.fixedPooled[c]!;
    if (st.used[c]! >= p.placesLeft[c]!) fullSlots++;
  }
  return { capacity, pooled, fixedPooled, fullSlots };
}
