/** The part of fontkit (pdfkit's font engine, installed with it) the PDF engine uses. */
declare module "fontkit" {
  export interface Font {
    postscriptName: string;
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string): { advanceWidth: number };
  }
  export function create(buffer: Uint8Array): Font;
}
