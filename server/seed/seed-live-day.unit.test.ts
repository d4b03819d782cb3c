import { describe, expect, it } from "vitest";
import { liveHours } from "./seed-live-day";

const seoul = (hm: string) => new Date(`2026-12-06T${hm}:00+09:00`);

describe("the live floor's hours follow the hour the demo starts at", () => {
  it("the slot running now began ten minutes ago (an hour long), three before and after, within the day", () => {
    expect(liveHours(seoul("10:02"))).toEqual({ start: "06:52", end: "13:52", current: "09:52" });
    expect(liveHours(seoul("16:40"))).toEqual({ start: "13:30", end: "20:30", current: "16:30" });
    expect(liveHours(seoul("00:51"))).toEqual({ start: "00:41", end: "04:41", current: "00:41" });
    expect(liveHours(seoul("00:05"))).toEqual({ start: "00:00", end: "04:00", current: "00:00" });
    expect(liveHours(seoul("23:45"))).toEqual({ start: "20:00", end: "24:00", current: "23:00" });
  });
});
