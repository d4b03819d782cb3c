/**
 * CPU time of other processes on this machine (Linux /proc): a benchmark on one machine can say how much of
 * the work PostgreSQL did (its backends are processes named `postgres`), not only the app's own share.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Total user + system CPU milliseconds of the processes whose command name is `comm`. */
export function cpuMsOf(comm: string): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      if (stat.slice(stat.indexOf("(") + 1, close) !== comm) continue;
      const fields = stat.slice(close + 2).split(" ");
      // After the command: state is field 3; utime and stime are fields 14 and 15 (1-based in proc(5)).
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}
