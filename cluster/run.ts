/**
 * `npm run test:cluster`: the product as a cluster on this machine (docs/cluster.md). nginx (Debian's) in front
 * of three web processes of the real app, on one PostgreSQL database and one Redis prefix of the run's own and
 * one S3 store (s3rver); the scenarios go through nginx and assert what people would see. A missing component
 * fails the run with what to install or start. Prints each scenario, the measured figures, and
 * "N passed, N failed"; with a path argument, writes {passed, failed, figures} there as JSON (scripts/test.mjs).
 *
 *   npm run test:cluster [-- report.json]      CLUSTER_ONLY=<words>: only the scenarios whose name has them
 */
import { writeFileSync } from "node:fs";
import { Api, Routes } from "./client/api";
import { demoWorld } from "./client/demo";
import { killAllChildren } from "./harness/child";
import { Cluster } from "./harness/cluster";
import { type Figure, figureTable, type ScenarioContext } from "./scenario";
import { scenarios } from "./scenarios";

const report = process.argv[2];
const log = (line: string) => process.stdout.write(`${line}\n`);
const started = Date.now();
let passed = 0;
let failed = 0;
const figures: Figure[] = [];
let cluster: Cluster | undefined;

for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    killAllChildren();
    void (cluster?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });

function finish(): never {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (figures.length > 0) {
    log("\nMeasured:");
    for (const line of figureTable(figures)) log(line);
  }
  log(`\nThe cluster run took ${seconds} s`);
  log(`${passed} passed, ${failed} failed`);
  if (report)
    writeFileSync(report, JSON.stringify({ passed, failed, seconds: Number(seconds), figures }, null, 2));
  process.exit(failed > 0 ? 1 : 0);
}

try {
  cluster = await Cluster.start(log);
} catch (error) {
  log(`✗ the cluster did not start: ${(error as Error).message}`);
  failed++;
  finish();
}

const only = process.env.CLUSTER_ONLY?.toLowerCase();
const base = new Api(cluster);
const ctxOf = (name: string, world: ScenarioContext["world"], routes: Routes): ScenarioContext => ({
  cluster: cluster!,
  routes,
  api: base,
  world,
  figure: (figure, value, unit, target) =>
    figures.push({ scenario: name, name: figure, value, unit, target }),
  log: (line) => log(`    ${line}`),
});

try {
  const world = await demoWorld(base);
  const routes = await Routes.map(cluster);
  for (const scenario of scenarios) {
    if (only && !scenario.name.toLowerCase().includes(only)) continue;
    const t0 = Date.now();
    log(`\n▶ ${scenario.name}`);
    try {
      await scenario.run(ctxOf(scenario.name, world, routes));
      passed++;
      log(`  ✓ in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    } catch (error) {
      failed++;
      log(`  ✗ ${(error as Error).stack ?? error}`);
    }
    // a scenario that failed half-way must not leave the next one a process short
    for (const web of cluster.webs)
      if (!web.running) {
        log(`  (starting ${web.name} again for the next scenario)`);
        await web.start();
        await routes.backInRotation(web.name);
      }
  }
} catch (error) {
  failed++;
  log(`✗ ${(error as Error).stack ?? error}`);
} finally {
  await cluster.stop(failed > 0);
}
finish();
