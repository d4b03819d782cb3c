import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { PLACE_IMPORT_MAX_BYTES } from "../../../shared/contract";
import { tableNamePreview } from "./place-input";
import { placesFileName, readPlacesSheet, SheetError } from "./places-sheet";

async function xlsx(fill: (sheet: ExcelJS.Worksheet) => void): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  fill(book.addWorksheet("Places"));
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

describe("reading the places sheet", () => {
  it("reads rows after the header with their sheet row numbers; rich text and formulas give their text", async () => {
    const data = await xlsx((sheet) => {
      sheet.addRow(["Kind", "Name", "Zone", "Company", "x", "y"]);
      sheet.addRow(["table", { richText: [{ text: "A-" }, { text: "01" }] }, "Hall A", null, 0.5, 0.25]);
      sheet.addRow([]);
      sheet.addRow(["room", "R 1", { formula: '"Hall"&" B"', result: "Hall B" }, "Acme", null, null]);
    });
    expect(await readPlacesSheet(data)).toEqual([
      { row: 2, kind: "table", name: "A-01", zone: "Hall A", company: null, x: 0.5, y: 0.25 },
      { row: 4, kind: "room", name: "R 1", zone: "Hall B", company: "Acme", x: null, y: null },
    ]);
  });

  it("refuses a file over the size limit, too many rows and a file that is not a workbook", async () => {
    await expect(readPlacesSheet(new ArrayBuffer(PLACE_IMPORT_MAX_BYTES + 1))).rejects.toEqual(
      new SheetError("places.import.tooLarge"),
    );
    const many = await xlsx((sheet) => {
      for (let i = 0; i < 2002; i++) sheet.addRow(["table", `T-${i}`]);
    });
    await expect(readPlacesSheet(many)).rejects.toEqual(new SheetError("places.import.tooMany"));
    await expect(
      readPlacesSheet(new TextEncoder().encode("kind,name\n").buffer as ArrayBuffer),
    ).rejects.toEqual(new SheetError("places.import.unreadable"));
  });

  it("names the export after the sub-event and the day, and previews table names", () => {
    expect(placesFileName("Smart/Expo: Day 1", new Date("2026-12-01T09:00:00Z"))).toBe(
      "Smart Expo  Day 1_places_20261201.xlsx",
    );
    expect(tableNamePreview("A-", 2, 1, 40)).toEqual({ first: "A-01", last: "A-40" });
  });
});
