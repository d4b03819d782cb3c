/**
 * Personal agendas (issue 29, part 4): one participant's meetings of the event, by day, with times on the venue's
 * clock, place, counterpart, online or on site, interpreter, and the badge QR on the first page. Many agendas go
 * in one PDF, each from a new page, with the header repeated on every page and page numbers per person ("1/2").
 * A person's pages are kept until the person is done (to number them), then written: memory holds one agenda.
 */
import type { Writable } from "node:stream";
import { dayOf, dayTitle, label, placeText, timeRange, zoneNote } from "./agenda-text";
import { itemsOf, mm, openDocument } from "./document";
import { drawQr } from "./qr";
import { drawFitted } from "./text";
import type { AgendaDoc, AgendaMeeting, OnProgress, Source } from "./types";

const PAGE = { width: mm(210), height: mm(297) };
const MARGIN = 40;
const WIDTH = PAGE.width - 2 * MARGIN;
const HEADER = 128;
const FOOTER = 34;
const ROW = 38;
const DAY = 26;
const QR = 92;
const INK = "#111111";
const SOFT = "#555555";
const RULE = "#d0d0d0";

/** Columns of the meeting table: key of the label and width share. */
const COLUMNS = [
  { key: "time", share: 0.16 },
  { key: "place", share: 0.22 },
  { key: "counterpart", share: 0.34 },
  { key: "mode", share: 0.12 },
  { key: "interpreter", share: 0.16 },
] as const;
const columnX = COLUMNS.map((_, i) => MARGIN + COLUMNS.slice(0, i).reduce((s, c) => s + c.share * WIDTH, 0));
const columnWidth = COLUMNS.map((c) => c.share * WIDTH - 6);

export interface AgendaOptions {
  /** The number of agendas, for progress when `docs` is streamed. */
  total?: number;
  onProgress?: OnProgress;
}

type Cell = { text: string; bold?: boolean; soft?: boolean; size?: number };

/** One line of text in a cell: shrinks a little, then ends with "…"; never leaves its column. */
function cell(doc: PDFKit.PDFDocument, column: number, y: number, height: number, value: Cell): void {
  if (!value.text) return;
  doc.fillColor(value.soft ? SOFT : INK);
  drawFitted(
    doc,
    value.text,
    { x: columnX[column]!, y, width: columnWidth[column]!, height },
    {
      weight: value.bold ? "bold" : "regular",
      maxSize: value.size ?? 10,
      minSize: (value.size ?? 10) - 2,
      ellipsis: true,
    },
  );
}

/** The header of every page: event, title, person, venue, the zone of the times; the QR on the first page. */
function header(doc: PDFKit.PDFDocument, agenda: AgendaDoc, first: boolean): number {
  const { lang } = agenda;
  const textWidth = WIDTH - QR - 12;
  doc.fillColor(SOFT);
  drawFitted(
    doc,
    agenda.eventName,
    { x: MARGIN, y: MARGIN - 8, width: textWidth, height: 18 },
    {
      weight: "bold",
      maxSize: 11,
      minSize: 7,
      ellipsis: true,
    },
  );
  doc.fillColor(INK);
  drawFitted(
    doc,
    label(lang, "title"),
    { x: MARGIN, y: MARGIN + 10, width: textWidth, height: 22 },
    {
      weight: "bold",
      maxSize: 17,
      minSize: 10,
    },
  );
  const who = [agenda.person.name, agenda.person.company, agenda.person.role].filter(Boolean).join(" · ");
  drawFitted(
    doc,
    who,
    { x: MARGIN, y: MARGIN + 34, width: textWidth, height: 18 },
    {
      weight: "bold",
      maxSize: 12,
      minSize: 8,
      ellipsis: true,
    },
  );
  doc.fillColor(SOFT);
  let y = MARGIN + 54;
  if (agenda.venue) {
    drawFitted(
      doc,
      label(lang, "venue", { venue: agenda.venue }),
      { x: MARGIN, y, width: textWidth, height: 15 },
      {
        weight: "regular",
        maxSize: 9.5,
        minSize: 7,
        ellipsis: true,
      },
    );
    y += 15;
  }
  const note = zoneNote(lang, agenda.timeZone, agenda.meetings[0]?.startsAt);
  drawFitted(
    doc,
    note,
    { x: MARGIN, y, width: textWidth, height: 15 },
    {
      weight: "regular",
      maxSize: 9.5,
      minSize: 7,
      ellipsis: true,
    },
  );
  if (first) {
    drawQr(doc, agenda.qr, PAGE.width - MARGIN - QR, MARGIN - 10, QR);
    drawFitted(
      doc,
      label(lang, "badgeQr"),
      { x: PAGE.width - MARGIN - QR, y: MARGIN + QR - 8, width: QR, height: 12, align: "center" },
      {
        weight: "regular",
        maxSize: 8,
        minSize: 6,
      },
    );
  }
  // Column titles.
  const top = MARGIN + HEADER - 30;
  doc.rect(MARGIN, top, WIDTH, 20).fill("#eef1f5");
  COLUMNS.forEach((column, i) => {
    cell(doc, i, top + 3, 14, { text: label(lang, column.key), bold: true, size: 9 });
  });
  return MARGIN + HEADER - 6;
}

