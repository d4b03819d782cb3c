/**
 * The load generator: autocannon over a list of request paths (each request takes the next path).
 * `runLoad` runs in the calling process; `childRunner` runs it in a child process (bench/lib/loadgen.ts),
 * so that on a small machine the generator does not share the server's event loop.
 */
import { type ChildProcess, fork } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { type OpenLoopResult, type OpenLoopSpec, runOpenLoop } from "./open-loop";

export interface LoadSpec {
  /** Origin, e.g. http://127.0.0.1:1234 */
  origin: string;
  method: "GET" | "POST";
  /** Request paths, taken in turn; an entry may carry its own headers (a signed-in user's token) and body. */
  paths: (string | LoadRequest)[];
  connections: number;
  /** Seconds. */
  duration: number;
}

export interface LoadRequest {
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Mean of the per-second request counts. */
  rps: number;
  total: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: spec.origin,
    connections: spec.connections,
    duration: spec.duration,
    requests: [
      {
        method: spec.method,
        setupRequest: (request) => {
          const entry = spec.paths[next++ % spec.paths.length]!;
          if (typeof entry === "string") return { ...request, path: entry };
          return {
            ...request,
            path: entry.path,
            ...(entry.headers ? { headers: { ...request.headers, ...entry.headers } } : {}),
            ...(entry.body !== undefined ? { body: entry.body } : {}),
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

export interface LoadRunner {
  /** Closed loop: autocannon's connections each send the next request when the last is answered. */
  run(spec: LoadSpec): Promise<LoadResult>;
  /** Open loop: a fixed schedule of sends whatever the answers (bench/lib/open-loop.ts). */
  runOpen(spec: OpenLoopSpec): Promise<OpenLoopResult>;
  close(): void;
}

/** Runs the load in this process. */
export function inProcessRunner(): LoadRunner {
  return { run: runLoad, runOpen: runOpenLoop, close: () => undefined };
}

/** Runs the load in a child process (one for the whole benchmark). */
export function childRunner(): LoadRunner {
  const child: ChildProcess = fork(fileURLToPath(new URL("./loadgen.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    // structured clone: an open-loop p99 can be Infinity (a failed request), which JSON would turn to null
    serialization: "advanced",
  });
  let sequence = 0;
  const waiting = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>();
  child.on("message", (message: { id: number; result?: LoadResult | OpenLoopResult; error?: string }) => {
    const pending = waiting.get(message.id);
    if (!pending) return;
    waiting.delete(message.id);
    if (message.result) pending.resolve(message.result);
    else pending.reject(new Error(message.error ?? "load generator failed"));
  });
  child.on("exit", (code) => {
    for (const pending of waiting.values()) pending.reject(new Error(`load generator exited (${code})`));
    waiting.clear();
  });
  const ask = <R>(message: { spec: LoadSpec } | { open: OpenLoopSpec }) => {
    const id = ++sequence;
    return new Promise<R>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (r: unknown) => void, reject });
      child.send({ id, ...message });
    });
  };
  return {
    run: (spec) => ask<LoadResult>({ spec }),
    runOpen: (open) => ask<OpenLoopResult>({ open }),
    close() {
      child.disconnect();
      child.kill();
    },
  };
}

/**
 * A warm-up run (discarded) then the measured run, on the same runner. With `BENCH_PROFILE=<dir>` and a
 * `label`, the measured run of this process (the server's side) is CPU-profiled into
 * `<dir>/<label>.<n>.cpuprofile` (open it in Chrome's DevTools or any cpuprofile viewer).
 */
export async function warmAndMeasure(
  runner: LoadRunner,
  spec: Omit<LoadSpec, "duration">,
  seconds: { warmup: number; duration: number },
  label?: string,
): Promise<LoadResult> {
  if (seconds.warmup > 0) await runner.run({ ...spec, duration: seconds.warmup });
  const profileDir = process.env.BENCH_PROFILE;
  if (!profileDir || !label) return runner.run({ ...spec, duration: seconds.duration });
  const stop = await startProfile();
  const result = await runner.run({ ...spec, duration: seconds.duration });
  const profile = await stop();
  mkdirSync(profileDir, { recursive: true });
  const base = label.replace(/[^\w-]+/g, "_");
  let n = 1;
  while (existsSync(path.join(profileDir, `${base}.${n}.cpuprofile`))) n++;
  writeFileSync(path.join(profileDir, `${base}.${n}.cpuprofile`), JSON.stringify(profile));
  return result;
}

/** Starts the V8 CPU profiler of this process; the returned function stops it and gives the profile. */
async function startProfile(): Promise<() => Promise<object>> {
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<Record<string, unknown>>((resolve, reject) =>
      session.post(method, params, (error, answer) =>
        error ? reject(error) : resolve(answer as Record<string, unknown>),
      ),
    );
  await post("Profiler.enable");
  await post("Profiler.start");
  return async () => {
    const { profile } = await post("Profiler.stop");
    session.disconnect();
    return profile as object;
  };
}

/** "9,648 req/s, p50 5 ms, p99 17 ms" plus the failures when there were any. */
export function describeLoad(result: LoadResult): string {
  const failures = result.non2xx + result.errors + result.timeouts;
  return `${Math.round(result.rps).toLocaleString("en-US")} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${
    failures > 0 ? ` (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})` : ""
  }${result.total === 0 ? " (NO ANSWER during the run)" : ""}`;
}

/**
 * A run counts only when it was answered at all, every answer 2xx without socket errors or timeouts (a
 * run with no answer is a stalled process, e.g. the embedded database blocking the event loop).
 */
export function isClean(result: LoadResult): boolean {
  return result.total > 0 && result.non2xx + result.errors + result.timeouts === 0;
}
