/**
 * bench:slotchange — the thundering herd at a slot change (issue 30), on PostgreSQL. A 15,000-person event
 * (7,500 sellers, 7,500 buyers) with 3,700 agreed on-site meetings in the measured slot; the server's clock
 * at the slot's start. `--phones` (7,500) Socket.IO clients are connected (own process); then, open loop over
 * `--window` seconds (10): each phone GETs Now / Next (/api/me/day) once (750/s), while the arrivals of both
 * sides of every meeting but the `--noshows` (500) absent buyers are POSTed (6,900, 690/s). Then the clock
 * moves to start + grace (5 min) and, in the server process: the claim statement over the slot (rolled back),
 * the refill proposals of the 500 no-shows as the pass makes them (rolled back), and the real no-show pass.
 * Server CPU (process.cpuUsage) and peak RSS (getrusage maxrss), the machine's load and busy CPU are reported.
 *
 * Options: --rounds (2), --people (15000), --meetings (3700), --noshows (500), --phones (7500), --window (10).
 * Environment: BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/test), BENCH_DB_NAME
 * (bench_slotchange), BENCH_CPU_PROF (a folder: CPU profiles of the server and phone processes). Results: bench/.cache/slotchange/results.json
 */
import { type ChildProcess, fork } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openBenchContext } from "../lib/context";
import { type OpenLoopResult, type OpenRequest, runOpenLoop } from "../lib/open-loop";
import { dropDatabase, recreateDatabase } from "../lib/pg";
import { cpuMsOf } from "../lib/proc-cpu";
import { writeResults } from "../lib/report";
import { formatSummary, spreadWarning, summarize } from "../lib/stats";
import { seedSlotWorld } from "./seed";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "2" },
    people: { type: "string", default: "15000" },
    meetings: { type: "string", default: "3700" },
    noshows: { type: "string", default: "500" },
    phones: { type: "string", default: "7500" },
    window: { type: "string", default: "10" },
    /** Turn PostgreSQL's JIT off for the bench database (the event day's queries cost ~1 s of JIT each). */
    "jit-off": { type: "boolean", default: false },
  },
});
const N = {
  rounds: Number(args.rounds),
  people: Number(args.people),
  meetings: Number(args.meetings),
  noShows: Number(args.noshows),
  phones: Number(args.phones),
  window: Number(args.window),
};
const ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_NAME = process.env.BENCH_DB_NAME ?? "bench_slotchange";
const GRACE_MIN = 5;
const log = (s: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${s}`);

/** A forked child answering `{ id, type }` messages with `{ id, result }`. */
function child(file: string, env: Record<string, string> = {}) {
  const proc: ChildProcess = fork(new URL(file, import.meta.url), [], {
    // BENCH_CPU_PROF=<dir>: the children write V8 CPU profiles there (node --cpu-prof).
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  let seq = 0;
  const waiting = new Map<number, (m: { result?: unknown; error?: string }) => void>();
  let ready: (port: number) => void = () => {};
  const port = new Promise<number>((r) => (ready = r));
  proc.on("message", (m: { id?: number; type?: string; port?: number; result?: unknown; error?: string }) => {
    if (m.type === "ready") ready(m.port!);
    else if (m.id !== undefined) waiting.get(m.id)?.(m);
  });
  const ask = <T>(message: Record<string, unknown>): Promise<T> =>
    new Promise((resolve, reject) => {
      const id = ++seq;
      waiting.set(id, (m) => (m.error ? reject(new Error(m.error)) : resolve(m.result as T)));
      proc.send({ id, ...message });
    });
  return { proc, ask, port };
}

interface Usage {
  cpuMs: number;
  rss: number;
  maxRss: number;
  sockets: number;
  loopP99: number;
  loopMax: number;
}

/** Busy share of the machine's CPUs between two samples of os.cpus(). */
function cpuSample() {
  return cpus().map((c) => ({ ...c.times }));
}
function busyShare(a: ReturnType<typeof cpuSample>, b: ReturnType<typeof cpuSample>) {
  let busy = 0;
  let total = 0;
  b.forEach((t, i) => {
    const d = (k: keyof typeof t) => t[k] - a[i]![k];
    const all = d("user") + d("nice") + d("sys") + d("idle") + d("irq");
    busy += all - d("idle");
    total += all;
  });
  return total > 0 ? busy / total : 0;
}

function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

async function round(k: number) {
  const url = await recreateDatabase(ADMIN_URL, DB_NAME);
  if (args["jit-off"]) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`alter database ${DB_NAME} set jit = off`).finally(() => admin.end());
  }
  const bench = await openBenchContext("slotchange", url);
  const t0 = performance.now();
  const w = await seedSlotWorld(bench.ctx, N);
  log(
    `round ${k}: seeded ${w.people.length} people, ${w.meetings.length} meetings in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const server = child("./server.ts", { DATABASE_URL: url, BENCH_NOW: w.slotStart.toISOString() });
  const phones = child("./phones.ts");
  const origin = `http://127.0.0.1:${await server.port}`;
  try {
    // The phones: the people of the slot's meetings first, then others.
    const inSlot = new Set(w.meetings.flatMap((m) => [m.seller, m.buyer]));
    const phoneIdx = [...new Set([...inSlot, ...w.people.keys()])].slice(0, N.phones);
    const connected = await phones.ask<{ connected: number; ms: number }>({
      type: "connect",
      url: origin,
      tokens: phoneIdx.map((i) => w.people[i]!.token),
    });
    const idle = await server.ask<Usage>({ type: "usage" });
    log(
      `round ${k}: ${connected.connected}/${phoneIdx.length} sockets in ${(connected.ms / 1000).toFixed(1)} s; server RSS ${(idle.rss / 2 ** 20).toFixed(0)} MB`,
    );

    const gets: OpenRequest[] = shuffle(
      phoneIdx.map((i) => ({
        method: "GET",
        path: "/api/me/day",
        headers: { authorization: w.people[i]!.token },
      })),
    );
    const arrivals: OpenRequest[] = shuffle(
      w.meetings.flatMap((m) => {
        const sides = w.noShowIds.has(m.id) ? [m.seller] : [m.seller, m.buyer];
        return sides.map((p) => ({
          method: "POST",
          path: `/api/meetings/${m.id}/arrival`,
          headers: { authorization: w.people[p]!.token },
          body: "{}",
        }));
      }),
    );
    // Warm-up (discarded): Now / Next of people without a phone and arrivals at the next slot's meetings, 2 s.
    const phoneSet = new Set(phoneIdx);
    const others = w.people.filter((_, i) => !phoneSet.has(i)).slice(0, 400);
    const warmPeople = others.length > 0 ? others : w.people.slice(0, 400);
    await Promise.all([
      runOpenLoop({
        origin,
        requests: warmPeople.map((p) => ({
          method: "GET",
          path: "/api/me/day",
          headers: { authorization: p.token },
        })),
        rate: 100,
        duration: 2,
      }),
      runOpenLoop({
        origin,
        requests: w.nextMeetings.slice(-200).map((m) => ({
          method: "POST",
          path: `/api/meetings/${m.id}/arrival`,
          headers: { authorization: w.people[m.seller]!.token },
          body: "{}",
        })),
        rate: 100,
        duration: 2,
      }),
    ]);
    await server.ask({ type: "loop-reset" });
    const before = await server.ask<Usage>({ type: "usage" });
    const machine0 = cpuSample();
    const pg0 = cpuMsOf("postgres");
    const load0 = loadavg()[0]!;
    const [get, arrive] = await Promise.all([
      runOpenLoop({
        origin,
        requests: gets,
        rate: gets.length / N.window,
        duration: N.window,
        timeoutMs: 30_000,
      }),
      runOpenLoop({
        origin,
        requests: arrivals,
        rate: arrivals.length / N.window,
        duration: N.window,
        timeoutMs: 30_000,
      }),
    ]);
    const machineBusy = busyShare(machine0, cpuSample());
    const pgCpuMs = cpuMsOf("postgres") - pg0;
    const after = await server.ask<Usage>({ type: "usage" });
    const herdNotices = await phones.ask<{ notices: number; disconnects: number }>({ type: "count" });
    const [arrived] = (
      (await bench.ctx.db.execute(sql`
        select count(*) filter (where applicant_arrived_at is not null)::int
             + count(*) filter (where acceptor_arrived_at is not null)::int as n
          from meetings where sub_event_id = ${w.subEventId} and starts_at = ${w.slotStart}::timestamptz`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    const herdSeconds = Math.max(
      N.window,
      Math.max(get.sent / get.achieved, arrive.sent / arrive.achieved) || N.window,
    );

    // The no-show pass at start + grace, in the server process.
    await server.ask({
      type: "now",
      now: new Date(w.slotStart.getTime() + GRACE_MIN * 60_000).toISOString(),
    });
    const people = w.people;
    const noShows = w.meetings
      .filter((m) => w.noShowIds.has(m.id))
      .map((m) => ({
        id: m.id,
        subEventId: w.subEventId,
        startsAt: w.slotStart.toISOString(),
        present: people[m.seller]!.app,
        absent: people[m.buyer]!.app,
      }));
    const pass = await server.ask<{
      claimMs: number;
      claimed: number;
      proposalsMs: number;
      profilesMs: number;
      proposals: number;
      passMs: number;
      passCpuMs: number;
      looked: number;
      noShows: number;
      storedProposals: number;
    }>({ type: "pass", noShows });
    await new Promise((r) => setTimeout(r, 1000));
    const end = await server.ask<Usage>({ type: "usage" });
    const passNotices = await phones.ask<{ notices: number; disconnects: number }>({ type: "count" });
    const result = {
      round: k,
      load: { before: load0, after: loadavg()[0]!, machineBusy },
      sockets: connected.connected,
      connectMs: connected.ms,
      get,
      arrive,
      arrivedInDb: arrived?.n ?? 0,
      serverCpuMs: after.cpuMs - before.cpuMs,
      serverCpuShare: (after.cpuMs - before.cpuMs) / (herdSeconds * 1000),
      pgCpuMs,
      pgCpuShare: pgCpuMs / (herdSeconds * 1000),
      /** CPU milliseconds per answered request (app process, PostgreSQL). */
      perRequest: {
        app: (after.cpuMs - before.cpuMs) / Math.max(1, get.answered + arrive.answered),
        pg: pgCpuMs / Math.max(1, get.answered + arrive.answered),
      },
      rssIdle: idle.rss,
      rssAfterHerd: after.rss,
      maxRss: end.maxRss,
      loopP99: after.loopP99,
      loopMax: after.loopMax,
      herdNotices: herdNotices.notices,
      passNotices: passNotices.notices - herdNotices.notices,
      disconnects: passNotices.disconnects,
      pass,
    };
    log(
      `round ${k}: ${line("Now/Next", get)}; ${line("arrival", arrive)}; pass ${pass.passMs.toFixed(0)} ms`,
    );
    return result;
  } finally {
    await phones.ask({ type: "stop" }).catch(() => {});
    const exited = new Promise((r) => server.proc.once("exit", r));
    await server.ask({ type: "stop" }).catch(() => {});
    await exited;
    await bench.close();
    await dropDatabase(ADMIN_URL, DB_NAME);
  }
}

const line = (name: string, r: OpenLoopResult) =>
  `${name} ${r.rate.toFixed(0)}/s offered, ${r.achieved}/s achieved, p50 ${r.p50} p99 ${r.p99} max ${r.max} ms, non-2xx ${r.non2xx}, errors ${r.errors + r.timeouts}, generator lag p99 ${r.lagP99} ms`;

async function main() {
  log(
    `bench:slotchange — ${JSON.stringify(N)}; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(" ")}`,
  );
  const results = [];
  for (let k = 1; k <= N.rounds; k++) results.push(await round(k));
  const rows: [string, number[], string, number][] = [
    ["Now/Next p50", results.map((r) => r.get.p50), " ms", 1],
    ["Now/Next p99", results.map((r) => r.get.p99), " ms", 1],
    ["Now/Next max", results.map((r) => r.get.max), " ms", 1],
    ["Now/Next achieved/s", results.map((r) => r.get.achieved), "", 0],
    ["arrival p50", results.map((r) => r.arrive.p50), " ms", 1],
    ["arrival p99", results.map((r) => r.arrive.p99), " ms", 1],
    ["arrival max", results.map((r) => r.arrive.max), " ms", 1],
    ["arrival achieved/s", results.map((r) => r.arrive.achieved), "", 0],
    ["claim (3,700, 1 stmt)", results.map((r) => r.pass.claimMs), " ms", 0],
    ["proposals (500 no-shows)", results.map((r) => r.pass.proposalsMs), " ms", 0],
    ["match profiles, cold load", results.map((r) => r.pass.profilesMs), " ms", 0],
    ["no-show pass (whole)", results.map((r) => r.pass.passMs), " ms", 0],
    ["server CPU in herd (cores)", results.map((r) => r.serverCpuShare), "", 2],
    ["server peak RSS", results.map((r) => r.maxRss / 2 ** 20), " MB", 0],
    ["PostgreSQL CPU in herd (cores)", results.map((r) => r.pgCpuShare), "", 2],
    ["app CPU per request", results.map((r) => r.perRequest.app), " ms", 2],
    ["PostgreSQL CPU per request", results.map((r) => r.perRequest.pg), " ms", 2],
    ["machine busy in herd", results.map((r) => r.load.machineBusy * 100), " %", 0],
  ];
  console.log("\nfigure                         median (min–max) over rounds");
  const named = [];
  for (const [name, values, unit, digits] of rows) {
    const summary = summarize(values);
    named.push({ name, summary });
    console.log(`  ${name.padEnd(28)} ${formatSummary(summary, { digits, unit })}`);
  }
  for (const r of results)
    console.log(
      `  round ${r.round}: sockets ${r.sockets}, Now/Next sent ${r.get.sent} non-2xx ${r.get.non2xx} errors ${r.get.errors} timeouts ${r.get.timeouts}; arrivals sent ${r.arrive.sent} non-2xx ${r.arrive.non2xx} errors ${r.arrive.errors} timeouts ${r.arrive.timeouts}, in the database ${r.arrivedInDb}; pass looked ${r.pass.looked} no-shows ${r.pass.noShows} proposals ${r.pass.proposals} (stored ${r.pass.storedProposals}), pass CPU ${r.pass.passCpuMs.toFixed(0)} ms; notices to phones: herd ${r.herdNotices}, pass ${r.passNotices}; loop delay p99 ${r.loopP99.toFixed(0)} ms max ${r.loopMax.toFixed(0)} ms; load ${r.load.before.toFixed(2)} → ${r.load.after.toFixed(2)}`,
    );
  const med = (xs: number[]) => summarize(xs).median;
  const verdict = (ok: boolean) => (ok ? "MET" : "MISS");
  console.log(
    `\n  Now/Next p99 < 100 ms ${verdict(med(results.map((r) => r.get.p99)) < 100)}; arrival p99 < 100 ms ${verdict(med(results.map((r) => r.arrive.p99)) < 100)}; pass < 2 s ${verdict(med(results.map((r) => r.pass.passMs)) < 2000)}; proposals < 5 s ${verdict(med(results.map((r) => r.pass.proposalsMs)) < 5000)}`,
  );
  const warning = spreadWarning(named);
  if (warning) console.log(`\n${warning}`);
  writeResults("bench/.cache/slotchange/results.json", {
    args: N,
    jitOff: args["jit-off"],
    results,
    loadavg: loadavg(),
  });
  process.exit(0);
}

await main();
