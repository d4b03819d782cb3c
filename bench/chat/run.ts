/**
 * Chat benchmark: 5,000 connected sockets in 2,500 rooms on one server process, then on two processes
 * sharing Redis (one member of every room on each, sends alternating between them, so every message crosses
 * Redis); messages sent through the HTTP API at a steady rate by load generators in their own processes.
 * Prints delivery latency p50/p99, lost, duplicated and out-of-order messages (must be 0) and the server
 * memory per socket, against a baseline measured in the same rounds (the same request and fan-out without
 * the database). The configurations alternate over BENCH_ROUNDS rounds; figures are medians with min–max.
 *
 *   npm run bench:chat
 *
 * Needs PostgreSQL (BENCH_PG_URL, admin URL; default postgres://postgres@127.0.0.1:5432/test) and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379). Environment: BENCH_ROOMS (2500), BENCH_RATE (messages/s, 25),
 * BENCH_DURATION (s per measurement, 15), BENCH_ROUNDS (3), BENCH_GENERATORS (2), BENCH_CONFIGS (one,two), BENCH_SERVER_FLAGS
 * (extra node flags for the servers, e.g. --cpu-prof).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createContext } from "../../server/boot";
import { loadConfig } from "../../server/config";
import { dropDatabase, recreateDatabase } from "../lib/pg";
import { type Config, measure, type Round, type Settings } from "./measure";
import { roundLines, summaryLines } from "./report";
import { buildWorld } from "./world";

const env = process.env;
const ADMIN_URL = env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = "bizmeet_bench_chat";
const ROOMS = Number(env.BENCH_ROOMS ?? 2500);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
/** Which configurations to run (BENCH_CONFIGS=one or two; both by default). */
const CONFIGS = (env.BENCH_CONFIGS ?? "one,two")
  .split(",")
  .filter((c): c is Config => c === "one" || c === "two");
const log = (m: string) => process.stdout.write(`${m}\n`);

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-bench-chat-"));
  const databaseUrl = await recreateDatabase(ADMIN_URL, DB_NAME);
  const settings: Settings = {
    databaseUrl,
    dataDir,
    redisUrl: env.REDIS_URL || "redis://127.0.0.1:6379",
    jwtSecret: "bench-chat-secret-0123456789",
    rate: Number(env.BENCH_RATE ?? 25),
    durationS: Number(env.BENCH_DURATION ?? 15),
    warmupS: 3,
    drainMs: 3_000,
    generators: Number(env.BENCH_GENERATORS ?? 2),
    serverFlags: env.BENCH_SERVER_FLAGS?.split(" ").filter(Boolean) ?? [],
  };
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: settings.jwtSecret,
    LOG_LEVEL: "warn",
  });
  const { ctx, database } = await createContext(config);
  log(
    `chat benchmark: ${ROOMS * 2} sockets in ${ROOMS} rooms, ${settings.rate} messages/s for ${settings.durationS} s per measurement, ${ROUNDS} rounds, ${settings.generators} load generator processes, PostgreSQL`,
  );
  const world = await buildWorld(ctx, ROOMS);
  await database.close();
  const runs: Record<Config, Round[]> = { one: [], two: [] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of round % 2 === 0 ? CONFIGS : [...CONFIGS].reverse()) {
        const r = await measure(c, round, world, settings);
        runs[c].push(r);
        for (const line of roundLines(c, round, r)) log(line);
      }
    }
  } finally {
    await dropDatabase(ADMIN_URL, DB_NAME).catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
  for (const line of summaryLines(runs)) log(line);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
