/**
 * The outcome report as a spreadsheet (exceljs): a summary sheet, one sheet per breakdown (every row, where the
 * charts show the first ones), check-ins per hour and the surveys; headers in the reader's language.
 */
import ExcelJS from "exceljs";
import type { TOutcomeReport, TOutcomeRow } from "../../../shared/contract";
import { type Language, translate } from "../../../shared/i18n";
import { MEASURES } from "../../../shared/outcome-report/charts";

/** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (name: string) => name.replace(/\s*[:\\/?*[\]]\s*/g, " - ").slice(0, 31);

export async function reportWorkbook(report: TOutcomeReport, lang: Language): Promise<Buffer> {
  const t = (key: string) => translate(`outcomeReport.${key}`, lang);
  const book = new ExcelJS.Workbook();
  book.creator = "Bizmeet";
  book.created = new Date(report.generatedAt);
  const bold = (row: ExcelJS.Row) => {
    row.font = { bold: true };
  };

  const summary = book.addWorksheet(sheetName(t("sheet.summary")));
  summary.columns = [{ width: 32 }, { width: 40 }];
  bold(summary.addRow([t("title"), report.eventName]));
  summary.addRow([
    t("subEvent"),
    report.subEvents.find((s) => s.id === report.subEventId)?.name ?? t("allSubEvents"),
  ]);
  summary.addRow(["", `${report.generatedAt} (${report.timeZone})`]);
  summary.addRow([]);
  for (const m of MEASURES) summary.addRow([t(`measure.${m}`), report.totals[m]]);
  const rate = summary.addRow([t("heldRate"), report.totals.heldRate]);
  rate.getCell(2).numFmt = "0.0%";
  summary.addRow([t("checkedIn"), `${report.checkins.checkedIn} / ${report.checkins.expected}`]);

  const breakdown = (title: string, column: string, rows: TOutcomeRow[]) => {
    const sheet = book.addWorksheet(sheetName(title));
    sheet.columns = [{ width: 28 }, ...MEASURES.map(() => ({ width: 12 }))];
    bold(sheet.addRow([t(`column.${column}`), ...MEASURES.map((m) => t(`measure.${m}`))]));
    for (const r of rows) sheet.addRow([r.label, ...MEASURES.map((m) => r[m])]);
    sheet.views = [{ state: "frozen", ySplit: 1 }];
  };
  breakdown(t("chart.byDay"), "day", report.byDay);
  breakdown(t("chart.bySlot"), "slot", report.bySlot);
  breakdown(t("chart.byCategory"), "category", report.byCategory);
  breakdown(t("chart.byCountry"), "country", report.byCountry);
  breakdown(t("chart.byRolePair"), "rolePair", report.byRolePair);
  breakdown(t("chart.byMode"), "mode", report.byMode);

  const checkins = book.addWorksheet(sheetName(t("chart.checkins")));
  checkins.columns = [{ width: 20 }, { width: 12 }];
  bold(checkins.addRow([t("column.hour"), t("column.count")]));
  for (const h of report.checkins.perHour) checkins.addRow([h.hour, h.count]);

  const surveys = book.addWorksheet(sheetName(t("sheet.surveys")));
  surveys.columns = [{ width: 40 }, { width: 32 }, { width: 12 }];
  bold(surveys.addRow([t("column.question"), t("column.option"), t("column.count")]));
  for (const q of report.surveys) {
    if (q.type === "star") surveys.addRow([q.title, t("column.value"), q.mean === null ? "" : q.mean]);
    for (const o of q.options) surveys.addRow([q.title, o.label, o.count]);
    surveys.addRow([q.title, t("answers"), q.answers]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
