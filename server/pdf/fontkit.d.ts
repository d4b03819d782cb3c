/** The part of fontkit (pdfkit's font engine, installed with it) the PDF engine uses. */
declare module "fontkit" {
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    glyphForCodePoint(codePoint: number): Glyph;
    layout(text: string): { glyphs: Glyph[]; positions: GlyphPosition[]; advanceWidth: number };
  }
  export interface Glyph {
    id: number;
    advanceWidth: number;
    codePoints: number[];
  }
  export interface GlyphPosition {
    xAdvance: number;
    yAdvance: number;
    xOffset: number;
    yOffset: number;
  }
  export function create(buffer: Uint8Array): Font;
}
