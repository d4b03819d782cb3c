/**
 * Table cards (issue 29, part 4): one A5 landscape card per pooled table or booth, the place's name very large,
 * its zone, the QR code (read in part 2 to say "we are here") and the event. No words of any language are added:
 * the card shows only the host's own names, so one print serves every visitor.
 */
import type { Writable } from "node:stream";
import { itemsOf, mm, openDocument } from "./document";
import { drawQr } from "./qr";
import { drawFitted } from "./text";
import type { OnProgress, Source, TableCard } from "./types";

const PAGE = { width: mm(210), height: mm(148) };
const PAD = 32;
const QR = 176;

export interface TableCardOptions {
  total?: number;
  onProgress?: OnProgress;
}

function drawCard(doc: PDFKit.PDFDocument, card: TableCard): void {
  const textWidth = PAGE.width - 2 * PAD - QR - 20;
  doc.rect(0, 0, PAGE.width, 44).fill("#1d3557");
  doc.fillColor("#ffffff");
  const event = card.subEventName ? `${card.eventName} · ${card.subEventName}` : card.eventName;
  drawFitted(
    doc,
    event,
    { x: PAD, y: 8, width: PAGE.width - 2 * PAD, height: 28 },
    {
      weight: "bold",
      maxSize: 16,
      minSize: 7,
      ellipsis: true,
    },
  );
  doc.fillColor("#111111");
  drawFitted(
    doc,
    card.name,
    { x: PAD, y: 78, width: textWidth, height: 200 },
    {
      weight: "bold",
      maxSize: 150,
      minSize: 20,
      maxLines: 2,
    },
  );
  if (card.zone) {
    doc.fillColor("#444444");
    drawFitted(
      doc,
      card.zone,
      { x: PAD, y: 300, width: textWidth, height: 60 },
      {
        weight: "regular",
        maxSize: 34,
        minSize: 10,
        maxLines: 2,
      },
    );
  }
  drawQr(doc, card.qr, PAGE.width - PAD - QR, 44 + (PAGE.height - 44 - QR) / 2, QR);
}

/** Writes the table cards as one PDF to `out` (and ends it), one A5 landscape page each. */
export async function renderTableCards(
  out: Writable,
  cards: Source<TableCard>,
  options: TableCardOptions = {},
): Promise<void> {
  const stream = openDocument(out, { title: "Table cards" });
  const { doc } = stream;
  const total = options.total ?? (Array.isArray(cards) ? cards.length : 0);
  let done = 0;
  for await (const card of itemsOf(cards)) {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    drawCard(doc, card);
    done++;
    options.onProgress?.(done, Math.max(total, done));
    await stream.breathe();
  }
  if (done === 0) doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  await stream.finish();
}
