import { beforeAll, describe, expect, it } from "vitest";
import { generateSlotBinding } from "../../../bench/matching/slot-binding";
import { checkSchedule } from "../feasibility";
import { loadHighsBlockSolver } from "../highs-solver";
import { instanceToSchedulerInput } from "../instance";
import type { BlockProgram, BlockSolver } from "../types";
import { bruteForceSlots, expectValid, outscoredHolds, setup } from "./block-testkit";
import { Improver } from "./improve";
import { scheduleSync } from "./index";
import { SlotState } from "./slots";
import { blockDescent } from "./threeslot";

let highs: BlockSolver;
beforeAll(async () => {
  highs = await loadHighsBlockSolver();
});

/** A seeded instance of 4-5 slots with a random schedule, three distinct slots of it, and their brute-force optimum. */
function threeSlotCase(seed: number) {
  const { p, st, r } = setup(seed, 4 + (seed % 2));
  const order = Array.from({ length: p.T }, (_, c) => c).sort(() => r() - 0.5);
  const slots = order.slice(0, 3).sort((a, b) => a - b);
  const copy = new SlotState(p);
  for (let e = 0; e < p.m; e++) if (st.slotOf[e]! >= 0) copy.place(e, st.slotOf[e]!);
  return { p, st, slots, optimum: bruteForceSlots(p, copy, slots) };
}

/** The solver, answering a fixed choice instead of its own (for the guard against a wrong answer). */
function lying(choice: (program: BlockProgram) => Uint8Array): BlockSolver {
  return {
    relax: (program) => ({
      bound: Number.POSITIVE_INFINITY,
      x: Float64Array.from(choice(program), (v) => v / 2),
    }),
    solve: (program) => ({ value: Number.POSITIVE_INFINITY, chosen: choice(program), nodes: 0 }),
  };
}

describe("three-slot re-solve (HiGHS)", () => {
  it("is exact against brute force with the whole block's MIP, and keeps the schedule valid", () => {
    let improved = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const { p, st, slots, optimum } = threeSlotCase(seed);
      const before = st.total;
      const gain = new Improver(st).resolveSlotBlock(highs, slots, { maxNodes: 1_000_000, whole: true });
      expectValid(p, st);
      expect(st.total).toBeCloseTo(before + gain, 9);
      expect(st.total).toBeCloseTo(optimum, 9);
      if (gain > 0) improved++;
    }
    expect(improved).toBeGreaterThan(20);
  });

  it("never lowers the total nor passes the optimum in the engine's form (LP, then the MIP on its support)", () => {
    let reached = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const { p, st, slots, optimum } = threeSlotCase(seed);
      const before = st.total;
      const stats = { lps: 0, mips: 0, gain: 0 };
      new Improver(st).resolveSlotBlock(highs, slots, { maxNodes: 200, stats });
      expectValid(p, st);
      expect(st.total).toBeGreaterThanOrEqual(before - 1e-9);
      expect(st.total).toBeLessThanOrEqual(optimum + 1e-9);
      expect(stats.gain).toBeCloseTo(st.total - before, 9);
      if (Math.abs(st.total - optimum) < 1e-9) reached++;
    }
    // the LP of these blocks is nearly always integral at its optimum
    expect(reached).toBeGreaterThan(100);
  });

  it("keeps the schedule when the solver answers a choice that breaks the block's rows", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { p, st, slots } = threeSlotCase(seed);
      const before = st.slotOf.slice();
      let shared = false;
      const all = lying((program) => {
        shared ||= new Set(program.indices).size < program.indices.length;
        return new Uint8Array(program.numCols).fill(1);
      });
      new Improver(st).resolveSlotBlock(all, slots, { maxNodes: 200, whole: true });
      expectValid(p, st);
      // every column at 1 breaks a row as soon as two columns share one: then nothing may change
      if (shared) expect([...st.slotOf]).toEqual([...before]);
    }
  });

  it("descends over every triple until none gains: then each block is at its optimum", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { p, st } = setup(seed, 5);
      const im = new Improver(st);
      const before = st.total;
      const d = blockDescent(im, highs, Number.POSITIVE_INFINITY, () => 0.5);
      for (let r = d.next(); !r.done; r = d.next());
      expectValid(p, st);
      expect(st.total).toBeGreaterThanOrEqual(before - 1e-9);
      for (const slots of [
        [0, 1, 2],
        [1, 3, 4],
        [0, 2, 4],
      ]) {
        const copy = new SlotState(p);
        for (let e = 0; e < p.m; e++) if (st.slotOf[e]! >= 0) copy.place(e, st.slotOf[e]!);
        // the engine's form may stop short of a block's optimum only where the LP is fractional: rare, and then
        // its restricted MIP still never lowers; here the descent must leave no block with a gain of a point
        expect(bruteForceSlots(p, copy, slots)).toBeLessThan(st.total + 1);
      }
    }
  });
});

describe("the scheduler with a block solver", () => {
  const input = instanceToSchedulerInput(generateSlotBinding({ perSide: 40, slots: 10, seed: 5 }));
  input.requested = input.pairs
    .filter((_, i) => i % 7 === 0)
    .map((p) => ({ seller: p.seller, buyer: p.buyer }));

  it("raises the search's schedule, stays feasible with true reasons, and is deterministic for a seed", {
    timeout: 60_000,
  }, () => {
    const options = { seed: 2, improveBudget: 5_000_000 };
    const searched = scheduleSync(input, options);
    const blocks = scheduleSync(input, { ...options, blockSolver: highs, blockBudget: 20_000_000 });
    expect(checkSchedule(input, blocks.meetings).violations).toEqual([]);
    expect(blocks.stats.timings.blockLps).toBeGreaterThan(0);
    // the same search, then the blocks: they only raise it, by what the stats say
    expect(blocks.stats.totalScore).toBeCloseTo(
      searched.stats.totalScore + blocks.stats.timings.blockGain!,
      6,
    );
    expect(blocks.stats.timings.blockGain).toBeGreaterThan(0);
    outscoredHolds(input, blocks);
    const again = scheduleSync(input, { ...options, blockSolver: highs, blockBudget: 20_000_000 });
    expect(again.meetings).toEqual(blocks.meetings);
  });

  it("does not run the blocks without a solver, nor when the budget is 0", () => {
    const plain = scheduleSync(input, { seed: 2, improveBudget: 1_000_000 });
    const off = scheduleSync(input, {
      seed: 2,
      improveBudget: 1_000_000,
      blockSolver: highs,
      blockBudget: 0,
    });
    expect(plain.stats.timings.blockLps).toBeUndefined();
    expect(off.meetings).toEqual(plain.meetings);
  });
});
