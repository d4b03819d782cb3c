/**
 * The parent side of the engine's worker thread: one run = one thread, so a long schedule never blocks the server
 * and a stop is immediate (the thread is terminated).
 *
 * The thread can be started before the instance exists (`startEngine`), so that its start (loading the engine's
 * TypeScript through tsx, a few hundred milliseconds of CPU) overlaps the instance's build from the database; the
 * instance then follows as a message, which the thread's port keeps until the engine listens.
 */
import { Worker } from "node:worker_threads";
import type { Instance, ScheduleResult } from "../../../shared/matching";

export type EngineMessage =
  | { type: "progress"; phase: string; fraction: number; meetings?: number }
  | { type: "done"; result: ScheduleResult; violations: number; candidatePairs: number; peakRss: number }
  | { type: "error"; message: string };

export type EngineOutput = Extract<EngineMessage, { type: "done" }>;

/** What the parent sends to the thread: the instance to schedule. */
export interface EngineRequest {
  instance: Instance;
}

export interface EngineOptions {
  onProgress?: (phase: string, fraction: number) => void;
  signal?: AbortSignal;
}

/** A started thread: `run` hands it the instance (once); `cancel` ends it when no instance will come. */
export interface EngineThread {
  run(instance: Instance, options?: EngineOptions): Promise<EngineOutput>;
  cancel(): void;
}

export class EngineStopped extends Error {
  override name = "EngineStopped";
}

const boot = new URL("./engine.worker-boot.mjs", import.meta.url);
const entry = new URL("./engine.worker.ts", import.meta.url).href;

/** Starts the engine's thread now; it waits for its instance. */
export function startEngine(): EngineThread {
  const spawnedAt = performance.timeOrigin + performance.now();
  const worker = new Worker(boot, { workerData: { entry, spawnedAt } });
  // Until `run` listens, an early failure of the thread is kept for it (and never left unhandled).
  let early: Error | undefined;
  const keep = (err: Error) => {
    early ??= err;
  };
  const keepExit = (code: number) => keep(new Error(`engine worker exited with code ${code}`));
  worker.on("error", keep);
  worker.on("exit", keepExit);
  let used = false;
  return {
    cancel: () => void worker.terminate(),
    run(instance, options = {}) {
      if (used) return Promise.reject(new Error("engine thread already used"));
      used = true;
      worker.off("error", keep);
      worker.off("exit", keepExit);
      return follow(worker, instance, options, early);
    },
  };
}

/** Sends the instance to the thread and settles with its answer; the thread is terminated either way. */
function follow(
  worker: Worker,
  instance: Instance,
  options: EngineOptions,
  early: Error | undefined,
): Promise<EngineOutput> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener("abort", stop);
      fn();
      void worker.terminate();
    };
    const stop = () => finish(() => reject(new EngineStopped()));
    worker.on("message", (m: EngineMessage) => {
      if (m.type === "progress") options.onProgress?.(m.phase, m.fraction);
      else if (m.type === "done") finish(() => resolve(m));
      else finish(() => reject(new Error(m.message)));
    });
    worker.on("error", (err) => finish(() => reject(err)));
    worker.on("exit", (code) => finish(() => reject(new Error(`engine worker exited with code ${code}`))));
    if (early) return finish(() => reject(early));
    if (options.signal?.aborted) return stop();
    options.signal?.addEventListener("abort", stop, { once: true });
    const request: EngineRequest = { instance };
    worker.postMessage(request);
  });
}

/** Schedules the instance in a new worker thread; `signal` stops it (the promise rejects with EngineStopped). */
export function runEngine(instance: Instance, options: EngineOptions = {}): Promise<EngineOutput> {
  if (options.signal?.aborted) return Promise.reject(new EngineStopped());
  return startEngine().run(instance, options);
}
