/**
 * Booking benchmark: many concurrent clients requesting, accepting and marking unavailable the same
 * contested slots through HTTP, on PostgreSQL, against a plain indexed read of one meeting as baseline.
 * Every round interleaves baseline and booking; the script prints each round, then the medians with their
 * spread, the invariant violations counted from the tables and the 5xx answers (both must be 0).
 *
 *   npm run bench:booking
 *
 * Environment: BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test),
 * BENCH_CONNECTIONS (256), BENCH_DURATION (8 s per measurement), BENCH_ROUNDS (3),
 * BENCH_SELLERS / BENCH_BUYERS (48 each), BENCH_SLOTS (4 contested slots per round).
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import { buildApp } from "../../server/app";
import { createContext } from "../../server/boot";
import { loadConfig } from "../../server/config";
import * as s from "../../server/db/schema";
import { startMeetingNoticeJob } from "../../server/jobs/meeting-notices";
import { invariantViolations } from "../../server/modules/meetings/meetings.invariant";
import { countNotices } from "../../server/modules/meetings/meetings.mail.repository";
import { deliverAllMeetingNotices } from "../../server/modules/meetings/meetings.notify";
import { syncSlots } from "../../server/modules/meetings/meetings.slots";
import { createApplication, createEvent, createSubEvent, createUser } from "../../server/test/factories";
import { recreateDatabase } from "../lib/pg";
import { summarize } from "../lib/stats";
import type { BookingLoad, BookingSpec, PlannedRequest } from "./loadgen";

const env = process.env;
const ADMIN_URL = env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = "bizmeet_bench_booking";
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 256);
const DURATION = Number(env.BENCH_DURATION ?? 8);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const SELLERS = Number(env.BENCH_SELLERS ?? 48);
const BUYERS = Number(env.BENCH_BUYERS ?? 48);
const SLOTS = Number(env.BENCH_SLOTS ?? 4);
/** The offered load of the fixed-rate measurement (requests per second over all connections). */
const RATE = Number(env.BENCH_RATE ?? 200);
const TARGETS = { minRatio: 0.1, maxP99: 250 };

