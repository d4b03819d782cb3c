/**
 * bench:checkin — the morning peak of a large expo: 10 staff devices scanning 15,000 badges in 20 minutes
 * (12.5 scans/s), open loop, on PostgreSQL. Two runs per round: a few minutes at the real rate
 * (`--real-minutes`, default 2) and the same 15,000 scans compressed into `--minutes` (default 2; 125/s),
 * where half of the devices lose their network for `--outage` seconds (default 60) and queue their scans.
 * Each round seeds a fresh expo. Checked after each run, in the database: every scan's person checked in
 * exactly once (0 lost, 0 counted twice), and the queued scans kept their scan times. 1% of the scans are
 * sent twice (a lost answer), which must change nothing.
 *
 * Options: --rounds (3), --minutes (2), --real-minutes (2), --outage (60), --badges (15000), --devices (10).
 * Environment: BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test), BENCH_DB_NAME
 * (bizmeet_bench_checkin). Results: bench/.cache/checkin/results.json
 */
import { type ChildProcess, fork } from "node:child_process";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openBenchContext } from "../lib/context";
import { quantileOf } from "../lib/open-loop";
import { dropDatabase, recreateDatabase } from "../lib/pg";
import { writeResults } from "../lib/report";
import { formatSummary, spreadWarning, summarize } from "../lib/stats";
import { Device, type Scan } from "./devices";
import { seedExpo } from "./seed";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    minutes: { type: "string", default: "2" },
    "real-minutes": { type: "string", default: "2" },
    outage: { type: "string", default: "60" },
    badges: { type: "string", default: "15000" },
    devices: { type: "string", default: "10" },
  },
});
const ROUNDS = Number(args.rounds);
const BADGES = Number(args.badges);
const DEVICES = Number(args.devices);
const PEAK_RATE = BADGES / (20 * 60);
const ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = process.env.BENCH_DB_NAME ?? "bizmeet_bench_checkin";

async function startServer(databaseUrl: string): Promise<{ origin: string; child: ChildProcess }> {
  const child = fork(new URL("./server.ts", import.meta.url), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve) =>
    child.once("message", (m: { port: number }) => resolve(m.port)),
  );
  return { origin: `http://127.0.0.1:${port}`, child };
}

interface RunResult {
  scans: number;
  rate: number;
  p50: number;
  p99: number;
  max: number;
  lost: number;
  twice: number;
  wrongTimes: number;
  queued: number;
  drainMs: number;
  errors: number;
}

/** One open-loop run: `scans` of the expo's badges at `rate`, half the devices cut for `outageS` seconds. */
async function runOnce(
  ctx: Awaited<ReturnType<typeof openBenchContext>>["ctx"],
  origin: string,
  scans: number,
  rate: number,
  outageS: number,
): Promise<RunResult> {
  const expo = await seedExpo(ctx, BADGES, DEVICES);
  const devices = expo.staff.map(
    (token, i) => new Device(`bench-dev-${expo.eventId}-${i}`, origin, expo.eventId, token),
  );
  const order = expo.codes.slice(0, scans).sort(() => Math.random() - 0.5);
  const start = performance.now() + 200;
  const base = Date.UTC(2026, 11, 1, 0, 0, 0);
  const duration = scans / rate;
  const cutAt = Math.min(10, duration / 4);
  const cutFor = Math.min(outageS, duration / 2);
  const pending: Promise<void>[] = [];
  const sent: { device: Device; scan: Scan }[] = [];
  const outage = (async () => {
    if (outageS <= 0) return;
    await sleepUntil(start + cutAt * 1000);
    for (const d of devices.slice(0, DEVICES / 2)) d.offline = true;
    await sleepUntil(start + (cutAt + cutFor) * 1000);
    await Promise.all(devices.slice(0, DEVICES / 2).map((d) => d.reconnect()));
  })();
  for (let i = 0; i < order.length; i++) {
    const due = start + (i / rate) * 1000;
    await sleepUntil(due);
    const device = devices[i % DEVICES]!;
    const scan = {
      clientId: `s${i}`,
      code: order[i]!,
      place: "entrance",
      scannedAt: new Date(base + i * 10).toISOString(),
    };
    sent.push({ device, scan });
    pending.push(device.scan(scan, due));
    // 1% sent twice: the answer was lost, the device sends again
    if (i % 100 === 7) pending.push(device.scan(scan, due));
  }
  await Promise.all(pending);
  await outage;
  for (const d of devices) if (d.queue.length > 0) await d.reconnect();
  const [counts] = (
    (await ctx.db.execute(sql`
      select count(*) filter (where outcome = 'in')::int as "in",
             count(distinct person_key) filter (where outcome = 'in')::int as people
        from checkins where event_id = ${expo.eventId}`)) as unknown as {
      rows: { in: number; people: number }[];
    }
  ).rows;
  const times = (
    (await ctx.db.execute(sql`
      select device_id as "deviceId", client_id as "clientId", scanned_at as "scannedAt" from checkins
       where event_id = ${expo.eventId}`)) as unknown as {
      rows: { deviceId: string; clientId: string; scannedAt: string | Date }[];
    }
  ).rows;
  const stored = new Map(
    times.map((r) => [`${r.deviceId}/${r.clientId}`, new Date(r.scannedAt).toISOString()]),
  );
  const wrongTimes = sent.filter(
    ({ device, scan }) => stored.get(`${device.id}/${scan.clientId}`) !== scan.scannedAt,
  ).length;
  const latencies = devices.flatMap((d) => d.stats.latencies).sort((a, b) => a - b);
  if (process.env.BENCH_DEBUG) console.log(devices.map((d) => d.stats.outcomes));
  return {
    scans: order.length,
    rate,
    p50: quantileOf(latencies, 0.5),
    p99: quantileOf(latencies, 0.99),
    max: latencies[latencies.length - 1] ?? 0,
    lost: order.length - counts!.in,
    twice: counts!.in - counts!.people,
    wrongTimes,
    queued: devices.reduce((n, d) => n + d.stats.queuedMax, 0),
    drainMs: Math.max(...devices.map((d) => d.stats.drainMs)),
    errors: devices.reduce((n, d) => n + d.stats.errors, 0),
  };
}

