import { describe, expect, it } from "vitest";
import { checkSchedule } from "../../shared/matching/feasibility";
import { scheduleSync } from "../../shared/matching/scheduler";
import { bruteForceOptimum, randomInstance } from "../../shared/matching/scheduler/testkit";
import { upperBound } from "./bound";
import { lagrangeBound } from "./lagrange";

describe("Lagrangian bound of the time-indexed model", () => {
  it("lies above the exact optimum and the engine's schedule, and never above the start (slot-free) bound", {
    timeout: 60_000,
  }, () => {
    for (let seed = 1; seed <= 80; seed++) {
      const inst = randomInstance(seed, {
        sellers: 2 + (seed % 4),
        buyers: 2 + ((seed >> 2) % 4),
        slots: 2 + (seed % 3),
      });
      const opt = bruteForceOptimum(inst);
      // a target below the optimum too: the steps change, the bound stays valid
      const r = lagrangeBound(inst, { target: seed % 2 ? opt : opt * 0.9, iterations: 40 });
      expect(r.bound).toBeGreaterThanOrEqual(opt);
      expect(r.bound).toBeLessThanOrEqual(r.start);
      const ours = scheduleSync(inst);
      expect(checkSchedule(inst, ours.meetings).violations).toEqual([]);
      expect(ours.stats.totalScore).toBeLessThanOrEqual(r.bound + 1e-9);
      if (!inst.fixed?.length) expect(r.start).toBeLessThanOrEqual(upperBound(inst).dual + 1e-9);
    }
  });
});
