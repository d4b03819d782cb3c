/**
 * The worker process (`npm run worker`, or ROLE=worker): no HTTP and no sockets, the heavy jobs only. It opens the
 * PostgreSQL of DATABASE_URL (migrating it like any process), logs "worker ready", and on SIGTERM or SIGINT stops
 * claiming, interrupts its running jobs and gives them back to the queue (another worker resumes them at once,
 * without waiting for the lease), closes the database and exits 0.
 */
import { createContext } from "../boot";
import type { Config } from "../config";
import { startBackgroundJobs } from "./background";
import { heavyKinds } from "./kinds";
import { createLog } from "./log";
import { roleProblem } from "./roles";

/** A shutdown that hangs (a job ignoring its signal) ends anyway; its lease then runs out and frees the job. */
const SHUTDOWN_MS = 10_000;

/** Runs the worker until a signal ends the process (the promise never settles). */
export async function runWorker(config: Config): Promise<never> {
  const log = createLog(config.logLevel, { role: "worker" });
  const problem = roleProblem(config);
  if (problem) {
    log.error({}, problem);
    process.exit(1);
  }
  const { ctx, database } = await createContext(config);
  const background = startBackgroundJobs(ctx, log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "worker stopping: running jobs go back to the queue");
    setTimeout(() => process.exit(1), SHUTDOWN_MS).unref();
    try {
      await background.stop();
      await database.close();
    } catch (err) {
      log.warn({ err }, "worker shutdown");
    }
    log.info({}, "worker stopped");
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  log.info(
    {
      database: database.driver,
      kinds: heavyKinds.map((k) => k.kind),
      concurrency: config.jobConcurrency,
      leaseMs: config.jobLeaseMs,
    },
    "worker ready",
  );
  return new Promise<never>(() => undefined);
}
