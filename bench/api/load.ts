/**
 * The load generator: autocannon over a list of request paths (each request takes the next path).
 * `runLoad` runs in the calling process; `LoadClient` runs it in a child process (bench/api/loadgen.ts),
 * so that on a small machine the generator does not share the server's event loop.
 */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export interface LoadSpec {
  /** Origin, e.g. http://127.0.0.1:1234 */
  origin: string;
  method: "GET" | "POST";
  paths: string[];
  connections: number;
  /** Seconds. */
  duration: number;
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
          const path = spec.paths[next++ % spec.paths.length]!;
          return { ...request, path };
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
  run(spec: LoadSpec): Promise<LoadResult>;
  close(): void;
}

/** Runs the load in this process. */
export function inProcessRunner(): LoadRunner {
  return { run: runLoad, close: () => undefined };
}

/** Runs the load in a child process (one for the whole benchmark). */
export function childRunner(): LoadRunner {
  const child: ChildProcess = fork(fileURLToPath(new URL("./loadgen.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let sequence = 0;
  const waiting = new Map<number, { resolve: (r: LoadResult) => void; reject: (e: Error) => void }>();
  child.on("message", (message: { id: number; result?: LoadResult; error?: string }) => {
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
  return {
    run(spec) {
      const id = ++sequence;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.send({ id, spec });
      });
    },
    close() {
      child.disconnect();
      child.kill();
    },
  };
}
