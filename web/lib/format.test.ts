import { describe, expect, it } from "vitest";
import { formatDate, formatPeriod, formatShortDate, todayIn } from "./format";

const fresh = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(locale, options).format(date);

describe("date formatting with formatters made once", () => {
  it("formats calendar dates per language as a fresh formatter does, however often it is asked", () => {
    const day = new Date(Date.UTC(2026, 10, 22));
    const long: Intl.DateTimeFormatOptions = {
      year: "numeric",
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    };
    for (let i = 0; i < 2; i++) {
      expect(formatDate("2026-11-22", "ko")).toBe(fresh("ko-KR", long, day));
      expect(formatDate("2026-11-22", "en")).toBe(fresh("en-GB", long, day));
      expect(formatDate("2026-11-22", "zh")).toBe(fresh("zh-CN", long, day));
      expect(formatShortDate("2026-11-22", "en")).toBe(
        fresh("en-GB", { month: "short", day: "numeric", timeZone: "UTC" }, day),
      );
    }
    expect(formatPeriod("2026-11-22", "2026-11-22", "en")).toBe(formatDate("2026-11-22", "en"));
    expect(formatPeriod("2026-11-22", "2026-11-24", "en")).toBe(
      `${formatDate("2026-11-22", "en")} – ${formatDate("2026-11-24", "en")}`,
    );
  });

  it("keeps one formatter per time zone for today's date", () => {
    const now = new Date("2026-11-22T20:00:00Z");
    expect(todayIn("UTC", now)).toBe("2026-11-22");
    expect(todayIn("Asia/Seoul", now)).toBe("2026-11-23");
    expect(todayIn("America/Los_Angeles", now)).toBe("2026-11-22");
    expect(todayIn("Asia/Seoul", now)).toBe("2026-11-23");
  });
});
