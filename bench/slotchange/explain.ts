/**
 * Seeds the bench:slotchange event into `bench_slotchange_explain` (kept) and prints EXPLAIN ANALYZE of the
 * event day's queries as the herd and the pass run them (Now / Next of one person, one day card, the claim).
 * Options as run.ts: --people, --meetings, --noshows.
 */
import { parseArgs } from "node:util";
import { openBenchContext } from "../lib/context";
import { recreateDatabase } from "../lib/pg";
import { seedSlotWorld } from "./seed";

const { values: args } = parseArgs({
  options: {
    people: { type: "string", default: "15000" },
    meetings: { type: "string", default: "3700" },
    noshows: { type: "string", default: "500" },
  },
});
const url = await recreateDatabase(
  process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/test",
  "bench_slotchange_explain",
);
const bench = await openBenchContext("slotchange-explain", url);
const w = await seedSlotWorld(bench.ctx, {
  people: Number(args.people),
  meetings: Number(args.meetings),
  noShows: Number(args.noshows),
});
const m = w.meetings[w.meetings.length - 1]!;
console.log(
  JSON.stringify({ url, slotStart: w.slotStart, meetingId: m.id, userId: w.people[m.seller]!.userId }),
);
await bench.close();
process.exit(0);
