/**
 * The outcome report's charts as ECharts options, built by this one pure function for the screen (browser
 * canvas) and the PDF (server-side SVG), so both show the same charts. No functions inside the options: they
 * stay plain data.
 */
import type { EChartsOption } from "echarts";
import type { TOutcomeReport, TOutcomeRow } from "../contract/outcome-report.ts";

export const MEASURES = ["requested", "agreed", "held", "noShow", "bothAbsent", "refilled"] as const;
export type Measure = (typeof MEASURES)[number];

export const CHART_IDS = [
  "totals",
  "byDay",
  "bySlot",
  "byRolePair",
  "byMode",
  "byCategory",
  "byCountry",
  "checkins",
] as const;
export type ChartId = (typeof CHART_IDS)[number];

/** The words of the charts, in the reader's language. */
export interface ChartLabels {
  measures: Record<Measure, string>;
  titles: Record<ChartId, string>;
  checkinsSeries: string;
  answers: string;
}

/** Reads the labels from the i18n catalogue (`outcomeReport.*`) through the caller's translate function. */
export function chartLabels(t: (key: string) => string): ChartLabels {
  const measures = Object.fromEntries(MEASURES.map((m) => [m, t(`outcomeReport.measure.${m}`)]));
  const titles = Object.fromEntries(CHART_IDS.map((c) => [c, t(`outcomeReport.chart.${c}`)]));
  return {
    measures: measures as Record<Measure, string>,
    titles: titles as Record<ChartId, string>,
    checkinsSeries: t("outcomeReport.checkinsSeries"),
    answers: t("outcomeReport.answers"),
  };
}

export interface ReportChart {
  id: string;
  title: string;
  option: EChartsOption;
  /** Height in px that keeps every bar readable (the width is the container's). */
  height: number;
}

/** Measure colours: one per measure everywhere (screen, PDF). */
export const COLORS: Record<Measure, string> = {
  requested: "#94a3b8",
  agreed: "#3b82f6",
  held: "#16a34a",
  noShow: "#f59e0b",
  bothAbsent: "#dc2626",
  refilled: "#8b5cf6",
};

const BREAKDOWN: Measure[] = ["requested", "agreed", "held", "noShow", "refilled"];
/** Rows shown for long breakdowns (categories, countries): the rest is in the spreadsheet. */
export const TOP_ROWS = 12;

const base = (): EChartsOption => ({
  animation: false,
  textStyle: { fontFamily: "Noto Sans KR, Noto Sans SC, sans-serif", fontSize: 12 },
  // ECharts 6 keeps the axis labels inside the chart by default (outerBoundsMode "auto")
  grid: { left: 8, right: 16, top: 40, bottom: 8 },
  tooltip: { trigger: "axis", axisPointer: { type: "shadow" } },
});

/** Grouped bars, one group per row; horizontal when rows have long names (categories, countries). */
function breakdown(rows: TOutcomeRow[], labels: ChartLabels, horizontal: boolean): EChartsOption {
  const shown = rows.slice(0, TOP_ROWS);
  const names = shown.map((r) => r.label);
  const category = { type: "category" as const, data: horizontal ? [...names].reverse() : names };
  const value = { type: "value" as const, minInterval: 1 };
  return {
    ...base(),
    legend: { top: 0, itemWidth: 12, itemHeight: 8 },
    xAxis: horizontal ? value : { ...category, axisLabel: { interval: 0, hideOverlap: true } },
    yAxis: horizontal ? { ...category, axisLabel: { width: 120, overflow: "truncate" } } : value,
    series: BREAKDOWN.map((m) => ({
      type: "bar" as const,
      name: labels.measures[m],
      itemStyle: { color: COLORS[m] },
      data: (horizontal ? [...shown].reverse() : shown).map((r) => r[m]),
    })),
  };
}

const barsHeight = (rows: number) => Math.max(220, 80 + Math.min(rows, TOP_ROWS) * 52);

/** Every chart of the report, in the screen's order; charts without data are left out. */
export function reportCharts(report: TOutcomeReport, labels: ChartLabels): ReportChart[] {
  const charts: ReportChart[] = [];
  const push = (id: ChartId, option: EChartsOption, height = 280) =>
    charts.push({ id, title: labels.titles[id], option, height });
  // Horizontal: six long measure names stay readable on a phone.
  const measures = [...MEASURES].reverse();
  push("totals", {
    ...base(),
    grid: { left: 8, right: 48, top: 16, bottom: 8 },
    xAxis: { type: "value", minInterval: 1 },
    yAxis: { type: "category", data: measures.map((m) => labels.measures[m]) },
    series: [
      {
        type: "bar",
        label: { show: true, position: "right" },
        data: measures.map((m) => ({ value: report.totals[m], itemStyle: { color: COLORS[m] } })),
      },
    ],
  });
  if (report.byDay.length > 0) push("byDay", breakdown(report.byDay, labels, false));
  if (report.bySlot.length > 0)
    push("bySlot", {
      ...base(),
      legend: { top: 0, itemWidth: 12, itemHeight: 8 },
      xAxis: { type: "category", data: report.bySlot.map((r) => r.key) },
      yAxis: { type: "value", minInterval: 1 },
      series: BREAKDOWN.map((m) => ({
        type: "line" as const,
        name: labels.measures[m],
        itemStyle: { color: COLORS[m] },
        lineStyle: { color: COLORS[m] },
        data: report.bySlot.map((r) => r[m]),
      })),
    });
  if (report.byRolePair.length > 0)
    push("byRolePair", breakdown(report.byRolePair, labels, true), barsHeight(report.byRolePair.length));
  if (report.byMode.length > 0) push("byMode", breakdown(report.byMode, labels, false), 240);
  if (report.byCategory.length > 0)
    push("byCategory", breakdown(report.byCategory, labels, true), barsHeight(report.byCategory.length));
  if (report.byCountry.length > 0)
    push("byCountry", breakdown(report.byCountry, labels, true), barsHeight(report.byCountry.length));
  if (report.checkins.perHour.length > 0)
    push("checkins", {
      ...base(),
      xAxis: { type: "category", data: report.checkins.perHour.map((h) => h.hour.slice(5)) },
      yAxis: { type: "value", minInterval: 1 },
      series: [
        {
          type: "bar",
          name: labels.checkinsSeries,
          itemStyle: { color: "#0ea5e9" },
          label: { show: true, position: "top" },
          data: report.checkins.perHour.map((h) => h.count),
        },
      ],
    });
  for (const q of report.surveys) {
    if (q.options.length === 0) continue;
    charts.push({
      id: `survey:${q.uuid}`,
      title: q.title,
      height: barsHeight(q.options.length),
      option: {
        ...base(),
        xAxis: { type: "value", minInterval: 1 },
        yAxis: {
          type: "category",
          data: [...q.options].reverse().map((o) => o.label),
          axisLabel: { width: 140, overflow: "truncate" },
        },
        series: [
          {
            type: "bar",
            name: labels.answers,
            itemStyle: { color: "#3b82f6" },
            label: { show: true, position: "right" },
            data: [...q.options].reverse().map((o) => o.count),
          },
        ],
      },
    });
  }
  return charts;
}
