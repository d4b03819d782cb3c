/**
 * Reading a rendered PDF back, for the tests: its text (poppler's pdftotext), its page count (pdfinfo), a page as
 * pixels (pdftoppm, grey PGM parsed here) and the QR codes on it (jsQR).
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import jsQR from "jsqr";

const run = promisify(execFile);

/** The text of the PDF (or of one page), as pdftotext reads it. */
export async function pdfText(file: string, page?: number): Promise<string> {
  const range = page ? ["-f", String(page), "-l", String(page)] : [];
  const { stdout } = await run("pdftotext", [...range, file, "-"], { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** The number of pages. */
export async function pdfPageCount(file: string): Promise<number> {
  const { stdout } = await run("pdfinfo", [file]);
  return Number(/Pages:\s+(\d+)/.exec(stdout)?.[1] ?? Number.NaN);
}

interface Grey {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** A binary PGM (P5, 8 bits) as its size and pixels. */
export function parsePgm(buffer: Buffer): Grey {
  const fields: string[] = [];
  let at = 0;
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(buffer[at]!))) at++;
    if (buffer[at] === 0x23) {
      while (buffer[at] !== 0x0a) at++; // a comment line
      continue;
    }
    const start = at;
    while (!/\s/.test(String.fromCharCode(buffer[at]!))) at++;
    fields.push(buffer.subarray(start, at).toString("latin1"));
  }
  if (fields[0] !== "P5" || fields[3] !== "255")
    throw new Error(`not an 8-bit binary PGM: ${fields.join(" ")}`);
  const width = Number(fields[1]);
  const height = Number(fields[2]);
  return { width, height, pixels: buffer.subarray(at + 1, at + 1 + width * height) };
}

/** A page rendered in grey at `dpi` (pdftoppm -gray). */
export async function renderPage(file: string, page: number, dpi = 150): Promise<Grey> {
  const dir = await mkdtemp(path.join(tmpdir(), "bizmeet-pdf-"));
  try {
    const prefix = path.join(dir, "page");
    await run("pdftoppm", [
      "-r",
      String(dpi),
      "-gray",
      "-singlefile",
      "-f",
      String(page),
      "-l",
      String(page),
      file,
      prefix,
    ]);
    return parsePgm(await readFile(`${prefix}.pgm`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The payload of the QR code on the page, or inside `region` (points from the top left) when the page holds
 * several; null when none is read.
 */
export async function readQr(
  file: string,
  page: number,
  region?: { x: number; y: number; width: number; height: number },
): Promise<string | null> {
  const dpi = 150;
  const grey = await renderPage(file, page, dpi);
  const scale = dpi / 72;
  const x0 = region ? Math.max(0, Math.floor(region.x * scale)) : 0;
  const y0 = region ? Math.max(0, Math.floor(region.y * scale)) : 0;
  const width = region ? Math.min(grey.width - x0, Math.ceil(region.width * scale)) : grey.width;
  const height = region ? Math.min(grey.height - y0, Math.ceil(region.height * scale)) : grey.height;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const value = grey.pixels[(y0 + y) * grey.width + x0 + x]!;
      const o = (y * width + x) * 4;
      rgba[o] = value;
      rgba[o + 1] = value;
      rgba[o + 2] = value;
      rgba[o + 3] = 255;
    }
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

export interface WordBox {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box in points (pdftotext -bbox), and each page's size. */
export async function wordBoxes(
  file: string,
): Promise<{ pages: { width: number; height: number }[]; words: WordBox[] }> {
  const { stdout } = await run("pdftotext", ["-bbox", file, "-"], { maxBuffer: 64 * 1024 * 1024 });
  const pages: { width: number; height: number }[] = [];
  const words: WordBox[] = [];
  const tag =
    /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const m of stdout.matchAll(tag)) {
    if (m[1]) pages.push({ width: Number(m[1]), height: Number(m[2]) });
    else
      words.push({
        page: pages.length,
        text: m[7]!,
        xMin: Number(m[3]),
        yMin: Number(m[4]),
        xMax: Number(m[5]),
        yMax: Number(m[6]),
      });
  }
  return { pages, words };
}
