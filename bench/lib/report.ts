import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
/**
 * The table of an interleaved load comparison: per target the median and min–max over the rounds of
 * req/s, p99, the ratio to the hello-world route and, for a list with a bare route of the same work
 * (bench/lib/bare.ts), the ratio to that, and the verdict against its target.
 */
import type { Comparison } from "./interleave";
import { isClean, type LoadResult } from "./load";
import { formatSummary, type Summary, spreadWarning, summarize, verdictOf } from "./stats";

export interface LoadTarget {
  /** Minimum ratio of the hello-world route's req/s (0.25 = 25%; 0: none). */
  minRatio: number;
  /** Maximum p99 in ms (Infinity: none). */
  maxP99: number;
  /** Minimum ratio of the req/s of the bare route of the same work, measured in the same round. */
  minWorkRatio?: number;
}

export interface LoadRow {
  label: string;
  rps: Summary;
  p50: Summary;
  p99: Summary;
  ratio: Summary;
  /** Ratio to the bare route of the same work, per round (when the target has one). */
  work?: Summary;
  /** Every run answered 2xx without errors or timeouts. */
  clean: boolean;
  target?: LoadTarget;
  verdict?: "MET" | "MET (median)" | "MISS";
}

export function describeTarget(target: LoadTarget): string {
  const parts = [
    target.minRatio > 0 ? `≥ ${target.minRatio * 100}% of the hello-world route` : "",
    target.minWorkRatio !== undefined ? `≥ ${target.minWorkRatio * 100}% of the bare route of the work` : "",
    Number.isFinite(target.maxP99) ? `p99 < ${target.maxP99} ms` : "",
  ];
  return parts.filter(Boolean).join(", ");
}

/**
 * Rows of a comparison; `targetOf` gives a target's goal (or none to report it only), `workOf` the name of
 * the target that is the bare route of its work (its runs are the same rounds' reference).
 */
export function loadRows(
  comparison: Comparison<LoadResult>,
  targetOf: (name: string) => LoadTarget | undefined,
  workOf: (name: string) => string | undefined = () => undefined,
): LoadRow[] {
  const byName = new Map(comparison.targets.map((t) => [t.name, t]));
  return comparison.targets.map((t) => {
    const target = targetOf(t.name);
    const clean = t.runs.every(isClean);
    const bare = byName.get(workOf(t.name) ?? "");
    const works = bare ? t.runs.map((r, i) => r.rps / (bare.runs[i]?.rps ?? Number.NaN)) : undefined;
    const row: LoadRow = {
      label: t.name,
      rps: summarize(t.runs.map((r) => r.rps)),
      p50: summarize(t.runs.map((r) => r.p50)),
      p99: summarize(t.runs.map((r) => r.p99)),
      ratio: summarize(t.ratios),
      ...(works ? { work: summarize(works) } : {}),
      clean,
    };
    if (!target) return row;
    const meets = (ratio: number, p99: number, work: number | undefined) =>
      clean &&
      ratio >= target.minRatio &&
      p99 < target.maxP99 &&
      (target.minWorkRatio === undefined || (work !== undefined && work >= target.minWorkRatio));
    const perRound = t.runs.map((r, i) => meets(t.ratios[i]!, r.p99, works?.[i]));
    const medianMeets = meets(row.ratio.median, row.p99.median, row.work?.median);
    return { ...row, target, verdict: verdictOf(perRound, medianMeets) };
  });
}

function pad(value: string, width: number, right = false): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

const percent = (s: Summary) => formatSummary(s, { scale: 100, digits: 1, unit: "%" });

/** The table (medians with min–max over the rounds), the verdicts and the spread warning, as lines. */
export function formatLoadTable(baseline: LoadResult[], rows: LoadRow[]): string[] {
  const width = Math.max(12, ...rows.map((r) => r.label.length));
  const withWork = rows.some((r) => r.work);
  const header = `${pad("target", width)} ${pad("req/s", 24, true)} ${pad("p99 ms", 14, true)} ${pad("of hello-world", 22, true)}${withWork ? ` ${pad("of the bare work", 24, true)}` : ""}`;
  const lines = [header, "-".repeat(header.length)];
  const line = (label: string, rps: Summary, p99: Summary, ratio: string, work: string) =>
    lines.push(
      `${pad(label, width)} ${pad(formatSummary(rps), 24, true)} ${pad(formatSummary(p99), 14, true)} ${pad(ratio, 22, true)}${withWork ? ` ${pad(work, 24, true)}` : ""}`,
    );
  const base = {
    rps: summarize(baseline.map((b) => b.rps)),
    p99: summarize(baseline.map((b) => b.p99)),
  };
  line("hello-world route", base.rps, base.p99, "100%", "");
  for (const r of rows)
    line(`${r.label}${r.clean ? "" : " *"}`, r.rps, r.p99, percent(r.ratio), r.work ? percent(r.work) : "");
  lines.push("(median over the rounds, min–max in brackets; WIDE: spread too wide to trust)");
  if (rows.some((r) => !r.clean))
    lines.push("(*: some run had non-2xx answers, errors, timeouts or no answer at all: not to be trusted)");
  const judged = rows.filter((r) => r.target);
  if (judged.length > 0) {
    lines.push("", "Targets:");
    for (const r of judged) {
      lines.push(
        `  ${pad(r.verdict!, 12)} ${pad(r.label, width)} ${percent(r.ratio)} of hello-world${r.work ? `, ${percent(r.work)} of the bare work` : ""}, p99 ${formatSummary(r.p99)} ms (want ${describeTarget(r.target!)})${r.clean ? "" : " — non-2xx/errors"}`,
      );
    }
  }
  const warning = spreadWarning([
    { name: "hello-world route req/s", summary: base.rps },
    ...rows.map((r) => ({ name: `${r.label} ratio`, summary: r.ratio })),
    ...rows.flatMap((r) => (r.work ? [{ name: `${r.label} ratio to the bare work`, summary: r.work }] : [])),
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

/** Writes a benchmark's results as JSON with the date and the machine (cores, CPU model, Node) in front. */
export function writeResults(file: string, results: Record<string, unknown>): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const machine = { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version };
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), machine, ...results }, null, 2)}\n`,
  );
}
