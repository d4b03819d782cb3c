/**
 * Workspace benchmark: the authenticated lists participants use all day, on a sub-event with 10,000
 * approved participants, without any cache, against the bare route of bench/lib, loaded by autocannon
 * at 64 connections in interleaved rounds (median with min–max and the too-wide flag):
 *   - the participant list with a search word (`/api/applications/participantList`, type all),
 *   - the participant list filtered by type (seller or buyer, pages 0–99, no word),
 *   - the product gallery (`/api/formAnswers/getProductList`, pages 0–29),
 *   - my events (`/api/applicants/myEventList`).
 * Every request carries the bearer token of one of 2,000 approved participants, minted with the
 * server's own TokenService, so each passes the real authorization path (token check, user row, the
 * sub-event's access rules).
 *
 *   npm run bench:workspace
 *
 * Environment: BENCH_DATABASE_URL (a database to use as is, emptied first) or BENCH_PG_URL (admin URL,
 * default postgres://postgres@127.0.0.1:5432/test, where the database bizmeet_bench_ws is recreated),
 * BENCH_DRIVERS (pg; pglite too), BENCH_PARTICIPANTS (10000), BENCH_ROUNDS (3), BENCH_WARMUP (1 s),
 * BENCH_DURATION (4 s), BENCH_CONNECTIONS (64), BENCH_LOADGEN (child | inprocess), BENCH_PROCESSES (1: the app in
 * this process; more: that many server processes on one port, bench/lib/cluster-server.ts), BENCH_MAX_SPREAD
 * (0.3). Results: bench/.cache/workspace/results.json
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { buildApp } from "../../server/app";
import type { Db } from "../../server/db/client";
import { listOfUser } from "../../server/modules/applicants/applicants.repository";
import { productPage } from "../../server/modules/applications/applications.repository";
import { pageParticipants } from "../../server/modules/workspace/workspace.repository";
import { explainCall, planNote } from "../api/explain";
import { mulberry32 } from "../api/generate";
import { BASELINE_PATH, startBaseline } from "../lib/baseline";
import { startClusterServer } from "../lib/cluster";
import { openBenchContext } from "../lib/context";
import { compareInterleaved } from "../lib/interleave";
import {
  childRunner,
  describeLoad,
  inProcessRunner,
  type LoadRequest,
  type LoadResult,
  type LoadRunner,
  warmAndMeasure,
} from "../lib/load";
import { dropDatabase, recreateDatabase } from "../lib/pg";
import { formatLoadTable, type LoadRow, type LoadTarget, loadRows } from "../lib/report";
import {
  analyzeAll,
  GENERATOR_VERSION,
  insertWorkspaceDataset,
  PARTICIPANT_SEARCH_WORDS,
  type WorkspaceDataset,
} from "./generate";

const env = process.env;
const ADMIN_URL = env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const GIVEN_URL = env.BENCH_DATABASE_URL;
const DB_NAME = "bizmeet_bench_ws";
const DRIVERS = (env.BENCH_DRIVERS ?? "pg")
  .split(",")
  .map((d) => d.trim())
  .filter((d) => d === "pg" || d === "pglite") as ("pg" | "pglite")[];
const PARTICIPANTS = Number(env.BENCH_PARTICIPANTS ?? 10_000);
const SEED = 20_261_202;
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 64);
const SECONDS = { warmup: Number(env.BENCH_WARMUP ?? 1), duration: Number(env.BENCH_DURATION ?? 4) };
const LOADGEN = env.BENCH_LOADGEN === "inprocess" ? "inprocess" : "child";
/** Server processes (PostgreSQL only): 1 serves from this process, more from bench/lib/cluster-server.ts. */
const PROCESSES = Number(env.BENCH_PROCESSES ?? 1);
/** Simulated users: each request takes the next user's token. */
const USERS = 2000;

const ENDPOINTS = ["participants search", "participants type", "product gallery", "my events"] as const;
type Endpoint = (typeof ENDPOINTS)[number];
/** Issue 7 part 5: on PostgreSQL at least 25% of the bare route with p99 under 30 ms, without a cache. */
const TARGETS: Record<"pg" | "pglite", LoadTarget> = {
  pg: { minRatio: 0.25, maxP99: 30 },
  pglite: { minRatio: 0.1, maxP99: 100 },
};

const root = fileURLToPath(new URL("../..", import.meta.url));
const resultsFile = path.join(root, "bench/.cache/workspace/results.json");
const log = (message: string) => process.stdout.write(`${message}\n`);

