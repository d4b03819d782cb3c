/** CPU time and memory of processes, read from /proc (Linux). */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // fields after the command name, which may hold spaces: state is field 3, utime 14, stime 15
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Resident memory in bytes. */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/** The machine's busy and total CPU time so far (all cores), from /proc/stat. */
export function machineCpu(): { busy: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] as string;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/** The pid of the janus process started with configuration folder `dir`. */
export function janusPid(dir: string): number {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (args[0]?.endsWith("janus") && args.includes(dir)) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error(`no janus process with configuration in ${dir}`);
}

/** CPU use of some processes over an interval, as a share of one core. */
export function cpuMeter(pids: Record<string, number>) {
  const at = () => ({
    t: performance.now(),
    cpu: Object.fromEntries(Object.entries(pids).map(([k, p]) => [k, cpuSeconds(p)])),
    machine: machineCpu(),
  });
  const start = at();
  return () => {
    const end = at();
    const seconds = (end.t - start.t) / 1000;
    const shares: Record<string, number> = {};
    for (const key of Object.keys(pids))
      shares[key] = ((end.cpu[key] ?? 0) - (start.cpu[key] ?? 0)) / seconds;
    const machineTotal = end.machine.total - start.machine.total;
    shares.machineBusy = machineTotal > 0 ? (end.machine.busy - start.machine.busy) / machineTotal : 0;
    return shares;
  };
}

/** The inodes of the UDP (and other) sockets the processes hold open. */
function socketInodes(pids: number[]): Set<string> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode) inodes.add(inode);
      } catch {
        // closed meanwhile
      }
    }
  }
  return inodes;
}

/**
 * Datagrams the kernel dropped on the processes' UDP sockets so far because they were not read in time (the
 * receive buffer was full): packets lost by the receiving process, not on the way.
 */
export function udpDrops(pids: number[]): number {
  const inodes = socketInodes(pids);
  let drops = 0;
  for (const table of ["/proc/net/udp", "/proc/net/udp6"]) {
    let lines: string[] = [];
    try {
      lines = readFileSync(table, "utf8").split("\n").slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 13) continue;
      if (inodes.has(fields[9] as string)) drops += Number(fields[12]);
    }
  }
  return drops;
}
