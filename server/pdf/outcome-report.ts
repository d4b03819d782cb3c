/**
 * The outcome report as a PDF an organizer can forward to a sponsor (issue 30, part 5): A4 portrait, the counts
 * as cards, then the screen's charts (the same ECharts options, from shared/outcome-report/charts.ts) rendered to
 * SVG with ECharts' server-side mode and drawn as vectors with svg-to-pdfkit, then the meeting surveys.
 */
import type { Writable } from "node:stream";
import { BarChart, LineChart } from "echarts/charts";
import { GridComponent, LegendComponent, TooltipComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import SVGtoPDF from "svg-to-pdfkit";
import { translate } from "../../shared/i18n";
import { chartLabels, MEASURES, type ReportChart, reportCharts } from "../../shared/outcome-report/charts";
import { itemsOf, openDocument } from "./document";
import { drawFitted } from "./text";
import type { OnProgress, OutcomeReportDoc, Source } from "./types";

// The parts of ECharts the report's charts use (the whole library takes seconds to load in a fresh worker).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const WIDTH = PAGE.width - 2 * MARGIN;
/** Charts are laid out at this width in px and scaled to the page's width. */
const CHART_PX = 720;

/** The chart as an SVG string (ECharts' server-side rendering: no DOM, no canvas). */
export function chartSvg(chart: ReportChart): string {
  const instance = echarts.init(null, null, {
    renderer: "svg",
    ssr: true,
    width: CHART_PX,
    height: chart.height,
  });
  try {
    instance.setOption(chart.option);
    return instance.renderToSVGString();
  } finally {
    instance.dispose();
  }
}

function drawReport(doc: PDFKit.PDFDocument, input: OutcomeReportDoc): void {
  const { report, lang } = input;
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(`outcomeReport.${key}`, lang, params);
  const face = lang === "zh" ? "sc" : "kr";
  let y = MARGIN;
  const newPage = () => {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    y = MARGIN;
  };
  const ensure = (height: number) => {
    if (y + height > PAGE.height - MARGIN) newPage();
  };
  const text = (value: string, size: number, weight: "regular" | "bold", color = "#111111") => {
    doc.fillColor(color);
    y += drawFitted(
      doc,
      value,
      { x: MARGIN, y, width: WIDTH },
      { weight, maxSize: size, minSize: 7, maxLines: 2 },
    );
  };
  newPage();
  text(t("title"), 22, "bold", "#1d3557");
  y += 4;
  const scope = report.subEvents.find((s) => s.id === report.subEventId)?.name ?? t("allSubEvents");
  text(`${report.eventName} · ${scope}`, 13, "regular");
  y += 2;
  const asOf = new Intl.DateTimeFormat(lang, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: report.timeZone,
  }).format(new Date(report.generatedAt));
  text(t("asOf", { time: asOf, zone: report.timeZone }), 9, "regular", "#555555");
  y += 12;

  // The counts as cards, four a row.
  const cards: [string, string][] = [
    ...MEASURES.map((m): [string, string] => [t(`measure.${m}`), report.totals[m].toLocaleString(lang)]),
    [t("heldRate"), `${Math.round(report.totals.heldRate * 1000) / 10}%`],
    [
      t("checkedIn"),
      `${report.checkins.checkedIn.toLocaleString(lang)} / ${report.checkins.expected.toLocaleString(lang)}`,
    ],
  ];
  const cardW = (WIDTH - 3 * 8) / 4;
  cards.forEach(([label, value], i) => {
    const x = MARGIN + (i % 4) * (cardW + 8);
    const top = y + Math.floor(i / 4) * 62;
    doc.roundedRect(x, top, cardW, 54, 4).fill("#f1f5f9");
    doc.fillColor("#555555");
    drawFitted(
      doc,
      label,
      { x: x + 8, y: top + 6, width: cardW - 16 },
      { weight: "regular", maxSize: 8, minSize: 6 },
    );
    doc.fillColor("#111111");
    drawFitted(
      doc,
      value,
      { x: x + 8, y: top + 20, width: cardW - 16 },
      { weight: "bold", maxSize: 20, minSize: 9 },
    );
  });
  y += Math.ceil(cards.length / 4) * 62 + 12;

  const labels = chartLabels((key) => translate(key, lang));
  for (const chart of reportCharts(report, labels)) {
    const height = (chart.height * WIDTH) / CHART_PX;
    ensure(height + 24);
    text(chart.title, 12, "bold", "#1d3557");
    y += 4;
    SVGtoPDF(doc, chartSvg(chart), MARGIN, y, {
      width: WIDTH,
      height,
      fontCallback: (_family, bold) => `${face}-${bold ? "bold" : "regular"}`,
      warningCallback: () => undefined,
    });
    y += height + 14;
  }

  const stars = report.surveys.filter((q) => q.type === "star");
  if (stars.length > 0 || report.surveys.length === 0) {
    ensure(40);
    text(t("surveys"), 12, "bold", "#1d3557");
    y += 4;
    if (report.surveys.length === 0) text(t("noSurveys"), 10, "regular", "#555555");
    for (const q of stars) {
      ensure(30);
      text(q.title, 10, "bold");
      const mean = q.mean === null ? "–" : (Math.round(q.mean * 100) / 100).toString();
      text(t("mean", { value: mean, count: q.answers }), 10, "regular", "#333333");
      y += 6;
    }
  }
}

/** Renders one or more reports (each from a new page) to `out`. */
export async function renderOutcomeReports(
  out: Writable,
  docs: Source<OutcomeReportDoc>,
  options: { total?: number; onProgress?: OnProgress } = {},
): Promise<void> {
  const stream = openDocument(out, { title: "Outcome report" });
  const total = options.total ?? (Array.isArray(docs) ? docs.length : 0);
  let done = 0;
  for await (const input of itemsOf(docs)) {
    drawReport(stream.doc, input);
    done++;
    options.onProgress?.(done, Math.max(total, done));
    await stream.breathe();
  }
  if (done === 0) stream.doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  await stream.finish();
}
