import { describe, expect, it } from "vitest";
import { bruteForceSlots, expectValid, setup } from "./block-testkit";
import { Improver } from "./improve";
import { SlotState } from "./slots";

/** A seeded instance with its schedule, two distinct slots of it, and the brute-force optimum over them. */
function twoSlotCase(seed: number) {
  const { p, st, r } = setup(seed);
  const c1 = Math.floor(r() * p.T);
  const c2 = (c1 + 1 + Math.floor(r() * (p.T - 1))) % p.T;
  const copy = new SlotState(p);
  for (let e = 0; e < p.m; e++) if (st.slotOf[e]! >= 0) copy.place(e, st.slotOf[e]!);
  return { p, st, c1, c2, optimum: bruteForceSlots(p, copy, [c1, c2]) };
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