function shuffled<T>(list: T[], seed: number): T[] {
  const rnd = mulberry32(seed);
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function requestLists(data: WorkspaceDataset, tokens: string[]): Record<Endpoint, LoadRequest[]> {
  const S = data.subEventId;
  const rnd = mulberry32(SEED + 7);
  const as = (i: number, p: string): LoadRequest => ({
    path: p,
    headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
  });
  const n = tokens.length;
  return {
    "participants search": Array.from({ length: n }, (_, i) =>
      as(
        i,
        `/api/applications/participantList?subEventId=${S}&type=all&page=0&pageSize=10&searchWord=${encodeURIComponent(PARTICIPANT_SEARCH_WORDS[i % PARTICIPANT_SEARCH_WORDS.length]!)}`,
      ),
    ),
    "participants type": Array.from({ length: n }, (_, i) =>
      as(
        i,
        `/api/applications/participantList?subEventId=${S}&type=${i % 2 === 0 ? "seller" : "buyer"}&page=${Math.floor(rnd() * 100)}&pageSize=10&searchWord=`,
      ),
    ),
    "product gallery": Array.from({ length: n }, (_, i) =>
      as(
        i,
        `/api/formAnswers/getProductList?subEventId=${S}&page=${Math.floor(rnd() * 30)}&size=16&searchWord=`,
      ),
    ),
    "my events": Array.from({ length: n }, (_, i) => as(i, "/api/applicants/myEventList")),
  };
}

/** Every list answers 200 with content for a participant, and 403 for a user waiting for approval. */
async function sanityCheck(origin: string, lists: Record<Endpoint, LoadRequest[]>, outsider: string) {
  const get = async (r: LoadRequest) => {
    const response = await fetch(origin + r.path, { headers: r.headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> | unknown[] };
  };
  for (const endpoint of ENDPOINTS) {
    for (const r of lists[endpoint].slice(0, endpoint === "participants search" ? 9 : 2)) {
      const { status, body } = await get(r);
      const items = Array.isArray(body) ? body : (body as { content?: unknown[] }).content;
      if (status !== 200 || !Array.isArray(items) || items.length === 0) {
        throw new Error(`${r.path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
    }
  }
  const waiting = await get({
    ...lists["participants type"][0]!,
    headers: { authorization: `Bearer ${outsider}` },
  });
  if (waiting.status !== 403)
    throw new Error(`a waiting applicant got ${waiting.status} on the participant list`);
  const anonymous = await fetch(origin + lists["product gallery"][0]!.path);
  if (anonymous.status !== 401) throw new Error(`an anonymous caller got ${anonymous.status} on the gallery`);
}

async function explainAll(db: Db, data: WorkspaceDataset, userId: number): Promise<Record<string, string[]>> {
  const S = data.subEventId;
  return {
    "participants search bio": await explainCall(db, () =>
      pageParticipants(db, S, { type: "all", searchWord: "bio" }, 0, 10),
    ),
    "participants search 김민준": await explainCall(db, () =>
      pageParticipants(db, S, { type: "all", searchWord: "김민준" }, 0, 10),
    ),
    "participants type seller page 90": await explainCall(db, () =>
      pageParticipants(db, S, { type: "seller", searchWord: "" }, 90, 10),
    ),
    "product gallery page 20": await explainCall(db, () => productPage(db, S, "", 20, 16)),
    "my events": await explainCall(db, () => listOfUser(db, userId)),
  };
}

async function benchDriver(
  driver: "pg" | "pglite",
  runner: LoadRunner,
  baselineOrigin: string,
  report: Record<string, unknown>,
): Promise<{ rows: LoadRow[]; baseline: LoadResult[] }> {
  const databaseUrl =
    driver === "pg" ? (GIVEN_URL ?? (await recreateDatabase(ADMIN_URL, DB_NAME))) : undefined;
  let t = performance.now();
  const bench = await openBenchContext("bench-ws", databaseUrl);
  const { ctx } = bench;
  const migrateMs = performance.now() - t;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let cluster: { close: () => void } | undefined;
  try {
    if (GIVEN_URL && driver === "pg") {
      // A given database is emptied (every table of the schema) before the data goes in.
      const tables = await ctx.db.execute<{ t: string }>(
        sql`select string_agg(format('%I', tablename), ', ') as t from pg_tables where schemaname = 'public' and tablename <> 'app_settings'`,
      );
      const list = (tables as unknown as { rows: { t: string }[] }).rows[0]?.t;
      if (list) await ctx.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
    }
    t = performance.now();
    const data = await insertWorkspaceDataset(ctx.db, {
      participants: PARTICIPANTS,
      others: Math.round(PARTICIPANTS / 10),
      backgroundEvents: 2000,
      seed: SEED,
    });
    const insertMs = performance.now() - t;
    t = performance.now();
    await analyzeAll(ctx.db);
    log(
      `[${driver}] migrate ${migrateMs.toFixed(0)} ms, insert ${insertMs.toFixed(0)} ms (${JSON.stringify(data.counts)}), vacuum analyze ${(performance.now() - t).toFixed(0)} ms`,
    );
    report[`counts_${driver}`] = data.counts;

    const users = shuffled(data.approvedUserIds, SEED + 1).slice(0, USERS);
    const tokens = await Promise.all(
      users.map((userId) => ctx.tokens.sign({ userId, role: "USER", tokenVersion: 0 })),
    );
    const outsider = await ctx.tokens.sign({ userId: data.otherUserIds[0]!, role: "USER", tokenVersion: 0 });

    const plans = await explainAll(ctx.db, data, users[0]!);
    report[`explain_${driver}`] = plans;
    log(
      `[${driver}] plans: ${Object.entries(plans)
        .map(([name, list]) => `${name}: ${list.map(planNote).join(" + ")}`)
        .join("; ")}`,
    );

    // No cache: the public micro-cache is off (these lists are never cached anyway).
    let origin: string;
    if (PROCESSES > 1 && databaseUrl) {
      const started = await startClusterServer({ databaseUrl, processes: PROCESSES });
      cluster = started;
      origin = started.origin;
    } else {
      app = await buildApp({ ...ctx, config: { ...ctx.config, publicCacheMs: 0 } }, { logger: false });
      origin = await app.listen({ host: "127.0.0.1", port: 0 });
    }
    const lists = requestLists(data, tokens);
    await sanityCheck(origin, lists, outsider);

    const comparison = await compareInterleaved({
      rounds: ROUNDS,
      baseline: () =>
        warmAndMeasure(
          runner,
          { origin: baselineOrigin, method: "GET", paths: [BASELINE_PATH], connections: CONNECTIONS },
          SECONDS,
          "baseline",
        ),
      targets: ENDPOINTS.map((endpoint) => ({
        name: `${driver} ${endpoint}`,
        run: () =>
          warmAndMeasure(
            runner,
            { origin, method: "GET", paths: lists[endpoint], connections: CONNECTIONS },
            SECONDS,
            `${driver} ${endpoint}`,
          ),
      })),
      score: (r) => r.rps,
      bracketEvery: 2,
      onRun: (name, round, r) => log(`  round ${round + 1}/${ROUNDS} ${name}: ${describeLoad(r)}`),
    });
    return { rows: loadRows(comparison, () => TARGETS[driver]), baseline: comparison.baseline };
  } finally {
    await app?.close();
    cluster?.close();
    await bench.close();
    if (driver === "pg" && !GIVEN_URL) await dropDatabase(ADMIN_URL, DB_NAME);
  }
}

async function main(): Promise<void> {
  const runsPerDriver = ROUNDS * (ENDPOINTS.length * 1.5 + 1);
  const deadlineMs =
    (DRIVERS.length * runsPerDriver * (SECONDS.warmup + SECONDS.duration + 0.5) * 2 + 240) * 1000;
  setTimeout(() => {
    process.stderr.write(`bench:workspace: over ${(deadlineMs / 1000).toFixed(0)} s, stopping\n`);
    process.exit(2);
  }, deadlineMs).unref();
  const started = performance.now();
  log(
    `bench:workspace — ${PARTICIPANTS} approved participants (seed ${SEED}), ${USERS} signed-in users, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS.warmup} s warm-up + ${SECONDS.duration} s, no cache, ${PROCESSES} server process(es), load generator: ${LOADGEN}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
  );
  const runner = LOADGEN === "child" ? childRunner() : inProcessRunner();
  const baselineServer = await startBaseline();
  const report: Record<string, unknown> = {};
  const tables: Record<string, { rows: LoadRow[]; baseline: LoadResult[] }> = {};
  const loadBefore = loadavg()[0]!;
  try {
    for (const driver of DRIVERS) {
      tables[driver] = await benchDriver(driver, runner, baselineServer.origin, report);
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
          participants: PARTICIPANTS,
          processes: PROCESSES,
          seed: SEED,
          generatorVersion: GENERATOR_VERSION,
          users: USERS,
          connections: CONNECTIONS,
          rounds: ROUNDS,
          warmupSeconds: SECONDS.warmup,
          durationSeconds: SECONDS.duration,
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
    process.stderr.write(`bench:workspace failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
