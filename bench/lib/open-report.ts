/**
 * Rounds of open-loop measurements (bench/lib/open-loop.ts) at fixed offered rates, and their table. In
 * each round every rate is measured in turn (lowest first); at each rate the groups' members run one after
 * the other (a list on our route next to the same list on the bare route), the order of the groups and of
 * their members reversed every other round. The table gives per target and rate the medians over the rounds
 * with min–max of the answered rate, p50 and p99, and the verdict against a p99 target.
 */
import { loadavg } from "node:os";
import { describeOpenLoop, isCleanOpen, type OpenLoopResult } from "./open-loop";
import { formatSummary, type Summary, spreadWarning, summarize, verdictOf } from "./stats";

export interface OpenTarget {
  name: string;
  run: (rate: number) => Promise<OpenLoopResult>;
}

/** Runs by target name, then by rate. */
export type OpenRuns = Record<string, Record<number, OpenLoopResult[]>>;

export async function openLoopRounds(options: {
  rounds: number;
  rates: number[];
  /** Targets measured next to each other at each rate (e.g. our route and the bare route of a list). */
  groups: OpenTarget[][];
  /** Pause between runs (ms), so that one run's backlog does not spill into the next. */
  pauseMs?: number;
  log?: (line: string) => void;
}): Promise<OpenRuns> {
  const runs: OpenRuns = {};
  const rates = [...options.rates].sort((a, b) => a - b);
  for (let round = 0; round < options.rounds; round++) {
    const groups = round % 2 === 0 ? options.groups : [...options.groups].reverse();
    for (const rate of rates) {
      for (const group of groups) {
        for (const target of round % 2 === 0 ? group : [...group].reverse()) {
          const result = await target.run(rate);
          const byRate = runs[target.name] ?? {};
          byRate[rate] = [...(byRate[rate] ?? []), result];
          runs[target.name] = byRate;
          options.log?.(
            `  open round ${round + 1}/${options.rounds} ${target.name}: ${describeOpenLoop(result)} (load ${loadavg()[0]!.toFixed(2)})`,
          );
          if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
        }
      }
    }
  }
  return runs;
}

export interface OpenRow {
  name: string;
  rate: number;
  achieved: Summary;
  p50: Summary;
  p99: Summary;
  /** Every run answered every request 2xx. */
  clean: boolean;
  failures: number;
  /** The generator's own lateness (p99 over its runs, worst round). */
  lagP99: number;
  maxP99?: number;
  verdict?: "MET" | "MET (median)" | "MISS";
}

/** Rows per target and rate; `maxP99Of` gives a p99 target (ms) for a target at a rate, or none. */
export function openRows(
  runs: OpenRuns,
  maxP99Of: (name: string, rate: number) => number | undefined,
): OpenRow[] {
  const rows: OpenRow[] = [];
  for (const [name, byRate] of Object.entries(runs)) {
    for (const [rateText, results] of Object.entries(byRate)) {
      const rate = Number(rateText);
      const clean = results.every(isCleanOpen);
      const row: OpenRow = {
        name,
        rate,
        achieved: summarize(results.map((r) => r.achieved)),
        p50: summarize(results.map((r) => r.p50)),
        p99: summarize(results.map((r) => r.p99)),
        clean,
        failures: results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
        lagP99: Math.max(...results.map((r) => r.lagP99)),
      };
      const maxP99 = maxP99Of(name, rate);
      if (maxP99 !== undefined) {
        const meets = (p99: number) => clean && p99 < maxP99;
        row.maxP99 = maxP99;
        row.verdict = verdictOf(
          results.map((r) => meets(r.p99)),
          meets(row.p99.median),
        );
      }
      rows.push(row);
    }
  }
  return rows;
}

function pad(value: string, width: number, right = false): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

const ms = (s: Summary) => formatSummary(s, { digits: 1 });

/** The table, the verdicts and the spread warning, as lines. */
export function formatOpenTable(rows: OpenRow[]): string[] {
  const width = Math.max(12, ...rows.map((r) => r.name.length));
  const header = `${pad("open loop", width)} ${pad("offered/s", 9, true)} ${pad("answered/s", 22, true)} ${pad("p50 ms", 20, true)} ${pad("p99 ms", 24, true)}`;
  const lines = [header, "-".repeat(header.length)];
  for (const r of rows) {
    lines.push(
      `${pad(r.name, width)} ${pad(String(r.rate), 9, true)} ${pad(formatSummary(r.achieved), 22, true)} ${pad(ms(r.p50), 20, true)} ${pad(ms(r.p99), 24, true)}${r.clean ? "" : `  (${r.failures} failed)`}${r.lagP99 > 5 ? `  (generator late ${r.lagP99} ms at p99)` : ""}`,
    );
  }
  lines.push("(latency from each request's intended send time; median over the rounds, min–max in brackets)");
  const judged = rows.filter((r) => r.verdict);
  if (judged.length > 0) {
    lines.push("", "Targets (open loop):");
    for (const r of judged) {
      lines.push(
        `  ${pad(r.verdict!, 12)} ${pad(r.name, width)} at ${r.rate}/s: p99 ${ms(r.p99)} ms (want < ${r.maxP99} ms)${r.clean ? "" : " — failed requests"}`,
      );
    }
  }
  const warning = spreadWarning([
    ...rows.map((r) => ({ name: `${r.name} at ${r.rate}/s answered`, summary: r.achieved })),
    ...rows
      .filter((r) => r.maxP99 !== undefined && r.p99.min < r.maxP99 && r.p99.max >= r.maxP99)
      .map((r) => ({
        name: `${r.name} p99 at ${r.rate}/s (around ${r.maxP99} ms)`,
        summary: { ...r.p99, wide: true },
      })),
  ]);
  if (warning) lines.push("", warning);
  return lines;
}
