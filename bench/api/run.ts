/**
 * API benchmark: the public event endpoints (getAll, detail, getSearch) on PostgreSQL and PGlite with
 * 10,000 seeded events, with the micro-cache on and off, against a bare Fastify route, loaded by
 * autocannon at 64 connections. Every figure is the median of interleaved rounds (bench/lib).
 *
 *   npm run bench:api
 *
 * Environment: BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test), BENCH_DRIVERS
 * (pg,pglite), BENCH_EVENTS (10000), BENCH_CACHE_MS (cache TTLs to measure, default "2000,0"),
 * BENCH_ROUNDS (3), BENCH_WARMUP (1 s) and BENCH_DURATION (4 s) per run, BENCH_CONNECTIONS (64),
 * BENCH_LOADGEN (child | inprocess), BENCH_MAX_SPREAD (0.3). Results: bench/.cache/api/results.json
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "../../server/app";
import * as repo from "../../server/modules/events/events.repository";
import { BASELINE_PATH, startBaseline } from "../lib/baseline";
import { openBenchContext } from "../lib/context";
import { compareInterleaved } from "../lib/interleave";
import {
  childRunner,
  describeLoad,
  inProcessRunner,
  type LoadResult,
  type LoadRunner,
  type LoadSpec,
  warmAndMeasure,
} from "../lib/load";
import { dropDatabase, recreateDatabase } from "../lib/pg";
import { formatLoadTable, type LoadRow, type LoadTarget, loadRows } from "../lib/report";
import { explainCall, planNote } from "./explain";
import {
  analyze,
  GENERATOR_VERSION,
  generateDataset,
  insertDataset,
  mulberry32,
  SEARCH_WORDS,
} from "./generate";

const env = process.env;
const ADMIN_URL = env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = "bizmeet_bench";
const DRIVERS = (env.BENCH_DRIVERS ?? "pg,pglite")
  .split(",")
  .map((d) => d.trim())
  .filter((d) => d === "pg" || d === "pglite") as ("pg" | "pglite")[];
const EVENTS = Number(env.BENCH_EVENTS ?? 10_000);
const SEED = 20_261_101;
const CACHE_MS = (env.BENCH_CACHE_MS ?? "2000,0").split(",").map((x) => Number(x.trim()));
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 64);
const SECONDS = { warmup: Number(env.BENCH_WARMUP ?? 1), duration: Number(env.BENCH_DURATION ?? 4) };
/** Words whose search plans are shown: English, Korean, and a two-syllable Korean word (no trigram). */
const EXPLAIN_WORDS = ["medical", "의료기기", "서울"];
const LOADGEN = env.BENCH_LOADGEN === "inprocess" ? "inprocess" : "child";

const ENDPOINTS = ["getAll", "detail", "getSearch"] as const;
type Endpoint = (typeof ENDPOINTS)[number];
/** The targets of issue 7: PostgreSQL those of the foundation (with and without the cache), PGlite its own. */
const TARGETS: Record<"pg" | "pglite", Record<Endpoint, LoadTarget>> = {
  pg: {
    getAll: { minRatio: 0.25, maxP99: 30 },
    detail: { minRatio: 0.25, maxP99: 30 },
    getSearch: { minRatio: 0.1, maxP99: Number.POSITIVE_INFINITY },
  },
  pglite: {
    getAll: { minRatio: 0.1, maxP99: 100 },
    detail: { minRatio: 0.1, maxP99: 100 },
    getSearch: { minRatio: 0.1, maxP99: 100 },
  },
};

const root = fileURLToPath(new URL("../..", import.meta.url));
const resultsFile = path.join(root, "bench/.cache/api/results.json");

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
  for (const p of paths.getSearch) await check("GET", p, nonEmpty);
}

function requestPaths(approvedIds: number[]): Record<Endpoint, string[]> {
  const pages = shuffled(
    Array.from({ length: 51 }, (_, p) => p),
    SEED + 1,
  );
  return {
    getAll: pages.map((p) => `/api/events/getAll?page=${p}&size=12`),
    detail: shuffled(approvedIds, SEED + 2)
      .slice(0, 2000)
      .map((id) => `/api/events/detail?id=${id}`),
    getSearch: shuffled(
      SEARCH_WORDS.map(
        (w) => `/api/events/getSearch?word=${encodeURIComponent(w)}&page=0&size=12&approval=Y`,
      ),
      SEED + 3,
    ),
  };
}

const cacheLabel = (ms: number) => (ms > 0 ? `cache ${ms} ms` : "no cache");

