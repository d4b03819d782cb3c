/**
 * The PDF worker thread: told the kind of document, it asks the parent for records batch by batch, renders them
 * to the `.part` file, renames it once complete and reports progress (about every 100 ms) and the result.
 */
import { createWriteStream, readFileSync, readlinkSync } from "node:fs";
import { rename, stat } from "node:fs/promises";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { renderAgendas } from "./agendas";
import { renderBadges } from "./badges";
import { renderOutcomeReports } from "./outcome-report";
import { renderTableCards } from "./table-cards";
import type { AgendaDoc, BadgeCard, OutcomeReportDoc, TableCard } from "./types";
import type { ParentMessage, PdfStart, WorkerMessage } from "./worker";

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

/**
 * Lowers this thread's scheduling priority (Linux, where a thread is a task with its own nice value; elsewhere
 * nothing): when the machine is busy the web process's own thread goes first, and the PDF takes what is left.
 */
function yieldToServer(nice: number): void {
  if (nice <= 0) return;
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (tid > 0) setPriority(tid, nice);
  } catch {
    // not Linux, or not allowed: the thread keeps the process's priority
  }
}
yieldToServer((workerData as { nice: number }).nice);

/** CPU time of this thread in ms (Linux: utime + stime of /proc/thread-self/stat, in clock ticks of 10 ms). */
function threadCpuMs(): number | null {
  try {
    const stat = readFileSync("/proc/thread-self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

let waiting: ((batch: { items: unknown[]; last: boolean }) => void) | undefined;

/** Asks the parent for the next batch (one request at a time). */
function pull(): Promise<{ items: unknown[]; last: boolean }> {
  return new Promise((resolve) => {
    waiting = resolve;
    post({ type: "pull" });
  });
}

/**
 * The records, as the parent sends them: the next batch is asked for as soon as one arrives, so that it is on its
 * way while this one is rendered (a busy server thread does not stall the document).
 */
async function* fromParent<T>(): AsyncGenerator<T> {
  let next = pull();
  for (;;) {
    const batch = await next;
    if (!batch.last) next = pull();
    yield* batch.items as T[];
    if (batch.last) return;
  }
}

async function render(start: PdfStart): Promise<void> {
  const t0 = performance.now();
  const cpu0 = threadCpuMs();
  let peakRss = process.memoryUsage().rss;
  let last = 0;
  let done = 0;
  const onProgress = (count: number, total: number) => {
    done = count;
    const now = performance.now();
    if (now - last < 100) return;
    last = now;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    post({ type: "progress", done: count, total });
  };
  const out = createWriteStream(start.file);
  const total = start.total;
  if (start.kind === "badges") {
    await renderBadges(out, fromParent<BadgeCard>(), { size: start.size, total, onProgress });
  } else if (start.kind === "agendas") {
    await renderAgendas(out, fromParent<AgendaDoc>(), { total, onProgress });
  } else if (start.kind === "outcomeReport") {
    await renderOutcomeReports(out, fromParent<OutcomeReportDoc>(), { total, onProgress });
  } else {
    await renderTableCards(out, fromParent<TableCard>(), { total, onProgress });
  }
  const file = start.file.replace(/\.part$/, "");
  await rename(start.file, file);
  post({ type: "progress", done, total: Math.max(total, done) });
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  const cpu1 = threadCpuMs();
  post({
    type: "done",
    items: done,
    bytes: (await stat(file)).size,
    ms: performance.now() - t0,
    cpuMs: cpu0 === null || cpu1 === null ? null : cpu1 - cpu0,
    peakRss,
  });
}

port.on("message", (message: ParentMessage) => {
  if (message.type === "items") {
    const resolve = waiting;
    waiting = undefined;
    resolve?.({ items: message.items, last: message.last });
    return;
  }
  render(message).catch((error: unknown) =>
    post({ type: "error", message: error instanceof Error ? error.message : String(error) }),
  );
});
