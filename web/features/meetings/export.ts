import type { Workbook } from "exceljs";
import { downloadXlsx } from "../common/download";

export interface ExportRow {
  date: string;
  startTime: string;
  endTime: string;
  status: string;
  counterpart: string;
  mode: string;
  place: string;
}

/** The spec's file name: event name + card name + timestamp .xlsx (characters files cannot hold removed). */
export function exportFileName(eventName: string, cardName: string, now: Date): string {
  const clean = (text: string) => text.replace(/[\\/:*?"<>|]+/g, " ").trim();
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "_").slice(0, 15);
  return `${clean(eventName)}_${clean(cardName)}_${stamp}.xlsx`;
}

/** The schedule as a workbook: one sheet, columns 24 wide, dates YYYY-MM-DD (text, never reformatted). */
export async function buildScheduleWorkbook(headers: string[], rows: ExportRow[]): Promise<Workbook> {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Schedule");
  sheet.columns = headers.map((header) => ({ header, width: 24 }));
  for (const r of rows)
    sheet.addRow([r.date, r.startTime, r.endTime, r.status, r.counterpart, r.mode, r.place]);
  sheet.getRow(1).font = { bold: true };
  return book;
}

/** Builds the workbook in the browser and downloads it (no server call, spec). */
export async function downloadSchedule(
  fileName: string,
  headers: string[],
  rows: ExportRow[],
): Promise<void> {
  const book = await buildScheduleWorkbook(headers, rows);
  const buffer = await book.xlsx.writeBuffer();
  downloadXlsx(buffer, fileName);
}
