import { describe, expect, it } from "vitest";
import { generateInstance } from "./generate";

describe("generateInstance", () => {
  const inst = generateInstance({ perSide: 400, seed: 3, mode: "normal" });
  const all = [...inst.sellers, ...inst.buyers];

  it("is deterministic for a seed and differs across seeds", () => {
    expect(generateInstance({ perSide: 400, seed: 3, mode: "normal" })).toEqual(inst);
    expect(generateInstance({ perSide: 400, seed: 4, mode: "normal" })).not.toEqual(inst);
  });

  it("follows the specification: 48 slots, caps 24 or none, ~8 requests, skewed categories", () => {
    expect(inst.slots).toBe(48);
    expect(inst.sellers).toHaveLength(400);
    const caps = new Set(all.map((p) => p.maxMeetings));
    expect([...caps].sort()).toEqual([24, null]);
    const uncapped = all.filter((p) => p.maxMeetings === null).length / all.length;
    expect(uncapped).toBeGreaterThan(0.18);
    expect(uncapped).toBeLessThan(0.32);
    const requests = all.reduce((n, p) => n + (p.requests?.length ?? 0), 0) / all.length;
    expect(requests).toBeGreaterThan(6.5);
    expect(requests).toBeLessThan(9.5);
    const catCount = new Map<string, number>();
    for (const p of all) for (const c of p.categories ?? []) catCount.set(c, (catCount.get(c) ?? 0) + 1);
    const counts = [...catCount.values()].sort((a, b) => b - a);
    expect(catCount.size).toBeLessThanOrEqual(30);
    expect(counts[0]!).toBeGreaterThan(5 * counts[counts.length - 1]!);
    const kws = new Set(all.flatMap((p) => p.keywords ?? []));
    expect(kws.size).toBeLessThanOrEqual(400);
    expect(kws.size).toBeGreaterThan(200);
  });

  it("blocks whole days for ~10% and half days for ~20% of participant-days", () => {
    let dayOff = 0;
    let halfDay = 0;
    for (const p of all) {
      const un = new Set(p.unavailable);
      for (let d = 0; d < 3; d++) {
        let blocked = 0;
        for (let c = 0; c < 16; c++) if (un.has(d * 16 + c)) blocked++;
        if (blocked === 16) dayOff++;
        else if (blocked >= 8) halfDay++;
      }
    }
    const days = 3 * all.length;
    expect(dayOff / days).toBeGreaterThan(0.07);
    expect(dayOff / days).toBeLessThan(0.13);
    expect(halfDay / days).toBeGreaterThan(0.16);
    expect(halfDay / days).toBeLessThan(0.26);
  });
});
