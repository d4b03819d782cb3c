// `npm test`: typecheck, lint, unit, integration (PGlite; PostgreSQL too when TEST_DATABASE_URL is set),
// then the end-to-end journeys in Chromium, then the cluster behind nginx. Ends with one line "N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, ".test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, "node_modules", ".bin", name);
let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TZ: "UTC", ...env },
  });
  console.log(
    `  ${label}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
}

function step(label, command, args, env) {
  if (run(label, command, args, env)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

/** Runs a vitest project and counts its tests from the JSON report. */
function vitest(label, project, env = {}) {
  const report = path.join(results, `${label.replace(/\W+/g, "-")}.json`);
  const ok = run(
    label,
    bin("vitest"),
    ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env,
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, "utf8"));
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    if (json.numFailedTests > 0 || !ok) failures.push(label);
    if (json.numFailedTests === 0 && !ok) failed++;
  } else {
    failed++;
    failures.push(label);
  }
}

step("typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]);
step("lint", bin("biome"), ["check", "."]);
vitest("unit", "unit");
vitest("integration (PGlite)", "integration", { TEST_DB: "pglite" });
if (process.env.TEST_DATABASE_URL) vitest("integration (PostgreSQL)", "integration", { TEST_DB: "pg" });
else console.log("\n(TEST_DATABASE_URL not set: the integration suite ran on PGlite only)");

if (
  run("build web", process.execPath, [
    path.join(root, "node_modules/vite/bin/vite.js"),
    "build",
    "--logLevel",
    "warn",
  ])
) {
  const report = path.join(results, "e2e.json");
  run("end-to-end (Chromium)", bin("tsx"), ["e2e/run.ts", report]);
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, "utf8"));
    passed += json.passed;
    failed += json.failed;
    if (json.failed > 0) failures.push("end-to-end");
  } else {
    failed++;
    failures.push("end-to-end (did not run)");
  }
} else {
  failed++;
  failures.push("build web");
}

// The video rooms' media layer in Chromium (two people and the observing host, ICE restart, reconnect, screen
// share, MediaPipe under the CSP, relay through coturn): its own harness page, no build needed.
step("video media (Chromium)", bin("tsx"), ["e2e/video-media/run.ts"]);

// The product as a cluster (nginx, three web processes, PostgreSQL, Redis, S3): its scenarios count one each.
const clusterReport = path.join(results, "cluster.json");
run("cluster (nginx, three web processes)", bin("tsx"), ["cluster/run.ts", clusterReport]);
if (existsSync(clusterReport)) {
  const json = JSON.parse(readFileSync(clusterReport, "utf8"));
  passed += json.passed;
  failed += json.failed;
  if (json.failed > 0) failures.push("cluster");
} else {
  failed++;
  failures.push("cluster (did not run)");
}

console.log(failures.length ? `\nFailed: ${failures.join(", ")}` : "\nAll green.");
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
