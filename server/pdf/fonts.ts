/**
 * Fonts of the PDFs: Noto Sans KR and Noto Sans SC (Regular and Bold) from their npm packages, embedded as
 * subsets (pdfkit keeps only the glyphs a document uses). Each text is cut into runs by the glyphs each font
 * has (fontkit's hasGlyphForCodePoint), so Korean, Chinese (simplified and traditional) and Latin mix in one
 * line without a missing glyph. The font files are read once per process (they are large: 6 and 10 MB).
 *
 * Neither font has Latin Extended-A (Ł, ř, ş, ő...): such letters are written without their accent (ř → r,
 * Ł → L) rather than as an empty box; docs/pdf.md says how to add a Latin font to the chain.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";

export type Weight = "regular" | "bold";
type Face = "kr" | "sc";

const FILES: Record<Face, Record<Weight, string>> = {
  kr: {
    regular: "@expo-google-fonts/noto-sans-kr/400Regular/NotoSansKR_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-kr/700Bold/NotoSansKR_700Bold.ttf",
  },
  sc: {
    regular: "@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf",
    bold: "@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf",
  },
};

const require = createRequire(import.meta.url);
const loaded = new Map<string, fontkit.Font>();

/** The registered name of a face in a weight ("kr-bold"). */
const fontName = (face: Face, weight: Weight) => `${face}-${weight}`;

/**
 * The font with a layout that maps characters to glyphs through the cmap alone, without OpenType shaping: the
 * scripts we print (Hangul syllables, Han, Latin without combining marks) need none, and shaping the CJK fonts'
 * contextual lookups took two thirds of a badge's time. Kerning is lost; nothing else changes for these scripts.
 */
function unshaped(font: fontkit.Font): fontkit.Font {
  const fast: fontkit.Font = Object.create(font);
  // Glyph of each character, remembered (at most one per character of the font).
  const glyphOf = new Map<number, fontkit.Glyph>();
  fast.layout = (text: string) => {
    const glyphs: fontkit.Glyph[] = [];
    for (const char of text) {
      const codePoint = char.codePointAt(0)!;
      let glyph = glyphOf.get(codePoint);
      if (!glyph) {
        glyph = font.glyphForCodePoint(codePoint);
        glyphOf.set(codePoint, glyph);
      }
      glyphs.push(glyph);
    }
    const positions = glyphs.map((glyph) => ({
      xAdvance: glyph.advanceWidth,
      yAdvance: 0,
      xOffset: 0,
      yOffset: 0,
    }));
    return {
      glyphs,
      positions,
      // A getter, as fontkit's: pdfkit scales the positions in place and then reads the run's advance.
      get advanceWidth() {
        return positions.reduce((sum, p) => sum + p.xAdvance, 0);
      },
    };
  };
  return fast;
}

function fontOf(face: Face, weight: Weight): fontkit.Font {
  const name = fontName(face, weight);
  let font = loaded.get(name);
  if (!font) {
    font = unshaped(fontkit.create(readFileSync(require.resolve(FILES[face][weight]))));
    loaded.set(name, font);
  }
  return font;
}

/** Registers the four fonts in a document under their names; the parsed fonts are shared between documents. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  for (const face of ["kr", "sc"] as const) {
    for (const weight of ["regular", "bold"] as const) {
      // pdfkit takes a fontkit font as well as a file (its types list only files and buffers).
      doc.registerFont(fontName(face, weight), fontOf(face, weight) as unknown as Uint8Array);
    }
  }
}

/** A piece of text written in one font: its registered name and its advance in em. */
export interface Run {
  font: string;
  text: string;
  em: number;
}

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;
const HAN = /\p{Script=Han}/u;

/** Korean glyphs for a text with Hangul, Chinese ones for Han without Hangul (a Chinese name), else Korean. */
function preference(text: string): Face[] {
  if (HANGUL.test(text)) return ["kr", "sc"];
  return HAN.test(text) ? ["sc", "kr"] : ["kr", "sc"];
}

/** Letters of Latin Extended-A that have no decomposition, written as their nearest basic letter. */
const LOOKALIKE: Record<string, string> = {
  Ł: "L",
  ł: "l",
  Đ: "D",
  đ: "d",
  Ħ: "H",
  ħ: "h",
  ı: "i",
  Ŀ: "L",
  ŀ: "l",
  ĸ: "k",
  Ŋ: "N",
  ŋ: "n",
  Ŧ: "T",
  ŧ: "t",
  ſ: "s",
  Ĳ: "IJ",
  ĳ: "ij",
  ŉ: "n",
};

/** Whether a font has a character, remembered (a cmap lookup in these large fonts is not free). */
const coverage = new Map<string, Map<number, boolean>>();
function has(face: Face, weight: Weight, codePoint: number): boolean {
  const name = fontName(face, weight);
  let font = coverage.get(name);
  if (!font) {
    font = new Map();
    coverage.set(name, font);
  }
  let known = font.get(codePoint);
  if (known === undefined) {
    known = fontOf(face, weight).hasGlyphForCodePoint(codePoint);
    font.set(codePoint, known);
  }
  return known;
}

function faceFor(codePoint: number, order: Face[], weight: Weight): Face | undefined {
  return order.find((face) => has(face, weight, codePoint));
}

/** A character no font has, as letters one has (accent dropped), or "" when there are none. */
function substitute(char: string, order: Face[], weight: Weight): string {
  const plain = LOOKALIKE[char] ?? char.normalize("NFD").replace(/\p{M}/gu, "");
  return [...plain].filter((c) => c !== char && faceFor(c.codePointAt(0)!, order, weight)).join("");
}

/**
 * The text as runs of one font each: a character stays in the current run's font when that font has it (spaces
 * and punctuation do not split a run), otherwise it takes the first font of the text's preference that has it.
 */
export function runsOf(text: string, weight: Weight): Run[] {
  const order = preference(text);
  const runs: { face: Face; text: string }[] = [];
  for (const original of text.normalize("NFC")) {
    for (const char of faceFor(original.codePointAt(0)!, order, weight)
      ? [original]
      : [...substitute(original, order, weight)]) {
      const codePoint = char.codePointAt(0)!;
      const current = runs[runs.length - 1];
      if (current && has(current.face, weight, codePoint)) {
        current.text += char;
        continue;
      }
      const face = faceFor(codePoint, order, weight);
      if (face) runs.push({ face, text: char });
    }
  }
  return runs.map(({ face, text: part }) => {
    const font = fontOf(face, weight);
    return { font: fontName(face, weight), text: part, em: font.layout(part).advanceWidth / font.unitsPerEm };
  });
}

/** The width of runs, in em. */
export const emOf = (runs: Run[]) => runs.reduce((sum, run) => sum + run.em, 0);
