/**
 * bench:cluster (issue 31): the event day's mix (bench/cluster/mix.ts) offered open loop through nginx to one web
 * process (every request carries web-1's route cookie) and then to three (random route cookies), at the same
 * offered rates, interleaved, on the cluster of `npm run test:cluster` (cluster/harness: nginx, three web
 * processes, a worker, PostgreSQL, Redis, s3rver, two Janus). Then `kill -9` of one web process under load:
 * requests failed, the time until its people are answered elsewhere, and acknowledged writes lost.
 *
 * Options: --rates 50,100,200,400 (requests/s), --duration 10 (s per step), --rounds 1, --kill-rate (default:
 * the highest rate three processes met), --kill-duration 20. Results: bench/.cache/cluster/results.json.
 *
 * One machine of 2 cores holds every process here: the ratio of three processes to one says how much of the
 * machine one process can use, not how a cluster of machines scales. The CPU per request of a process (from
 * /proc, over the steps) is what projects to a machine per process (docs/operations.md, "Capacity").
 */
import { parseArgs } from "node:util";
import { Api, Routes } from "../../cluster/client/api";
import { demoWorld } from "../../cluster/client/demo";
import { Cluster } from "../../cluster/harness/cluster";
import { type OpenLoopResult, runOpenLoop } from "../lib/open-loop";
import { busySince, cpuMsOf, cpuMsOfPid, machineTicks } from "../lib/proc-cpu";
import { writeResults } from "../lib/report";
import { formatSummary, summarize } from "../lib/stats";
import { killUnderLoad } from "./kill";
import { loadMix, mixRequests } from "./mix";

const { values: args } = parseArgs({
  options: {
    rates: { type: "string", default: "50,100,200,400" },
    duration: { type: "string", default: "10" },
    rounds: { type: "string", default: "1" },
    "kill-rate": { type: "string" },
    "kill-duration": { type: "string", default: "20" },
  },
});
const rates = args.rates.split(",").map(Number);
const duration = Number(args.duration);
const rounds = Number(args.rounds);
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const P99_TARGET = 100;

