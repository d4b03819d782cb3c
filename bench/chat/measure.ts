/** One measured configuration of bench:chat: servers up, sockets connected, baseline and chat sent, all down. */
import { randomUUID } from "node:crypto";
import type { GenResult, GenRoom } from "./loadgen";
import { type Child, child } from "./processes";
import type { BenchRoom } from "./world";

export type Config = "one" | "two";
export type Mode = "chat" | "echo";

export interface Settings {
  databaseUrl: string;
  dataDir: string;
  redisUrl: string;
  jwtSecret: string;
  rate: number;
  durationS: number;
  warmupS: number;
  drainMs: number;
  generators: number;
  serverFlags: string[];
}

export interface Measured {
  p50: number;
  p99: number;
  sent: number;
  failed: number;
  lost: number;
  duplicates: number;
  outOfOrder: number;
  disconnects: number;
  /** How late the generators fired behind plan (p99, ms): a starved generator shows here. */
  sendLagP99: number;
  /** Server CPU (all processes) per message, ms; the servers' event-loop delay p99, ms. */
  cpuPerMessage: number;
  loopP99: number;
}

export interface Round {
  chat: Measured;
  echo: Measured;
  heapPerSocket: number;
  rssPerSocket: number;
  connectMs: number;
}

interface ServerStats {
  rss: number;
  heapUsed: number;
  sockets: number;
  cpuMs: number;
  loopP99: number;
}

function quantile(sorted: number[], q: number): number {
  return sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function statsOf(servers: Child[]): Promise<ServerStats> {
  const all = await Promise.all(servers.map((s) => s.ask<ServerStats>({ type: "memory" })));
  return all.reduce((a, m) => ({
    rss: a.rss + m.rss,
    heapUsed: a.heapUsed + m.heapUsed,
    sockets: a.sockets + m.sockets,
    cpuMs: a.cpuMs + m.cpuMs,
    loopP99: Math.max(a.loopP99, m.loopP99),
  }));
}

function startServers(config: Config, s: Settings): Promise<Child[]> {
  const key = `bizmeet-bench-${randomUUID()}`;
  return Promise.all(
    Array.from({ length: config === "one" ? 1 : 2 }, () =>
      child("server.ts", ["--expose-gc", ...s.serverFlags], {
        DATABASE_URL: s.databaseUrl,
        DATA_DIR: s.dataDir,
        JWT_SECRET: s.jwtSecret,
        REDIS_URL: config === "two" ? s.redisUrl : "",
        BENCH_REDIS_KEY: key,
        CHAT_RATE_PER_10S: "1000000000",
      }),
    ),
  );
}

/**
 * Starts the configuration's servers and the load generators, connects both members of every room (with two
 * processes, one member on each, so that every message crosses Redis), warms up, then sends the baseline and
 * the chat messages for the same time each, in the round's order.
 */
export async function measure(
  config: Config,
  round: number,
  world: BenchRoom[],
  s: Settings,
): Promise<Round> {
  const servers = await startServers(config, s);
  const urls = servers.map((x) => `http://127.0.0.1:${x.port}`);
  const generators = await Promise.all(
    Array.from({ length: s.generators }, () => child("loadgen.ts", [], {})),
  );
  try {
    const before = await statsOf(servers);
    const share = (g: number): GenRoom[] =>
      world
        .filter((_, i) => i % s.generators === g)
        .map((r) => ({
          roomId: r.roomId,
          members: r.members.map((m, i) => ({ token: m.token, url: urls[i % urls.length]! })),
        }));
    const connected = await Promise.all(
      generators.map((g, i) => g.ask<{ sockets: number; ms: number }>({ type: "connect", rooms: share(i) })),
    );
    const after = await statsOf(servers);
    const send = (mode: Mode, seconds: number, tag: string) =>
      Promise.all(
        generators.map((g) =>
          g.ask<GenResult>({
            type: "run",
            mode,
            rate: s.rate / s.generators,
            durationMs: seconds * 1000,
            drainMs: s.drainMs,
            sendUrls: urls,
            tag,
          }),
        ),
      );
    const run = async (mode: Mode): Promise<Measured> => {
      await Promise.all(servers.map((x) => x.ask({ type: "loop-reset" })));
      const cpuBefore = (await statsOf(servers)).cpuMs;
      const results = await send(mode, s.durationS, `${mode}${round}${config}`);
      const stats = await statsOf(servers);
      const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
      const sum = (f: (r: GenResult) => number) => results.reduce((a, r) => a + f(r), 0);
      return {
        p50: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
        sent: sum((r) => r.sent),
        failed: sum((r) => r.failed),
        lost: sum((r) => r.lost),
        duplicates: sum((r) => r.duplicates),
        outOfOrder: sum((r) => r.outOfOrder),
        disconnects: sum((r) => r.disconnects),
        sendLagP99: Math.max(...results.map((r) => r.sendLagP99)),
        cpuPerMessage:
          (stats.cpuMs - cpuBefore) /
          Math.max(
            1,
            sum((r) => r.sent),
          ),
        loopP99: stats.loopP99,
      };
    };
    await send("chat", s.warmupS, `warm${round}${config}`);
    const order: Mode[] = round % 2 === 0 ? ["echo", "chat"] : ["chat", "echo"];
    const measured = {} as Record<Mode, Measured>;
    for (const mode of order) measured[mode] = await run(mode);
    return {
      ...measured,
      heapPerSocket: (after.heapUsed - before.heapUsed) / after.sockets,
      rssPerSocket: (after.rss - before.rss) / after.sockets,
      connectMs: Math.max(...connected.map((c) => c.ms)),
    };
  } finally {
    await Promise.all(generators.map((g) => g.ask({ type: "close" }).catch(() => undefined)));
    await Promise.all(generators.map((g) => g.stop()));
    await Promise.all(servers.map((x) => x.ask({ type: "stop" }).catch(() => undefined)));
    await Promise.all(servers.map((x) => x.stop(10_000)));
  }
}
