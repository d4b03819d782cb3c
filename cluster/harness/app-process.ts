import { readFileSync } from "node:fs";
import path from "node:path";
import { type Child, startChild } from "./child";
import { check, until } from "./wait";

export type Role = "web" | "worker";

/** One process of the product as the cluster runs it: `node --import tsx <entry>` with its environment. */
export interface ProcessSpec {
  name: string;
  role: Role;
  /** The entry point (server/main.ts for the web role; server/worker.ts for the worker). */
  entry: string;
  /** The web role's port (nginx's upstream). */
  port?: number;
  /** Set on top of the cluster's shared environment (ROLE=worker, say). */
  env?: Record<string, string>;
  /** Ready when this log line appears (the worker's "worker ready"); web processes answer readiness on HTTP. */
  readyLine?: RegExp;
}

/** Readiness of a web process: /api/ready where the app has it, else /api/health (it reads the database). */
const READY_PATHS = ["/api/ready", "/api/health"];
const START_TIMEOUT_MS = 90_000;

export class AppProcess {
  child?: Child;
  /** How long the last start took until ready (ms). */
  lastStartMs = 0;
  private starts = 0;

  constructor(
    readonly spec: ProcessSpec,
    private readonly shared: { cwd: string; logDir: string; env: (spec: ProcessSpec) => NodeJS.ProcessEnv },
  ) {}

  get name(): string {
    return this.spec.name;
  }

  get url(): string {
    check(this.spec.port, `${this.name} has no port`);
    return `http://127.0.0.1:${this.spec.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.process.exitCode === null && !this.child.process.killed;
  }

  /** Starts the process and waits until it is ready; answers how long that took. */
  async start(): Promise<number> {
    check(!this.running, `${this.name} is already running`);
    const started = Date.now();
    this.starts++;
    const log = path.join(this.shared.logDir, `${this.name}.${this.starts}.log`);
    const child = startChild(this.name, process.execPath, ["--import", "tsx", this.spec.entry], {
      cwd: this.shared.cwd,
      env: this.shared.env(this.spec),
      log,
    });
    this.child = child;
    const failed = () => {
      if (child.process.exitCode !== null || child.process.signalCode !== null)
        throw new Error(
          `${this.name} exited (${child.process.exitCode ?? child.process.signalCode}):\n${child.tail()}`,
        );
    };
    if (this.spec.readyLine) {
      const line = this.spec.readyLine;
      await until(
        () => {
          failed();
          return line.test(readFileSync(log, "utf8"));
        },
        START_TIMEOUT_MS,
        `${this.name} logs ${line}`,
        100,
      );
    } else
      await until(
        () => {
          failed();
          return this.ready();
        },
        START_TIMEOUT_MS,
        `${this.name} is ready`,
        100,
      );
    this.lastStartMs = Date.now() - started;
    return this.lastStartMs;
  }

  private async ready(): Promise<boolean> {
    for (const readyPath of READY_PATHS) {
      const answer = await fetch(`${this.url}${readyPath}`).catch(() => undefined);
      if (!answer) return false;
      if (answer.status === 404) continue;
      return answer.ok;
    }
    return false;
  }

  /** `kill -9`: the machine is lost; nothing runs after it. */
  async kill9(): Promise<void> {
    const child = this.child;
    check(child && this.running, `${this.name} is not running`);
    child.process.kill("SIGKILL");
    await child.exited;
  }

  /** SIGTERM, then waits for the exit; answers the exit code and how long it took. */
  async terminate(): Promise<{ code: number | null; ms: number }> {
    const child = this.child;
    check(child && this.running, `${this.name} is not running`);
    const started = Date.now();
    child.process.kill("SIGTERM");
    const code = await child.exited;
    return { code, ms: Date.now() - started };
  }

  /** SIGKILL if still running (the end of the run). */
  async stop(): Promise<void> {
    if (!this.child || !this.running) return;
    this.child.process.kill("SIGTERM");
    const deadline = setTimeout(() => this.child?.process.kill("SIGKILL"), 15_000);
    await this.child.exited;
    clearTimeout(deadline);
  }
}
