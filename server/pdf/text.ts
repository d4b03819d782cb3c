/**
 * Text that fits its box: a name shrinks (and may take two lines) until it fits the width and height given,
 * never overflowing; a table cell may instead end with an ellipsis below a readable size. Lines are drawn run
 * by run (each run in the font that has its glyphs, see fonts.ts) on a common baseline.
 */
import { emOf, type Run, runsOf, type Weight } from "./fonts";

export interface FitOptions {
  weight: Weight;
  /** Largest and smallest font sizes, in points. */
  maxSize: number;
  minSize: number;
  /** The box, in points (height: all lines together). */
  width: number;
  height?: number;
  maxLines?: 1 | 2;
  /** Below minSize: stay at minSize and cut the text with "…" (instead of shrinking further). */
  ellipsis?: boolean;
}

export interface Fitted {
  size: number;
  lines: Run[][];
}

/** Line height as a multiple of the font size. */
export const LINE = 1.2;

const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** The ways to cut a text in two lines: at spaces and after hyphens, or between any two characters of a CJK text without spaces. */
function splits(text: string): [string, string][] {
  const chars = [...text];
  const out: [string, string][] = [];
  chars.forEach((char, i) => {
    if (i > 0 && char === " ") out.push([chars.slice(0, i).join(""), chars.slice(i + 1).join("")]);
    else if (i > 0 && char === "-" && i < chars.length - 1)
      out.push([chars.slice(0, i + 1).join(""), chars.slice(i + 1).join("")]);
  });
  if (out.length === 0 && CJK.test(text)) {
    for (let i = 1; i < chars.length; i++) out.push([chars.slice(0, i).join(""), chars.slice(i).join("")]);
  }
  return out;
}

/** The size at which lines of `em` width and `count` lines fit the box. */
function sizeFor(em: number, count: number, options: FitOptions): number {
  const byWidth = em > 0 ? options.width / em : options.maxSize;
  const byHeight = options.height ? options.height / (count * LINE) : options.maxSize;
  return Math.min(options.maxSize, byWidth, byHeight);
}

/** Cuts runs so that they and an ellipsis take at most `em`. */
function truncate(text: string, weight: Weight, em: number): Run[] {
  const chars = [...text];
  let low = 0;
  let high = chars.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (emOf(runsOf(`${chars.slice(0, mid).join("").trimEnd()}…`, weight)) <= em) low = mid;
    else high = mid - 1;
  }
  return runsOf(`${chars.slice(0, low).join("").trimEnd()}…`, weight);
}

/**
 * Fits already made, by text and box: the event's name, roles, sub-events and companies repeat from badge to
 * badge. Bounded (emptied when full), so memory does not grow with the number of badges.
 */
const fits = new Map<string, Fitted>();
const MAX_FITS = 2_000;

/** The largest size (up to maxSize) and the lines at which the text fits the box. */
export function fitText(text: string, options: FitOptions): Fitted {
  const key = `${text}\u0000${options.weight}|${options.maxSize}|${options.minSize}|${options.width}|${options.height}|${options.maxLines}|${options.ellipsis}`;
  let fitted = fits.get(key);
  if (!fitted) {
    fitted = computeFit(text, options);
    if (fits.size >= MAX_FITS) fits.clear();
    fits.set(key, fitted);
  }
  return fitted;
}

function computeFit(text: string, options: FitOptions): Fitted {
  const clean = text.replace(/\s+/g, " ").trim();
  const single = runsOf(clean, options.weight);
  let best: Fitted = { size: sizeFor(emOf(single), 1, options), lines: [single] };
  // Two lines only when they are clearly larger than one (a short name stays on one line).
  if ((options.maxLines ?? 1) === 2 && best.size < options.maxSize) {
    // The largest size; among splits that reach it (the size is capped), the most even lines.
    let two: (Fitted & { em: number }) | undefined;
    for (const [first, second] of splits(clean)) {
      const lines = [runsOf(first, options.weight), runsOf(second, options.weight)];
      const em = Math.max(...lines.map(emOf));
      const size = sizeFor(em, 2, options);
      if (!two || size > two.size || (size === two.size && em < two.em)) two = { size, lines, em };
    }
    if (two && two.size > best.size * 1.15) best = { size: two.size, lines: two.lines };
  }
  if (options.ellipsis && best.size < options.minSize) {
    const size = Math.min(options.minSize, options.height ? options.height / LINE : options.minSize);
    return { size, lines: [truncate(clean, options.weight, options.width / size)] };
  }
  return best;
}

export type Align = "left" | "center" | "right";

/** Draws one line of runs with its baseline at `baseline`, aligned in [x, x + width]. */
export function drawRuns(
  doc: PDFKit.PDFDocument,
  runs: Run[],
  size: number,
  box: { x: number; width: number; baseline: number; align?: Align },
): void {
  const width = emOf(runs) * size;
  const align = box.align ?? "left";
  let x =
    align === "left"
      ? box.x
      : align === "center"
        ? box.x + (box.width - width) / 2
        : box.x + box.width - width;
  for (const run of runs) {
    doc
      .font(run.font)
      .fontSize(size)
      .text(run.text, x, box.baseline, { lineBreak: false, baseline: "alphabetic" });
    x += run.em * size;
  }
}

/**
 * Fits the text in the box (top at `y`) and draws it; returns the height it took. Lines are centred vertically in
 * `height` when given, else stacked from the top.
 */
export function drawFitted(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; height?: number; align?: Align },
  options: Omit<FitOptions, "width" | "height">,
): number {
  const fitted = fitText(text, {
    ...options,
    width: box.width,
    ...(box.height ? { height: box.height } : {}),
  });
  const used = fitted.lines.length * fitted.size * LINE;
  const top = box.height ? box.y + (box.height - used) / 2 : box.y;
  fitted.lines.forEach((runs, i) => {
    // The baseline sits about 0.88 em below the line's top for these fonts (ascender 1.16 em, line 1.2 em).
    const baseline = top + i * fitted.size * LINE + fitted.size * 0.92;
    drawRuns(doc, runs, fitted.size, { x: box.x, width: box.width, baseline, align: box.align ?? "left" });
  });
  return used;
}
