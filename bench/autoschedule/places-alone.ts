/**
 * Places as a capacity on the generator's instance, without the database (see `places.ts`):
 *
 *   npx tsx bench/autoschedule/places-alone.ts
 *
 * Environment: BENCH_PER_SIDE (2000), BENCH_ROUNDS (3), BENCH_TABLES (200), BENCH_PLACES_BOUND (0: no Lagrangian
 * bound), BENCH_TABLES_ROOMY (also that many tables with everybody at tables).
 */
import { loadavg } from "node:os";
import { instanceToSchedulerInput } from "../../shared/matching";
import { upperBound } from "../matching/bound";
import { generateInstance } from "../matching/generate";
import { placesLines, runPlaces } from "./places";

const env = process.env;
const perSide = Number(env.BENCH_PER_SIDE ?? 2000);
const log = (message: string) => process.stdout.write(`${message}\n`);
log(`places, engine alone, ${perSide} x ${perSide} (generator, seed 1), load ${loadavg().join(" ")}`);
const inst = generateInstance({ perSide, seed: 1, mode: "normal" });
const bound = upperBound(instanceToSchedulerInput(inst));
log(
  `b-matching bound ${bound.dual.toLocaleString("en-US")} (${bound.certified ? "certified" : "not certified"}, ${bound.ms} ms)`,
);
const rows = await runPlaces(inst, bound.dual, {
  rounds: Number(env.BENCH_ROUNDS ?? 3),
  tables: Number(env.BENCH_TABLES ?? 200),
  lagrange: env.BENCH_PLACES_BOUND !== "0",
  log,
  ...(env.BENCH_TABLES_ROOMY ? { roomyTables: Number(env.BENCH_TABLES_ROOMY) } : {}),
});
for (const line of placesLines(rows)) log(line);
log(`load at end ${loadavg().join(" ")}`);
