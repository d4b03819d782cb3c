import { describe, expect, it } from "vitest";
import { clockText, countdown, measureOffset, savedOffset, saveOffset } from "./clock";

describe("the day's clock", () => {
  it("measures how far the phone's clock is from the server's", () => {
    const receivedAt = Date.parse("2026-12-07T00:40:00.000Z");
    expect(measureOffset("2026-12-07T00:43:00.000Z", receivedAt)).toBe(180_000);
    expect(measureOffset("not a date", receivedAt)).toBe(0);
  });

  it("keeps the last offset for the answers read offline", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    expect(savedOffset(storage)).toBe(0);
    saveOffset(-4_250.4, storage);
    expect(savedOffset(storage)).toBe(-4_250);
  });

  it("counts down to the start in whole seconds, then counts since", () => {
    const start = "2026-12-07T01:00:00.000Z";
    const at = (iso: string) => Date.parse(iso);
    expect(countdown(start, at("2026-12-07T00:55:54.500Z"))).toEqual({
      phase: "in",
      hours: 0,
      minutes: 4,
      seconds: 6,
      total: 246,
    });
    expect(countdown(start, at("2026-12-06T23:57:57.000Z"))).toMatchObject({
      hours: 1,
      minutes: 2,
      seconds: 3,
    });
    expect(countdown(start, at("2026-12-07T01:00:00.000Z"))).toMatchObject({ phase: "since", total: 0 });
    expect(countdown(start, at("2026-12-07T01:02:05.900Z"))).toMatchObject({
      phase: "since",
      minutes: 2,
      seconds: 5,
      total: -125,
    });
  });

  it("reads like a clock", () => {
    expect(clockText({ hours: 0, minutes: 4, seconds: 5 })).toBe("4:05");
    expect(clockText({ hours: 1, minutes: 2, seconds: 3 })).toBe("1:02:03");
  });
});
