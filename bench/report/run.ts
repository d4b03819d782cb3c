/**
 * bench:report (issue 30, part 5): the outcome report of the 2,000 x 2,000 benchmark event (bench:autoschedule's
 * generator, scheduled and published by the automatic scheduler: about 54,000 agreed meetings), with an event
 * day written in the tables (bench/report/day.ts). Open loop at 20 req/s for 30 s against the report (targets:
 * p99 under 1 s), then the PDF's render time (under 10 s) over a few rounds; on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 *
 * Environment: BENCH_PER_SIDE (2000), BENCH_RATE (20), BENCH_SECONDS (30), BENCH_PDF_ROUNDS (3),
 * BENCH_DATABASES (pglite,pg).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { buildApp } from "../../server/app";
import { createContext } from "../../server/boot";
import { loadConfig } from "../../server/config";
import type { Actor } from "../../server/http/auth";
import { hashPassword } from "../../server/modules/auth/passwords";
import { issueToken } from "../../server/modules/auth/sessions";
import { settled } from "../../server/modules/auto-schedule/auto-schedule.job";
import * as autoSchedule from "../../server/modules/auto-schedule/auto-schedule.service";
import { loadRows } from "../../server/modules/outcome-report/outcome-report.service";
import { insertAutoScheduleDataset } from "../autoschedule/generate";
import { BENCH_SECRET } from "../lib/context";
import { describeOpenLoop, type OpenLoopResult, runOpenLoop } from "../lib/open-loop";
import { dropDatabase, recreateDatabase } from "../lib/pg";
import { formatSummary, summarize } from "../lib/stats";
import { writeEventDay } from "./day";

const env = process.env;
const PER_SIDE = Number(env.BENCH_PER_SIDE ?? 2000);
const RATE = Number(env.BENCH_RATE ?? 20);
const SECONDS = Number(env.BENCH_SECONDS ?? 30);
const PDF_ROUNDS = Number(env.BENCH_PDF_ROUNDS ?? 3);
const DATABASES = (env.BENCH_DATABASES ?? "pglite,pg").split(",");
const PG_DB = "bizmeet_bench_report";
const TARGETS = { p99Ms: 1_000, pdfMs: 10_000 };
const DAY = 86_400_000;

const log = (line: string) => console.log(`[bench:report] ${line}`);

interface Figures {
  database: string;
  meetings: Record<string, number>;
  serialMs: number[];
  /** The rows read without the memo (what a reload costs). */
  uncachedMs: number[];
  load: OpenLoopResult;
  pdfMs: number[];
  pdfBytes: number;
}

