import { describe, expect, it } from "vitest";
import { fromEntries, toEntries } from "./impossible-slots";

describe("unavailable slots", () => {
  it("round-trips the spec's JSON through date-time entries", () => {
    const map = { "2026": { "12": ["01_10:00", "01_10:40"], "11": ["30_09:00"] } };
    const entries = toEntries(map);
    expect(entries).toEqual(["2026-11-30 09:00", "2026-12-01 10:00", "2026-12-01 10:40"]);
    expect(fromEntries(entries)).toEqual({ "2026": { "11": ["30_09:00"], "12": ["01_10:00", "01_10:40"] } });
  });
  it("answers null for no entries and ignores malformed ones", () => {
    expect(fromEntries([])).toBeNull();
    expect(fromEntries(["tomorrow"])).toBeNull();
    expect(toEntries(null)).toEqual([]);
  });
});
