/**
 * API benchmark: the public event endpoints (getAll, detail, getSearch) on PostgreSQL and PGlite
 * with 10,000 seeded events, against a bare Fastify baseline, loaded by autocannon at 64 connections.
 *
 *   npm run bench:api
 *
 * Environment: BENCH_PG_URL (admin URL of the PostgreSQL server, default
 * postgres://postgres@127.0.0.1:5432/test), BENCH_DRIVERS (pg,pglite), BENCH_EVENTS (10000),
 * BENCH_DURATION (8 s measured, after BENCH_WARMUP = 2 s), BENCH_CONNECTIONS (64),
 * BENCH_LOADGEN (child | inprocess: where autocannon runs; child by default).
 * Results: bench/.cache/api/results.json
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import pg from "pg";
import { buildApp } from "../../server/app";
import { createContext } from "../../server/boot";
import { loadConfig } from "../../server/config";
import type { Db } from "../../server/db/client";
import * as repo from "../../server/modules/events/events.repository";
import {
  analyze,
  GENERATOR_VERSION,
  generateDataset,
  insertDataset,
  mulberry32,
  SEARCH_WORDS,
} from "./generate";
import { childRunner, inProcessRunner, type LoadResult, type LoadRunner, type LoadSpec } from "./load";

const env = process.env;
const ADMIN_URL = env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = "bizmeet_bench";
const DRIVERS = (env.BENCH_DRIVERS ?? "pg,pglite")
  .split(",")
  .map((d) => d.trim())
  .filter((d) => d === "pg" || d === "pglite") as ("pg" | "pglite")[];
const EVENTS = Number(env.BENCH_EVENTS ?? 10_000);
const SEED = 20_261_101;
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 64);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const DURATION = Number(env.BENCH_DURATION ?? 8);
/** Words whose search plans are shown: English, Korean, and a two-syllable Korean word (no trigram). */
const EXPLAIN_WORDS = ["medical", "의료기기", "서울"];
const LOADGEN = env.BENCH_LOADGEN === "inprocess" ? "inprocess" : "child";
/** The whole run stops by itself past this. */
const DEADLINE_MS = 5 * 60_000;

const TARGETS = {
  getAll: { minRatio: 0.25, maxP99: 30 },
  detail: { minRatio: 0.25, maxP99: 30 },
  getSearch: { minRatio: 0.1, maxP99: Number.POSITIVE_INFINITY },
} as const;
type Endpoint = keyof typeof TARGETS;

const root = fileURLToPath(new URL("../..", import.meta.url));
const resultsFile = path.join(root, "bench/.cache/api/results.json");

interface Row extends LoadResult {
  driver: string;
  endpoint: string;
  ratio: number;
}

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

function shuffled<T>(list: T[], seed: number): T[] {
  const rnd = mulberry32(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Warm-up, then the measured run. */
async function measure(runner: LoadRunner, spec: Omit<LoadSpec, "connections" | "duration">) {
  await runner.run({ ...spec, connections: CONNECTIONS, duration: WARMUP });
  return runner.run({ ...spec, connections: CONNECTIONS, duration: DURATION });
}

async function baseline(runner: LoadRunner): Promise<LoadResult> {
  const app = Fastify({ logger: false });
  app.get("/baseline", async () => ({ status: "ok", name: "bizmeet", version: 1 }));
  const origin = await app.listen({ host: "127.0.0.1", port: 0 });
  try {
    return await measure(runner, { origin, method: "GET", paths: ["/baseline"] });
  } finally {
    await app.close();
  }
}

type Query = (
  text: unknown,
  params?: unknown[],
  ...rest: unknown[]
) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The SQL statements a repository call sends, captured at the driver (pg.Pool or PGlite), so the
 * EXPLAIN below is of exactly what the server runs, whatever the repository looks like.
 */
async function capture(db: Db, call: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  const seen: { text: string; params: unknown[] }[] = [];
  client.query = function (this: unknown, first: unknown, params?: unknown[], ...rest: unknown[]) {
    const text = typeof first === "string" ? first : (first as { text: string }).text;
    seen.push({ text, params: params ?? [] });
    return original.call(this, first, params, ...rest);
  } as Query;
  try {
    await call();
  } finally {
    client.query = original;
  }
  return seen;
}

async function explainCall(db: Db, call: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const plans: string[] = [];
  for (const q of await capture(db, call)) {
    const result = await client.query(`explain (analyze, buffers, costs off) ${q.text}`, q.params);
    plans.push(
      `${q.text}\n  params ${JSON.stringify(q.params)}\n${result.rows.map((r) => Object.values(r)[0]).join("\n")}`,
    );
  }
  return plans;
}

async function recreateDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

async function dropDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`).finally(() => admin.end());
}

/** One request of each kind must succeed and find something before we load it. */
async function sanityCheck(origin: string, paths: Record<Endpoint, string[]>): Promise<void> {
  const check = async (method: string, p: string, test: (body: Record<string, unknown>) => boolean) => {
    const response = await fetch(origin + p, { method });
    const body = (await response.json()) as Record<string, unknown>;
    if (response.status !== 200 || !test(body)) {
      throw new Error(`${method} ${p} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
  };
  const nonEmpty = (b: Record<string, unknown>) => Array.isArray(b.content) && b.content.length > 0;
  await check("POST", paths.getAll[0]!, nonEmpty);
  await check("GET", paths.detail[0]!, (b) => typeof b.id === "number" && Array.isArray(b.managers));
  for (const word of SEARCH_WORDS) {
    await check(
      "GET",
      `/api/events/getSearch?word=${encodeURIComponent(word)}&page=0&size=12&approval=Y`,
      nonEmpty,
    );
  }
}

