import { describe, expect, it } from "vitest";
import { checkSchedule } from "./feasibility";
import type { SchedulerInput } from "./types";

const input: SchedulerInput = {
  slots: 3,
  sellers: [
    { id: "s0", unavailable: [2], maxMeetings: 1 },
    { id: "s1", unavailable: [], maxMeetings: null },
  ],
  buyers: [
    { id: "b0", unavailable: [], maxMeetings: null },
    { id: "b1", unavailable: [0], maxMeetings: 2 },
  ],
  pairs: [
    { seller: "s0", buyer: "b0", score: 5 },
    { seller: "s1", buyer: "b0", score: 3 },
    { seller: "s1", buyer: "b1", score: 4 },
  ],
  fixed: [{ seller: "s1", buyer: "b1", slot: 1 }],
};

const codes = (ms: Parameters<typeof checkSchedule>[1]) =>
  checkSchedule(input, ms).violations.map((v) => v.code);

describe("checkSchedule", () => {
  it("accepts a valid schedule and recomputes its score", () => {
    const r = checkSchedule(input, [
      { seller: "s0", buyer: "b0", slot: 0, score: 5 },
      { seller: "s1", buyer: "b1", slot: 1, score: 4 },
      { seller: "s1", buyer: "b0", slot: 2, score: 3 },
    ]);
    expect(r).toEqual({ ok: true, violations: [], totalScore: 12, meetings: 3 });
  });

  it("flags every kind of violation", () => {
    expect(codes([{ seller: "s1", buyer: "b1", slot: 0 }])).toEqual(["unavailable", "fixed_missing"]);
    expect(
      codes([
        { seller: "s1", buyer: "b1", slot: 1 },
        { seller: "s1", buyer: "b0", slot: 1 },
      ]),
    ).toEqual(["double_booked"]);
    expect(
      codes([
        { seller: "s1", buyer: "b1", slot: 1 },
        { seller: "s1", buyer: "b0", slot: 0 },
        { seller: "s1", buyer: "b0", slot: 2 },
      ]),
    ).toEqual(["duplicate_pair"]);
    expect(
      codes([
        { seller: "s1", buyer: "b1", slot: 1 },
        { seller: "s0", buyer: "b0", slot: 0 },
        { seller: "s0", buyer: "b1", slot: 2 },
      ]),
    ).toEqual(["unavailable", "not_candidate", "over_cap"]);
    expect(
      codes([
        { seller: "s1", buyer: "b1", slot: 1 },
        { seller: "b0", buyer: "s1", slot: 0 },
        { seller: "s1", buyer: "b0", slot: 7, score: 9 },
      ]),
    ).toEqual(["unknown_seller", "unknown_buyer", "not_candidate", "bad_slot", "score_mismatch"]);
  });

  it("scores a pair by its best positive candidate entry; a pair with only zero scores is no candidate", () => {
    const dup: SchedulerInput = {
      ...input,
      fixed: [],
      pairs: [
        { seller: "s1", buyer: "b0", score: 3 },
        { seller: "s1", buyer: "b0", score: 7 },
        { seller: "s1", buyer: "b0", score: 2 },
        { seller: "s0", buyer: "b0", score: 0 },
      ],
    };
    const r = checkSchedule(dup, [
      { seller: "s1", buyer: "b0", slot: 0, score: 7 },
      { seller: "s0", buyer: "b0", slot: 1 },
    ]);
    expect(r.totalScore).toBe(7);
    expect(r.violations.map((v) => v.code)).toEqual(["not_candidate"]);
  });
});
