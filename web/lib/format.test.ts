import { describe, expect, it } from "vitest";
import { formatDate, formatPeriod, formatShortDate, todayIn } from "./format";

describe("portal dates through the one date helper", () => {
  it("writes calendar dates as the rest of the product does, in every language", () => {
    for (const language of ["ko", "en", "zh"] as const) {
      expect(formatDate("2026-11-22", language)).toBe("2026-11-22");
      expect(formatShortDate("2026-11-22", language)).toBe("11-22");
    }
    expect(formatPeriod("2026-11-22", "2026-11-22", "en")).toBe("2026-11-22");
    expect(formatPeriod("2026-11-22", "2026-11-24", "en")).toBe("2026-11-22 – 2026-11-24");
  });

  it("keeps one formatter per time zone for today's date", () => {
    const now = new Date("2026-11-22T20:00:00Z");
    expect(todayIn("UTC", now)).toBe("2026-11-22");
    expect(todayIn("Asia/Seoul", now)).toBe("2026-11-23");
    expect(todayIn("America/Los_Angeles", now)).toBe("2026-11-22");
    expect(todayIn("Asia/Seoul", now)).toBe("2026-11-23");
  });
});
