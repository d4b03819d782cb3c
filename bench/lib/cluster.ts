/**
 * BENCH_PROCESSES: the app served by that many processes on one port (bench/lib/cluster-server.ts), started
 * as a child of the benchmark on a database it has already filled.
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";

export async function startClusterServer(options: {
  databaseUrl: string;
  processes: number;
  publicCacheMs?: number;
}): Promise<{ origin: string; close: () => void }> {
  const child = fork(fileURLToPath(new URL("./cluster-server.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: {
      ...process.env,
      BENCH_SERVER_URL: options.databaseUrl,
      BENCH_PROCESSES: String(options.processes),
      BENCH_PUBLIC_CACHE_MS: String(options.publicCacheMs ?? 0),
    },
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once("message", (message: { origin: string }) => resolve(message.origin));
    child.once("exit", (code) => reject(new Error(`cluster server exited (${code})`)));
  });
  return {
    origin,
    close: () => {
      child.disconnect();
    },
  };
}
