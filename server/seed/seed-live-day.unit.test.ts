import { describe, expect, it } from "vitest";
import { liveHours } from "./seed-live-day";

const seoul = (hm: string) => new Date(`2026-12-06T${hm}:00+09:00`);

describe("the live floor's hours follow the hour the demo starts at", () => {
  it("three hours either side of the running half hour, clamped to the day", () => {
    expect(liveHours(seoul("10:02"))).toEqual({ start: "07:00", end: "13:30" });
    expect(liveHours(seoul("16:40"))).toEqual({ start: "13:30", end: "20:00" });
    expect(liveHours(seoul("01:10"))).toEqual({ start: "00:00", end: "04:30" });
    expect(liveHours(seoul("22:50"))).toEqual({ start: "19:30", end: "24:00" });
    expect(liveHours(seoul("23:45"))).toEqual({ start: "20:30", end: "24:00" });
  });
});