function meetingRow(doc: PDFKit.PDFDocument, meeting: AgendaMeeting, agenda: AgendaDoc, y: number): void {
  const { lang, timeZone } = agenda;
  const place = placeText(meeting, lang);
  cell(doc, 0, y + 3, 15, { text: timeRange(meeting, timeZone), bold: true });
  cell(doc, 0, y + 19, 13, { text: meeting.subEvent, soft: true, size: 8 });
  cell(doc, 1, y + 3, 15, { text: place.main, bold: !meeting.online && meeting.place !== null });
  cell(doc, 1, y + 19, 13, { text: place.sub, soft: true, size: 8.5 });
  cell(doc, 2, y + 3, 15, { text: meeting.counterpartCompany, bold: true });
  cell(doc, 2, y + 19, 13, { text: meeting.counterpartPerson, soft: true, size: 9 });
  cell(doc, 3, y + 3, 15, { text: label(lang, meeting.online ? "online" : "onSite") });
  cell(doc, 4, y + 3, 15, { text: meeting.interpreter ?? label(lang, "none"), soft: !meeting.interpreter });
  doc
    .moveTo(MARGIN, y + ROW)
    .lineTo(MARGIN + WIDTH, y + ROW)
    .lineWidth(0.4)
    .strokeColor(RULE)
    .stroke();
}

/** Page numbers "1/2" and the person's name at the foot of each of their pages (still in the buffer). */
function footers(doc: PDFKit.PDFDocument, agenda: AgendaDoc, firstPage: number, count: number): void {
  for (let i = 0; i < count; i++) {
    doc.switchToPage(firstPage + i);
    const y = PAGE.height - FOOTER;
    doc.fillColor(SOFT);
    drawFitted(
      doc,
      `${agenda.person.name} · ${agenda.eventName}`,
      { x: MARGIN, y, width: WIDTH - 60, height: 12 },
      {
        weight: "regular",
        maxSize: 8,
        minSize: 6,
        ellipsis: true,
      },
    );
    drawFitted(
      doc,
      label(agenda.lang, "page", { page: i + 1, pages: count }),
      { x: PAGE.width - MARGIN - 60, y, width: 60, height: 12, align: "right" },
      {
        weight: "regular",
        maxSize: 8,
        minSize: 6,
      },
    );
  }
}

/** Draws one person's agenda on new pages (kept in the buffer). */
function drawAgenda(doc: PDFKit.PDFDocument, agenda: AgendaDoc): void {
  const addPage = () => {
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    return header(doc, agenda, doc.bufferedPageRange().count === 1);
  };
  let y = addPage();
  const meetings = [...agenda.meetings].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  if (meetings.length === 0) {
    doc.fillColor(SOFT);
    drawFitted(
      doc,
      label(agenda.lang, "empty"),
      { x: MARGIN, y: y + 20, width: WIDTH, height: 20 },
      {
        weight: "regular",
        maxSize: 12,
        minSize: 8,
      },
    );
    return;
  }
  const bottom = PAGE.height - FOOTER - 10;
  let day = "";
  for (const meeting of meetings) {
    const meetingDay = dayOf(meeting.startsAt, agenda.timeZone);
    const needs = (meetingDay !== day ? DAY : 0) + ROW;
    if (y + needs > bottom) {
      y = addPage();
      day = ""; // the day's title is repeated at the top of a new page
    }
    if (meetingDay !== day) {
      day = meetingDay;
      doc.fillColor(INK);
      drawFitted(
        doc,
        dayTitle(meeting.startsAt, agenda.timeZone, agenda.lang),
        { x: MARGIN, y: y + 6, width: WIDTH, height: 17 },
        {
          weight: "bold",
          maxSize: 11.5,
          minSize: 8,
        },
      );
      y += DAY;
    }
    meetingRow(doc, meeting, agenda, y);
    y += ROW;
  }
}

/**
 * Writes the agendas as one PDF to `out` (and ends it), each agenda from a new page with its own page numbers.
 * Give one document for one person's download, or many (sorted as they should be printed) for a bulk print.
 */
export async function renderAgendas(
  out: Writable,
  docs: Source<AgendaDoc>,
  options: AgendaOptions = {},
): Promise<void> {
  const stream = openDocument(out, { title: "Agenda", bufferPages: true });
  const { doc } = stream;
  const total = options.total ?? (Array.isArray(docs) ? docs.length : 0);
  let done = 0;
  for await (const agenda of itemsOf(docs)) {
    drawAgenda(doc, agenda);
    const range = doc.bufferedPageRange();
    footers(doc, agenda, range.start, range.count);
    doc.flushPages();
    done++;
    options.onProgress?.(done, Math.max(total, done));
    await stream.breathe();
  }
  if (done === 0) doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
  await stream.finish();
}
