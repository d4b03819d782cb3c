/**
 * Workspace benchmark: the authenticated lists participants use all day, on a sub-event with 10,000
 * approved participants, without any cache:
 *   - the participant list with a search word (`/api/applications/participantList`, type all),
 *   - the participant list filtered by type (seller or buyer, pages 0–99, no word),
 *   - the product gallery (`/api/formAnswers/getProductList`, pages 0–29),
 *   - my events (`/api/applicants/myEventList`).
 * Every request carries the bearer token of one of 2,000 approved participants, minted with the
 * server's own TokenService, so each passes the real authorization path (token check, user row, the
 * sub-event's access rules). Two parts, each in interleaved rounds (median with min–max and the too-wide flag):
 *   - closed loop (autocannon, 64 connections): throughput as a ratio to a hello-world Fastify route and to
 *     the bare route of the same work (bench/lib/bare.ts: the statements our repository sends for each
 *     request, captured at the driver, through the bare driver, with the same JSON; checked equal first);
 *   - open loop (bench/lib/open-loop.ts): fixed offered rates, p50 and p99 from each request's intended
 *     send time, our route next to the bare route.
 *
 *   npm run bench:workspace
 *
 * Environment: BENCH_DATABASE_URL (a database to use as is, emptied first) or BENCH_PG_URL (admin URL,
 * default postgres://postgres@127.0.0.1:5432/test, where the database BENCH_DB_NAME, default bizmeet_bench_ws,
 * is recreated), BENCH_DRIVERS (pg,pglite), BENCH_PARTICIPANTS (10000), BENCH_ROUNDS (3), BENCH_WARMUP (1 s),
 * BENCH_DURATION (4 s), BENCH_CONNECTIONS (64), BENCH_LOADGEN (child | inprocess), BENCH_PROCESSES (1: the app in
 * this process; more: that many server processes on one port, bench/lib/cluster-server.ts), BENCH_MAX_SPREAD
 * (0.3), BENCH_BARE_BATCH (1: the bare route shares executions of a turn as the app does; 0: one per request);
 * open loop: BENCH_RATES ("200,500,1000"), BENCH_OPEN_ROUNDS (= BENCH_ROUNDS; 0 skips it), BENCH_OPEN_WARMUP
 * (1 s), BENCH_OPEN_DURATION (5 s), BENCH_OPEN_BARE (1: the bare route too); BENCH_MEMO_AB (1: the participant
 * search also measured with its page memo off, next to it, in both loops; one server process only).
 * Results: bench/.cache/workspace/results.json
 */
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../../server/app";
import type { Db } from "../../server/db/client";
import { listOfUser } from "../../server/modules/applicants/applicants.repository";
import { productPage } from "../../server/modules/applications/applications.repository";
import { issueToken } from "../../server/modules/auth/sessions";
import { pageParticipants } from "../../server/modules/workspace/workspace.repository";
import { participantSearchMemo } from "../../server/modules/workspace/workspace.search.repository";
import { explainCall, planNote } from "../api/explain";
import { mulberry32 } from "../api/generate";
import {
  type BareItem,
  captureEntries,
  checkSameAnswers,
  driverOf,
  replayer,
  startBareRoute,
} from "../lib/bare";
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
import { formatOpenTable, type OpenRow, type OpenTarget, openLoopRounds, openRows } from "../lib/open-report";
import { dropDatabase, recreateDatabase } from "../lib/pg";
import { formatLoadTable, type LoadRow, type LoadTarget, loadRows, writeResults } from "../lib/report";
import { galleryItem, myEventsItem, participantsItem } from "./bare";
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
const DB_NAME = env.BENCH_DB_NAME ?? "bizmeet_bench_ws";
const DRIVERS = (env.BENCH_DRIVERS ?? "pg,pglite")
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
const BARE_BATCH = env.BENCH_BARE_BATCH !== "0";
/** A/B of the participant search's page memo: the search list also measured with the memo off (one process). */
const MEMO_AB = env.BENCH_MEMO_AB === "1";
const MEMO_OFF = " memo off";
const OPEN = {
  rates: (env.BENCH_RATES ?? "200,500,1000").split(",").map((x) => Number(x.trim())),
  rounds: Number(env.BENCH_OPEN_ROUNDS ?? ROUNDS),
  warmup: Number(env.BENCH_OPEN_WARMUP ?? 1),
  duration: Number(env.BENCH_OPEN_DURATION ?? 5),
  bare: env.BENCH_OPEN_BARE !== "0",
};
/** The open-loop target (issue 19, part 8): on PostgreSQL every list's p99 under 30 ms at 1,000 req/s offered. */
const OPEN_TARGET = { rate: 1000, maxP99: 30 };

