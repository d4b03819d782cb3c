/**
 * The parent side of the engine's worker thread: one run = one thread, so a long schedule never blocks the server
 * and a stop is immediate (the thread is terminated).
 */
import { Worker } from "node:worker_threads";
import type { Instance, ScheduleResult } from "../../../shared/matching";

export type EngineMessage =
  | { type: "progress"; phase: string; fraction: number; meetings?: number }
  | { type: "done"; result: ScheduleResult; violations: number; candidatePairs: number; peakRss: number }
  | { type: "error"; message: string };

export type EngineOutput = Extract<EngineMessage, { type: "done" }>;

export class EngineStopped extends Error {
  override name = "EngineStopped";
}

const boot = new URL("./engine.worker-boot.mjs", import.meta.url);
const entry = new URL("./engine.worker.ts", import.meta.url).href;

/** Schedules the instance in a worker thread; `signal` stops it (the promise rejects with EngineStopped). */
export function runEngine(
  instance: Instance,
  options: { onProgress?: (phase: string, fraction: number) => void; signal?: AbortSignal } = {},
): Promise<EngineOutput> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new EngineStopped());
      return;
    }
    const worker = new Worker(boot, { workerData: { instance, entry } });
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener("abort", stop);
      fn();
      void worker.terminate();
    };
    const stop = () => finish(() => reject(new EngineStopped()));
    options.signal?.addEventListener("abort", stop, { once: true });
    worker.on("message", (m: EngineMessage) => {
      if (m.type === "progress") options.onProgress?.(m.phase, m.fraction);
      else if (m.type === "done") finish(() => resolve(m));
      else finish(() => reject(new Error(m.message)));
    });
    worker.on("error", (err) => finish(() => reject(err)));
    worker.on("exit", (code) => finish(() => reject(new Error(`engine worker exited with code ${code}`))));
  });
}
