/** Reasons for requested pairs that are not in the schedule. */
import type { RequestedPair, UnscheduledPair } from "../types";
import { type Problem, pairKey } from "./problem";

/**
 * total[v] counts v's meetings, fixed ones included (dayTotal[v*D + d] per day, with day caps).
 * A pair whose every common free slot falls on a day one of them has filled reads as cap reached too. Order of the checks: excluded, no common free slot (availability and fixed meetings only),
 * cap reached, otherwise outscored (every common free slot holds a meeting of one of the two).
 */
export function explainUnscheduled(
  p: Problem,
  requested: readonly RequestedPair[],
  scheduled: Set<number>,
  total: Int32Array,
  dayTotal: Int32Array,
  interpreterBlocked?: (s: number, b: number) => boolean,
): UnscheduledPair[] {
  const out: UnscheduledPair[] = [];
  const seen = new Set<number>();
  const [sellerIndex, buyerIndex] = p.index as [Map<string, number>, Map<string, number>];
  const { T } = p;
  for (const r of requested) {
    const s = sellerIndex.get(r.seller);
    const b = buyerIndex.get(r.buyer);
    if (s === undefined || b === undefined) continue;
    const key = pairKey(p, s, b);
    if (seen.has(key) || scheduled.has(key)) continue;
    seen.add(key);
    const base = { seller: r.seller, buyer: r.buyer };
    if (r.excluded) {
      out.push({ ...base, reason: "excluded", cause: r.excluded });
      continue;
    }
    if (!p.pairScore.has(key)) {
      out.push({ ...base, reason: "excluded", cause: "not_candidate" });
      continue;
    }
    let common = false;
    for (let c = 0; c < T && !common; c++) common = p.avail[s * T + c] === 1 && p.avail[b * T + c] === 1;
    if (!common) {
      out.push({ ...base, reason: "no_common_free_slot" });
      continue;
    }
    const full = (v: number) => {
      const own = p.maxMeetings[v];
      return own !== null && own !== undefined && total[v]! >= own;
    };
    let sFull = full(s);
    let bFull = full(b);
    if (!sFull && !bFull && p.hasDayCaps) {
      const dayFull = (v: number, c: number) => dayTotal[v * p.D + p.day[c]!]! >= p.dayCap[v]!;
      let sDay = true;
      let bDay = true;
      let blocked = true;
      for (let c = 0; c < T && blocked; c++) {
        if (p.avail[s * T + c] !== 1 || p.avail[b * T + c] !== 1) continue;
        const x = dayFull(s, c);
        const y = dayFull(b, c);
        blocked = x || y;
        sDay &&= x;
        bDay &&= y;
      }
      if (blocked) {
        sFull = sDay || !bDay;
        bFull = bDay || !sDay;
      }
    }
    if (sFull || bFull) {
      out.push({
        ...base,
        reason: "cap_reached",
        side: sFull && bFull ? "both" : sFull ? "seller" : "buyer",
      });
      continue;
    }
    // Both have room: the final fill pass guarantees that every common free slot is taken by a
    // meeting of one of them, i.e. better pairs won the slots, unless the pair needs an interpreter and a slot
    // free for both had none free (the interpreter phase's fill tried every such slot). With places, a pair that
    // takes a pooled place may also have found every common free slot's places taken by better meetings: outscored
    // too (for the places).
    out.push({ ...base, reason: interpreterBlocked?.(s, b) ? "no_interpreter_free" : "outscored" });
  }
  return out;
}