const ENDPOINTS = ["participants search", "participants type", "product gallery", "my events"] as const;
type Endpoint = (typeof ENDPOINTS)[number];
/**
 * Issue 19, part 8: on PostgreSQL at least 50% of the throughput of the bare route of the same work, without a
 * cache (the hello-world ratio and the closed-loop p99 are reported beside it); PGlite reported. The targets of
 * issue 7 (25% of the hello-world route, p99 under 30 ms at 64 connections) are history (docs/bench-workspace.md).
 */
const TARGETS: Record<"pg" | "pglite", LoadTarget | undefined> = {
  pg: { minRatio: 0, maxP99: Number.POSITIVE_INFINITY, minWorkRatio: 0.5 },
  pglite: undefined,
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

interface ListLoad {
  /** Our route's requests, in load order. */
  ours: LoadRequest[];
  /** The bare route's, in the same order. */
  bare: LoadRequest[];
  /** The distinct requests, for the bare route's capture. */
  items: BareItem<unknown>[];
}

function requestLists(
  db: Db,
  data: WorkspaceDataset,
  users: number[],
  tokens: string[],
): Record<Endpoint, ListLoad> {
  const S = data.subEventId;
  const rnd = mulberry32(SEED + 7);
  const n = tokens.length;
  const build = (
    url: (i: number) => string,
    item: (url: string, i: number) => BareItem<unknown>,
  ): ListLoad => {
    const items = new Map<string, BareItem<unknown>>();
    const ours: LoadRequest[] = [];
    const bare: LoadRequest[] = [];
    for (let i = 0; i < n; i++) {
      const path = url(i);
      const headers = { authorization: `Bearer ${tokens[i]}` };
      const key = `${path} ${item === myEvents ? users[i] : ""}`;
      let found = items.get(key);
      if (!found) {
        found = item(path, i);
        items.set(key, found);
      }
      ours.push({ path, headers });
      // the same headers (the bare route ignores them), so that both read requests of the same size
      bare.push({ path: found.bareUrl, headers });
    }
    return { ours, bare, items: [...items.values()] };
  };
  const participants = (url: string) => participantsItem(db, url);
  const myEvents = (url: string, i: number) => myEventsItem(db, url, users[i]!);
  return {
    "participants search": build(
      (i) =>
        `/api/applications/participantList?subEventId=${S}&type=all&page=0&pageSize=10&searchWord=${encodeURIComponent(PARTICIPANT_SEARCH_WORDS[i % PARTICIPANT_SEARCH_WORDS.length]!)}`,
      participants,
    ),
    "participants type": build(
      (i) =>
        `/api/applications/participantList?subEventId=${S}&type=${i % 2 === 0 ? "seller" : "buyer"}&page=${Math.floor(rnd() * 100)}&pageSize=10&searchWord=`,
      participants,
    ),
    "product gallery": build(
      () =>
        `/api/formAnswers/getProductList?subEventId=${S}&page=${Math.floor(rnd() * 30)}&size=16&searchWord=`,
      (url) => galleryItem(db, url),
    ),
    "my events": build(() => "/api/applicants/myEventList", myEvents),
  };
}

/** Every list answers 200 with content for a participant, and 403 for a user waiting for approval. */
async function sanityCheck(origin: string, lists: Record<Endpoint, ListLoad>, outsider: string) {
  const get = async (r: LoadRequest) => {
    const response = await fetch(origin + r.path, { headers: r.headers });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> | unknown[] };
  };
  for (const endpoint of ENDPOINTS) {
    for (const r of lists[endpoint].ours.slice(0, endpoint === "participants search" ? 9 : 2)) {
      const { status, body } = await get(r);
      const items = Array.isArray(body) ? body : (body as { content?: unknown[] }).content;
      if (status !== 200 || !Array.isArray(items) || items.length === 0) {
        throw new Error(`${r.path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
      }
    }
  }
  const waiting = await get({
    ...lists["participants type"].ours[0]!,
    headers: { authorization: `Bearer ${outsider}` },
  });
  if (waiting.status !== 403)
    throw new Error(`a waiting applicant got ${waiting.status} on the participant list`);
  const anonymous = await fetch(origin + lists["product gallery"].ours[0]!.path);
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
): Promise<{ rows: LoadRow[]; baseline: LoadResult[]; open: OpenRow[] }> {
  const databaseUrl =
    driver === "pg" ? (GIVEN_URL ?? (await recreateDatabase(ADMIN_URL, DB_NAME))) : undefined;
  let t = performance.now();
  const bench = await openBenchContext("bench-ws", databaseUrl);
  const { ctx } = bench;
  const migrateMs = performance.now() - t;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let cluster: { close: () => void } | undefined;
  // The bare route's driver: its own pg pool (the app's size) on PostgreSQL; PGlite's one connection.
  const barePool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 20 }) : undefined;
  barePool?.on("error", () => undefined); // an idle connection closed by the database's drop
  let bare: { origin: string; close: () => Promise<void> } | undefined;
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
      users.map((userId) => issueToken(ctx, { id: userId, role: "USER", tokenVersion: 0 })),
    );
    const outsider = await issueToken(ctx, { id: data.otherUserIds[0]!, role: "USER", tokenVersion: 0 });

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
    const lists = requestLists(ctx.db, data, users, tokens);
    await sanityCheck(origin, lists, outsider);

    // The bare route of the same work: the statements captured from the repositories, then checked to
    // answer what our route answers (a sample of each list, all asked at once).
    t = performance.now();
    const replay = replayer(barePool ? barePool.query.bind(barePool) : driverOf(ctx.db).query, {
      batch: BARE_BATCH,
    });
    const entries = await captureEntries(
      ctx.db,
      ENDPOINTS.flatMap((e) => lists[e].items),
      replay,
    );
    bare = await startBareRoute(entries, replay);
    const sample = ENDPOINTS.flatMap((e) =>
      lists[e].ours.slice(0, 40).map((r, i) => ({
        method: "GET",
        url: r.path,
        bareUrl: lists[e].bare[i]!.path,
        ...(r.headers ? { headers: r.headers } : {}),
      })),
    );
    const checked = await checkSameAnswers(origin, bare.origin, sample);
    log(
      `[${driver}] bare route: ${entries.length} requests captured from the repositories (${entries.reduce((n, e) => n + e.statements.length, 0)} statements), ${checked} answers equal to ours, ${(performance.now() - t).toFixed(0)} ms; executions shared within a turn: ${BARE_BATCH ? "yes" : "no"}`,
    );
    const bareOrigin = bare.origin;

    const closed = (at: string, paths: LoadRequest[], label: string) => () =>
      warmAndMeasure(runner, { origin: at, method: "GET", paths, connections: CONNECTIONS }, SECONDS, label);
    /** Runs a measurement with the participant search's page memo off (the A/B's other side). */
    const memoOff =
      <R>(run: () => Promise<R>) =>
      async () => {
        participantSearchMemo.enabled = false;
        try {
          return await run();
        } finally {
          participantSearchMemo.enabled = true;
        }
      };
    const abSearch = MEMO_AB && PROCESSES === 1;
    const searchOff = `${driver} participants search${MEMO_OFF}`;
    const comparison = await compareInterleaved({
      rounds: ROUNDS,
      baseline: closed(baselineOrigin, [{ path: BASELINE_PATH }], "baseline"),
      targets: ENDPOINTS.flatMap((endpoint) => [
        {
          name: `${driver} ${endpoint} bare`,
          run: closed(bareOrigin, lists[endpoint].bare, `${driver} ${endpoint} bare`),
        },
        { name: `${driver} ${endpoint}`, run: closed(origin, lists[endpoint].ours, `${driver} ${endpoint}`) },
        ...(abSearch && endpoint === "participants search"
          ? [{ name: searchOff, run: memoOff(closed(origin, lists[endpoint].ours, searchOff)) }]
          : []),
      ]),
      score: (r) => r.rps,
      bracketEvery: 2,
      onRun: (name, round, r) =>
        log(`  round ${round + 1}/${ROUNDS} ${name}: ${describeLoad(r)} (load ${loadavg()[0]!.toFixed(2)})`),
    });
    const rows = loadRows(
      comparison,
      (name) => (name.endsWith(" bare") || name.endsWith(MEMO_OFF) ? undefined : TARGETS[driver]),
      (name) => (name.endsWith(" bare") ? undefined : `${name.replace(MEMO_OFF, "")} bare`),
    );

    // Open loop: each list at each offered rate, our route next to the bare route.
    const open = (at: string, requests: LoadRequest[]) => (rate: number) =>
      runner.runOpen({
        origin: at,
        requests: requests.map((r) => ({ method: "GET", ...r })),
        rate,
        duration: OPEN.duration,
        warmup: OPEN.warmup,
      });
    const groups: OpenTarget[][] = ENDPOINTS.map((endpoint) => [
      ...(OPEN.bare
        ? [{ name: `${driver} ${endpoint} bare`, run: open(bareOrigin, lists[endpoint].bare) }]
        : []),
      { name: `${driver} ${endpoint}`, run: open(origin, lists[endpoint].ours) },
      ...(abSearch && endpoint === "participants search"
        ? [
            {
              name: searchOff,
              run: (rate: number) => memoOff(() => open(origin, lists[endpoint].ours)(rate))(),
            },
          ]
        : []),
    ]);
    const openRuns =
      OPEN.rounds > 0
        ? await openLoopRounds({ rounds: OPEN.rounds, rates: OPEN.rates, groups, pauseMs: 500, log })
        : {};
    report[`open_${driver}`] = openRuns;
    const openTable = openRows(openRuns, (name, rate) =>
      driver === "pg" && rate === OPEN_TARGET.rate && !name.endsWith(" bare") && !name.endsWith(MEMO_OFF)
        ? OPEN_TARGET.maxP99
        : undefined,
    );
    return { rows, baseline: comparison.baseline, open: openTable };
  } finally {
    await bare?.close();
    await app?.close();
    cluster?.close();
    await barePool?.end();
    await bench.close();
    if (driver === "pg" && !GIVEN_URL) await dropDatabase(ADMIN_URL, DB_NAME);
  }
}

async function main(): Promise<void> {
  const runsPerDriver = ROUNDS * (ENDPOINTS.length * 2.5 + 1 + (MEMO_AB ? 1 : 0));
  const openRunsPerDriver =
    OPEN.rounds * OPEN.rates.length * (ENDPOINTS.length * (OPEN.bare ? 2 : 1) + (MEMO_AB ? 1 : 0));
  const deadlineMs =
    (DRIVERS.length *
      (runsPerDriver * (SECONDS.warmup + SECONDS.duration + 0.5) +
        openRunsPerDriver * (OPEN.warmup + OPEN.duration + 1.5)) *
      2 +
      400) *
    1000;
  setTimeout(() => {
    process.stderr.write(`bench:workspace: over ${(deadlineMs / 1000).toFixed(0)} s, stopping\n`);
    process.exit(2);
  }, deadlineMs).unref();
  const started = performance.now();
  log(
    `bench:workspace — ${PARTICIPANTS} approved participants (seed ${SEED}), ${USERS} signed-in users, ${CONNECTIONS} connections, ${ROUNDS} interleaved rounds of ${SECONDS.warmup} s warm-up + ${SECONDS.duration} s, no cache, ${PROCESSES} server process(es); open loop at ${OPEN.rates.join(", ")} req/s, ${OPEN.rounds} rounds of ${OPEN.warmup} s + ${OPEN.duration} s; load generator: ${LOADGEN}, ${cpus().length} cores, load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  const runner = LOADGEN === "child" ? childRunner() : inProcessRunner();
  const baselineServer = await startBaseline();
  const report: Record<string, unknown> = {};
  const tables: Record<string, { rows: LoadRow[]; baseline: LoadResult[]; open: OpenRow[] }> = {};
  const loadBefore = loadavg()[0]!;
  try {
    for (const driver of DRIVERS) {
      tables[driver] = await benchDriver(driver, runner, baselineServer.origin, report);
      log("");
      for (const line of formatLoadTable(tables[driver].baseline, tables[driver].rows)) log(line);
      log("");
      if (tables[driver].open.length > 0) {
        for (const line of formatOpenTable(tables[driver].open)) log(line);
        log("");
      }
    }
  } finally {
    runner.close();
    await baselineServer.close();
  }
  const seconds = (performance.now() - started) / 1000;
  log(
    `Load average ${loadBefore.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end. Total ${seconds.toFixed(0)} s; results in ${path.relative(root, resultsFile)}`,
  );
  writeResults(resultsFile, {
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
      bareBatch: BARE_BATCH,
      memoAB: MEMO_AB,
      open: OPEN,
    },
    loadAverage: { start: loadBefore, end: loadavg()[0] },
    results: tables,
    ...report,
    seconds,
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:workspace failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