async function benchDriver(
  driver: "pg" | "pglite",
  runner: LoadRunner,
  baselineOrigin: string,
  dataset: ReturnType<typeof generateDataset>,
  report: Record<string, unknown>,
): Promise<{ rows: LoadRow[]; baseline: LoadResult[] }> {
  const databaseUrl = driver === "pg" ? await recreateDatabase(ADMIN_URL, DB_NAME) : undefined;
  let t = performance.now();
  const bench = await openBenchContext("bench-api", databaseUrl);
  const { ctx } = bench;
  const migrateMs = performance.now() - t;
  const apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  try {
    t = performance.now();
    const approvedIds = await insertDataset(ctx.db, dataset);
    const insertMs = performance.now() - t;
    t = performance.now();
    await analyze(ctx.db);
    log(
      `[${driver}] migrate ${migrateMs.toFixed(0)} ms, insert ${dataset.events.length} events ${insertMs.toFixed(0)} ms, vacuum analyze ${(performance.now() - t).toFixed(0)} ms`,
    );

    const plans: Record<string, string[]> = {
      "getAll page 50": await explainCall(ctx.db, () => repo.pageApproved(ctx.db, 50, 12)),
      detail: await explainCall(ctx.db, () => repo.findEventDetail(ctx.db, approvedIds[0]!)),
    };
    for (const word of EXPLAIN_WORDS) {
      plans[`getSearch ${word}`] = await explainCall(ctx.db, () => repo.searchApproved(ctx.db, word, 0, 12));
    }
    report[`explain_${driver}`] = plans;
    const usage = Object.entries(plans).map(([name, list]) => `${name}: ${list.map(planNote).join(" + ")}`);
    log(`[${driver}] plans: ${usage.join("; ")}`);

    // One app per cache setting on the same database: each context copy gets its own micro-cache.
    const origins: string[] = [];
    for (const ms of CACHE_MS) {
      const app = await buildApp({ ...ctx, config: { ...ctx.config, publicCacheMs: ms } }, { logger: false });
      apps.push(app);
      origins.push(await app.listen({ host: "127.0.0.1", port: 0 }));
    }
    const paths = requestPaths(approvedIds);
    for (const origin of origins) await sanityCheck(origin, paths);

    const spec = (origin: string, method: LoadSpec["method"], list: string[]) => ({
      origin,
      method,
      paths: list,
      connections: CONNECTIONS,
    });
    const targets = CACHE_MS.flatMap((ms, i) =>
      ENDPOINTS.map((endpoint) => ({
        name: `${driver} ${endpoint} ${cacheLabel(ms)}`,
        run: () =>
          warmAndMeasure(
            runner,
            spec(origins[i]!, endpoint === "getAll" ? "POST" : "GET", paths[endpoint]),
            SECONDS,
            `${driver} ${endpoint} ${cacheLabel(ms)}`,
          ),
      })),
    );
    const comparison = await compareInterleaved({
      rounds: ROUNDS,
      baseline: () =>
        warmAndMeasure(runner, spec(baselineOrigin, "GET", [BASELINE_PATH]), SECONDS, "baseline"),
      targets,
      score: (r) => r.rps,
      bracketEvery: 3,
      onRun: (name, round, r) => log(`  round ${round + 1}/${ROUNDS} ${name}: ${describeLoad(r)}`),
    });
    const rows = loadRows(comparison, (name) => TARGETS[driver][name.split(" ")[1] as Endpoint]);
    return { rows, baseline: comparison.baseline };
  } finally {
    for (const app of apps) await app.close();
    await bench.close();
    if (driver === "pg") await dropDatabase(ADMIN_URL, DB_NAME);
  }
}

async function main(): Promise<void> {
  // Runs per driver: rounds × (targets + baselines), each warm-up + duration; the run stops by itself past
  // twice that plus set-up time.
  const runsPerDriver = ROUNDS * (CACHE_MS.length * ENDPOINTS.length * 1.34 + 1);
  const deadlineMs =
    (DRIVERS.length * runsPerDriver * (SECONDS.warmup + SECONDS.duration + 0.5) * 2 + 180) * 1000;
  setTimeout(() => {
    process.stderr.write(`bench:api: over ${(deadlineMs / 1000).toFixed(0)} s, stopping\n`);
    process.exit(2);
  }, deadlineMs).unref();
  const started = performance.now();
  log(
    `bench:api — ${EVENTS} events (seed ${SEED}), ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS.warmup} s warm-up + ${SECONDS.duration} s, cache ${CACHE_MS.join(" and ")} ms, load generator: ${LOADGEN}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  const dataset = generateDataset({ events: EVENTS, seed: SEED });
  const runner = LOADGEN === "child" ? childRunner() : inProcessRunner();
  const baselineServer = await startBaseline();
  const report: Record<string, unknown> = {};
  const tables: Record<string, { rows: LoadRow[]; baseline: LoadResult[] }> = {};
  const loadBefore = loadavg()[0]!;
  try {
    for (const driver of DRIVERS) {
      tables[driver] = await benchDriver(driver, runner, baselineServer.origin, dataset, report);
      log("");
      for (const line of formatLoadTable(tables[driver].baseline, tables[driver].rows)) log(line);
      log("");
    }
  } finally {
    runner.close();
    await baselineServer.close();
  }
  const seconds = (performance.now() - started) / 1000;
  log(
    `Load average ${loadBefore.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end. Total ${seconds.toFixed(0)} s; results in ${path.relative(root, resultsFile)}`,
  );

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
          rounds: ROUNDS,
          warmupSeconds: SECONDS.warmup,
          durationSeconds: SECONDS.duration,
          cacheMs: CACHE_MS,
          loadGenerator: LOADGEN,
        },
        loadAverage: { start: loadBefore, end: loadavg()[0] },
        results: tables,
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
