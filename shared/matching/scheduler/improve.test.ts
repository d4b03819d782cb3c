import { describe, expect, it } from "vitest";
import { generateSlotBinding } from "../../../bench/matching/slot-binding";
import { checkSchedule } from "../feasibility";
import { instanceToSchedulerInput } from "../instance";
import { solveSmallAssignment } from "./assignment";
import { outscoredHolds } from "./block-testkit";
import { Improver } from "./improve";
import { scheduleSync } from "./index";
import { buildProblem } from "./problem";
import { SlotState } from "./slots";
import { rng } from "./testkit";

describe("improvement when slots bind", () => {
  const input = instanceToSchedulerInput(generateSlotBinding({ perSide: 40, slots: 10, seed: 5 }));
  input.requested = input.pairs
    .filter((_, i) => i % 7 === 0)
    .map((p) => ({ seller: p.seller, buyer: p.buyer }));

  it("stays feasible, never loses, keeps the reasons true and is deterministic for a seed", {
    timeout: 60_000,
  }, () => {
    const before = scheduleSync(input, { improveBudget: 0 });
    const after = scheduleSync(input, { seed: 3, improveBudget: 3_000_000 });
    expect(checkSchedule(input, after.meetings).violations).toEqual([]);
    expect(after.stats.totalScore).toBeGreaterThanOrEqual(before.stats.totalScore);
    outscoredHolds(input, after);
    expect(scheduleSync(input, { seed: 3, improveBudget: 3_000_000 }).meetings).toEqual(after.meetings);
  });
});

describe("the search's last descent", () => {
  it("ends at a schedule no exact two-slot re-solve improves", { timeout: 60_000 }, () => {
    const input = instanceToSchedulerInput(generateSlotBinding({ perSide: 30, slots: 8, seed: 2 }));
    const p = buildProblem(input);
    const st = new SlotState(p);
    for (let e = 0; e < p.m; e++) st.tryDirect(e);
    const improver = new Improver(st);
    const search = improver.search({ seed: 1, budget: 20_000_000, bound: Number.POSITIVE_INFINITY });
    for (let r = search.next(); !r.done; r = search.next());
    const total = st.total;
    for (let c1 = 0; c1 < p.T; c1++)
      for (let c2 = c1 + 1; c2 < p.T; c2++) expect(improver.resolveSlotPair(c1, c2, -1, 1_000_000)).toBe(0);
    expect(st.total).toBe(total);
  });
});

describe("solveSmallAssignment", () => {
  it("matches brute force with a cardinality limit", () => {
    const r = rng(11);
    for (let t = 0; t < 200; t++) {
      const L = 1 + Math.floor(r() * 4);
      const R = 1 + Math.floor(r() * 4);
      const arcs = { left: [] as number[], right: [] as number[], weight: [] as number[] };
      for (let i = 0; i < L; i++)
        for (let j = 0; j < R; j++)
          if (r() < 0.7) {
            arcs.left.push(i);
            arcs.right.push(j);
            arcs.weight.push(1 + Math.floor(r() * 9));
          }
      const limit = Math.floor(r() * 4);
      const choice = solveSmallAssignment({ nLeft: L, nRight: R, ...arcs, limit });
      let got = 0;
      const usedR = new Set<number>();
      let count = 0;
      choice.forEach((k) => {
        if (k < 0) return;
        got += arcs.weight[k]!;
        expect(usedR.has(arcs.right[k]!)).toBe(false);
        usedR.add(arcs.right[k]!);
        count++;
      });
      expect(count).toBeLessThanOrEqual(limit);
      // brute force over left vertices
      let best = 0;
      const go = (i: number, acc: number, n: number, used: Set<number>) => {
        if (acc > best) best = acc;
        if (i === L) return;
        go(i + 1, acc, n, used);
        if (n === limit) return;
        arcs.left.forEach((l, k) => {
          if (l !== i || used.has(arcs.right[k]!)) return;
          used.add(arcs.right[k]!);
          go(i + 1, acc + arcs.weight[k]!, n + 1, used);
          used.delete(arcs.right[k]!);
        });
      };
      go(0, 0, 0, new Set());
      expect(got).toBe(best);
    }
  });
});
