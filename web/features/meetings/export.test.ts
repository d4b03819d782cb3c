import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { buildScheduleWorkbook, exportFileName } from "./export";

describe("the schedule spreadsheet", () => {
  it("is named event + card + timestamp and reads back with 24-wide columns and YYYY-MM-DD dates", async () => {
    expect(exportFileName("Smart Expo 2026", "Acme/Robotics", new Date("2026-12-01T09:05:07Z"))).toBe(
      "Smart Expo 2026_Acme Robotics_20261201_090507.xlsx",
    );
    const book = await buildScheduleWorkbook(
      ["Date", "Start", "End", "Status", "With", "Mode", "Place"],
      [
        {
          date: "2026-12-01",
          startTime: "10:00",
          endTime: "10:30",
          status: "Confirmed",
          counterpart: "Global Trade",
          mode: "On site",
          place: "Table 1",
        },
      ],
    );
    const buffer = await book.xlsx.writeBuffer();
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(buffer as ArrayBuffer);
    const sheet = back.getWorksheet("Schedule")!;
    expect(sheet.getColumn(1).width).toBe(24);
    expect(sheet.getColumn(7).width).toBe(24);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      "2026-12-01",
      "10:00",
      "10:30",
      "Confirmed",
      "Global Trade",
      "On site",
      "Table 1",
    ]);
  });
});
