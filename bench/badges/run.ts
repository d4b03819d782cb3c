/**
 * Badge benchmark (issue 29, part 2): the badges of 15,000 participants as one PDF, in the worker thread the
 * server uses (server/pdf/worker.ts), while an open-loop load of 200 req/s hits a route of a Fastify server in the
 * same process. Per round: the load alone (baseline) and the load while the PDF is made, in alternating order;
 * reported as medians with min–max over the rounds:
 *   - wall time of the PDF (target under 60 s) and the process's peak RSS while it is made (server, worker thread
 *     and all: target under 1 GB), sampled every 100 ms;
 *   - the route's p50 and p99 from each request's intended send time, with and without the PDF in progress.
 * The load window (BENCH_LOAD_SECONDS) must end before the PDF does; a round where it does not is flagged.
 *
 *   npm run bench:badges
 *
 * Environment: BENCH_BADGES (15000), BENCH_BADGE_SIZE (a6 | label-4x3), BENCH_ROUNDS (3), BENCH_RATE (200),
 * BENCH_LOAD_SECONDS (15), BENCH_MODES ("worker,worker0": the worker thread at nice 10, the default, and at the
 * server's own priority; add "main" to render on the server's own event loop, to see what the thread saves). Results: bench/.cache/badges/results.json
 */
import { createWriteStream, mkdirSync, statSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderBadges } from "../../server/pdf/badges";
import { pdfPageCount } from "../../server/pdf/readback";
import type { BadgeSize } from "../../server/pdf/types";
import { renderInWorker } from "../../server/pdf/worker";
import { BASELINE_PATH, startBaseline } from "../lib/baseline";
import { describeOpenLoop, type OpenLoopResult, runOpenLoop } from "../lib/open-loop";
import { formatSummary, spreadWarning, summarize } from "../lib/stats";
import { generateBadges } from "./generate";

const env = process.env;
const COUNT = Number(env.BENCH_BADGES ?? 15_000);
const SIZE: BadgeSize = env.BENCH_BADGE_SIZE === "label-4x3" ? "label-4x3" : "a6";
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const RATE = Number(env.BENCH_RATE ?? 200);
const LOAD_SECONDS = Number(env.BENCH_LOAD_SECONDS ?? 15);
type Mode = "worker" | "worker0" | "main";
const MODE_NAMES: Record<Mode, string> = {
  worker: "worker thread (nice 10, the default)",
  worker0: "worker thread at the server's priority (nice 0)",
  main: "server's own thread",
};
const MODES = (env.BENCH_MODES ?? "worker,worker0").split(",").filter((m): m is Mode => m in MODE_NAMES);
const TARGET = { seconds: 60, rssMb: 1024 };
const MB = 1024 * 1024;

const root = fileURLToPath(new URL("../..", import.meta.url));
const resultsFile = path.join(root, "bench/.cache/badges/results.json");
const log = (message: string) => process.stdout.write(`${message}\n`);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(" ");

interface PdfRun {
  mode: Mode;
  seconds: number;
  /** CPU time of the worker thread (null on the main thread or off Linux). */
  cpuSeconds: number | null;
  peakRssMb: number;
  rssBeforeMb: number;
  fileMb: number;
  pages: number;
  loadOutlasted: boolean;
  open: OpenLoopResult;
  loadavg: string;
}

