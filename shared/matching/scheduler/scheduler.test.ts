import { describe, expect, it } from "vitest";
import { checkSchedule } from "../feasibility";
import type { ScheduleResult, SchedulerInput } from "../types";
import { schedule, scheduleSync } from "./index";
import { InvalidScheduleInputError } from "./problem";
import { bruteForceOptimum, randomInstance } from "./testkit";

function feasible(input: SchedulerInput, res: ScheduleResult): void {
  const report = checkSchedule(input, res.meetings);
  expect(report.violations).toEqual([]);
  expect(report.totalScore).toBeCloseTo(res.stats.totalScore, 9);
}

const P = (id: string, unavailable: number[] = [], maxMeetings: number | null = null) => ({
  id,
  unavailable,
  maxMeetings,
});

describe("scheduleSync on small instances against the exhaustive optimum", () => {
  it("is feasible, never above the optimum, and optimal on nearly all of 300 random instances", {
    timeout: 30_000,
  }, () => {
    let exact = 0;
    let sum = 0;
    let opt = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const inst = randomInstance(seed, {
        sellers: 2 + (seed % 3),
        buyers: 2 + ((seed >> 2) % 3),
        slots: 2 + (seed % 3),
      });
      const res = scheduleSync(inst);
      feasible(inst, res);
      const best = bruteForceOptimum(inst);
      expect(res.stats.totalScore).toBeLessThanOrEqual(best + 1e-9);
      if (Math.abs(res.stats.totalScore - best) < 1e-9) exact++;
      sum += res.stats.totalScore;
      opt += best;
    }
    expect(exact).toBeGreaterThanOrEqual(285);
    expect(sum / opt).toBeGreaterThan(0.99);
  });

  it("needs a Kempe swap: the greedy slot choice blocks the last pair", () => {
    // s0-b0 and s1-b1 go first in slot 0; s0-b1 must then move s1-b1... the optimum uses 2 slots fully.
    const input: SchedulerInput = {
      slots: 2,
      sellers: [P("s0"), P("s1")],
      buyers: [P("b0"), P("b1", [])],
      pairs: [
        { seller: "s0", buyer: "b0", score: 10 },
        { seller: "s1", buyer: "b1", score: 10 },
        { seller: "s0", buyer: "b1", score: 9 },
        { seller: "s1", buyer: "b0", score: 9 },
      ],
    };
    const res = scheduleSync(input);
    feasible(input, res);
    expect(res.stats.totalScore).toBe(38);
    expect(res.stats.totalScore).toBe(bruteForceOptimum(input));
  });
});

describe("constraints", () => {
  it("keeps fixed meetings even when they are not what the optimiser would choose", () => {
    const input: SchedulerInput = {
      slots: 1,
      sellers: [P("s0"), P("s1")],
      buyers: [P("b0"), P("b1")],
      pairs: [
        { seller: "s0", buyer: "b0", score: 50 },
        { seller: "s1", buyer: "b1", score: 50 },
        { seller: "s0", buyer: "b1", score: 1 },
      ],
      fixed: [{ seller: "s0", buyer: "b1", slot: 0 }],
    };
    const res = scheduleSync(input);
    feasible(input, res);
    expect(res.meetings).toEqual([{ seller: "s0", buyer: "b1", slot: 0, score: 1, fixed: true }]);
    expect(res.stats.totalScore).toBe(bruteForceOptimum(input));
  });

  it("respects caps and unavailable slots", () => {
    const input: SchedulerInput = {
      slots: 4,
      sellers: [P("s0", [0, 1], 5), P("s1", [], 1)],
      buyers: [P("b0", [2]), P("b1"), P("b2", [3])],
      pairs: [
        { seller: "s0", buyer: "b0", score: 5 },
        { seller: "s0", buyer: "b1", score: 5 },
        { seller: "s0", buyer: "b2", score: 5 },
        { seller: "s1", buyer: "b0", score: 7 },
        { seller: "s1", buyer: "b1", score: 3 },
      ],
    };
    const res = scheduleSync(input);
    feasible(input, res);
    expect(res.meetings.filter((m) => m.seller === "s1")).toHaveLength(1);
    for (const m of res.meetings.filter((x) => x.seller === "s0")) expect(m.slot).toBeGreaterThanOrEqual(2);
    expect(res.stats.totalScore).toBe(bruteForceOptimum(input));
    expect(res.stats.totalScore).toBe(17);
  });

  it("finds the only common free slot beyond the first 32", () => {
    const all = Array.from({ length: 40 }, (_, c) => c);
    const input: SchedulerInput = {
      slots: 40,
      sellers: [
        P(
          "s0",
          all.filter((c) => c !== 35 && c !== 3),
        ),
      ],
      buyers: [
        P(
          "b0",
          all.filter((c) => c !== 35 && c !== 7),
        ),
        P(
          "b1",
          all.filter((c) => c !== 3),
        ),
      ],
      pairs: [
        { seller: "s0", buyer: "b0", score: 5 },
        { seller: "s0", buyer: "b1", score: 4 },
      ],
    };
    const res = scheduleSync(input);
    feasible(input, res);
    expect(res.meetings.map((m) => [m.buyer, m.slot])).toEqual([
      ["b1", 3],
      ["b0", 35],
    ]);
  });

  it("rejects inconsistent fixed meetings", () => {
    const input: SchedulerInput = {
      slots: 2,
      sellers: [P("s0")],
      buyers: [P("b0"), P("b1")],
      pairs: [],
      fixed: [
        { seller: "s0", buyer: "b0", slot: 1 },
        { seller: "s0", buyer: "b1", slot: 1 },
      ],
    };
    expect(() => scheduleSync(input)).toThrow(InvalidScheduleInputError);
  });
});

