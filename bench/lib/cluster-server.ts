/**
 * The app served by several processes on one port (node:cluster, the kernel handing connections to the
 * workers: no process in between), for the benchmarks' BENCH_PROCESSES option. Run as a child of the
 * benchmark: it answers `{ origin }` over IPC once every worker listens, and stops them on disconnect.
 *
 * Environment: BENCH_SERVER_URL (the database, already migrated and filled), BENCH_PROCESSES (workers),
 * BENCH_PUBLIC_CACHE_MS. Tokens are signed with BENCH_SECRET (bench/lib/context.ts), as the benchmark's are.
 */
import cluster from "node:cluster";
import net from "node:net";
import { buildApp } from "../../server/app";
import { openBenchContext } from "./context";

const env = process.env;

async function worker(): Promise<void> {
  const { ctx, close } = await openBenchContext("bench-worker", env.BENCH_SERVER_URL);
  process.on("SIGTERM", () => void close().finally(() => process.exit(0)));
  const app = await buildApp(
    { ...ctx, config: { ...ctx.config, publicCacheMs: Number(env.BENCH_PUBLIC_CACHE_MS ?? 0) } },
    { logger: false },
  );
  await app.listen({ host: "127.0.0.1", port: Number(env.BENCH_SERVER_PORT) });
  process.send?.("listening");
}

async function primary(): Promise<void> {
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // A free port first: the workers then share it.
  const probe = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
  const count = Number(env.BENCH_PROCESSES ?? 2);
  let listening = 0;
  for (let i = 0; i < count; i++) {
    const w = cluster.fork({ ...env, BENCH_SERVER_PORT: String(probe) });
    w.on("message", (message) => {
      if (message === "listening" && ++listening === count)
        process.send?.({ origin: `http://127.0.0.1:${probe}` });
    });
    w.on("exit", (code) => {
      if (code !== 0) process.exit(code ?? 1);
    });
  }
  process.on("disconnect", () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill();
    process.exit(0);
  });
}

if (cluster.isPrimary) void primary();
else void worker();
