import { describe, expect, it } from "vitest";
import type { SchedulerInput } from "../types";
import { Improver } from "./improve";
import { buildProblem, NO_DAY_CAP, type Problem } from "./problem";
import { SlotState } from "./slots";
import { randomInstance, rng } from "./testkit";

/** A small instance, sometimes with two days and per-day caps, and a random feasible schedule on it. */
function setup(seed: number): { p: Problem; st: SlotState; r: () => number } {
  const r = rng(seed * 7919 + 3);
  const slots = 3 + (seed % 2);
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
function expectValid(p: Problem, st: SlotState): void {
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

/** Best total over every way to re-place the meetings of slots c1 and c2 (pairs met elsewhere stay out). */
function bruteForceTwoSlots(p: Problem, st: SlotState, c1: number, c2: number): number {
  const T = p.T;
  const edges: number[] = [];
  for (let e = 0; e < p.m; e++) {
    const c = st.slotOf[e]!;
    if (c === c1 || c === c2) st.remove(e);
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
    for (const c of [c1, c2]) {
      if (!st.isFree(p.es[e]!, c) || !st.isFree(p.eb[e]!, c)) continue;
      st.place(e, c);
      go(i + 1);
      st.remove(e);
    }
  };
  go(0);
  void T;
  return best;
}

/** A seeded instance with its schedule, two distinct slots of it, and the brute-force optimum over them. */
function twoSlotCase(seed: number) {
  const { p, st, r } = setup(seed);
  const c1 = Math.floor(r() * p.T);
  const c2 = (c1 + 1 + Math.floor(r() * (p.T - 1))) % p.T;
  const copy = new SlotState(p);
  for (let e = 0; e < p.m; e++) if (st.slotOf[e]! >= 0) copy.place(e, st.slotOf[e]!);
  return { p, st, c1, c2, optimum: bruteForceTwoSlots(p, copy, c1, c2) };
}

describe("two-slot re-solve", () => {
  it("is exact against brute force (branch and bound without a node limit) and keeps the schedule valid", () => {
    let improved = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const { p, st, c1, c2, optimum } = twoSlotCase(seed);
      const before = st.total;
      const gain = new Improver(st).resolveSlotPair(Math.min(c1, c2), Math.max(c1, c2), -1, 1_000_000);
      expectValid(p, st);
      expect(st.total).toBeCloseTo(before + gain, 9);
      expect(st.total).toBeCloseTo(optimum, 9);
      if (gain > 0) improved++;
    }
    expect(improved).toBeGreaterThan(20);
  });

  it("never lowers the total with the pairs' slots restricted (the search's form), nor passes the optimum", () => {
    for (let seed = 1; seed <= 150; seed++) {
      const { p, st, c1, c2, optimum } = twoSlotCase(seed);
      const before = st.total;
      new Improver(st).resolveSlotPair(Math.min(c1, c2), Math.max(c1, c2), seed);
      expectValid(p, st);
      expect(st.total).toBeGreaterThanOrEqual(before - 1e-9);
      expect(st.total).toBeLessThanOrEqual(optimum + 1e-9);
    }
  });
});
