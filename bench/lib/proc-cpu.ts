/**
 * CPU time of other processes on this machine (Linux /proc): a benchmark on one machine can say how much of
 * the work PostgreSQL did (its backends are processes named `postgres`), not only the app's own share.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/**
 * Total user + system CPU milliseconds of the processes whose command name is `comm`, with their ended children's
 * (the counters only grow while the parent lives).
 */
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
      // utime + stime, and cutime + cstime: the CPU of its children that ended (PostgreSQL's backends of closed
      // connections are counted in the postmaster's), so that a connection closing does not take its CPU away
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** User + system CPU milliseconds of one process (0 once it has ended). */
export function cpuMsOfPid(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The machine's CPU counters (/proc/stat's first line): busy and total ticks over every core. */
export interface MachineTicks {
  busy: number;
  total: number;
  at: number;
}

export function machineTicks(): MachineTicks {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0); // idle + iowait
  const total = values.slice(0, 8).reduce((n, v) => n + v, 0);
  return { busy: total - idle, total, at: Date.now() };
}

/** The share of every core busy since `before` (1.0: all of them), and the seconds it covers. */
export function busySince(before: MachineTicks): { share: number; seconds: number } {
  const now = machineTicks();
  const total = now.total - before.total;
  return { share: total > 0 ? (now.busy - before.busy) / total : 0, seconds: (now.at - before.at) / 1000 };
}
