import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { janusInstalled, type LocalJanus, startLocalJanus } from "../janus/janus-process";
import { startTestApp, type TestApp } from "../test/harness";
import { REDIS_URL, requireRedis } from "../test/realtime-servers";
import { unusedPort } from "./ops.fixture";

interface ReadyAnswer {
  status: string;
  failed?: string[];
  checks: { name: string; ok: boolean; ms: number; error?: string }[];
}

let janus: LocalJanus;
let janusDir: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  if (!janusInstalled())
    throw new Error(
      "Janus is not installed: apt-get install janus (Debian's package, 1.1.x), as .ci/run does",
    );
  await requireRedis();
  janusDir = mkdtempSync(path.join(tmpdir(), "janus-ops-"));
  janus = await startLocalJanus(janusDir, [41200, 41300], { eventLoops: 1 });
}, 60_000);

afterAll(async () => {
  for (const t of apps) await t.close();
  await janus?.stop();
  if (janusDir) rmSync(janusDir, { recursive: true, force: true });
});

async function app(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await startTestApp(env);
  apps.push(t);
  return t;
}

describe("GET /api/ready", () => {
  it("answers 503 naming the checks that failed: Redis on a closed port, a Janus that refuses, one that refuses our secret", async () => {
    const t = await app({
      REDIS_URL: `redis://127.0.0.1:${await unusedPort()}`,
      JANUS_URLS: `ws://127.0.0.1:${await unusedPort()},${janus.url}`,
      JANUS_API_SECRET: "not-the-secret",
    });
    const res = await t.call({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(503);
    const body = res.json() as ReadyAnswer;
    expect(body.status).toBe("unavailable");
    expect(body.failed?.sort()).toEqual(["janus#1", "janus#2", "redis"]);
    const byName = new Map(body.checks.map((c) => [c.name, c]));
    expect(byName.get("database")?.ok).toBe(true);
    expect(byName.get("migrations")?.ok).toBe(true);
    expect(byName.get("files")?.ok).toBe(true);
    expect(byName.get("redis")?.error).toBe("ECONNREFUSED");
    expect(byName.get("janus#1")?.error).toBe("ECONNREFUSED");
    expect(byName.get("janus#2")?.error).toMatch(/janus answered error/);
    // an anonymous caller learns no address
    expect(res.body).not.toMatch(/127\.0\.0\.1|ws:\/\//);
    // every check within its timeout (2 s) and the whole answer well under the proxy's patience
    for (const check of body.checks) expect(check.ms).toBeLessThan(2_500);
  });

  it("answers 200 when the database, the migrations, Redis, every Janus and the file store answer", async () => {
    const t = await app({
      REDIS_URL,
      JANUS_URLS: janus.url,
      JANUS_API_SECRET: janus.apiSecret,
      JANUS_ADMIN_KEY: janus.adminKey,
    });
    const res = await t.call({ method: "GET", url: "/api/ready" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ReadyAnswer;
    expect(body.status).toBe("ok");
    expect(body.checks.map((c) => c.name).sort()).toEqual([
      "database",
      "files",
      "janus#1",
      "migrations",
      "redis",
    ]);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 when a migration of this version is not applied, then when the database is gone; /api/health stays 200", async () => {
    const t = await startTestApp();
    try {
      await t.ctx.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      let res = await t.call({ method: "GET", url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect((res.json() as ReadyAnswer).failed).toEqual(["migrations"]);

      await t.database.close();
      // the health answer asks nothing of the database
      res = await t.call({ method: "GET", url: "/api/health" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "ok", database: t.ctx.driver });
      // a verdict is reused for a second
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      res = await t.call({ method: "GET", url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect((res.json() as ReadyAnswer).failed).toEqual(["database", "migrations"]);
    } finally {
      await t.app.close();
      rmSync(t.ctx.config.dataDir, { recursive: true, force: true });
    }
  });
});
