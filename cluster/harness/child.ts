import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";

/** A child process of the cluster whose output goes to a log file (read back when something fails). */
export interface Child {
  name: string;
  process: ChildProcess;
  log: string;
  /** Resolves with the exit code (null after a signal) once the process is gone. */
  exited: Promise<number | null>;
  /** The last lines of its log. */
  tail(lines?: number): string;
}

/** Every child alive, so that the harness can take them all down when it fails or is interrupted. */
const alive = new Set<ChildProcess>();

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; log: string },
): Child {
  const fd = openSync(options.log, "a");
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  alive.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => {
      alive.delete(child);
      resolve(code);
    });
    child.once("error", (error) => {
      alive.delete(child);
      console.error(`${name}: ${error.message}`);
      resolve(-1);
    });
  });
  return {
    name,
    process: child,
    log: options.log,
    exited,
    tail: (lines = 15) => {
      try {
        return readFileSync(options.log, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
      } catch {
        return "(no log)";
      }
    },
  };
}

/** SIGKILL to every child still alive (the harness is failing or was interrupted). */
export function killAllChildren(): void {
  for (const child of alive) child.kill("SIGKILL");
}