const log = (m: string) => process.stdout.write(`${m}\n`);
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function loadClient() {
  const child: ChildProcess = fork(fileURLToPath(new URL("./loadgen.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let seq = 0;
  const waiting = new Map<number, (r: { result?: BookingLoad; error?: string }) => void>();
  child.on("message", (m: { id: number; result?: BookingLoad; error?: string }) => {
    waiting.get(m.id)?.(m);
    waiting.delete(m.id);
  });
  return {
    run(spec: BookingSpec): Promise<BookingLoad> {
      const id = ++seq;
      return new Promise((resolve, reject) => {
        waiting.set(id, (m) => (m.result ? resolve(m.result) : reject(new Error(m.error))));
        child.send({ id, spec });
      });
    },
    close() {
      child.disconnect();
      child.kill();
    },
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-bench-booking-"));
  const databaseUrl = await recreateDatabase(ADMIN_URL, DB_NAME);
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: "bench-secret-0123456789",
    LOG_LEVEL: "warn",
    PUBLIC_CACHE_MS: "0",
  });
  const { ctx, database } = await createContext(config, { now: () => new Date("2026-11-23T00:00:00Z") });
  log(
    `booking benchmark: PostgreSQL, ${CONNECTIONS} connections, ${DURATION} s per measurement, ${ROUNDS} rounds`,
  );

  // One matching sub-event, sellers and buyers approved, slots from its settings.
  const host = await createUser(ctx);
  const event = await createEvent(ctx, { hostUserId: host.id });
  const sub = await createSubEvent(ctx, event.id, {
    matching: "Y",
    meetingAvailable: "Y",
    subEventStartDate: "2026-12-01",
    subEventEndDate: "2026-12-01",
    matchStartTime: "09:00",
    matchEndTime: "18:00",
    matchReqTime: 30,
    matchNumPerDay: 16,
  });
  await ctx.db.transaction((tx) => syncSlots(tx, ctx, sub.id, null));
  const slots = await ctx.db.select().from(s.meetingSlots).where(eq(s.meetingSlots.subEventId, sub.id));
  const people = async (n: number, type: "seller" | "buyer") => {
    const out: { token: string; app: number }[] = [];
    for (let i = 0; i < n; i++) {
      const user = await createUser(ctx);
      const app = await createApplication(ctx, sub.id, user.id, {
        approval: "approval",
        type,
        name: `${type} ${i}`,
      });
      out.push({ token: user.token, app: app.id });
    }
    return out;
  };
  const sellers = await people(SELLERS, "seller");
  const buyers = await people(BUYERS, "buyer");

  const app = await buildApp(ctx);
  // The baseline: a plain indexed read of one meeting by id, through the same server and pool.
  app.get("/bench/read", async (request) => {
    const id = Number((request.query as { id?: string }).id);
    const [row] = await ctx.db
      .select({ id: s.meetings.id, status: s.meetings.status })
      .from(s.meetings)
      .where(eq(s.meetings.id, id));
    return row ?? null;
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const load = loadClient();
  // The mails are part of the work: the notice worker runs in the server process as in production.
  const stopNotices = startMeetingNoticeJob(ctx, { warn: (o, m) => log(`${m} ${JSON.stringify(o)}`) });

  const rows: {
    round: number;
    base: BookingLoad;
    book: BookingLoad;
    paced: BookingLoad;
    violations: Record<string, number>;
  }[] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Free every pair, then pre-create waiting requests at this round's contested slots.
      await ctx.db.execute(
        sql`update meetings set status = 'expired' where status = 'waiting' and sub_event_id = ${sub.id}`,
      );
      const contested = slots.slice((round * SLOTS) % slots.length, ((round * SLOTS) % slots.length) + SLOTS);
      const rnd = rng(round + 1);
      const pending: { id: number; seller: number }[] = [];
      for (const [bi, b] of buyers.entries()) {
        for (let k = 0; k < 3; k++) {
          const si = Math.floor(rnd() * sellers.length);
          const slot = contested[(bi + k) % contested.length]!;
          try {
            const [m] = await ctx.db
              .insert(s.meetings)
              .values({
                subEventId: sub.id,
                applicantApplicationId: b.app,
                acceptorApplicationId: sellers[si]!.app,
                status: "waiting",
                startsAt: slot.startsAt,
                endsAt: slot.endsAt,
                expiresAt: slot.startsAt,
              })
              .returning();
            pending.push({ id: m!.id, seller: si });
          } catch {
            // the pair already has a live request (or the slot a commitment): skip
          }
        }
      }
      const plan: PlannedRequest[] = [];
      for (let i = 0; i < 20_000; i++) {
        const roll = rnd();
        const slot = contested[Math.floor(rnd() * contested.length)]!;
        if (roll < 0.4) {
          const p = pending[Math.floor(rnd() * pending.length)]!;
          const seller = sellers[p.seller]!;
          plan.push({
            method: "PUT",
            path: "/api/meetings/update",
            token: seller.token,
            body: JSON.stringify({
              subEventId: sub.id,
              acceptorId: seller.app,
              meetingId: p.id,
              status: "agree",
            }),
          });
        } else if (roll < 0.8) {
          const b = buyers[Math.floor(rnd() * buyers.length)]!;
          const seller = sellers[Math.floor(rnd() * sellers.length)]!;
          plan.push({
            method: "POST",
            path: "/api/meetings/applicant",
            token: b.token,
            body: JSON.stringify({
              subEventId: sub.id,
              applicant: b.app,
              acceptor: seller.app,
              date: slot.date,
              startTime: slot.startTime,
            }),
          });
        } else {
          const who =
            rnd() < 0.5
              ? buyers[Math.floor(rnd() * buyers.length)]!
              : sellers[Math.floor(rnd() * sellers.length)]!;
          plan.push({
            method: "POST",
            path: "/api/meetings/impossible",
            token: who.token,
            body: JSON.stringify({
              subEventId: sub.id,
              applicationId: who.app,
              date: slot.date,
              startTime: slot.startTime,
            }),
          });
        }
      }
      const readPlan: PlannedRequest[] = pending
        .slice(0, 2_000)
        .map((p) => ({ method: "GET", path: `/bench/read?id=${p.id}`, token: "" }));
      // interleave: baseline first on even rounds, booking first on odd ones
      const measure = (which: "base" | "book", rate?: number) =>
        load.run({
          origin,
          plan: which === "base" ? readPlan : plan,
          connections: CONNECTIONS,
          duration: DURATION,
          rate,
        });
      let base: BookingLoad;
      let book: BookingLoad;
      if (env.BENCH_PROFILE === "booking") {
        // profiling the booking path alone (node --cpu-prof): no baseline, figures not comparable
        book = await measure("book");
        base = book;
      } else if (round % 2 === 0) {
        base = await measure("base");
        book = await measure("book");
      } else {
        book = await measure("book");
        base = await measure("base");
      }
      // The same plan at a fixed offered rate: the latency a user sees when the server is not saturated.
      const paced = await measure("book", RATE);
      const violations = await invariantViolations(ctx.db, sub.id);
      const backlog = await countNotices(ctx.db);
      // the worker may hold a batch in its transaction: wait for it (at most 10 s)
      for (let i = 0; i < 100 && (await countNotices(ctx.db)) > 0; i++) {
        await deliverAllMeetingNotices(ctx);
        await new Promise((r) => setTimeout(r, 100));
      }
      violations.noticesLeft = await countNotices(ctx.db);
      rows.push({ round, base, book, paced, violations });
      log(`  notices not yet mailed at the end of the round: ${backlog} (all mailed after it)`);
      log(
        `  at ${RATE} req/s offered: booking ${paced.rps.toFixed(0)} req/s p50 ${paced.p50} ms p99 ${paced.p99} ms, 5xx ${paced.s5xx}`,
      );
      log(
        `round ${round + 1}: baseline ${base.rps.toFixed(0)} req/s p99 ${base.p99} ms | booking ${book.rps.toFixed(0)} req/s p50 ${book.p50} ms p99 ${book.p99} ms, 2xx ${book.s2xx} 4xx ${book.s4xx} 5xx ${book.s5xx} errors ${book.errors + book.timeouts} | ratio ${((book.rps / base.rps) * 100).toFixed(1)}% | violations ${JSON.stringify(violations)}`,
      );
    }
  } finally {
    stopNotices();
    load.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const ratio = summarize(rows.map((r) => r.book.rps / r.base.rps));
  const p99 = summarize(rows.map((r) => r.book.p99));
  const rps = summarize(rows.map((r) => r.book.rps));
  const baseRps = summarize(rows.map((r) => r.base.rps));
  const baseP99 = summarize(rows.map((r) => r.base.p99));
  const pacedP99 = summarize(rows.map((r) => r.paced.p99));
  const fivexx = rows.reduce((n, r) => n + r.book.s5xx + r.base.s5xx + r.paced.s5xx, 0);
  const violations = rows.reduce((n, r) => n + Object.values(r.violations).reduce((a, b) => a + b, 0), 0);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  log("");
  log(
    `booking throughput: median ${rps.median.toFixed(0)} req/s (${rps.min.toFixed(0)}–${rps.max.toFixed(0)})`,
  );
  log(
    `baseline (indexed read): median ${baseRps.median.toFixed(0)} req/s (${baseRps.min.toFixed(0)}–${baseRps.max.toFixed(0)})`,
  );
  log(
    `ratio: median ${pct(ratio.median)} (${pct(ratio.min)}–${pct(ratio.max)}), target ≥ ${pct(TARGETS.minRatio)}`,
  );
  log(`booking p99: median ${p99.median} ms (${p99.min}–${p99.max}), target < ${TARGETS.maxP99} ms`);
  log(`baseline p99 at the same connections: median ${baseP99.median} ms (${baseP99.min}–${baseP99.max})`);
  log(`booking p99 at ${RATE} req/s offered: median ${pacedP99.median} ms (${pacedP99.min}–${pacedP99.max})`);
  log(`invariant violations: ${violations}; 5xx: ${fivexx}`);
  if (ratio.spread > 0.5 || p99.spread > 0.5)
    log("warning: the spread between rounds is over 50%: the machine is too noisy to trust these figures");
  const ok =
    violations === 0 && fivexx === 0 && ratio.median >= TARGETS.minRatio && p99.median < TARGETS.maxP99;
  log(ok ? "targets met" : "targets NOT met");
  process.exitCode = violations === 0 && fivexx === 0 ? 0 : 1;
}

await main();
