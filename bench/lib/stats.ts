/**
 * Statistics of repeated measurements: median, quartiles, min–max and whether the spread is too wide
 * to trust. The machines we measure on are shared (a factor 3 between runs was seen), so a single
 * figure is never quoted: every benchmark repeats each measurement and prints the median with its spread.
 */

/** Spread (max − min) / median above which a figure is flagged as too noisy to trust (`BENCH_MAX_SPREAD`). */
export const DEFAULT_MAX_SPREAD = Number(process.env.BENCH_MAX_SPREAD ?? 0.3);

export interface Summary {
  n: number;
  median: number;
  min: number;
  max: number;
  /** First and third quartiles (linear interpolation). */
  q1: number;
  q3: number;
  /** (max − min) / median; 0 for a single sample. */
  spread: number;
  /** The spread is wider than the threshold: the median should not be trusted. */
  wide: boolean;
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

/** Median, quartiles, range and the too-wide flag of a list of samples. */
export function summarize(samples: number[], maxSpread = DEFAULT_MAX_SPREAD): Summary {
  const sorted = samples.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const min = sorted[0] ?? Number.NaN;
  const max = sorted[sorted.length - 1] ?? Number.NaN;
  const spread = sorted.length > 1 && median !== 0 ? (max - min) / Math.abs(median) : 0;
  return {
    n: sorted.length,
    median,
    min,
    max,
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
    spread,
    wide: spread > maxSpread,
  };
}

function formatNumber(value: number, digits: number): string {
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * "9,648 (8,900–10,200)" — the median and the min–max of the samples, with " WIDE" when the spread is
 * too wide to trust. `scale` multiplies every value (100 for percentages).
 */
export function formatSummary(
  summary: Summary,
  options: { digits?: number; unit?: string; scale?: number } = {},
): string {
  const { digits = 0, unit = "", scale = 1 } = options;
  const f = (x: number) => `${formatNumber(x * scale, digits)}${unit}`;
  if (summary.n <= 1) return f(summary.median);
  return `${f(summary.median)} (${f(summary.min)}–${f(summary.max)})${summary.wide ? " WIDE" : ""}`;
}

/** A line that says which figures are too noisy to trust, or nothing when none is. */
export function spreadWarning(named: { name: string; summary: Summary }[], maxSpread = DEFAULT_MAX_SPREAD) {
  const wide = named.filter((x) => x.summary.wide);
  if (wide.length === 0) return "";
  const list = wide.map((x) => `${x.name} (${(x.summary.spread * 100).toFixed(0)}%)`).join(", ");
  return `Spread too wide to trust (max − min over ${(maxSpread * 100).toFixed(0)}% of the median): ${list}. Run again on a quieter machine or with more rounds.`;
}

/**
 * Verdict of a target over repeated rounds: "MET" when every round meets it, "MET (median)" when the
 * median does but some round does not, "MISS" when the median does not.
 */
export function verdictOf(perRound: boolean[], medianMeets: boolean): "MET" | "MET (median)" | "MISS" {
  if (!medianMeets) return "MISS";
  return perRound.every(Boolean) ? "MET" : "MET (median)";
}
