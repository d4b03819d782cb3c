/** The benchmark's child processes (servers, load generators): forked with tsx, asked and answered over IPC. */
import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export interface Child {
  /** The server's port (servers only). */
  port: number;
  ask<T = unknown>(message: Record<string, unknown>): Promise<T>;
  /** Waits up to `ms` for the process to exit by itself (a profile being written), then kills it. */
  stop(ms?: number): Promise<void>;
}

/** Forks `file` (next to this one) and waits for its { type: "ready" } message. */
export function child(file: string, flags: string[], env: Record<string, string>): Promise<Child> {
  const proc: ChildProcess = fork(fileURLToPath(new URL(`./${file}`, import.meta.url)), [], {
    execArgv: ["--import", "tsx", ...flags],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let seq = 0;
  const waiting = new Map<number, (m: { result?: unknown; error?: string }) => void>();
  return new Promise((resolve, reject) => {
    proc.once("exit", (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
    proc.on(
      "message",
      (m: { type?: string; port?: number; id?: number; result?: unknown; error?: string }) => {
        if (m.type === "ready") {
          resolve({
            port: m.port ?? 0,
            ask<T>(message: Record<string, unknown>) {
              const id = ++seq;
              return new Promise<T>((done, fail) => {
                waiting.set(id, (a) => (a.error ? fail(new Error(a.error)) : done(a.result as T)));
                proc.send({ ...message, id });
              });
            },
            async stop(ms = 0) {
              if (proc.exitCode === null && ms > 0)
                await new Promise((r) => {
                  const timer = setTimeout(r, ms);
                  proc.once("exit", () => {
                    clearTimeout(timer);
                    r(undefined);
                  });
                });
              if (proc.connected) proc.disconnect();
              if (proc.exitCode === null) proc.kill();
            },
          });
          return;
        }
        if (m.id !== undefined) {
          waiting.get(m.id)?.(m);
          waiting.delete(m.id);
        }
      },
    );
  });
}
