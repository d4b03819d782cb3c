import { describe, expect, it } from "vitest";
import { generateInstance } from "../../bench/matching/generate";
import { checkSchedule, instanceToSchedulerInput, scheduleSync } from ".";

describe("packed candidate pairs (typed columns instead of an object per pair)", () => {
  it("hold the same pairs and give the same schedule and the same check", () => {
    const inst = generateInstance({ perSide: 120, seed: 3, mode: "normal" });
    const plain = instanceToSchedulerInput(inst);
    const packed = instanceToSchedulerInput(inst, { packed: true });
    expect(packed.pairs).toHaveLength(0);
    const cols = packed.packedPairs!;
    expect(cols.length).toBe(plain.pairs.length);
    for (let i = 0; i < cols.length; i++) {
      const pr = plain.pairs[i]!;
      expect(packed.sellers[cols.seller[i]!]!.id).toBe(pr.seller);
      expect(packed.buyers[cols.buyer[i]!]!.id).toBe(pr.buyer);
      expect(cols.score[i]).toBe(pr.score);
    }
    const a = scheduleSync(plain, { seed: 1 });
    const b = scheduleSync(packed, { seed: 1 });
    expect(b.meetings).toEqual(a.meetings);
    expect(b.unscheduled).toEqual(a.unscheduled);
    expect(b.stats.totalScore).toBe(a.stats.totalScore);
    const ca = checkSchedule(plain, a.meetings);
    const cb = checkSchedule(packed, b.meetings);
    expect(cb.violations).toEqual([]);
    expect(cb).toEqual(ca);
    // a meeting of a pair that is no candidate is still caught through the packed columns
    const stranger = { seller: inst.sellers[0]!.id, buyer: "nobody", slot: 0, score: 1 };
    expect(checkSchedule(packed, [stranger]).violations.map((v) => v.code)).toContain("unknown_buyer");
  });
});