async function benchDriver(
  driver: "pg" | "pglite",
  runner: LoadRunner,
  dataset: ReturnType<typeof generateDataset>,
  report: Record<string, unknown>,
): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-bench-api-"));
  const databaseUrl = driver === "pg" ? await recreateDatabase() : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: "bench-secret-0123456789abcdef",
    // BENCH_CACHE_MS=0 measures the database path alone (the server's micro-cache off).
    ...(env.BENCH_CACHE_MS !== undefined ? { PUBLIC_CACHE_MS: env.BENCH_CACHE_MS } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let t = performance.now();
  const { ctx, database } = await createContext(config);
  const migrateMs = performance.now() - t;
  try {
    t = performance.now();
    const approvedIds = await insertDataset(ctx.db, dataset);
    const insertMs = performance.now() - t;
    t = performance.now();
    await analyze(ctx.db);
    const analyzeMs = performance.now() - t;
    log(
      `[${driver}] migrate ${migrateMs.toFixed(0)} ms, insert ${dataset.events.length} events ${insertMs.toFixed(0)} ms, vacuum analyze ${analyzeMs.toFixed(0)} ms`,
    );

    const plans: Record<string, string[]> = {
      "getAll page 50": await explainCall(ctx.db, () => repo.pageApproved(ctx.db, 50, 12)),
    };
    for (const word of EXPLAIN_WORDS) {
      plans[`getSearch ${word}`] = await explainCall(ctx.db, () => repo.searchApproved(ctx.db, word, 0, 12));
    }
    report[`explain_${driver}`] = plans;
    if (driver === "pg") {
      log(`\nEXPLAIN (analyze) on PostgreSQL of the statements the search sends, word "medical", page 0:`);
      log(plans["getSearch medical"]!.join("\n\n"));
      log("");
    }
    const usage = Object.entries(plans).map(
      ([name, list]) => `${name}: ${list.map((p) => planNote(p)).join(" + ")}`,
    );
    log(`[${driver}] plans (rows + total): ${usage.join("; ")}`);

    const app = await buildApp(ctx, { logger: false });
    const origin = await app.listen({ host: "127.0.0.1", port: 0 });
    try {
      const pages = shuffled(
        Array.from({ length: 51 }, (_, p) => p),
        SEED + 1,
      );
      const searchPaths = shuffled(
        SEARCH_WORDS.map(
          (w) => `/api/events/getSearch?word=${encodeURIComponent(w)}&page=0&size=12&approval=Y`,
        ),
        SEED + 3,
      );
      const paths: Record<Endpoint, string[]> = {
        getAll: pages.map((p) => `/api/events/getAll?page=${p}&size=12`),
        detail: shuffled(approvedIds, SEED + 2)
          .slice(0, 2000)
          .map((id) => `/api/events/detail?id=${id}`),
        getSearch: searchPaths,
      };
      await sanityCheck(origin, paths);
      const rows: Row[] = [];
      for (const endpoint of Object.keys(TARGETS) as Endpoint[]) {
        const method = endpoint === "getAll" ? "POST" : "GET";
        const result = await measure(runner, { origin, method, paths: paths[endpoint] });
        const row = { driver, endpoint, ...result, ratio: 0 };
        rows.push(row);
        log(
          `[${driver}] ${endpoint}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${
            result.non2xx + result.errors + result.timeouts > 0
              ? ` (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`
              : ""
          }`,
        );
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (driver === "pg") await dropDatabase();
  }
}

/** Which access path a plan takes to the events table, and its execution time. */
function planNote(plan: string): string {
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? "?";
  let path = "other";
  if (plan.includes("events_search_trgm_idx")) path = "trigram index";
  else if (plan.includes("Index Only Scan using events_public_order_idx")) path = "order index (index-only)";
  else if (plan.includes("events_public_order_idx")) path = "order index";
  else if (/Seq Scan on events\b/.test(plan)) path = "seq scan";
  return `${path} ${time} ms`;
}

function pad(value: string, width: number, right = false): string {
  return right ? value.padStart(width) : value.padEnd(width);
}

async function main(): Promise<void> {
  const deadline = setTimeout(() => {
    process.stderr.write(`bench:api: over ${DEADLINE_MS / 1000} s, stopping\n`);
    process.exit(2);
  }, DEADLINE_MS);
  deadline.unref();
  const started = performance.now();
  log(
    `bench:api — ${EVENTS} events (seed ${SEED}), ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s, load generator: ${LOADGEN}, ${cpus().length} cores`,
  );
  const dataset = generateDataset({ events: EVENTS, seed: SEED });
  const runner = LOADGEN === "child" ? childRunner() : inProcessRunner();
  const report: Record<string, unknown> = {};
  const rows: Row[] = [];
  const baselines: LoadResult[] = [];
  const loadBefore = loadavg()[0]!;
  try {
    // The baseline runs first and last: the ratio is to their mean, which evens out a noisy machine.
    baselines.push(await baseline(runner));
    log(
      `[baseline] ${baselines[0]!.rps.toFixed(0)} req/s, p50 ${baselines[0]!.p50} ms, p99 ${baselines[0]!.p99} ms`,
    );
    for (const driver of DRIVERS) rows.push(...(await benchDriver(driver, runner, dataset, report)));
    baselines.push(await baseline(runner));
    log(
      `[baseline] ${baselines[1]!.rps.toFixed(0)} req/s, p50 ${baselines[1]!.p50} ms, p99 ${baselines[1]!.p99} ms`,
    );
  } finally {
    runner.close();
  }
  const base: LoadResult = {
    ...baselines[0]!,
    rps: (baselines[0]!.rps + baselines[1]!.rps) / 2,
    p50: Math.max(baselines[0]!.p50, baselines[1]!.p50),
    p99: Math.max(baselines[0]!.p99, baselines[1]!.p99),
  };
  for (const r of rows) r.ratio = r.rps / base.rps;

  const header = `${pad("driver", 8)} ${pad("endpoint", 10)} ${pad("req/s", 8, true)} ${pad("p50 ms", 7, true)} ${pad("p99 ms", 7, true)} ${pad("ratio", 7, true)}`;
  log(`\n${header}\n${"-".repeat(header.length)}`);
  const line = (driver: string, endpoint: string, r: LoadResult, ratio: number) =>
    log(
      `${pad(driver, 8)} ${pad(endpoint, 10)} ${pad(r.rps.toFixed(0), 8, true)} ${pad(String(r.p50), 7, true)} ${pad(String(r.p99), 7, true)} ${pad(`${(ratio * 100).toFixed(1)}%`, 7, true)}`,
    );
  line("-", "baseline", base, 1);
  log(
    `(baseline: mean of ${baselines.map((b) => b.rps.toFixed(0)).join(" and ")} req/s; load average ${loadBefore.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end)`,
  );
  for (const r of rows) line(r.driver, r.endpoint, r, r.ratio);

  const verdicts = rows
    .filter((r) => r.driver === "pg")
    .map((r) => {
      const target = TARGETS[r.endpoint as Endpoint];
      const clean = r.non2xx + r.errors + r.timeouts === 0;
      const met = clean && r.ratio >= target.minRatio && r.p99 < target.maxP99;
      const want = `≥ ${target.minRatio * 100}% of baseline${Number.isFinite(target.maxP99) ? `, p99 < ${target.maxP99} ms` : ""}`;
      return { endpoint: r.endpoint, met, want, ratio: r.ratio, p99: r.p99, clean };
    });
  log("\nTargets (PostgreSQL):");
  for (const v of verdicts) {
    log(
      `  ${v.met ? "MET " : "MISS"} ${pad(v.endpoint, 10)} ${(v.ratio * 100).toFixed(1)}%, p99 ${v.p99} ms (want ${v.want})${v.clean ? "" : " — non-2xx/errors"}`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  log(`\nTotal ${seconds.toFixed(0)} s; results in ${path.relative(root, resultsFile)}`);

  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cores: cpus().length, cpu: cpus()[0]?.model, node: process.version },
        config: {
          events: EVENTS,
          seed: SEED,
          generatorVersion: GENERATOR_VERSION,
          connections: CONNECTIONS,
          warmupSeconds: WARMUP,
          durationSeconds: DURATION,
          loadGenerator: LOADGEN,
        },
        baseline: base,
        baselines,
        loadAverage: { start: loadBefore, end: loadavg()[0] },
        results: rows,
        targets: verdicts,
        ...report,
        seconds,
      },
      null,
      2,
    )}\n`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:api failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
