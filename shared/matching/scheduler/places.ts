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

/**
 * A cheap upper bound of the non-fixed meetings' score under the places (Infinity without places): the pooled
 * meetings are at most the places of all slots, so at most the best that many pooled pairs; every other meeting has
 * a side that sits elsewhere (online or at its own place), which meets at most its cap: the best cap pairs of that
 * side (the seller's when both sit elsewhere). The improvement stops when the schedule reaches it.
 */
export function placesUpperBound(p: Problem): number {
  if (!p.hasPlaces) return Number.POSITIVE_INFINITY;
  let K = 0;
  for (let c = 0; c < p.T; c++) K += p.placesLeft[c]!;
  const pooledW: number[] = [];
  const own: number[][] = Array.from({ length: p.n }, () => []);
  for (let e = 0; e < p.m; e++) {
    if (p.pooled[e]) pooledW.push(p.w[e]!);
    else own[p.sits[p.es[e]!] ? p.eb[e]! : p.es[e]!]!.push(p.w[e]!);
  }
  let bound = 0;
  pooledW.sort((x, y) => y - x);
  for (let i = 0; i < Math.min(K, pooledW.length); i++) bound += pooledW[i]!;
  for (let v = 0; v < p.n; v++) {
    const ws = own[v]!;
    if (ws.length === 0) continue;
    ws.sort((x, y) => y - x);
    for (let i = 0; i < Math.min(p.cap[v]!, ws.length); i++) bound += ws[i]!;
  }
  return bound;
}