/** The process's RSS, sampled every 100 ms until stopped: its peak. */
function sampleRss(): () => number {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

async function main(): Promise<void> {
  log(
    `Badges: ${COUNT.toLocaleString("en-US")} on ${SIZE}, ${ROUNDS} rounds, ${RATE} req/s open loop for ${LOAD_SECONDS} s`,
  );
  log(`Machine: ${cpus().length} cores, load average ${load()} (shared with other sessions)`);
  let t = performance.now();
  const cards = generateBadges(COUNT);
  log(`Generated ${COUNT.toLocaleString("en-US")} participants in ${(performance.now() - t).toFixed(0)} ms`);
  const server = await startBaseline();
  const dir = await mkdtemp(path.join(tmpdir(), "bizmeet-bench-badges-"));
  const requests = [{ method: "GET", path: BASELINE_PATH }];
  const openLoop = () =>
    runOpenLoop({ origin: server.origin, requests, rate: RATE, duration: LOAD_SECONDS, warmup: 1 });
  const idle: OpenLoopResult[] = [];
  const runs: PdfRun[] = [];
  const expectedPages = SIZE === "a6" ? COUNT : Math.ceil(COUNT / 6);
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const steps: ("idle" | Mode)[] = ["idle", ...MODES];
      for (const step of round % 2 === 0 ? steps : [...steps].reverse()) {
        if (step === "idle") {
          const open = await openLoop();
          idle.push(open);
          log(`[round ${round + 1}] no PDF: ${describeOpenLoop(open)} (load ${load()})`);
          continue;
        }
        const file = path.join(dir, `badges-${round}-${step}.pdf`);
        const rssBefore = process.memoryUsage().rss;
        const peak = sampleRss();
        t = performance.now();
        let cpuMs: number | null = null;
        const pdf =
          step === "main"
            ? renderBadges(createWriteStream(file), cards, { size: SIZE }).then(() => performance.now() - t)
            : renderInWorker({ kind: "badges", size: SIZE, cards }, file, undefined, undefined, {
                nice: step === "worker" ? 10 : 0,
              }).then((result) => {
                cpuMs = result.cpuMs;
                return performance.now() - t;
              });
        const [open, ms] = await Promise.all([openLoop(), pdf]);
        const peakRss = peak();
        const pages = await pdfPageCount(file);
        if (pages !== expectedPages) throw new Error(`${file}: ${pages} pages, expected ${expectedPages}`);
        const { size } = statSync(file);
        await rm(file, { force: true });
        const run: PdfRun = {
          mode: step,
          seconds: ms / 1000,
          cpuSeconds: cpuMs === null ? null : cpuMs / 1000,
          peakRssMb: peakRss / MB,
          rssBeforeMb: rssBefore / MB,
          fileMb: size / MB,
          pages,
          loadOutlasted: ms < (LOAD_SECONDS + 1) * 1000,
          open,
          loadavg: load(),
        };
        runs.push(run);
        log(
          `[round ${round + 1}] PDF in the ${MODE_NAMES[step]}: ${run.seconds.toFixed(1)} s${run.cpuSeconds === null ? "" : ` (thread CPU ${run.cpuSeconds.toFixed(1)} s)`}, ${pages} pages, ${run.fileMb.toFixed(1)} MB, peak RSS ${run.peakRssMb.toFixed(0)} MB (before ${run.rssBeforeMb.toFixed(0)} MB); load: ${describeOpenLoop(open)}${run.loadOutlasted ? " — LOAD WINDOW OUTLASTED THE PDF" : ""} (load ${run.loadavg})`,
        );
      }
    }
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
  report(idle, runs);
}

function report(idle: OpenLoopResult[], runs: PdfRun[]): void {
  const named: { name: string; summary: ReturnType<typeof summarize> }[] = [];
  const line = (name: string, samples: number[], unit: string, digits = 1) => {
    const summary = summarize(samples);
    named.push({ name, summary });
    return `${formatSummary(summary, { digits, unit })}`;
  };
  log("");
  log(
    `Median (min–max) over ${ROUNDS} rounds; ${COUNT.toLocaleString("en-US")} badges, ${SIZE}; load average now ${load()}`,
  );
  log(
    `  route alone: p50 ${line(
      "idle p50",
      idle.map((o) => o.p50),
      " ms",
    )}, p99 ${line(
      "idle p99",
      idle.map((o) => o.p99),
      " ms",
    )}`,
  );
  const results: Record<string, unknown> = { count: COUNT, size: SIZE, rate: RATE, idle, runs };
  for (const mode of MODES) {
    const mine = runs.filter((r) => r.mode === mode);
    const seconds = summarize(mine.map((r) => r.seconds));
    const rss = summarize(mine.map((r) => r.peakRssMb));
    log(`  PDF in the ${MODE_NAMES[mode]}:`);
    log(
      `    wall ${line(
        `${mode} wall`,
        mine.map((r) => r.seconds),
        " s",
      )} (target < ${TARGET.seconds} s: ${seconds.median < TARGET.seconds ? "MET" : "MISS"}), ${line(
        `${mode} rate`,
        mine.map((r) => COUNT / r.seconds),
        " badges/s",
        0,
      )}`,
    );
    const cpu = mine.flatMap((r) => (r.cpuSeconds === null ? [] : [r.cpuSeconds]));
    if (cpu.length > 0)
      log(`    CPU time of the thread ${line(`${mode} cpu`, cpu, " s")} (the PDF's cost on an idle core)`);
    log(
      `    peak RSS ${line(
        `${mode} rss`,
        mine.map((r) => r.peakRssMb),
        " MB",
        0,
      )} (target < ${TARGET.rssMb} MB: ${rss.median < TARGET.rssMb ? "MET" : "MISS"}), file ${line(
        `${mode} file`,
        mine.map((r) => r.fileMb),
        " MB",
      )}`,
    );
    log(
      `    route meanwhile: p50 ${line(
        `${mode} p50`,
        mine.map((r) => r.open.p50),
        " ms",
      )}, p99 ${line(
        `${mode} p99`,
        mine.map((r) => r.open.p99),
        " ms",
      )}, max ${line(
        `${mode} max`,
        mine.map((r) => r.open.max),
        " ms",
      )}`,
    );
    if (mine.some((r) => r.loadOutlasted))
      log(
        "    (in some round the load window outlasted the PDF: raise BENCH_BADGES or lower BENCH_LOAD_SECONDS)",
      );
  }
  const warning = spreadWarning(named);
  if (warning) log(warning);
  mkdirSync(path.dirname(resultsFile), { recursive: true });
  writeFileSync(resultsFile, JSON.stringify(results, null, 2));
  log(`Results: ${path.relative(root, resultsFile)}`);
}

await main();
