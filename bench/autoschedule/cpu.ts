/**
 * CPU time, so that figures taken on a busy shared machine can be read for a quiet one: this process's (main
 * thread and the engine's worker) from `process.cpuUsage`, and PostgreSQL's from the backends serving the
 * benchmark's database (Linux /proc; their process title names the database). A backend that closes between two
 * samples takes its time with it, so the database figure is a lower bound.
 */
import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** CPU seconds of each backend of `database`, by pid. */
export function backendCpu(database: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (!title.startsWith("postgres: ") || !title.includes(` ${database} `) || title.includes("autovacuum"))
        continue;
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(Number(entry), (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND);
    } catch {
      // the process ended while being read
    }
  }
  return out;
}

/** Starts a CPU measurement; the returned function answers { node, db } seconds since then. */
export function cpuMeter(database: string) {
  const node0 = process.cpuUsage();
  const db0 = backendCpu(database);
  return () => {
    const node = process.cpuUsage(node0);
    let db = 0;
    for (const [pid, seconds] of backendCpu(database)) db += seconds - (db0.get(pid) ?? 0);
    return { node: (node.user + node.system) / 1e6, db };
  };
}
