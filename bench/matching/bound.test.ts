import { describe, expect, it } from "vitest";
import { checkSchedule } from "../../shared/matching/feasibility";
import { scheduleSync } from "../../shared/matching/scheduler";
import { bruteForceOptimum, randomInstance } from "../../shared/matching/scheduler/testkit";
import { upperBound } from "./bound";
import { greedySchedule } from "./greedy";

describe("upper bounds", () => {
  it("are certified optimal relaxations above every schedule", { timeout: 60_000 }, () => {
    for (let seed = 1; seed <= 120; seed++) {
      const inst = randomInstance(seed, {
        sellers: 2 + (seed % 4),
        buyers: 2 + ((seed >> 2) % 4),
        slots: 2 + (seed % 3),
      });
      inst.fixed = [];
      const w = upperBound(inst);
      const c = upperBound(inst, true);
      const ssp = upperBound(inst, false, "ssp");
      expect(w.certified).toBe(true);
      expect(c.certified).toBe(true);
      expect(ssp.certified).toBe(true);
      expect(ssp.dual).toBe(w.dual);
      const opt = bruteForceOptimum(inst);
      expect(w.dual).toBeGreaterThanOrEqual(opt - 1e-9);
      const ours = scheduleSync(inst);
      expect(checkSchedule(inst, ours.meetings).violations).toEqual([]);
      expect(ours.stats.totalScore).toBeLessThanOrEqual(w.dual + 1e-9);
      expect(ours.meetings.length).toBeLessThanOrEqual(c.dual + 1e-9);
    }
  });

  it("greedy baseline is feasible and below the optimum", () => {
    for (let seed = 1; seed <= 60; seed++) {
      const inst = randomInstance(seed, { sellers: 3, buyers: 4, slots: 3 });
      const g = greedySchedule(inst);
      expect(checkSchedule(inst, g.meetings).violations).toEqual([]);
      expect(g.totalScore).toBeLessThanOrEqual(bruteForceOptimum(inst) + 1e-9);
    }
  });
});
