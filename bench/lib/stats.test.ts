import { describe, expect, it } from "vitest";
import { compareInterleaved, roundOrder } from "./interleave";
import { formatSummary, spreadWarning, summarize, verdictOf } from "./stats";

describe("summarize", () => {
  it("gives the median, quartiles, range and relative spread", () => {
    const s = summarize([30, 10, 20, 40, 50]);
    expect(s).toMatchObject({ n: 5, median: 30, min: 10, max: 50, q1: 20, q3: 40 });
    expect(s.spread).toBeCloseTo(40 / 30);
    expect(s.wide).toBe(true);
  });

  it("takes the mean of the middle two for an even count and flags a narrow spread as trustworthy", () => {
    const s = summarize([100, 104, 98, 102], 0.3);
    expect(s.median).toBe(101);
    expect(s.wide).toBe(false);
  });

  it("ignores non-finite samples and has no spread for a single one", () => {
    const s = summarize([Number.NaN, 7]);
    expect(s).toMatchObject({ n: 1, median: 7, spread: 0, wide: false });
  });
});

describe("formatSummary and spreadWarning", () => {
  it("prints the median with its min–max and marks a wide one", () => {
    expect(formatSummary(summarize([9000, 10200, 9648], 0.3))).toBe("9,648 (9,000–10,200)");
    expect(formatSummary(summarize([0.2, 0.4, 0.3], 0.3), { scale: 100, digits: 1, unit: "%" })).toBe(
      "30.0% (20.0%–40.0%) WIDE",
    );
  });

  it("names the figures that are too noisy", () => {
    const warning = spreadWarning(
      [
        { name: "detail", summary: summarize([1, 2, 3], 0.3) },
        { name: "getAll", summary: summarize([10, 10, 10], 0.3) },
      ],
      0.3,
    );
    expect(warning).toContain("detail (100%)");
    expect(warning).not.toContain("getAll");
  });
});

describe("verdictOf", () => {
  it("separates targets met in every round from those met by the median only", () => {
    expect(verdictOf([true, true, true], true)).toBe("MET");
    expect(verdictOf([true, false, true], true)).toBe("MET (median)");
    expect(verdictOf([true, false, false], false)).toBe("MISS");
  });
});

describe("compareInterleaved", () => {
  it("brackets groups of targets with baseline runs and reverses the order every other round", () => {
    expect(roundOrder(["a", "b", "c"], 0, 2)).toEqual(["", "a", "b", "", "c", ""]);
    expect(roundOrder(["a", "b", "c"], 1, 2)).toEqual(["", "c", "b", "", "a", ""]);
  });

  it("takes each ratio to the mean of the bracketing baseline runs", async () => {
    // The machine slows down over time: baseline runs score 100, 90, 80, … in the order they happen.
    let clock = 0;
    const tick = () => 100 - 10 * clock++;
    const result = await compareInterleaved({
      rounds: 2,
      baseline: async () => tick(),
      targets: [
        { name: "half", run: async () => tick() / 2 },
        { name: "same", run: async () => tick() },
      ],
      score: (x) => x,
      bracketEvery: 1,
    });
    expect(result.baseline).toHaveLength(6);
    const half = result.targets.find((t) => t.name === "half")!;
    // Round 0: baseline 100, half 90/2 = 45, baseline 80 → 45 / 90 = 0.5.
    expect(half.ratios[0]).toBeCloseTo(0.5);
    const same = result.targets.find((t) => t.name === "same")!;
    expect(same.ratios.every((r) => Math.abs(r - 1) < 1e-9)).toBe(true);
  });
});
