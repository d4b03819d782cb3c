/**
 * What the spec's "CPU setting" (default 40, parsed as an integer: 13.44) means here: the share, in percent,
 * of one camera frame's time that the background effect may spend. At 24 frames a second a frame lasts 41.7 ms,
 * so the default allows 16.7 ms of segmentation and drawing per frame. A short probe (a dozen frames, the first
 * ones left out as warm-up) decides whether the effect is offered; while it runs, the same budget is watched,
 * and the effect is dropped when the device falls behind (docs/decisions.md "Video media (issue 20)").
 */

export const DEFAULT_CPU_SETTING = 40;

/** The setting as the spec parses it: an integer percentage; anything unreadable is the default. */
export function parseCpuSetting(value: unknown): number {
  const n = typeof value === "number" ? Math.trunc(value) : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(n) || n <= 0) return DEFAULT_CPU_SETTING;
  return Math.min(n, 100);
}

/** The milliseconds per frame the effect may take. */
export function frameBudgetMs(cpuSetting: number, frameRate: number): number {
  return ((1000 / frameRate) * parseCpuSetting(cpuSetting)) / 100;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const PROBE_FRAMES = 12;
const WARM_UP = 3;

/** Whether the probe's frame times fit the budget (the median after the warm-up frames). */
export function effectAllowed(frameTimesMs: number[], cpuSetting: number, frameRate: number): boolean {
  const measured = frameTimesMs.slice(WARM_UP);
  if (measured.length === 0) return false;
  return median(measured) <= frameBudgetMs(cpuSetting, frameRate);
}

/** A second of frame time: a watch that has seen that much decides without waiting for a full window. */
const SECOND_MS = 1000;
/** Frames a watch needs, past its warm-up, before a second of frame time may decide. */
const MIN_FRAMES = 5;

/**
 * Watches the running effect: true (drop it) once the last `window` frames (a second at 24 fps) took more than the
 * budget at the median, or, on a device far behind, once frames past the warm-up add up to a second (at least 5 of
 * them) over the budget at the median (at 0.8 s a frame, 24 frames would take 20 s). A short stall (a tab switch, a
 * GC) does not trip it; a device that stays behind does within seconds.
 */
export class FrameWatch {
  private readonly times: number[] = [];
  private seen = 0;

  constructor(
    private readonly budgetMs: number,
    private readonly window = 24,
  ) {}

  /** Records one frame's time; returns whether the effect should be dropped now. */
  record(ms: number): boolean {
    if (this.seen++ < WARM_UP) return false;
    this.times.push(ms);
    if (this.times.length > this.window) this.times.shift();
    if (median(this.times) <= this.budgetMs) return false;
    if (this.times.length === this.window) return true;
    const total = this.times.reduce((a, b) => a + b, 0);
    return this.times.length >= MIN_FRAMES && total >= SECOND_MS;
  }
}
