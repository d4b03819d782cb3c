import type { THostApplicant } from "../../../shared/contract";

/** `Expo_host_20261122-0930.xlsx`: event name, the exporting user's name and a timestamp (spec). */
export function exportFileName(eventName: string, userName: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  const stamp = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}-${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
  const clean = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, "_").replace(/^_+|_+$/g, "");
  return `${[clean(eventName), clean(userName), stamp].filter(Boolean).join("_")}.xlsx`;
}

/** YYYY-MM-DD of an ISO instant in the viewer's zone. */
export function exportDate(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export interface ExportColumn {
  header: string;
  value: (a: THostApplicant) => string;
}

/** Builds the workbook in the browser (exceljs is loaded only now) and starts the download. */
export async function exportApplicants(rows: THostApplicant[], columns: ExportColumn[], fileName: string) {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Applicants");
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: 24 }));
  for (const row of rows) sheet.addRow(Object.fromEntries(columns.map((c, i) => [`c${i}`, c.value(row)])));
  sheet.getRow(1).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  const blob = new Blob([buffer], {
    type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
