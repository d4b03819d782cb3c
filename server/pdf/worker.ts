/**
 * The parent side of the PDF worker thread: one document = one thread, so that a document of 15,000 badges never
 * blocks the web process's event loop. The records go to the thread in batches as it asks for them (an async
 * source, such as a database cursor, is read only as fast as pages are made); the PDF is written to
 * `<outFile>.part` and renamed to `outFile` when complete, so a half-written file is never served.
 */
import { rm } from "node:fs/promises";
import { Worker } from "node:worker_threads";
import type {
  AgendaDoc,
  BadgeCard,
  BadgeSize,
  OnProgress,
  OutcomeReportDoc,
  Source,
  TableCard,
} from "./types";

export type PdfJob =
  | { kind: "badges"; size: BadgeSize; cards: Source<BadgeCard>; total?: number }
  | { kind: "agendas"; docs: Source<AgendaDoc>; total?: number }
  | { kind: "tableCards"; cards: Source<TableCard>; total?: number }
  | { kind: "outcomeReport"; docs: Source<OutcomeReportDoc>; total?: number };

/** What the thread is told first: the kind of document and where to write it (the items follow). */
export type PdfStart =
  | { type: "start"; kind: "badges"; size: BadgeSize; total: number; file: string }
  | { type: "start"; kind: "agendas" | "tableCards" | "outcomeReport"; total: number; file: string };

export type ParentMessage = PdfStart | { type: "items"; items: unknown[]; last: boolean };

export type WorkerMessage =
  | { type: "pull" }
  | { type: "progress"; done: number; total: number }
  | { type: "done"; items: number; bytes: number; ms: number; cpuMs: number | null; peakRss: number }
  | { type: "error"; message: string };

/**
 * The finished document: items rendered, bytes written, wall time in the thread, the thread's CPU time (Linux;
 * null elsewhere) and the process's peak RSS seen by the thread.
 */
export interface PdfResult {
  items: number;
  bytes: number;
  ms: number;
  cpuMs: number | null;
  peakRss: number;
}

export class PdfStopped extends Error {
  override name = "PdfStopped";
}

export interface WorkerOptions {
  /**
   * The thread's nice value on Linux (0 to 19; 0 = the process's own priority). By default 10: on a busy machine
   * the server's requests go first and the PDF uses the CPU they leave.
   */
  nice?: number;
}

const DEFAULT_NICE = 10;

/** Records sent to the thread per batch. */
const BATCH = 500;
/** The thread's heap ceiling: a runaway document fails its job, not the server. */
const MAX_HEAP_MB = 768;

const boot = new URL("./pdf.worker-boot.mjs", import.meta.url);
const entry = new URL("./pdf.worker.ts", import.meta.url).href;

function sourceOf(job: PdfJob): Source<unknown> {
  return job.kind === "agendas" || job.kind === "outcomeReport" ? job.docs : job.cards;
}

/** Reads the next batch of an iterator (at most BATCH items). */
async function nextBatch(iterator: AsyncIterator<unknown> | Iterator<unknown>) {
  const items: unknown[] = [];
  while (items.length < BATCH) {
    const step = await iterator.next();
    if (step.done) return { items, last: true };
    items.push(step.value);
  }
  return { items, last: false };
}

/**
 * Renders the job's document in a worker thread into `outFile`. `onProgress` is told about every 100 ms;
 * `signal` stops the thread (the promise rejects with PdfStopped and no file is left); `options.nice` sets the
 * thread's priority.
 */
export function renderInWorker(
  job: PdfJob,
  outFile: string,
  onProgress?: OnProgress,
  signal?: AbortSignal,
  options: WorkerOptions = {},
): Promise<PdfResult> {
  if (signal?.aborted) return Promise.reject(new PdfStopped());
  const source = sourceOf(job);
  const iterator = Array.isArray(source)
    ? source[Symbol.iterator]()
    : (source as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  const total = job.total ?? (Array.isArray(source) ? source.length : 0);
  const part = `${outFile}.part`;
  const worker = new Worker(boot, {
    workerData: { entry, nice: options.nice ?? DEFAULT_NICE },
    resourceLimits: { maxOldGenerationSizeMb: MAX_HEAP_MB },
  });
  const start: PdfStart =
    job.kind === "badges"
      ? { type: "start", kind: "badges", size: job.size, total, file: part }
      : { type: "start", kind: job.kind, total, file: part };
  return new Promise<PdfResult>((resolve, reject) => {
    let ended = false;
    const end = (outcome: { result: PdfResult } | { error: unknown }) => {
      if (ended) return;
      ended = true;
      signal?.removeEventListener("abort", stop);
      void worker.terminate();
      if ("result" in outcome) return resolve(outcome.result);
      void rm(part, { force: true }).finally(() => reject(outcome.error));
    };
    const stop = () => end({ error: new PdfStopped() });
    signal?.addEventListener("abort", stop, { once: true });
    worker.on("message", (m: WorkerMessage) => {
      if (m.type === "pull") {
        nextBatch(iterator).then(
          (batch) => {
            if (!ended) worker.postMessage({ type: "items", ...batch } satisfies ParentMessage);
          },
          (error) => end({ error }),
        );
      } else if (m.type === "progress") onProgress?.(m.done, m.total);
      else if (m.type === "done")
        end({ result: { items: m.items, bytes: m.bytes, ms: m.ms, cpuMs: m.cpuMs, peakRss: m.peakRss } });
      else end({ error: new Error(m.message) });
    });
    worker.on("error", (error) => end({ error }));
    worker.on("exit", (code) => end({ error: new Error(`PDF worker exited with code ${code}`) }));
    worker.postMessage(start);
  });
}
