/**
 * Interleaved comparison of targets against a baseline: every round runs the baseline and each target,
 * with a baseline run next to every few targets, and the targets' order reversed every other round (so a
 * machine that gets busier or quieter during the run does not favour whichever goes first). Each target's
 * ratio in a round is to the baseline runs that bracket it, measured minutes — not a whole run — apart.
 */
import { type Summary, summarize } from "./stats";

export interface Target<T> {
  name: string;
  run: (round: number) => Promise<T>;
}

export interface CompareOptions<T> {
  rounds: number;
  baseline: (round: number) => Promise<T>;
  targets: Target<T>[];
  /** The figure the ratio is taken of (req/s, seconds …): ratio = score(target) / score(baseline). */
  score: (result: T) => number;
  /** Targets between two baseline runs (default 2). */
  bracketEvery?: number;
  /** Called after each run, for progress lines. */
  onRun?: (name: string, round: number, result: T) => void;
}

export interface TargetRuns<T> {
  name: string;
  runs: T[];
  /** Per round: score(target) / mean score of the bracketing baseline runs. */
  ratios: number[];
}

export interface Comparison<T> {
  baseline: T[];
  targets: TargetRuns<T>[];
}

/** The run order of one round: baselines ("") around groups of targets; odd rounds reversed. */
export function roundOrder(names: string[], round: number, bracketEvery: number): string[] {
  const ordered = round % 2 === 0 ? names : [...names].reverse();
  const order: string[] = [""];
  ordered.forEach((name, i) => {
    order.push(name);
    if ((i + 1) % bracketEvery === 0 || i === ordered.length - 1) order.push("");
  });
  return order;
}

/** Runs `rounds` interleaved rounds of the baseline and the targets (see the module comment). */
export async function compareInterleaved<T>(options: CompareOptions<T>): Promise<Comparison<T>> {
  const bracketEvery = Math.max(1, options.bracketEvery ?? 2);
  const names = options.targets.map((t) => t.name);
  const baseline: T[] = [];
  const targets = new Map(
    options.targets.map((t) => [t.name, { name: t.name, runs: [] as T[], ratios: [] as number[] }]),
  );
  for (let round = 0; round < options.rounds; round++) {
    let before: T | undefined;
    let pending: { name: string; result: T }[] = [];
    for (const name of roundOrder(names, round, bracketEvery)) {
      if (name === "") {
        const result = await options.baseline(round);
        options.onRun?.("baseline", round, result);
        baseline.push(result);
        const scores = [before, result].filter((b): b is T => b !== undefined).map(options.score);
        const reference = scores.reduce((a, b) => a + b, 0) / scores.length;
        for (const p of pending) targets.get(p.name)!.ratios.push(options.score(p.result) / reference);
        pending = [];
        before = result;
        continue;
      }
      const target = options.targets.find((t) => t.name === name)!;
      const result = await target.run(round);
      options.onRun?.(name, round, result);
      targets.get(name)!.runs.push(result);
      pending.push({ name, result });
    }
  }
  return { baseline, targets: [...targets.values()] };
}

/** Summaries of a field of the runs, and of the ratios, of one target. */
export function summarizeRuns<T>(runs: TargetRuns<T>, field: (result: T) => number) {
  return { value: summarize(runs.runs.map(field)), ratio: summarize(runs.ratios) } satisfies Record<
    string,
    Summary
  >;
}
