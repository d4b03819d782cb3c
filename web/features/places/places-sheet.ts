import type { CellValue, Workbook } from "exceljs";
import {
  PLACE_IMPORT_MAX_BYTES,
  PLACE_IMPORT_MAX_ROWS,
  type TPlace,
  type TPlaceSheetRow,
} from "../../../shared/contract";

/**
 * The places sheet: one row per place under a header row, columns kind (table, booth, room), name, zone,
 * fixed company, x, y. The same columns come back in by position (the header's words follow the language).
 */
export const SHEET_COLUMNS = ["kind", "name", "zone", "owner", "x", "y"] as const;

/** The places as a workbook (kinds as codes, so a sheet made in one language imports in another). */
export async function buildPlacesWorkbook(
  sheetName: string,
  headers: string[],
  places: TPlace[],
): Promise<Workbook> {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = headers.map((header, i) => ({ header, width: i < 4 ? 24 : 10 }));
  for (const p of places) sheet.addRow([p.kind, p.name, p.zone, p.companyName, p.x ?? null, p.y ?? null]);
  sheet.getRow(1).font = { bold: true };
  return book;
}

/** A cell as text or number (formulas give their result, rich text its words, dates their ISO text). */
function cellValue(value: CellValue): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") {
    if ("result" in value) return cellValue(value.result as CellValue);
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if ("text" in value) return String(value.text);
  }
  return null;
}

export class SheetError extends Error {
  constructor(
    readonly key:
      | "places.import.tooLarge"
      | "places.import.tooMany"
      | "places.import.unreadable"
      | "places.import.empty",
  ) {
    super(key);
  }
}

/** Reads the first sheet's rows after the header (row numbers as the spreadsheet shows them), within the limits. */
export async function readPlacesSheet(data: ArrayBuffer): Promise<TPlaceSheetRow[]> {
  if (data.byteLength > PLACE_IMPORT_MAX_BYTES) throw new SheetError("places.import.tooLarge");
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data);
  } catch {
    throw new SheetError("places.import.unreadable");
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new SheetError("places.import.unreadable");
  if (sheet.actualRowCount > PLACE_IMPORT_MAX_ROWS + 1) throw new SheetError("places.import.tooMany");
  const rows: TPlaceSheetRow[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const cell = (i: number) => {
      const v = cellValue(row.getCell(i).value);
      return typeof v === "string" ? v.slice(0, 500) : v;
    };
    const r = {
      row: number,
      kind: cell(1),
      name: cell(2),
      zone: cell(3),
      company: cell(4),
      x: cell(5),
      y: cell(6),
    };
    if ([r.kind, r.name, r.zone, r.company, r.x, r.y].some((v) => v !== null && v !== "")) rows.push(r);
  });
  return rows;
}

/** The export's file name: sub-event name + "places" + date (characters files cannot hold removed). */
export function placesFileName(subEventName: string, now: Date): string {
  const clean = subEventName.replace(/[\\/:*?"<>|]+/g, " ").trim() || "places";
  return `${clean}_places_${now.toISOString().slice(0, 10).replace(/-/g, "")}.xlsx`;
}