describe("per-day caps", () => {
  it("keeps every participant within its day's cap, near the exhaustive optimum, on 200 random instances", () => {
    let exact = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const slots = 4 + (seed % 3);
      const base = randomInstance(seed * 7919, {
        sellers: 2 + (seed % 3),
        buyers: 2 + ((seed >> 1) % 3),
        slots,
      });
      const cap = (i: number) => ((seed + i) % 3 === 0 ? null : 1 + ((seed + i) % 2));
      const input: SchedulerInput = {
        ...base,
        slotDays: Array.from({ length: slots }, (_, c) => (c < slots / 2 ? 1 : 2)),
        sellers: base.sellers.map((p, i) => ({ ...p, maxPerDay: cap(i) })),
        buyers: base.buyers.map((p, i) => ({ ...p, maxPerDay: cap(i + 5) })),
      };
      const res = scheduleSync(input);
      feasible(input, res);
      const best = bruteForceOptimum(input);
      expect(res.stats.totalScore).toBeLessThanOrEqual(best + 1e-9);
      if (Math.abs(res.stats.totalScore - best) < 1e-9) exact++;
    }
    expect(exact).toBeGreaterThanOrEqual(185);
  });

  it("spreads one participant's meetings over the days and says cap_reached for a pair its full day blocks", () => {
    const input: SchedulerInput = {
      slots: 4,
      slotDays: [0, 0, 1, 1],
      sellers: [{ id: "s", maxPerDay: 1 }],
      buyers: [P("a"), P("b"), { id: "c", unavailable: [2, 3] }],
      pairs: [
        { seller: "s", buyer: "a", score: 10 },
        { seller: "s", buyer: "b", score: 9 },
        { seller: "s", buyer: "c", score: 1 },
      ],
      requested: [{ seller: "s", buyer: "c" }],
    };
    const res = scheduleSync(input);
    feasible(input, res);
    expect(res.meetings.map((m) => m.buyer).sort()).toEqual(["a", "b"]);
    expect(new Set(res.meetings.map((m) => input.slotDays![m.slot])).size).toBe(2);
    expect(res.unscheduled).toEqual([{ seller: "s", buyer: "c", reason: "cap_reached", side: "seller" }]);
    expect(
      checkSchedule(input, [...res.meetings, { seller: "s", buyer: "c", slot: 0 }]).violations.map(
        (v) => v.code,
      ),
    ).toContain("over_day_cap");
  });
});

describe("reasons for requested pairs left out", () => {
  it("gives excluded, no_common_free_slot, cap_reached and outscored", () => {
    const input: SchedulerInput = {
      slots: 2,
      sellers: [P("s0"), P("s1", [0, 1]), P("s2", [], 1), P("s3", [1])],
      buyers: [P("b0"), P("b1"), P("b2", [1]), P("b3")],
      pairs: [
        { seller: "s0", buyer: "b0", score: 10 },
        { seller: "s1", buyer: "b1", score: 10 },
        { seller: "s2", buyer: "b1", score: 20 },
        { seller: "s2", buyer: "b3", score: 5 },
        { seller: "s3", buyer: "b2", score: 30 },
        { seller: "s0", buyer: "b2", score: 4 },
      ],
      requested: [
        { seller: "s0", buyer: "b3", excluded: "not_interested" },
        { seller: "s0", buyer: "b1" },
        { seller: "s1", buyer: "b1" },
        { seller: "s2", buyer: "b3" },
        { seller: "s0", buyer: "b2" },
        { seller: "s0", buyer: "b0" },
      ],
    };
    const res = scheduleSync(input);
    feasible(input, res);
    expect(res.unscheduled).toEqual([
      { seller: "s0", buyer: "b3", reason: "excluded", cause: "not_interested" },
      { seller: "s0", buyer: "b1", reason: "excluded", cause: "not_candidate" },
      { seller: "s1", buyer: "b1", reason: "no_common_free_slot" },
      { seller: "s2", buyer: "b3", reason: "cap_reached", side: "seller" },
      { seller: "s0", buyer: "b2", reason: "outscored" },
    ]);
    expect(res.stats.requestedScheduled).toBe(1);
  });
});

describe("progress and cancellation", () => {
  const input = randomInstance(7, { sellers: 30, buyers: 30, slots: 8 });
  it("reports increasing progress up to 1", { timeout: 30_000 }, async () => {
    const seen: number[] = [];
    const res = await schedule(input, { onProgress: (p) => seen.push(p.fraction) });
    feasible(input, res);
    expect(seen.length).toBeGreaterThan(3);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThanOrEqual(seen[i - 1]!);
    expect(seen.at(-1)).toBe(1);
    expect(res.meetings).toEqual(scheduleSync(input).meetings);
  });
  it("stops when the signal is aborted", async () => {
    const ctrl = new AbortController();
    const run = schedule(input, {
      signal: ctrl.signal,
      onProgress: (p) => {
        if (p.phase === "select") ctrl.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
    const ctrl2 = new AbortController();
    ctrl2.abort();
    expect(() => scheduleSync(input, { signal: ctrl2.signal })).toThrow();
  });
  it("is deterministic", { timeout: 30_000 }, () => {
    expect(scheduleSync(input).meetings).toEqual(scheduleSync(input).meetings);
  });
});
