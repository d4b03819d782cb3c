/** Median and spread of repeated measurements (the spread is (max - min) / median). */
export function summary(values: number[]): { median: number; min: number; max: number; spread: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  const min = sorted[0] ?? 0;
  const max = sorted[sorted.length - 1] ?? 0;
  return { median, min, max, spread: median ? (max - min) / median : 0 };
}
