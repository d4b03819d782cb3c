import { describe, expect, it } from "vitest";
import {
  asLanguage,
  formatDate,
  formatDateTime,
  formatDay,
  formatMonthDay,
  formatPeriod,
  formatTime,
  weekdayName,
} from "./dates";

// 2026-11-28 is a Saturday. 23:30 UTC on the 27th is 08:30 on the 28th in Seoul and 15:30 on the 27th in LA.
const instant = "2026-11-27T23:30:00.000Z";

describe("one date format per language", () => {
  it("writes a calendar date the same way in every language, with the weekday in the language", () => {
    expect(formatDate("2026-11-28", "ko")).toBe("2026-11-28");
    expect(formatDate("2026-11-28", "en")).toBe("2026-11-28");
    expect(formatDate("2026-11-28", "zh")).toBe("2026-11-28");
    expect(formatDate("2026-11-28", "ko", "short")).toBe("2026-11-28 (토)");
    expect(formatDate("2026-11-28", "en", "short")).toBe("2026-11-28 (Sat)");
    expect(formatDate("2026-11-28", "zh", "short")).toBe("2026-11-28 (周六)");
    expect(formatDate("2026-11-28", "ko", "long")).toBe("2026-11-28 (토요일)");
    expect(formatDate("2026-11-28", "en", "long")).toBe("2026-11-28 (Saturday)");
    expect(formatDate("2026-11-28", "zh", "long")).toBe("2026-11-28 (星期六)");
    expect(weekdayName("2026-11-29", "en")).toBe("Sun");
  });

  it("never shows the English weekday in Korean or Chinese, nor a US date or seconds", () => {
    for (const language of ["ko", "zh"] as const) {
      const text = formatDateTime(instant, "Asia/Seoul", language);
      expect(text).not.toMatch(/Saturday|Sat|November|AM|PM|\d{1,2}\/\d{1,2}\/\d{4}|:\d\d:\d\d/);
    }
    expect(formatDateTime(instant, "Asia/Seoul", "en")).toBe("2026-11-28 (Sat) 08:30");
  });

  it("reads an instant on the clock of the zone it is given (the venue's), not the browser's", () => {
    expect(formatDay(instant, "Asia/Seoul", "en")).toBe("2026-11-28");
    expect(formatDay(instant, "America/Los_Angeles", "en")).toBe("2026-11-27");
    expect(formatDay(instant, "Asia/Seoul", "ko", "short")).toBe("2026-11-28 (토)");
    expect(formatTime(instant, "Asia/Seoul")).toBe("08:30");
    expect(formatTime(instant, "America/Los_Angeles")).toBe("15:30");
    expect(formatDateTime(instant, "America/Los_Angeles", "zh")).toBe("2026-11-27 (周五) 15:30");
    expect(formatDateTime(new Date(instant), "UTC", "ko")).toBe("2026-11-27 (금) 23:30");
  });

  it("writes periods and month-days, and maps i18next tags to a language", () => {
    expect(formatPeriod("2026-11-28", "2026-11-28", "en")).toBe("2026-11-28");
    expect(formatPeriod("2026-11-28", "2026-11-30", "ko")).toBe("2026-11-28 – 2026-11-30");
    expect(formatMonthDay("2026-11-28", "en")).toBe("11-28");
    expect(formatMonthDay("2026-11-28", "ko", "short")).toBe("11-28 (토)");
    expect(asLanguage("zh-CN")).toBe("zh");
    expect(asLanguage("ko")).toBe("ko");
    expect(asLanguage(undefined)).toBe("en");
    expect(asLanguage("fr")).toBe("en");
  });
});
