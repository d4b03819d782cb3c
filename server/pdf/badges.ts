/**
 * Badges (issue 29, part 2): name large, company, role, sub-events and the badge's QR code, on A6 (one per page)
 * or on 4 × 3 inch labels (six per A4 sheet, with a light grid to cut along). Streamed: each page is written as
 * soon as it is full, and memory does not grow with the number of badges.
 */
import type { Writable } from "node:stream";
import { itemsOf, mm, openDocument } from "./document";
import { drawQr } from "./qr";
import { drawFitted } from "./text";
import type { BadgeCard, BadgeSize, OnProgress, Source } from "./types";

const INK = "#111111";
const SOFT = "#444444";
const BAND = "#1d3557";
const ACCENT = "#b5172a";

const A6 = { width: mm(105), height: mm(148) };
const A4 = { width: mm(210), height: mm(297) };
const LABEL = { width: 4 * 72, height: 3 * 72 };
const LABEL_COLUMNS = 2;
const LABEL_ROWS = 3;
const PER_SHEET = LABEL_COLUMNS * LABEL_ROWS;
/** The labels' grid, centred on the sheet. */
const GRID = {
  x: (A4.width - LABEL_COLUMNS * LABEL.width) / 2,
  y: (A4.height - LABEL_ROWS * LABEL.height) / 2,
};

export interface BadgeOptions {
  size: BadgeSize;
  /** The number of badges, for progress when `cards` is streamed. */
  total?: number;
  onProgress?: OnProgress;
}

const subEventsText = (card: BadgeCard) => card.subEvents.join(" · ");

/** An A6 badge filling the page: band with the event, then name, company, role, sub-events, QR at the foot. */
function drawA6(doc: PDFKit.PDFDocument, card: BadgeCard): void {
  const pad = 18;
  const width = A6.width - 2 * pad;
  doc.rect(0, 0, A6.width, 58).fill(BAND);
  doc.fillColor("#ffffff");
  drawFitted(
    doc,
    card.eventName,
    { x: pad, y: 8, width, height: 42, align: "center" },
    {
      weight: "bold",
      maxSize: 15,
      minSize: 6,
      maxLines: 2,
    },
  );
  doc.fillColor(INK);
  drawFitted(
    doc,
    card.name,
    { x: pad, y: 72, width, height: 112, align: "center" },
    {
      weight: "bold",
      maxSize: 42,
      minSize: 12,
      maxLines: 2,
    },
  );
  doc.fillColor(SOFT);
  drawFitted(
    doc,
    card.company,
    { x: pad, y: 186, width, height: 44, align: "center" },
    {
      weight: "regular",
      maxSize: 18,
      minSize: 7,
      maxLines: 2,
    },
  );
  doc.fillColor(ACCENT);
  drawFitted(
    doc,
    card.role,
    { x: pad, y: 232, width, height: 20, align: "center" },
    {
      weight: "bold",
      maxSize: 13,
      minSize: 6,
    },
  );
  doc.fillColor(SOFT);
  if (card.subEvents.length > 0) {
    drawFitted(
      doc,
      subEventsText(card),
      { x: pad, y: 254, width, height: 26, align: "center" },
      {
        weight: "regular",
        maxSize: 9,
        minSize: 5,
        maxLines: 2,
      },
    );
  }
  const qr = 124;
  drawQr(doc, card.qr, (A6.width - qr) / 2, A6.height - qr - 12, qr);
}

/** A 4 × 3 inch label at (x, y): band with the event; name, company and role left of the QR; sub-events below. */
function drawLabel(doc: PDFKit.PDFDocument, card: BadgeCard, x: number, y: number): void {
  const pad = 10;
  const qr = 104;
  const column = LABEL.width - 2 * pad - qr - 6;
  doc.rect(x, y, LABEL.width, 30).fill(BAND);
  doc.fillColor("#ffffff");
  drawFitted(
    doc,
    card.eventName,
    { x: x + pad, y: y + 3, width: LABEL.width - 2 * pad, height: 24 },
    {
      weight: "bold",
      maxSize: 11,
      minSize: 5,
      maxLines: 2,
    },
  );
  doc.fillColor(INK);
  drawFitted(
    doc,
    card.name,
    { x: x + pad, y: y + 36, width: column, height: 72 },
    {
      weight: "bold",
      maxSize: 28,
      minSize: 8,
      maxLines: 2,
    },
  );
  doc.fillColor(SOFT);
  drawFitted(
    doc,
    card.company,
    { x: x + pad, y: y + 110, width: column, height: 32 },
    {
      weight: "regular",
      maxSize: 13,
      minSize: 6,
      maxLines: 2,
    },
  );
  doc.fillColor(ACCENT);
  drawFitted(
    doc,
    card.role,
    { x: x + pad, y: y + 144, width: column, height: 18 },
    {
      weight: "bold",
      maxSize: 10,
      minSize: 5,
    },
  );
  doc.fillColor(SOFT);
  if (card.subEvents.length > 0) {
    drawFitted(
      doc,
      subEventsText(card),
      { x: x + pad, y: y + 170, width: LABEL.width - 2 * pad, height: 38 },
      {
        weight: "regular",
        maxSize: 8,
        minSize: 5,
        maxLines: 2,
      },
    );
  }
  drawQr(doc, card.qr, x + LABEL.width - pad - qr, y + 36, qr);
}

/** The label grid: hairlines along every cut, running into the sheet's margins as cut marks. */
function drawGrid(doc: PDFKit.PDFDocument): void {
  doc.save().lineWidth(0.3).strokeColor("#9a9a9a").dash(3, { space: 3 });
  for (let c = 0; c <= LABEL_COLUMNS; c++) {
    const x = GRID.x + c * LABEL.width;
    doc.moveTo(x, GRID.y - 18).lineTo(x, GRID.y + LABEL_ROWS * LABEL.height + 18);
  }
  for (let r = 0; r <= LABEL_ROWS; r++) {
    const y = GRID.y + r * LABEL.height;
    doc.moveTo(0, y).lineTo(A4.width, y);
  }
  doc.stroke().undash().restore();
}

/**
 * Writes the badges as one PDF to `out` (and ends it). Pages are written as they are made; `onProgress` is told
 * after each badge.
 */
export async function renderBadges(
  out: Writable,
  cards: Source<BadgeCard>,
  options: BadgeOptions,
): Promise<void> {
  const stream = openDocument(out, { title: "Badges" });
  const { doc } = stream;
  const total = options.total ?? (Array.isArray(cards) ? cards.length : 0);
  let done = 0;
  for await (const card of itemsOf(cards)) {
    if (options.size === "a6") {
      doc.addPage({ size: [A6.width, A6.height], margin: 0 });
      drawA6(doc, card);
    } else {
      const slot = done % PER_SHEET;
      if (slot === 0) {
        doc.addPage({ size: [A4.width, A4.height], margin: 0 });
        drawGrid(doc);
      }
      const column = slot % LABEL_COLUMNS;
      const row = Math.floor(slot / LABEL_COLUMNS);
      drawLabel(doc, card, GRID.x + column * LABEL.width, GRID.y + row * LABEL.height);
    }
    done++;
    options.onProgress?.(done, Math.max(total, done));
    await stream.breathe();
  }
  // An empty set still makes a valid PDF: one blank page of the chosen size.
  if (done === 0)
    doc.addPage({ size: options.size === "a6" ? [A6.width, A6.height] : [A4.width, A4.height] });
  await stream.finish();
}