const cluster = await Cluster.start(log);
try {
  const api = new Api(cluster);
  const world = await demoWorld(api);
  const routes = await Routes.map(cluster);
  const mix = await loadMix(api, world);
  log(
    `mix: ${mix.people.length} people, ${mix.arrivals.length} meetings running now, ${mix.badges.length} badges`,
  );
  const spread = () => crypto.randomUUID().replaceAll("-", "");
  const targets = {
    one: () => routes.to("web-1"),
    three: spread,
  } as const;
  /** CPU milliseconds by part of the machine: each web process, the worker, PostgreSQL, nginx, Redis, this generator. */
  const cpuNow = (): Record<string, number> => {
    const byPart: Record<string, number> = {};
    for (const p of [...cluster.webs, cluster.process("worker-1")])
      byPart[p.name] = cpuMsOfPid(p.child?.process.pid);
    byPart.postgres = cpuMsOf("postgres");
    byPart.nginx = cpuMsOf("nginx");
    byPart.redis = cpuMsOf("redis-server");
    const own = process.cpuUsage();
    byPart.generator = (own.user + own.system) / 1000;
    return byPart;
  };
  const cpuSince = (before: Record<string, number>) => {
    const after = cpuNow();
    return Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - (before[k] ?? 0)]));
  };
  const probe = await cluster.db.client();
  const pgSessions = async () =>
    Number(
      (
        await probe.query<{ n: string }>(
          "select sessions as n from pg_stat_database where datname = current_database()",
        )
      ).rows[0]?.n ?? 0,
    );
  const steps: {
    target: keyof typeof targets;
    rate: number;
    round: number;
    result: OpenLoopResult;
    /** CPU ms over the step by part (web-1..3, worker, postgres, nginx, redis, generator). */
    cpu: Record<string, number>;
    /** Per answered request: the web processes' and PostgreSQL's CPU ms. */
    perRequest: { web: number; postgres: number };
    /** The machine's busy share over the step (of 2 cores: 1.0 = both cores). */
    busy: number;
    /** PostgreSQL connections opened during the step (pg_stat_database.sessions): a pool that churns. */
    sessions: number;
  }[] = [];
  for (let round = 1; round <= rounds; round++)
    for (const rate of rates)
      for (const target of ["one", "three"] as const) {
        const route = targets[target];
        const requests = mixRequests(mix, Math.ceil(rate * (duration + 2)), () => route());
        const sessions0 = await pgSessions();
        const cpu0 = cpuNow();
        const busy0 = machineTicks();
        const result = await runOpenLoop({
          origin: cluster.url,
          requests,
          rate,
          duration,
          warmup: 2,
          timeoutMs: 10_000,
        });
        const cpu = cpuSince(cpu0);
        const busy = busySince(busy0);
        const sessions = (await pgSessions()) - sessions0;
        const answered = Math.max(1, result.achieved * duration);
        const webCpu = cluster.webs.reduce((n, p) => n + (cpu[p.name] ?? 0), 0);
        const perRequest = { web: webCpu / answered, postgres: (cpu.postgres ?? 0) / answered };
        steps.push({ target, rate, round, result, cpu, perRequest, busy: busy.share, sessions });
        log(
          `${target === "one" ? "1 process " : "3 processes"} at ${rate}/s: ${result.achieved}/s answered, p50 ${result.p50} p99 ${result.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}; CPU per request web ${perRequest.web.toFixed(2)} ms, PostgreSQL ${perRequest.postgres.toFixed(2)} ms; machine ${(busy.share * 100).toFixed(0)} % busy; ${sessions} PostgreSQL sessions opened; ${Object.entries(
            cpu,
          )
            .map(([k, v]) => `${k} ${(v / 1000 / (busy.seconds || 1)).toFixed(2)}`)
            .join(", ")} cores`,
        );
      }

  const met = (t: keyof typeof targets) =>
    Math.max(
      0,
      ...rates.filter((rate) => {
        const mine = steps.filter((s) => s.target === t && s.rate === rate);
        const p99 = summarize(mine.map((s) => s.result.p99)).median;
        return p99 < P99_TARGET && mine.every((s) => s.result.errors + s.result.timeouts === 0);
      }),
    );
  const capacity = { one: met("one"), three: met("three") };
  log(
    `highest offered rate with p99 < ${P99_TARGET} ms: 1 process ${capacity.one}/s, 3 processes ${capacity.three}/s (ratio ${(capacity.three / Math.max(1, capacity.one)).toFixed(2)})`,
  );
  for (const t of ["one", "three"] as const)
    for (const rate of rates) {
      const mine = steps.filter((s) => s.target === t && s.rate === rate);
      log(
        `  ${t} @ ${rate}/s p99 ${formatSummary(summarize(mine.map((s) => s.result.p99)), { digits: 1, unit: " ms" })}`,
      );
    }

  // what one request costs each part where the processes were not saturated (the projection's input)
  for (const t of ["one", "three"] as const) {
    const calm = steps.filter((s) => s.target === t && s.rate <= Math.max(capacity[t], rates[0]!));
    log(
      `  ${t}: CPU per request, web ${formatSummary(summarize(calm.map((s) => s.perRequest.web)), { digits: 2, unit: " ms" })}, PostgreSQL ${formatSummary(summarize(calm.map((s) => s.perRequest.postgres)), { digits: 2, unit: " ms" })}`,
    );
  }

  const killRate = Number(args["kill-rate"] ?? (capacity.three || rates[0]));
  const kill = await killUnderLoad(cluster, routes, mix, world, {
    rate: killRate,
    duration: Number(args["kill-duration"]),
  });
  log(
    `kill -9 of web-2 at ${killRate}/s: ${kill.failed} of ${kill.sent} requests failed (the chat writer: ${kill.writerFailed} failed sends), its people answered elsewhere after ${kill.answeredElsewhereMs} ms, acknowledged chat messages lost ${kill.lost} of ${kill.acked}`,
  );
  const file = "bench/.cache/cluster/results.json";
  writeResults(file, { rates, duration, rounds, steps, capacity, kill });
  log(`results: ${file}`);
  await probe.end();
} finally {
  await cluster.stop(false);
}
process.exit(0);
