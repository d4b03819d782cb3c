/**
 * QR codes drawn as vectors (filled rectangles, one per run of dark modules in a row), with the standard quiet
 * zone of four modules kept white inside the given square: sharp at any print resolution, and a few hundred
 * bytes a code instead of an image.
 */
import QRCode from "qrcode";

/** Modules of quiet zone on each side (the QR standard asks for four). */
export const QUIET = 4;

/**
 * Draws the QR code of `payload` in the square at (x, y) of side `size` (quiet zone included), on a white
 * background so that it reads on a coloured band too.
 */
export function drawQr(doc: PDFKit.PDFDocument, payload: string, x: number, y: number, size: number): void {
  // One byte-mode segment: the library's search for the best mix of modes costs more than it saves on an id.
  const { modules } = QRCode.create([{ data: Buffer.from(payload, "utf8"), mode: "byte" }], {
    errorCorrectionLevel: "M",
  });
  const n = modules.size;
  const unit = size / (n + 2 * QUIET);
  doc.save();
  doc.rect(x, y, size, size).fill("#ffffff");
  const left = x + QUIET * unit;
  const top = y + QUIET * unit;
  let any = false;
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && modules.get(row, col)) col++;
      // A hair taller than a module, so that rows meet without a visible seam in anti-aliased viewers.
      doc.rect(left + start * unit, top + row * unit, (col - start) * unit, unit + 0.01);
      any = true;
    }
  }
  if (any) doc.fill("#000000");
  doc.restore();
}
