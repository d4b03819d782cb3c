/**
 * npm run schedule -- <instance.json> [--progress]
 * npm run schedule -- --sub-event <id> [--mode normal|tight] [--progress]
 *
 * Prints { meetings, unscheduled, stats } as JSON on stdout. The instance format is described in
 * docs/matching.md; with --sub-event the instance is built from the database by the same function as the
 * organizer's automatic scheduling. --progress writes a progress line to stderr; Ctrl-C stops the run.
 */
import { readFileSync } from "node:fs";
import { checkSchedule } from "../shared/matching/feasibility";
import { loadHighsBlockSolver } from "../shared/matching/highs-solver";
import { instanceToSchedulerInput, parseInstance } from "../shared/matching/instance";
import { schedule } from "../shared/matching/scheduler";
import type { ScheduleProgress } from "../shared/matching/types";

async function main(argv: string[]): Promise<number> {
  const at = argv.indexOf("--sub-event");
  const subEvent = at >= 0 ? argv[at + 1] : undefined;
  const file = argv.find((a, i) => !a.startsWith("--") && !argv[i - 1]?.startsWith("--"));
  if (!file && !subEvent) {
    process.stderr.write(
      "usage: npm run schedule -- <instance.json> | --sub-event <id> [--mode normal|tight] [--progress]\n",
    );
    return 2;
  }
  // The database (and the server code) is loaded only when a sub-event is named.
  const fromDatabase = subEvent ? await import("./sub-event-instance") : undefined;
  const instance = fromDatabase
    ? await fromDatabase.instanceOfSubEvent(Number(subEvent), fromDatabase.modeOption(argv))
    : parseInstance(JSON.parse(readFileSync(file!, "utf8")));
  const t0 = performance.now();
  const input = instanceToSchedulerInput(instance);
  const scoringMs = Math.round((performance.now() - t0) * 10) / 10;
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  let lastShown = -1;
  const onProgress = argv.includes("--progress")
    ? (p: ScheduleProgress) => {
        const pct = Math.floor(p.fraction * 100);
        if (pct !== lastShown) {
          lastShown = pct;
          process.stderr.write(`\r${p.phase.padEnd(8)} ${String(pct).padStart(3)}%`);
          if (p.phase === "done") process.stderr.write("\n");
        }
      }
    : undefined;
  // as the product's worker: HiGHS for the three-slot re-solves when slots bind
  const blockSolver = await loadHighsBlockSolver();
  const result = await schedule(input, {
    signal: controller.signal,
    blockSolver,
    ...(onProgress ? { onProgress } : {}),
  });
  const check = checkSchedule(input, result.meetings);
  const output = {
    meetings: result.meetings,
    unscheduled: result.unscheduled,
    stats: {
      mode: instance.weights ? "weights" : (instance.mode ?? "normal"),
      ...result.stats,
      timings: { scoring: scoringMs, ...result.stats.timings },
      violations: check.violations.length,
    },
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
  return check.ok ? 0 : 3;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`schedule: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
