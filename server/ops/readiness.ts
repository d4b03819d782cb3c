import { readFileSync } from "node:fs";
import type { AppContext } from "../context";
import * as repo from "./ops.repository";
import { probeFiles, probeJanus, probeRedis, withTimeout } from "./probes";

/** How long one check may take before it counts as failed. */
export const CHECK_TIMEOUT_MS = 2_000;
/** A verdict is reused this long: a proxy polling every second, or many at once, costs one round of checks. */
const VERDICT_TTL_MS = 1_000;

export interface CheckResult {
  name: string;
  ok: boolean;
  ms: number;
  /** Why it failed (short; no address or secret). */
  error?: string;
}

export interface Readiness {
  ok: boolean;
  checks: CheckResult[];
}

const journalFile = new URL("../db/migrations/meta/_journal.json", import.meta.url);
let newestMigration: number | undefined;

/** The `when` of the newest migration this code ships (its Drizzle journal). */
export function shippedMigration(): number {
  newestMigration ??= Math.max(
    ...(JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { when: number }[] }).entries.map(
      (e) => e.when,
    ),
  );
  return newestMigration;
}

/** Database, migrations, Redis, each Janus instance and the file store, in parallel, each within its timeout. */
export async function checkReadiness(ctx: AppContext, log?: { warn(o: object, m: string): void }) {
  const ms = CHECK_TIMEOUT_MS;
  const checks: [string, () => Promise<void>, string?][] = [
    ["database", () => withTimeout(repo.ping(ctx.db), ms)],
    [
      "migrations",
      async () => {
        const applied = await withTimeout(repo.lastAppliedMigration(ctx.db), ms);
        if (applied === undefined || applied < shippedMigration())
          throw new Error("the database lacks migrations this version ships (npm run db:migrate)");
      },
    ],
    ["files", () => probeFiles(ctx.storage, ms)],
  ];
  const redisUrl = ctx.config.redisUrl;
  if (redisUrl) checks.push(["redis", () => probeRedis(redisUrl, ms)]);
  ctx.media.list().forEach((instance, i) => {
    checks.push([`janus#${i + 1}`, () => probeJanus(instance, ms), instance.url]);
  });
  const results = await Promise.all(
    checks.map(async ([name, run, where]): Promise<CheckResult> => {
      const started = performance.now();
      try {
        await run();
        return { name, ok: true, ms: Math.round(performance.now() - started) };
      } catch (error) {
        const message = (error as Error).message || String(error);
        log?.warn({ check: name, where, err: message }, "readiness check failed");
        return { name, ok: false, ms: Math.round(performance.now() - started), error: short(error) };
      }
    }),
  );
  return { ok: results.every((r) => r.ok), checks: results } satisfies Readiness;
}

/** An error told to an anonymous caller: its code (ECONNREFUSED …) or its first words, never an address. */
function short(error: unknown): string {
  const e = error as { code?: unknown; message?: string };
  if (typeof e.code === "string" && /^E[A-Z]+$/.test(e.code)) return e.code;
  return (e.message ?? String(error))
    .replace(/\b[a-z]+:\/\/\S+/gi, "<url>")
    .replace(/\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b/g, "<address>")
    .slice(0, 120);
}

/** One app's readiness, checked at most once per second however many ask (the proxy, an orchestrator). */
export function readinessOf(ctx: AppContext, log?: { warn(o: object, m: string): void }) {
  // `at` is when the round finished (infinite while it runs: callers meanwhile share it)
  let last: { at: number; verdict: Promise<Readiness> } | undefined;
  return (): Promise<Readiness> => {
    if (!last || Date.now() - last.at >= VERDICT_TTL_MS) {
      const round = { at: Number.POSITIVE_INFINITY, verdict: checkReadiness(ctx, log) };
      void round.verdict.finally(() => {
        round.at = Date.now();
      });
      last = round;
    }
    return last.verdict;
  };
}
