/**
 * The app on its own process for bench:slotchange: the real routes and Socket.IO (in-memory adapter, one
 * process), no background jobs, and a clock the parent sets (`BENCH_NOW`, then `{ type: "now" }` messages).
 * On `{ type: "pass" }` it times, in this process and on its database: the refill proposals of the given
 * no-show meetings as the pass makes them (one batch, in a transaction rolled back afterwards), then
 * the real no-show pass (`runNoShowPass`), whose notices reach the phones' sockets.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import { type SQL, sql } from "drizzle-orm";
import { buildApp } from "../../server/app";
import { createContext } from "../../server/boot";
import { loadConfig } from "../../server/config";
import { profilesOf } from "../../server/modules/matching/matching.profiles";
import { runNoShowPass } from "../../server/modules/meeting-day/meeting-day.pass";
import { proposeRefillsFor } from "../../server/modules/meeting-day/meeting-day.proposals";
import { claimDueMeetings } from "../../server/modules/meeting-day/meeting-day.repository";
import { attachRealtime } from "../../server/realtime/socket";
import { BENCH_SECRET } from "../lib/context";

let now = new Date(process.env.BENCH_NOW ?? Date.now());
const quiet = { info() {}, warn() {} };
const config = loadConfig({ ...process.env, JWT_SECRET: BENCH_SECRET, LOG_LEVEL: "warn", HOST: "127.0.0.1" });
const { ctx, database } = await createContext(config, { now: () => now });
const app = await buildApp(ctx);
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const closeRealtime = await attachRealtime(app, ctx, { log: quiet });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.send?.({ type: "ready", port: typeof address === "object" && address ? address.port : 0 });

class Rollback extends Error {}

interface NoShow {
  id: number;
  subEventId: number;
  startsAt: string;
  present: number;
  absent: number;
}

async function timePass(noShows: NoShow[]) {
  // BENCH_EXPLAIN_CLAIM: the claim's plan as it runs here (EXPLAIN ANALYZE, rolled back), printed.
  if (process.env.BENCH_EXPLAIN_CLAIM)
    await ctx.db
      .transaction(async (tx) => {
        const explaining = new Proxy(tx, {
          get: (t, k) =>
            k === "execute" ? (q: SQL) => t.execute(sql`explain (analyze, buffers) ${q}`) : Reflect.get(t, k),
        });
        const plan = await claimDueMeetings(explaining as typeof tx, now, 100_000);
        console.log(plan.map((r) => (r as unknown as Record<string, string>)["QUERY PLAN"]).join("\n"));
        throw new Rollback();
      })
      .catch((e) => {
        if (!(e instanceof Rollback)) throw e;
      });
  // 1. The claim statement alone over the whole slot (one batch of all), rolled back.
  let claimMs = 0;
  let claimed = 0;
  await ctx.db
    .transaction(async (tx) => {
      const t0 = performance.now();
      claimed = (await claimDueMeetings(tx, now, 100_000)).length;
      claimMs = performance.now() - t0;
      throw new Rollback();
    })
    .catch((e) => {
      if (!(e instanceof Rollback)) throw e;
    });
  // 2. The proposals of the no-shows, all at once as the pass makes them (one batch), rolled back. The
  // sub-event's match profiles are loaded first and timed apart: during an event day the directory keeps them
  // in memory, and a cold load (every profile of the sub-event) is a cost of the first pass only.
  const p0 = performance.now();
  if (noShows[0]) await profilesOf(ctx, noShows[0].subEventId);
  const profilesMs = performance.now() - p0;
  let proposals = 0;
  let proposalsMs = 0;
  await ctx.db
    .transaction(async (tx) => {
      const t0 = performance.now();
      const made = await proposeRefillsFor(
        ctx,
        tx,
        noShows.map((m) => ({ ...m, startsAt: new Date(m.startsAt), onSite: true })),
      );
      for (const n of made.values()) proposals += n;
      proposalsMs = performance.now() - t0;
      throw new Rollback();
    })
    .catch((e) => {
      if (!(e instanceof Rollback)) throw e;
    });
  // 3. The real pass (batches of 500, proposals, notices to the sockets).
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const pass = await runNoShowPass(ctx);
  const passMs = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const [stored] = (
    (await ctx.db.execute(sql`select count(*)::int as n from refill_proposals`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  return {
    claimMs,
    claimed,
    proposalsMs,
    profilesMs,
    proposals,
    passMs,
    passCpuMs: (cpu.user + cpu.system) / 1000,
    ...pass,
    storedProposals: stored?.n ?? 0,
  };
}

function usage() {
  const cpu = process.cpuUsage();
  const m = process.memoryUsage();
  return {
    cpuMs: (cpu.user + cpu.system) / 1000,
    rss: m.rss,
    maxRss: process.resourceUsage().maxRSS * 1024,
    sockets: ctx.realtime.server?.engine.clientsCount ?? 0,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
  };
}

process.on("message", async (m: { id: number; type: string; now?: string; noShows?: NoShow[] }) => {
  try {
    if (m.type === "now") now = new Date(m.now!);
    if (m.type === "loop-reset") loop.reset();
    const result = m.type === "pass" ? await timePass(m.noShows ?? []) : usage();
    process.send?.({ id: m.id, result });
    if (m.type === "stop") {
      await closeRealtime();
      await app.close();
      await database.close();
      process.exit(0);
    }
  } catch (error) {
    process.send?.({ id: m.id, error: String((error as Error).stack ?? error) });
  }
});
process.on("disconnect", () => process.exit(0));
