import { describe, expect, it } from "vitest";
import { chatTime, zonesDiffer } from "./chat-time";

const seoul = { venue: "Asia/Seoul", viewer: "Asia/Seoul" };
const fromLA = { venue: "Asia/Seoul", viewer: "America/Los_Angeles" };
// 2026-11-28 05:05 UTC = 14:05 in Seoul = 21:05 on the 27th in Los Angeles
const at = "2026-11-28T05:05:00.000Z";
const sameDay = new Date("2026-11-28T10:00:00.000Z");

describe("chat times", () => {
  it("shows venue time, not the browser's (the suite runs with TZ=UTC)", () => {
    expect(chatTime(at, seoul, "en", sameDay)).toEqual({ venue: "14:05", viewer: null, city: "Seoul" });
  });

  it("adds the viewer's time, with the weekday when the viewer's date differs", () => {
    expect(chatTime(at, fromLA, "en", sameDay)).toEqual({
      venue: "14:05",
      viewer: "21:05 (Fri)",
      city: "Seoul",
    });
    expect(chatTime(at, { venue: "Asia/Seoul", viewer: "Asia/Tokyo" }, "en", sameDay).viewer).toBeNull();
    expect(chatTime(at, { venue: "Asia/Seoul", viewer: "Asia/Shanghai" }, "zh", sameDay).viewer).toBe(
      "13:05",
    );
  });

  it("dates a message of another day at the venue, in the product's date format", () => {
    // 15:30 UTC on the 28th is already the 29th in Seoul
    expect(chatTime(at, seoul, "ko", new Date("2026-11-28T15:30:00.000Z")).venue).toBe("2026-11-28 14:05");
  });

  it("knows when the viewer's clock reads otherwise than the venue's", () => {
    expect(zonesDiffer(seoul, sameDay)).toBe(false);
    expect(zonesDiffer(fromLA, sameDay)).toBe(true);
  });
});
