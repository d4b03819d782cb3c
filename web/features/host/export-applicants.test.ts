import { describe, expect, it } from "vitest";
import { exportDate, exportFileName } from "./export-applicants";

describe("applicant export", () => {
  it("names the file from event name, user name and a timestamp", () => {
    expect(exportFileName("Seoul Expo 2026", "Kim Host", new Date(2026, 10, 22, 9, 5, 7))).toBe(
      "Seoul_Expo_2026_Kim_Host_20261122-090507.xlsx",
    );
  });
  it("formats dates as YYYY-MM-DD", () => {
    expect(exportDate(new Date(2026, 0, 5, 12).toISOString())).toBe("2026-01-05");
  });
});
