import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { createContext } from "./boot";
import { loadConfig } from "./config";
import { drainWebProcess } from "./http/drain";
import { janusInstalled, startLocalJanus } from "./janus/janus-process";
import { startBackgroundJobs } from "./queue/background";
import { roleProblem } from "./queue/roles";
import { runWorker } from "./queue/worker-process";
import { attachRealtime } from "./realtime/socket";
import { seedIfEmpty } from "./seed/seed";

const config = loadConfig();
// ROLE=worker serves no HTTP: the worker runs instead until a signal ends it (docs/worker.md).
if (config.role === "worker") await runWorker(config);
const roleRefused = roleProblem(config);
if (roleRefused) throw new Error(roleRefused);
const { ctx, database } = await createContext(config);
const seeded = await seedIfEmpty(ctx, { onlyEmbedded: true });
const webRoot = fileURLToPath(new URL("../dist", import.meta.url));
// In a terminal: readable lines (pino-pretty) and requests at debug level; JSON otherwise or with LOG_FORMAT=json.
const pretty = Boolean(process.stdout.isTTY) && process.env.LOG_FORMAT !== "json";
const logger = pretty
  ? {
      level: config.logLevel,
      transport: {
        target: "pino-pretty",
        options: { translateTime: "HH:MM:ss", ignore: "pid,hostname,reqId", singleLine: true },
      },
    }
  : { level: config.logLevel };
const janus = await startJanusIfWanted();
const app = await buildApp(ctx, { logger, webRoot, requestLogLevel: pretty ? "debug" : "info" });
const closeRealtime = await attachRealtime(app, ctx, { log: app.log });
// the background work of the role: heavy jobs in ROLE=all, only the web's own passes in ROLE=web
const background = startBackgroundJobs(ctx, app.log);

await app.listen({ port: config.port, host: config.host });
app.log.info(
  {
    database: database.driver,
    dataDir: config.dataDir,
    seeded,
    smtp: Boolean(config.smtpUrl),
    janus: ctx.media.list().map((j) => j.url),
    role: config.role,
  },
  `Bizmeet is serving ${config.publicUrl}`,
);

/**
 * Debian's Janus as a child process for the presentation rooms, when it is installed and no JANUS_URLS are
 * given (JANUS=off: none; rooms of up to six people then run peer-to-peer).
 */
async function startJanusIfWanted() {
  if (config.janusUrls.length > 0 || !config.janusLocal || !janusInstalled()) return undefined;
  try {
    const local = await startLocalJanus(path.join(config.dataDir, "janus"), undefined, {
      eventLoops: config.janusEventLoops,
    });
    ctx.media.add(local);
    return local;
  } catch (error) {
    console.warn(
      `Janus did not start (${(error as Error).message}); presentation rooms run peer-to-peer only`,
    );
    return undefined;
  }
}

/**
 * SIGTERM (a rolling restart, an orchestrator): stop taking connections, send the sockets to reconnect through
 * the proxy to the other processes, finish the requests in flight (10 s at most), then close the rest.
 */
async function shutdown(signal: string) {
  app.log.info(`${signal}: shutting down`);
  // whatever hangs after the drain (a stuck query, a mail server) must not keep a stopped process alive
  setTimeout(() => process.exit(1), 20_000).unref();
  await drainWebProcess(app, { io: ctx.realtime.server, closeRealtime, log: app.log });
  ctx.media.close();
  await janus?.stop();
  await background.stop();
  await database.close();
  process.exit(0);
}
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
