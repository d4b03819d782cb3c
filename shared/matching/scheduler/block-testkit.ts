/**
 * Helpers of the block re-solves' tests (`twoslot.test.ts`, `threeslot.test.ts`): a small seeded instance with a
 * random schedule, the validity of a schedule, and the brute-force optimum of a block of slots.
 */
import { expect } from "vitest";
import type { SchedulerInput } from "../types";
import type { scheduleSync } from "./index";
import { buildProblem, NO_DAY_CAP, type Problem } from "./problem";
import { SlotState } from "./slots";
import { randomInstance, rng } from "./testkit";

/** A small instance, sometimes with two days and per-day caps, and a random feasible schedule on it. */
export function setup(seed: number, slots = 3 + (seed % 2)): { p: Problem; st: SlotState; r: () => number } {
  const r = rng(seed * 7919 + 3);
  const input: SchedulerInput = randomInstance(seed, { sellers: 3, buyers: 3, slots });
  if (seed % 3 === 0) {
    input.slotDays = Array.from({ length: slots }, (_, c) => (c < slots / 2 ? 0 : 1));
    for (const v of [...input.sellers, ...input.buyers]) if (r() < 0.4) v.maxPerDay = 1;
  }
  const p = buildProblem(input);
  const st = new SlotState(p);
  for (let t = 0; t < 4 * p.m; t++) {
    const e = Math.floor(r() * p.m);
    const c = Math.floor(r() * p.T);
    if (st.slotOf[e]! < 0 && st.hasRoom(e) && st.isFree(p.es[e]!, c) && st.isFree(p.eb[e]!, c))
      st.place(e, c);
  }
  return { p, st, r };
}

/** The state is a valid schedule: one meeting per participant and slot, available, caps and day caps kept. */
export function expectValid(p: Problem, st: SlotState): void {
  const count = new Int32Array(p.n);
  const day = new Map<number, number>();
  const seen = new Set<number>();
  for (let e = 0; e < p.m; e++) {
    const c = st.slotOf[e]!;
    if (c < 0) continue;
    for (const v of [p.es[e]!, p.eb[e]!]) {
      expect(p.avail[v * p.T + c]).toBe(1);
      expect(seen.has(v * p.T + c)).toBe(false);
      seen.add(v * p.T + c);
      count[v]!++;
      const k = v * p.D + p.day[c]!;
      day.set(k, (day.get(k) ?? p.dayBase[k] ?? 0) + 1);
    }
  }
  for (let v = 0; v < p.n; v++) expect(count[v]).toBeLessThanOrEqual(p.cap[v]!);
  for (const [k, n] of day) {
    const cap = p.dayCap[Math.floor(k / p.D)]!;
    if (cap < NO_DAY_CAP) expect(n).toBeLessThanOrEqual(cap);
  }
}

/** Best total over every way to re-place the meetings of `slots` (pairs met elsewhere stay out). */
export function bruteForceSlots(p: Problem, st: SlotState, slots: readonly number[]): number {
  const edges: number[] = [];
  for (let e = 0; e < p.m; e++) {
    const c = st.slotOf[e]!;
    if (slots.includes(c)) st.remove(e);
  }
  for (let e = 0; e < p.m; e++) if (st.slotOf[e]! < 0) edges.push(e);
  const base = st.total;
  let best = base;
  const go = (i: number) => {
    if (st.total > best) best = st.total;
    if (i === edges.length) return;
    go(i + 1);
    const e = edges[i]!;
    if (!st.hasRoom(e)) return;
    for (const c of slots) {
      if (!st.isFree(p.es[e]!, c) || !st.isFree(p.eb[e]!, c)) continue;
      st.place(e, c);
      go(i + 1);
      st.remove(e);
    }
  };
  go(0);
  return best;
}

/** Every common free slot of an "outscored" pair holds a meeting of one of the two (what the reason says). */
export function outscoredHolds(input: SchedulerInput, res: ReturnType<typeof scheduleSync>): void {
  const busy = new Set(res.meetings.flatMap((m) => [`S${m.seller}@${m.slot}`, `B${m.buyer}@${m.slot}`]));
  const off = new Map([...input.sellers, ...input.buyers].map((p) => [p.id, new Set(p.unavailable ?? [])]));
  for (const u of res.unscheduled) {
    if (u.reason !== "outscored") continue;
    for (let c = 0; c < input.slots; c++) {
      if (off.get(u.seller)!.has(c) || off.get(u.buyer)!.has(c)) continue;
      expect(busy.has(`S${u.seller}@${c}`) || busy.has(`B${u.buyer}@${c}`)).toBe(true);
    }
  }
}
