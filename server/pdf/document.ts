/**
 * A pdfkit document streamed to a Writable: bytes go out as pages are finished, and the renderer waits for the
 * destination to drain between pages, so that memory stays flat however many pages are made.
 */
import type { Writable } from "node:stream";
import PDFDocument from "pdfkit";
import { registerFonts } from "./fonts";

export interface StreamedDocument {
  doc: PDFKit.PDFDocument;
  /** To await between pages: waits while the destination is full, and lets the event loop turn now and then. */
  breathe(): Promise<void>;
  /** Ends the document; resolves when the destination has everything (rejects on its error). */
  finish(): Promise<void>;
}

export function openDocument(
  out: Writable,
  options: PDFKit.PDFDocumentOptions & { title: string },
): StreamedDocument {
  const doc = new PDFDocument({
    autoFirstPage: false,
    margin: 0,
    // The layout cache keeps every distinct word ever laid out: memory would grow with the number of badges.
    fontLayoutCache: false,
    info: { Title: options.title, Producer: "Bizmeet", Creator: "Bizmeet" },
    ...options,
  });
  registerFonts(doc);
  let failure: Error | undefined;
  const failed = new Promise<never>((_, reject) => {
    out.once("error", (error) => {
      failure = error;
      reject(error);
    });
  });
  failed.catch(() => undefined);
  doc.on("data", (chunk: Buffer) => {
    if (!failure) out.write(chunk);
  });
  let turns = 0;
  return {
    doc,
    async breathe() {
      if (failure) throw failure;
      if (out.writableNeedDrain) {
        await Promise.race([new Promise((resolve) => out.once("drain", resolve)), failed]);
      } else if (++turns % 16 === 0) {
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async finish() {
      if (failure) throw failure;
      const ended = new Promise<void>((resolve) => doc.once("end", resolve));
      doc.end();
      await Promise.race([ended, failed]);
      await Promise.race([new Promise<void>((resolve) => out.end(resolve)), failed]);
    },
  };
}

/** The items of an array or of an async iterable, in order. */
export async function* itemsOf<T>(source: T[] | AsyncIterable<T>): AsyncGenerator<T> {
  if (Array.isArray(source)) yield* source;
  else for await (const item of source) yield item;
}

/** Millimetres to points. */
export const mm = (value: number) => (value * 72) / 25.4;
