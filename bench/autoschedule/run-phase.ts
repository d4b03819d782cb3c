/**
 * The run phase alone (request → draft) of the automatic-scheduling benchmark, repeated: the same generated
 * sub-event as `npm run bench:autoschedule`, no publish, no side load. For iterating on the run's time: it prints
 * each round's timings (the run's summary) and their medians. `BENCH_DUMP=file.json` also writes the instance built
 * from the database, for profiling the engine alone.
 *
 *   npx tsx bench/autoschedule/run-phase.ts
 *
 * Environment: BENCH_PG_URL, BENCH_PER_SIDE (2000), BENCH_MODE (normal | tight), BENCH_ROUNDS (5), BENCH_DUMP.
 */
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import type { Actor } from "../../server/http/auth";
import { hashPassword } from "../../server/modules/auth/passwords";
import { buildSubEventInstance } from "../../server/modules/auto-schedule/auto-schedule.instance";
import { settled } from "../../server/modules/auto-schedule/auto-schedule.job";
import * as service from "../../server/modules/auto-schedule/auto-schedule.service";
import { openBenchContext } from "../lib/context";
import { dropDatabase, recreateDatabase } from "../lib/pg";
import { formatSummary, summarize } from "../lib/stats";
import { insertAutoScheduleDataset } from "./generate";

const env = process.env;
const ADMIN_URL = env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = "bizmeet_bench_as_run";
const PER_SIDE = Number(env.BENCH_PER_SIDE ?? 2000);
const MODE = env.BENCH_MODE === "tight" ? "tight" : "normal";
const ROUNDS = Number(env.BENCH_ROUNDS ?? 5);
const log = (message: string) => process.stdout.write(`${message}\n`);

async function main(): Promise<void> {
  log(`run phase, ${PER_SIDE} × ${PER_SIDE}, mode ${MODE}, ${ROUNDS} rounds, load ${loadavg().join(" ")}`);
  const bench = await openBenchContext("bench-as-run", await recreateDatabase(ADMIN_URL, DB_NAME));
  const { ctx } = bench;
  try {
    const data = await insertAutoScheduleDataset(ctx, {
      perSide: PER_SIDE,
      seed: 1,
      passwordHash: await hashPassword("Bench1234!"),
    });
    const S = data.subEventId;
    if (env.BENCH_DUMP) {
      const built = await buildSubEventInstance(ctx.db, S, { mode: MODE, now: new Date() });
      writeFileSync(env.BENCH_DUMP, JSON.stringify(built.instance));
    }
    const host: Actor = { userId: data.hostUserId, role: "USER", tokenVersion: 0 };
    const rounds: { wall: number; timings: Record<string, number> }[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const t0 = performance.now();
      const run = await service.start(ctx, host, S, MODE);
      await settled(ctx, run.id);
      const wall = Math.round(performance.now() - t0);
      const done = await service.get(ctx, host, run.id);
      if (done.status !== "draft") throw new Error(`run ended ${done.status}: ${done.error}`);
      const s = done.summary!;
      const label = round === 0 ? "warm-up" : `round ${round}/${ROUNDS}`;
      log(
        `${label}: run ${wall} ms, ${s.newMeetings} meetings, violations ${s.violations}, load ${loadavg()[0]!.toFixed(2)}`,
      );
      log(`  ${JSON.stringify(s.timings)}`);
      if (round > 0) rounds.push({ wall, timings: s.timings });
    }
    log(`run (request → draft): ${formatSummary(summarize(rounds.map((r) => r.wall)), { unit: " ms" })}`);
    const names = new Set(rounds.flatMap((r) => Object.keys(r.timings)));
    for (const name of names)
      log(`  ${name}: ${formatSummary(summarize(rounds.map((r) => r.timings[name] ?? 0)), { unit: " ms" })}`);
  } finally {
    await bench.close();
    await dropDatabase(ADMIN_URL, DB_NAME);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`run-phase failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