async function measure(database: "pglite" | "pg", databaseUrl?: string): Promise<Figures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-bench-report-"));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: BENCH_SECRET, DATABASE_URL: databaseUrl ?? "" });
  // The clock moves past the event once it is scheduled, so that its meetings are over ("held" counts them).
  const clock = { offset: 0 };
  const { ctx, database: db } = await createContext(config, {
    now: () => new Date(Date.now() + clock.offset),
  });
  try {
    let t = performance.now();
    const data = await insertAutoScheduleDataset(ctx, {
      perSide: PER_SIDE,
      seed: 1,
      passwordHash: await hashPassword("Bench1234!"),
    });
    const host: Actor = { userId: data.hostUserId, role: "USER", tokenVersion: 0 };
    const run = await autoSchedule.start(ctx, host, data.subEventId, "normal");
    await settled(ctx, run.id);
    await autoSchedule.publish(ctx, host, run.id);
    const { eventId } = await writeEventDay(ctx, data.subEventId);
    clock.offset = 10 * DAY;
    const statusRows = (await ctx.db.execute(
      sql`select status, count(*)::int as n from meetings where sub_event_id = ${data.subEventId} group by 1`,
    )) as unknown as { rows: { status: string; n: number }[] };
    const meetings = Object.fromEntries(statusRows.rows.map((r) => [r.status, r.n]));
    log(
      `${database}: event ready in ${((performance.now() - t) / 1000).toFixed(1)} s: ${JSON.stringify(meetings)}`,
    );

    const app = await buildApp(ctx, { logger: false });
    const origin = await app.listen({ host: "127.0.0.1", port: 0 });
    try {
      const token = `Bearer ${await issueToken(ctx, { id: data.hostUserId, role: "USER", tokenVersion: 0 })}`;
      const headers = { authorization: token, "accept-language": "ko" };
      const reportPath = `/api/host/events/${eventId}/report`;
      const first = await fetch(origin + reportPath, { headers });
      if (first.status !== 200) throw new Error(`report: ${first.status} ${await first.text()}`);
      const totals = ((await first.json()) as { totals: unknown }).totals;
      log(`${database}: totals ${JSON.stringify(totals)}`);
      const serialMs: number[] = [];
      for (let i = 0; i < 10; i++) {
        t = performance.now();
        await (await fetch(origin + reportPath, { headers })).arrayBuffer();
        serialMs.push(performance.now() - t);
      }
      const uncachedMs: number[] = [];
      for (let i = 0; i < 5; i++) {
        t = performance.now();
        await loadRows(ctx, eventId, null);
        uncachedMs.push(performance.now() - t);
      }
      const load = await runOpenLoop({
        origin,
        requests: [
          { method: "GET", path: reportPath, headers },
          { method: "GET", path: `${reportPath}?subEventId=${data.subEventId}`, headers },
        ],
        rate: RATE,
        duration: SECONDS,
        warmup: 3,
        timeoutMs: 30_000,
      });
      log(`${database}: ${describeOpenLoop(load)}`);
      const pdfMs: number[] = [];
      let pdfBytes = 0;
      for (let i = 0; i < PDF_ROUNDS; i++) {
        t = performance.now();
        const link = (await (await fetch(`${origin}${reportPath}/pdf?lang=ko`, { headers })).json()) as {
          url: string;
        };
        const pdf = await fetch(origin + link.url);
        if (pdf.status !== 200) throw new Error(`pdf: ${pdf.status}`);
        pdfBytes = (await pdf.arrayBuffer()).byteLength;
        pdfMs.push(performance.now() - t);
      }
      log(`${database}: PDF ${pdfMs.map((ms) => ms.toFixed(0)).join(", ")} ms, ${pdfBytes} bytes`);
      return { database, meetings, serialMs, uncachedMs, load, pdfMs, pdfBytes };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(rows: Figures[]): string[] {
  const out = [
    "| database | meetings (agree / cancel / all) | report alone, 10 calls | rows read uncached, 5 times | report p50 / p99 / max at 20 req/s (target p99 < 1 s) | answered/s | PDF render (target < 10 s) | PDF size |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const r of rows) {
    const all = Object.values(r.meetings).reduce((a, b) => a + b, 0);
    out.push(
      `| ${r.database} | ${r.meetings.agree ?? 0} / ${r.meetings.cancel ?? 0} / ${all} | ${formatSummary(summarize(r.serialMs), { unit: " ms" })} | ${formatSummary(summarize(r.uncachedMs), { unit: " ms" })} | ${r.load.p50} / ${r.load.p99} / ${r.load.max} ms ${r.load.p99 < TARGETS.p99Ms ? "MET" : "MISS"} | ${r.load.achieved} | ${formatSummary(summarize(r.pdfMs), { unit: " ms" })} ${Math.max(...r.pdfMs) < TARGETS.pdfMs ? "MET" : "MISS"} | ${(r.pdfBytes / 1024).toFixed(0)} KB |`,
    );
  }
  return out;
}

log(
  `${PER_SIDE} x ${PER_SIDE}, ${RATE} req/s for ${SECONDS} s, ${PDF_ROUNDS} PDFs, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
);
const rows: Figures[] = [];
if (DATABASES.includes("pglite")) rows.push(await measure("pglite"));
const adminUrl = env.TEST_DATABASE_URL;
if (DATABASES.includes("pg") && adminUrl) {
  const url = await recreateDatabase(adminUrl, PG_DB);
  try {
    rows.push(await measure("pg", url));
  } finally {
    await dropDatabase(adminUrl, PG_DB);
  }
} else if (DATABASES.includes("pg")) log("TEST_DATABASE_URL not set: PostgreSQL skipped");
console.log(table(rows).join("\n"));
log(`load average at the end ${loadavg()[0]!.toFixed(1)}`);
process.exit(0);
