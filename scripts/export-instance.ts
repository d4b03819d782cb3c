/**
 * npm run schedule:export -- <subEventId> [--mode normal|tight] [--out file.json]
 *
 * Writes the engine's instance of a sub-event (exactly what automatic scheduling gives the engine) as JSON, for
 * support and benchmarking; `npm run schedule -- file.json` schedules it again.
 */
import { writeFileSync } from "node:fs";
import { instanceOfSubEvent, modeOption, option } from "./sub-event-instance";

async function main(argv: string[]): Promise<number> {
  const id = Number(argv.find((a) => /^\d+$/.test(a)));
  if (!Number.isInteger(id) || id <= 0) {
    process.stderr.write(
      "usage: npm run schedule:export -- <subEventId> [--mode normal|tight] [--out file.json]\n",
    );
    return 2;
  }
  const instance = await instanceOfSubEvent(id, modeOption(argv));
  const json = `${JSON.stringify(instance)}\n`;
  const out = option(argv, "--out");
  if (out) writeFileSync(out, json);
  else process.stdout.write(json);
  process.stderr.write(
    `sub-event ${id}: ${instance.sellers.length} sellers, ${instance.buyers.length} buyers, ${instance.slots} slots, ${instance.fixed?.length ?? 0} fixed meetings\n`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`schedule:export: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
