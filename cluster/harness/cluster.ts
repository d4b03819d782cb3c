import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { startS3Server, type TestS3Server } from "../../server/test/s3-server";
import { AppProcess, type ProcessSpec } from "./app-process";
import { startChild } from "./child";
import { type ClusterDatabase, createClusterDatabase } from "./database";
import { type JanusPair, startJanusPair } from "./janus";
import { type Nginx, nginxBinary, startNginx } from "./nginx";
import { topology } from "./topology";
import { check, freePort } from "./wait";

const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const root = path.resolve(import.meta.dirname, "../..");

async function requireRedis(): Promise<void> {
  const probe = createClient({ url: REDIS_URL, socket: { reconnectStrategy: false, connectTimeout: 3_000 } });
  probe.on("error", () => undefined);
  try {
    await probe.connect();
    await probe.quit();
  } catch {
    throw new Error(`the cluster test needs Redis at ${REDIS_URL}: start redis-server (or set REDIS_URL)`);
  }
}

/**
 * The product as a cluster on this machine: nginx in front of the web processes, one PostgreSQL database and
 * one Redis prefix of the run's own, one S3 store (s3rver), two Janus instances. Every component is checked first; a missing one
 * fails the run with what to install or start.
 */
export class Cluster {
  readonly processes: AppProcess[] = [];
  readonly id = randomBytes(4).toString("hex");
  readonly jwtSecret = randomBytes(32).toString("base64url");
  nginx!: Nginx;
  db!: ClusterDatabase;
  s3!: TestS3Server;
  janus!: JanusPair;
  /** Timings of the start, for the report. */
  readonly timings: Record<string, number> = {};
  private publicUrl = "";

  private constructor(readonly dir: string) {}

  static async start(log: (line: string) => void): Promise<Cluster> {
    nginxBinary();
    await requireRedis();
    const dir = mkdtempSync(path.join(tmpdir(), "bizmeet-cluster-"));
    // nginx's workers (nobody, when run as root) must reach their folders inside
    chmodSync(dir, 0o755);
    const cluster = new Cluster(dir);
    try {
      await cluster.boot(log);
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  private async boot(log: (line: string) => void): Promise<void> {
    const started = Date.now();
    const nginxPort = await freePort();
    const webPorts = [await freePort(), await freePort(), await freePort()];
    // all settled before going on: what did start is stopped by `stop` when another part failed
    const parts = await Promise.allSettled([
      createClusterDatabase().then((db) => {
        this.db = db;
      }),
      startS3Server("bizmeet-cluster").then((s3) => {
        this.s3 = s3;
      }),
      startJanusPair(path.join(this.dir, "janus")).then((janus) => {
        this.janus = janus;
      }),
    ]);
    for (const part of parts) if (part.status === "rejected") throw part.reason;
    log(
      `database ${this.db.name}, Redis prefix bizmeet-cluster-${this.id}, S3 store ${this.s3.endpoint}, Janus ${this.janus.env.JANUS_URLS}`,
    );
    this.publicUrl = `http://127.0.0.1:${nginxPort}`;
    await this.seed();
    this.timings.seedMs = Date.now() - started;
    for (const spec of topology(webPorts)) this.add(spec);
    const ready = await Promise.all(this.processes.map((p) => p.start()));
    this.timings.firstStartMs = Math.max(...ready);
    log(
      `${this.processes.map((p, i) => `${p.name} ready in ${(ready[i]! / 1000).toFixed(1)} s`).join(", ")}`,
    );
    this.nginx = await startNginx(
      path.join(this.dir, "nginx"),
      nginxPort,
      this.webs.map((p) => `127.0.0.1:${p.spec.port}`),
      root,
    );
    this.timings.bootMs = Date.now() - started;
    log(`nginx on ${this.nginx.url}; the cluster started in ${(this.timings.bootMs / 1000).toFixed(1)} s`);
  }

  /** Adds a process to the cluster (started by `boot`, or by the caller after it). */
  add(spec: ProcessSpec): AppProcess {
    const member = new AppProcess(spec, { cwd: root, logDir: this.dir, env: (s) => this.envOf(s) });
    this.processes.push(member);
    return member;
  }

  get webs(): AppProcess[] {
    return this.processes.filter((p) => p.spec.role === "web");
  }

  get url(): string {
    return this.nginx.url;
  }

  process(name: string): AppProcess {
    const found = this.processes.find((p) => p.name === name);
    check(found, `no process ${name}`);
    return found;
  }

  /** The process behind an address nginx reports (the last one, when it moved on). */
  nameOfUpstream(addresses: string | null): string {
    const last = (addresses ?? "").split(",").at(-1)?.trim() ?? "";
    const port = Number(last.split(":").at(-1));
    return this.webs.find((p) => p.spec.port === port)?.name ?? (last || "?");
  }

  /** The environment every process shares, and its own name, port, data folder and database connection name. */
  private envOf(spec: ProcessSpec): NodeJS.ProcessEnv {
    const dataDir = path.join(this.dir, "data", spec.name);
    mkdirSync(dataDir, { recursive: true });
    return {
      ...process.env,
      ...this.s3.env,
      ...this.janus.env,
      DATABASE_URL: this.db.urlFor(spec.name),
      REDIS_URL,
      REDIS_PREFIX: `bizmeet-cluster-${this.id}`,
      JWT_SECRET: this.jwtSecret,
      PUBLIC_URL: this.publicUrl,
      TRUST_PROXY: "loopback",
      DATA_DIR: dataDir,
      SMTP_URL: "",
      HOST: "127.0.0.1",
      PORT: String(spec.port ?? 0),
      SERVED_BY: spec.name,
      LOG_FORMAT: "json",
      LOG_LEVEL: "info",
      // the scenarios' chat exchanges run faster than a person types (the limit is tested in chat.test.ts)
      CHAT_RATE_PER_10S: "1000",
      ...spec.env,
    };
  }

  /** Migrates and loads the demo (as `npm run db:seed` does), once, before the web processes start. */
  private async seed(): Promise<void> {
    const spec: ProcessSpec = { name: "seed", role: "web", entry: "server/seed/seed-cli.ts" };
    const child = startChild("seed", process.execPath, ["--import", "tsx", spec.entry], {
      cwd: root,
      env: this.envOf(spec),
      log: path.join(this.dir, "seed.log"),
    });
    const code = await child.exited;
    check(code === 0, `loading the demo failed (${code}):\n${child.tail()}`);
  }

  /**
   * Stops everything and removes what the run made (its database; its folder of logs unless `keepLogs`, or
   * CLUSTER_KEEP is set); safe to call twice.
   */
  async stop(keepLogs = false): Promise<void> {
    await Promise.all(this.processes.map((p) => p.stop().catch(() => undefined)));
    await this.nginx?.stop().catch(() => undefined);
    await this.s3?.stop().catch(() => undefined);
    await this.janus?.stop().catch(() => undefined);
    await this.db
      ?.drop()
      .catch((error: Error) => console.error(`dropping ${this.db.name}: ${error.message}`));
    if (keepLogs || process.env.CLUSTER_KEEP) console.log(`the run's logs: ${this.dir}`);
    else rmSync(this.dir, { recursive: true, force: true });
  }
}