function sleepUntil(at: number): Promise<void> {
  const wait = at - performance.now();
  return wait > 0 ? new Promise((r) => setTimeout(r, wait)) : Promise.resolve();
}

async function main() {
  console.log(
    `bench:checkin — ${DEVICES} devices, ${BADGES} badges; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  const url = await recreateDatabase(ADMIN_URL, DB_NAME);
  const bench = await openBenchContext("checkin", url);
  const server = await startServer(url);
  const realScans = Math.round(PEAK_RATE * 60 * Number(args["real-minutes"]));
  const compressedRate = BADGES / (60 * Number(args.minutes));
  const runs: Record<string, RunResult[]> = { real: [], compressed: [] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      runs.real!.push(await runOnce(bench.ctx, server.origin, realScans, PEAK_RATE, Number(args.outage)));
      runs.compressed!.push(
        await runOnce(bench.ctx, server.origin, BADGES, compressedRate, Number(args.outage)),
      );
      console.log(
        `round ${round + 1}: real p99 ${runs.real!.at(-1)!.p99.toFixed(1)} ms, compressed p99 ${runs.compressed!.at(-1)!.p99.toFixed(1)} ms`,
      );
    }
  } finally {
    server.child.send({ stop: true });
    await new Promise((r) => server.child.once("exit", r));
    await bench.close();
    await dropDatabase(ADMIN_URL, DB_NAME);
  }
  const named = [];
  for (const [name, list] of Object.entries(runs)) {
    const head = list[0]!;
    console.log(
      `\n${name}: ${head.scans} scans at ${head.rate.toFixed(1)}/s, outage ${args.outage} s on ${DEVICES / 2} devices, ${list.length} rounds`,
    );
    for (const field of ["p50", "p99", "max", "drainMs"] as const) {
      const summary = summarize(list.map((r) => r[field]));
      named.push({ name: `${name} ${field}`, summary });
      console.log(`  ${field.padEnd(8)} ${formatSummary(summary, { digits: 1, unit: " ms" })}`);
    }
    for (const field of ["queued", "lost", "twice", "wrongTimes", "errors"] as const)
      console.log(`  ${field.padEnd(10)} ${list.map((r) => r[field]).join(", ")}`);
    const p99 = summarize(list.map((r) => r.p99)).median;
    const clean = list.every((r) => r.lost === 0 && r.twice === 0 && r.wrongTimes === 0);
    console.log(
      `  verdict: p99 < 100 ms ${p99 < 100 ? "MET" : "MISS"}; 0 lost, 0 twice, times kept ${clean ? "MET" : "MISS"}`,
    );
  }
  const warning = spreadWarning(named);
  if (warning) console.log(`\n${warning}`);
  writeResults("bench/.cache/checkin/results.json", { runs, loadavg: loadavg() });
}

await main();
