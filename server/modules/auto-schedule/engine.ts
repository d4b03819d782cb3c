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
  | { type: "scheduled"; result: ScheduleResult; candidatePairs: number }
  | { type: "checked"; violations: number; checkMs: number; peakRss: number }
  | { type: "error"; message: string };

/** The independent feasibility check's verdict on the schedule, with the thread's peak memory. */
export interface EngineVerdict {
  violations: number;
  checkMs: number;
  peakRss: number;
}

/**
 * The schedule, as soon as it exists; the checker's verdict follows while the caller writes the draft (await it
 * before committing). The verdict rejects (EngineStopped, or the thread's error) if the check does not finish.
 */
export interface EngineOutput {
  result: ScheduleResult;
  candidatePairs: number;
  verdict: Promise<EngineVerdict>;
}

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

/** A promise with its settling functions (Promise.withResolvers is Node 22). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Sends the instance to the thread: the promise settles with the schedule (or the thread's failure), its verdict
 * when the check ends; the thread is terminated once the verdict is in, or on any failure or stop.
 */
function follow(
  worker: Worker,
  instance: Instance,
  options: EngineOptions,
  early: Error | undefined,
): Promise<EngineOutput> {
  const verdict = deferred<EngineVerdict>();
  // Awaited by the caller only after the draft's rows are written: a failure meanwhile is not unhandled.
  verdict.promise.catch(() => undefined);
  return new Promise((resolve, reject) => {
    let ended = false;
    const end = (outcome: { verdict: EngineVerdict } | { error: unknown }) => {
      if (ended) return;
      ended = true;
      options.signal?.removeEventListener("abort", stop);
      if ("verdict" in outcome) verdict.resolve(outcome.verdict);
      else {
        verdict.reject(outcome.error);
        reject(outcome.error); // no effect once the schedule was handed over
      }
      void worker.terminate();
    };
    const stop = () => end({ error: new EngineStopped() });
    worker.on("message", (m: EngineMessage) => {
      if (m.type === "progress") options.onProgress?.(m.phase, m.fraction);
      else if (m.type === "scheduled")
        resolve({ result: m.result, candidatePairs: m.candidatePairs, verdict: verdict.promise });
      else if (m.type === "checked")
        end({ verdict: { violations: m.violations, checkMs: m.checkMs, peakRss: m.peakRss } });
      else end({ error: new Error(m.message) });
    });
    worker.on("error", (error) => end({ error }));
    worker.on("exit", (code) => end({ error: new Error(`engine worker exited with code ${code}`) }));
    if (early) return end({ error: early });
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
