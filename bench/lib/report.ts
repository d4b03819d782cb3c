/**
 * The table of an interleaved load comparison: per target the median and min–max over the rounds of
 * req/s, p99 and the ratio to the bare route, and the verdict against its target.
 */
import type { Comparison } from "./interleave";
import { isClean, type LoadResult } from "./load";
import { formatSummary, type Summary, spreadWarning, summarize, verdictOf } from "./stats";

export interface LoadTarget {
  /** Minimum ratio of the bare route's req/s (0.25 = 25%). */
  minRatio: number;
  /** Maximum p99 in ms (Infinity: none). */
  maxP99: number;
}

export interface LoadRow {
  label: string;
  rps: Summary;
  p50: Summary;
  p99: Summary;
  ratio: Summary;
  /** Every run answered 2xx without errors or timeouts. */
  clean: boolean;
  target?: LoadTarget;
  verdict?: "MET" | "MET (median)" | "MISS";
}

export function describeTarget(target: LoadTarget): string {
  return `≥ ${target.minRatio * 100}% of the bare route${Number.isFinite(target.maxP99) ? `, p99 < ${target.maxP99} ms` : ""}`;
}

/** Rows of a comparison; `targetOf` gives a target's goal (or none to report it only). */
export function loadRows(
  comparison: Comparison<LoadResult>,
  targetOf: (name: string) => LoadTarget | undefined,
): LoadRow[] {
  return comparison.targets.map((t) => {
    const target = targetOf(t.name);
    const clean = t.runs.every(isClean);
    const row: LoadRow = {
      label: t.name,
      rps: summarize(t.runs.map((r) => r.rps)),
      p50: summarize(t.runs.map((r) => r.p50)),
      p99: summarize(t.runs.map((r) => r.p99)),
      ratio: summarize(t.ratios),
      clean,
    };
    if (!target) return row;
    const meets = (ratio: number, p99: number) => clean && ratio >= target.minRatio && p99 < target.maxP99;
    const perRound = t.runs.map((r, i) => meets(t.ratios[i]!, r.p99));
    return { ...row, target, verdict: verdictOf(perRound, meets(row.ratio.median, row.p99.median)) };
  });
}

function pad(value: string, width: number, right = false): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

/** The table (medians with min–max over the rounds), the verdicts and the spread warning, as lines. */
export function formatLoadTable(baseline: LoadResult[], rows: LoadRow[]): string[] {
  const width = Math.max(12, ...rows.map((r) => r.label.length));
  const header = `${pad("target", width)} ${pad("req/s", 24, true)} ${pad("p99 ms", 14, true)} ${pad("ratio", 22, true)}`;
  const lines = [header, "-".repeat(header.length)];
  const line = (label: string, rps: Summary, p99: Summary, ratio: string) =>
    lines.push(
      `${pad(label, width)} ${pad(formatSummary(rps), 24, true)} ${pad(formatSummary(p99), 14, true)} ${pad(ratio, 22, true)}`,
    );
  const base = {
    rps: summarize(baseline.map((b) => b.rps)),
    p99: summarize(baseline.map((b) => b.p99)),
  };
  line("bare route", base.rps, base.p99, "100%");
  for (const r of rows) {
    line(r.label, r.rps, r.p99, formatSummary(r.ratio, { scale: 100, digits: 1, unit: "%" }));
  }
  lines.push("(median over the rounds, min–max in brackets; WIDE: spread too wide to trust)");
  const judged = rows.filter((r) => r.target);
  if (judged.length > 0) {
    lines.push("", "Targets:");
    for (const r of judged) {
      lines.push(
        `  ${pad(r.verdict!, 12)} ${pad(r.label, width)} ${formatSummary(r.ratio, { scale: 100, digits: 1, unit: "%" })}, p99 ${formatSummary(r.p99)} ms (want ${describeTarget(r.target!)})${r.clean ? "" : " — non-2xx/errors"}`,
      );
    }
  }
  const warning = spreadWarning([
    { name: "bare route req/s", summary: base.rps },
    ...rows.map((r) => ({ name: `${r.label} ratio`, summary: r.ratio })),
    // A p99 is noisy by nature: it is called untrustworthy only when its range straddles the target.
    ...rows
      .filter((r) => r.target && r.p99.min < r.target.maxP99 && r.p99.max >= r.target.maxP99)
      .map((r) => ({
        name: `${r.label} p99 (around ${r.target!.maxP99} ms)`,
        summary: { ...r.p99, wide: true },
      })),
  ]);
  if (warning) lines.push("", warning);
  return lines;
}
