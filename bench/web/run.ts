/**
 * npm run bench:web [-- --rounds 3]
 *
 * The first load of the production build, measured in Chromium: builds the web app when dist/ is missing or
 * older than its sources, starts the server on a fresh embedded database with the demo data (as `npm start`
 * does), then runs Lighthouse (mobile defaults: simulated slow 4G and a 4x slower CPU) on the home page and on
 * an event's detail page, `--rounds` times each, the pages interleaved. Per page it prints the gzipped size of
 * the JavaScript the load fetched (every script of the network records, gzipped from dist/), LCP, total
 * blocking time and the performance score, as medians with min–max. Exits 1 when a page's JavaScript is over
 * the budget (170 KB gzipped, `BENCH_WEB_BUDGET_KB`). `--save DIR` keeps each run's Lighthouse report.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { formatSummary, type Summary, spreadWarning, summarize } from "../lib/stats";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dist = path.join(root, "dist");
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const BUDGET_KB = Number(process.env.BENCH_WEB_BUDGET_KB ?? 170);

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
}
const ROUNDS = Math.max(1, Number(arg("rounds", "3")));
/** `--save DIR`: writes each run's Lighthouse report (JSON) there, to read its audits (LCP element, boot-up time). */
const SAVE_DIR = arg("save", "");

function newestIn(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestIn(path.join(target, entry)));
  return newest;
}

/** Builds dist/ unless it is newer than web/, shared/, vite.config.ts and package.json. */
function ensureBuild(): void {
  const index = path.join(dist, "index.html");
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...["web", "shared", "vite.config.ts", "package.json"].map((p) => newestIn(path.join(root, p))),
  );
  if (builtAt >= sourcesAt) {
    console.log("dist/ is up to date");
    return;
  }
  console.log("Building the web app…");
  const build = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    { cwd: root, stdio: "inherit" },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The server as `npm start` runs it: embedded database in a fresh folder, demo data seeded at start-up. */
async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "bizmeet-bench-web-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(root, "server/main.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SMTP_URL: "",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "warn",
        LOG_FORMAT: "json",
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("the server did not answer /api/health within 120 s");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    async stop() {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Run {
  jsGzBytes: number;
  jsTransferBytes: number;
  scripts: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  score: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const gzCache = new Map<string, number>();
/** The gzipped size of a built file (what a compressing server would send). */
function gzSizeOf(pathname: string): number {
  let size = gzCache.get(pathname);
  if (size === undefined) {
    const file = path.join(dist, decodeURIComponent(pathname));
    size = existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : Number.NaN;
    gzCache.set(pathname, size);
  }
  return size;
}

async function measure(url: string, label: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error("lighthouse gave no result");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    if (SAVE_DIR) {
      mkdirSync(SAVE_DIR, { recursive: true });
      writeFileSync(path.join(SAVE_DIR, `${label}.json`), JSON.stringify(lhr));
    }
    const origin = new URL(url).origin;
    const items = ((lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined)
      ?.items ?? []) as NetworkItem[];
    const scripts = items.filter((item) => item.resourceType === "Script" && item.url.startsWith(origin));
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      jsGzBytes: scripts.reduce((sum, item) => sum + gzSizeOf(new URL(item.url).pathname), 0),
      jsTransferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      scripts: scripts.length,
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      fcpMs: numeric("first-contentful-paint"),
      score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  ensureBuild();
  const server = await startServer();
  try {
    const page = (await (
      await fetch(`${server.url}/api/events/getAll?page=1&size=1`, { method: "POST" })
    ).json()) as {
      content?: { id: number }[];
    };
    const eventId = page.content?.[0]?.id;
    if (eventId === undefined) throw new Error("the demo data has no public event");
    const pages = [
      { name: "home", path: "/" },
      { name: "event detail", path: `/event/detail/${eventId}` },
    ];
    console.log(
      `bench:web — Lighthouse ${lighthouseVersion()} (mobile, simulated throttling), ${ROUNDS} rounds, pages interleaved, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    const runs = new Map<string, Run[]>(pages.map((p) => [p.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? pages : [...pages].reverse();
      for (const p of order) {
        const run = await measure(server.url + p.path, `${p.name.replace(/\W+/g, "-")}-${round + 1}`);
        runs.get(p.name)!.push(run);
        console.log(
          `  round ${round + 1} ${p.name}: JS ${(run.jsGzBytes / 1024).toFixed(1)} KB gz in ${run.scripts} scripts (${(run.jsTransferBytes / 1024).toFixed(0)} KB sent), LCP ${run.lcpMs.toFixed(0)} ms, TBT ${run.tbtMs.toFixed(0)} ms, score ${run.score.toFixed(0)}`,
        );
      }
    }
    let over = false;
    const named: { name: string; summary: Summary }[] = [];
    console.log("");
    for (const p of pages) {
      const list = runs.get(p.name)!;
      const of = (pick: (r: Run) => number) => summarize(list.map(pick));
      const js = of((r) => r.jsGzBytes / 1024);
      const lcp = of((r) => r.lcpMs);
      const tbt = of((r) => r.tbtMs);
      const score = of((r) => r.score);
      named.push({ name: `${p.name} LCP`, summary: lcp });
      const overBudget = js.median > BUDGET_KB;
      over ||= overBudget;
      console.log(
        `${p.name.padEnd(13)} JS ${formatSummary(js, { digits: 1, unit: " KB" })} gz (budget ${BUDGET_KB} KB: ${overBudget ? "OVER" : "ok"}) · sent ${formatSummary(
          of((r) => r.jsTransferBytes / 1024),
          { unit: " KB" },
        )} · FCP ${formatSummary(
          of((r) => r.fcpMs),
          { unit: " ms" },
        )} · LCP ${formatSummary(lcp, { unit: " ms" })} · TBT ${formatSummary(tbt, { unit: " ms" })} · score ${formatSummary(score)} (target 95: ${score.median >= 95 ? "met" : "MISS"})`,
      );
    }
    const warning = spreadWarning(named);
    if (warning) console.log(warning);
    if (over) {
      console.log(`A page loads more than ${BUDGET_KB} KB of gzipped JavaScript.`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8"));
  return String(pkg.version);
}

await main();
