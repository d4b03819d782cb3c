import { sql } from "drizzle-orm";
import { createContext } from "../boot";
import type { AppContext } from "../context";
import { type Database, openDatabase } from "../db/client";
import type { TestApp } from "../test/harness";
import type { JobKind } from "./executor";
import { JobRunner, type RunnerOptions } from "./runner";

export interface WorkerContext {
  ctx: AppContext;
  /** A worker loop on this context (stopped with `close`). */
  runner(kinds: readonly JobKind<never>[], options?: RunnerOptions): JobRunner;
  close(): Promise<void>;
}

/**
 * A worker beside the test's web app: a second context with ROLE=worker on the same database. On PostgreSQL
 * (TEST_DB=pg) it has its own connection pool, as a worker process would; PGlite is one connection, so there the
 * two contexts share it (the embedded database's processes are one process). The data folder is the web app's:
 * a worker's PDFs are served by the web process as through a shared file store.
 */
export async function startWorkerContext(
  t: TestApp,
  env: Record<string, string> = {},
): Promise<WorkerContext> {
  let database: Database = t.database;
  let own = false;
  if (t.ctx.driver === "pg") {
    const result = (await t.ctx.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const name = result.rows[0]!.name;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 5 });
    own = true;
  }
  const config = { ...t.ctx.config, role: "worker" as const, ...parsed(env) };
  const { ctx } = await createContext(config, { database, now: () => t.clock.now });
  const runners: JobRunner[] = [];
  return {
    ctx,
    runner(kinds, options) {
      const runner = new JobRunner(ctx, kinds, options);
      runners.push(runner);
      return runner;
    },
    async close() {
      for (const runner of runners) await runner.stop();
      if (own) await database.close();
    },
  };
}

function parsed(env: Record<string, string>) {
  return {
    ...(env.JOB_LEASE_MS ? { jobLeaseMs: Number(env.JOB_LEASE_MS) } : {}),
    ...(env.JOB_POLL_MS ? { jobPollMs: Number(env.JOB_POLL_MS) } : {}),
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check` answers a value (polling every 20 ms), or fails after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error("the condition was not met in time");
    await sleep(20);
  }
}
