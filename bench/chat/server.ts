/**
 * One chat server process of the benchmark: the real app and Socket.IO (with the Redis adapter when
 * REDIS_URL is set), no other jobs. Tells the parent its port, and answers memory questions after a GC.
 * Run with --expose-gc (the parent forks it so).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { buildApp } from "../../server/app";
import { createContext } from "../../server/boot";
import { loadConfig } from "../../server/config";
import { attachRealtime } from "../../server/realtime/socket";

const quiet = { info() {}, warn() {} };
const config = loadConfig({ ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1" });
const { ctx, database } = await createContext(config);
const app = await buildApp(ctx);
// The baseline: the same HTTP request and room fan-out as a chat message, without the database (the
// generator numbers the messages of each room itself).
app.post("/bench/echo/:roomId", async (request) => {
  const roomId = Number((request.params as { roomId: string }).roomId);
  const { clientId, seq } = request.body as { clientId: string; seq: number };
  ctx.realtime.emit(`chat:${roomId}`, "chat:message", { roomId, seq, clientId });
  return { seq };
});
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const close = await attachRealtime(app, ctx, { log: quiet, redisKey: process.env.BENCH_REDIS_KEY });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : 0;

function memory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  const cpu = process.cpuUsage();
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    sockets: ctx.realtime.server?.engine.clientsCount ?? 0,
    cpuMs: (cpu.user + cpu.system) / 1000,
    loopP99: loop.percentile(99) / 1e6,
  };
}

process.on("message", async (message: { id: number; type: string }) => {
  if (message.type === "memory") process.send?.({ id: message.id, result: memory() });
  if (message.type === "loop-reset") {
    loop.reset();
    process.send?.({ id: message.id, result: true });
  }
  if (message.type === "stop") {
    process.send?.({ id: message.id, result: true });
    await close();
    await app.close();
    await database.close();
    process.exit(0);
  }
});
process.on("disconnect", () => process.exit(0));
process.send?.({ type: "ready", port });
