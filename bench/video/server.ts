/**
 * The signalling benchmark's server process: the real app with its Socket.IO (the video rooms' signalling),
 * plus the baseline on its own namespace `/bare`: the same relay to one peer with no token, no room check and
 * no validation. Tells the parent its port; answers CPU questions; stops on request.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { buildApp } from "../../server/app";
import { createContext } from "../../server/boot";
import { loadConfig } from "../../server/config";
import { attachRealtime } from "../../server/realtime/socket";

const config = loadConfig({ ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1" });
const { ctx, database } = await createContext(config);
const app = await buildApp(ctx);
const close = await attachRealtime(app, ctx, { log: { info() {}, warn() {} } });
const bare = ctx.realtime.server!.of("/bare");
bare.on("connection", (socket) => {
  socket.on("sig", (message: { to: string }) => {
    const { to, ...rest } = message;
    bare.to(to).emit("sig", { from: socket.id, ...rest });
  });
});
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();

process.on("message", async (message: { id: number; type: string }) => {
  if (message.type === "stats") {
    const cpu = process.cpuUsage();
    process.send?.({
      id: message.id,
      result: {
        cpuMs: (cpu.user + cpu.system) / 1000,
        loopP99: loop.percentile(99) / 1e6,
        rss: process.memoryUsage().rss,
      },
    });
    loop.reset();
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
process.send?.({ type: "ready", port: typeof address === "object" && address ? address.port : 0 });
