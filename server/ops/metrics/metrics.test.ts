import { rmSync } from "node:fs";
import { io as connect } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { janusRooms, jobs, mailOutbox, presentationPeople } from "../../db/schema";
import { attachRealtime } from "../../realtime/socket";
import { createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { until } from "../../test/realtime-servers";
import { parsePrometheusText, type Sample, sampleOf, unusedPort } from "../ops.fixture";

const TOKEN = "scrape-token-0123456789";
const JANUS = ["ws://127.0.0.1:1/a", "ws://127.0.0.1:1/b"];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ METRICS_TOKEN: TOKEN, JANUS_URLS: JANUS.join(",") });
});
afterAll(async () => {
  await t?.close();
});

async function scrape(app = t): Promise<Sample[]> {
  const res = await app.call({
    method: "GET",
    url: "/metrics",
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(res.body);
}

describe("GET /metrics", () => {
  it("refuses a scrape without the token or with another one (401), and answers 404 when no token is configured", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.call({
        method: "GET",
        url: "/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers["www-authenticate"]).toMatch(/^Bearer/);
      expect(res.body).not.toContain("http_request_duration_seconds");
    }
    const off = await startTestApp();
    try {
      const res = await off.call({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: "common.notFound" });
    } finally {
      await off.close();
    }
  });

  it("answers the Prometheus text format with the request histogram of a route just called, by its pattern", async () => {
    const user = await createUser(t.ctx);
    expect(
      (await t.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token })).statusCode,
    ).toBe(200);
    // another user's record: refused (4xx)
    const other = await t.call({ method: "GET", url: "/api/users/2147483000", token: user.token });
    expect(Math.floor(other.statusCode / 100)).toBe(4);
    await t.call({ method: "GET", url: "/api/no-such-call/123" });
    const samples = await scrape();
    const route = "/api/users/:id";
    expect(sampleOf(samples, "http_request_duration_seconds_count", { route, status_class: "2xx" })).toBe(1);
    expect(sampleOf(samples, "http_request_duration_seconds_count", { route, status_class: "4xx" })).toBe(1);
    expect(
      sampleOf(samples, "http_request_duration_seconds_bucket", {
        route,
        method: "GET",
        status_class: "2xx",
        le: "+Inf",
      }),
    ).toBe(1);
    expect(
      sampleOf(samples, "http_request_duration_seconds_sum", { route, status_class: "2xx" }),
    ).toBeGreaterThan(0);
    // never the URL: ids and unknown paths do not make series of their own
    const routes = new Set(samples.filter((s) => s.labels.route).map((s) => s.labels.route));
    expect([...routes].some((r) => /\d/.test(r ?? ""))).toBe(false);
    expect(routes.has("(unmatched)")).toBe(true);
    // the default process metrics
    expect(sampleOf(samples, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sampleOf(samples, "nodejs_eventloop_lag_seconds")).toBeDefined();
  });

  it("reads the outbox, the running jobs and the rooms and seats per Janus instance at scrape time", async () => {
    await t.ctx.db.insert(mailOutbox).values([
      { toMail: "a@example.com", subject: "s", html: "h", text: "t" },
      { toMail: "b@example.com", subject: "s", html: "h", text: "t", status: "sent" },
    ]);
    await t.ctx.db.insert(janusRooms).values([
      { room: "pres:1", instanceUrl: JANUS[0]!, janusRoom: 11, secret: "x" },
      { room: "pres:1#2", instanceUrl: JANUS[1]!, janusRoom: 12, secret: "y" },
    ]);
    await t.ctx.db.insert(presentationPeople).values([
      { room: "pres:1", identity: "u1", janusId: 101 },
      { room: "pres:1", identity: "u2", janusId: 102, janusRoomKey: "pres:1#2" },
      { room: "pres:1", identity: "u3", janusId: 103, janusRoomKey: "pres:1#2" },
      { room: "pres:1", identity: "u4", janusId: null },
    ]);
    // a job waiting for a worker a minute from now (no process here runs it before the scrape)
    await t.ctx.db
      .insert(jobs)
      .values([{ kind: "print", key: "metrics-test", runAfter: new Date(Date.now() + 60_000) }]);
    const samples = await scrape();
    expect(sampleOf(samples, "bizmeet_jobs_queue", { kind: "print", state: "queued" })).toBe(1);
    expect(sampleOf(samples, "bizmeet_mail_outbox_pending")).toBe(1);
    expect(sampleOf(samples, "bizmeet_mail_outbox_failed")).toBe(0);
    expect(sampleOf(samples, "bizmeet_mail_outbox_oldest_due_seconds")).toBeGreaterThanOrEqual(0);
    expect(sampleOf(samples, "bizmeet_janus_rooms", { instance: JANUS[0]! })).toBe(1);
    expect(sampleOf(samples, "bizmeet_janus_rooms", { instance: JANUS[1]! })).toBe(1);
    expect(sampleOf(samples, "bizmeet_janus_seats", { instance: JANUS[0]! })).toBe(1);
    expect(sampleOf(samples, "bizmeet_janus_seats", { instance: JANUS[1]! })).toBe(2);
    expect(sampleOf(samples, "bizmeet_jobs_running", { kind: "auto_schedule" })).toBe(0);
    expect(sampleOf(samples, "bizmeet_jobs_running", { kind: "print" })).toBe(0);
    // the pool exists on PostgreSQL only (PGlite is one connection in the process)
    const pool = sampleOf(samples, "bizmeet_db_pool_connections", { state: "max" });
    if (t.ctx.driver === "pg") expect(pool).toBeGreaterThan(0);
    else expect(pool).toBeUndefined();
  });

  it("counts the sockets connected to this process", async () => {
    const close = await attachRealtime(t.app, t.ctx, { log: { info() {}, warn() {} } });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const socket = connect(`http://127.0.0.1:${port}`, {
      path: "/socket.io",
      transports: ["websocket"],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("connect_error", reject);
      });
      expect(sampleOf(await scrape(), "bizmeet_socketio_sockets")).toBe(1);
      socket.disconnect();
      await until(
        async () => sampleOf(await scrape(), "bizmeet_socketio_sockets") === 0,
        5_000,
        "the socket gauge back to 0",
      );
    } finally {
      socket.disconnect();
      await close();
    }
  });

  it("serves the scrape on METRICS_PORT only when it is set (the app's port answers 404)", async () => {
    const port = await unusedPort();
    const own = await startTestApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), HOST: "127.0.0.1" });
    try {
      await own.app.listen({ port: 0, host: "127.0.0.1" });
      const onApp = await own.call({
        method: "GET",
        url: "/metrics",
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(onApp.statusCode).toBe(404);
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      const samples = parsePrometheusText(await res.text());
      expect(
        sampleOf(samples, "http_request_duration_seconds_count", { route: "/metrics", status_class: "4xx" }),
      ).toBe(1);
    } finally {
      await own.close();
    }
    // closed with the app
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });

  it("counts 5xx answers, and still answers a scrape while the database is gone", async () => {
    const own = await startTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const user = await createUser(own.ctx);
      await own.database.close();
      const res = await own.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token });
      expect(res.statusCode).toBe(500);
      const samples = await scrape(own);
      expect(sampleOf(samples, "http_server_errors_total", { route: "/api/users/:id", method: "GET" })).toBe(
        1,
      );
      expect(sampleOf(samples, "bizmeet_metrics_database_failures_total")).toBe(1);
    } finally {
      await own.app.close();
      rmSync(own.ctx.config.dataDir, { recursive: true, force: true });
    }
  });
});
