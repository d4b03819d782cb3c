/** The benchmark's load generators as child processes: forked with tsx, asked and answered over IPC. */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface Child {
  pid: number;
  ask<T = unknown>(message: Record<string, unknown>): Promise<T>;
  stop(): Promise<void>;
}

type Answer = { id?: number; result?: unknown; error?: string; type?: string };

/** Forks `file` (next to this one) and waits for its { type: "ready" } message. */
export function child(file: string): Promise<Child> {
  const proc: ChildProcess = fork(fileURLToPath(new URL(`./${file}`, import.meta.url)), [], {
    // SFU_BENCH_PROFILE=dir: a CPU profile of each load generator process, written when it stops
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.SFU_BENCH_PROFILE
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.SFU_BENCH_PROFILE}`]
        : []),
    ],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let seq = 0;
  const waiting = new Map<number, (a: Answer) => void>();
  return new Promise((resolve, reject) => {
    proc.once("exit", (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
    proc.on("message", (m: Answer) => {
      if (m.type === "ready") {
        resolve({
          pid: proc.pid as number,
          ask<T>(message: Record<string, unknown>) {
            const id = ++seq;
            return new Promise<T>((done, fail) => {
              waiting.set(id, (a) => (a.error ? fail(new Error(a.error)) : done(a.result as T)));
              proc.send({ ...message, id });
            });
          },
          async stop() {
            if (proc.exitCode !== null) return;
            proc.kill("SIGTERM");
            await new Promise((r) => {
              const timer = setTimeout(() => proc.kill("SIGKILL"), 3_000);
              proc.once("exit", () => {
                clearTimeout(timer);
                r(undefined);
              });
            });
          },
        });
        return;
      }
      if (m.id === undefined) return;
      waiting.get(m.id)?.(m);
      waiting.delete(m.id);
    });
  });
}

/** In a child: answers each request with `handle`'s result (or its error), then says it is ready. */
export function serve(handle: (message: Record<string, unknown>) => Promise<unknown>): void {
  process.on("message", (message: Record<string, unknown>) => {
    handle(message).then(
      (result) => process.send?.({ id: message.id, result }),
      (error: unknown) => process.send?.({ id: message.id, error: String((error as Error)?.stack ?? error) }),
    );
  });
  process.on("disconnect", () => process.exit(0));
  process.on("SIGTERM", () => process.exit(0));
  process.send?.({ type: "ready" });
}
