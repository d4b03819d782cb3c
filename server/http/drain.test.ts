import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { connect as tcp } from "node:net";
import type { FastifyInstance } from "fastify";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import type { AppContext } from "../context";
import { RealtimeHub } from "../realtime/hub";
import { attachRealtime } from "../realtime/socket";
import { createUser, type TestUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { connected, REDIS_URL, requireRedis, socketTo, until } from "../test/realtime-servers";
import { drainWebProcess } from "./drain";

/**
 * Issue 31, graceful shutdown: a stopping web process refuses new connections at once, sends its sockets to
 * reconnect (a transport close, which clients recover from, not a server disconnect, which they do not), lets
 * a request in flight finish, and cuts one that outlives the grace period. The cluster test
 * (cluster/scenarios/graceful.ts) checks the same behind nginx with three processes.
 */
let t: TestApp;
let user: TestUser;
const sockets: Socket[] = [];

beforeAll(async () => {
  await requireRedis();
  t = await startTestApp();
  user = await createUser(t.ctx);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

/** A served app with realtime on Redis and a route that answers when the test lets it. */
async function serve() {
  const ctx: AppContext = {
    ...t.ctx,
    config: { ...t.ctx.config, redisUrl: REDIS_URL, redisPrefix: `bizmeet-test-${randomUUID()}` },
    realtime: new RealtimeHub(),
  };
  const app: FastifyInstance = await buildApp(ctx);
  let entered = false;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get("/slow", async () => {
    entered = true;
    await gate;
    return { done: true };
  });
  const closeRealtime = await attachRealtime(app, ctx, { log: { info() {}, warn() {} } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { app, io: ctx.realtime.server!, closeRealtime, url, release, entered: () => entered };
}

const refused = (url: string) =>
  fetch(`${url}/api/health`).then(
    () => false,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code === "ECONNREFUSED",
  );

describe("draining a web process", () => {
  it("refuses new connections, sends its sockets to reconnect, and finishes the request in flight", async () => {
    const s = await serve();
    const socket = socketTo(s.url, user.token);
    sockets.push(socket);
    await connected(socket);
    const reasons: string[] = [];
    socket.on("disconnect", (reason) => reasons.push(reason));
    const slow = fetch(`${s.url}/slow`);
    await until(s.entered, 5_000, "the slow request is in flight");

    const draining = drainWebProcess(s.app, { io: s.io, closeRealtime: s.closeRealtime, graceMs: 5_000 });
    await until(() => refused(s.url), 2_000, "new connections are refused");
    await until(() => reasons.length > 0, 2_000, "the socket is let go");
    expect(reasons).toEqual(["transport close"]);
    expect(socket.active).toBe(true); // socket.io-client tries again by itself

    s.release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    const result = await draining;
    expect(result.inTime).toBe(true);
    expect(result.ms).toBeLessThan(5_000);
  });

  it("cuts a request that outlives the grace period", async () => {
    const s = await serve();
    const slow = fetch(`${s.url}/slow`).then(
      (res) => res.status,
      () => "cut",
    );
    await until(s.entered, 5_000, "the slow request is in flight");
    const result = await drainWebProcess(s.app, { io: s.io, closeRealtime: s.closeRealtime, graceMs: 300 });
    expect(result.inTime).toBe(false);
    expect(result.ms).toBeLessThan(2_000);
    expect(await slow).toBe("cut");
    s.release();
  });

  it("serves a request whose connection was accepted before the listener closed (no 503 a proxy cannot retry)", async () => {
    const s = await serve();
    const address = new URL(s.url);
    const accepted = new Promise((resolve) => s.app.server.once("connection", resolve));
    const socket = tcp(Number(address.port), address.hostname);
    await accepted;
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    // the request has begun when the process is told to stop, and ends after
    socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n");
    // (the server reads those bytes before it reads the slow request, sent after them)
    const slow = fetch(`${s.url}/slow`);
    await until(s.entered, 5_000, "a request in flight keeps the drain open");
    const draining = drainWebProcess(s.app, { io: s.io, closeRealtime: s.closeRealtime, graceMs: 5_000 });
    await until(() => refused(s.url), 2_000, "new connections are refused");
    socket.write("\r\n");
    await until(() => answer.includes("\r\n\r\n"), 2_000, "an answer");
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    s.release();
    await slow;
    await draining;
    socket.destroy();
  });

  it("serves a request still in transit when the listener closed (its connection was already accepted)", async () => {
    const s = await serve();
    const address = new URL(s.url);
    const accepted = new Promise((resolve) => s.app.server.once("connection", resolve));
    const socket = tcp(Number(address.port), address.hostname);
    await accepted;
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    const draining = drainWebProcess(s.app, { io: s.io, closeRealtime: s.closeRealtime, graceMs: 5_000 });
    await until(() => !s.app.server.listening, 1_000, "the listener closes");
    socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
    await until(() => answer.includes("\r\n\r\n"), 2_000, "an answer");
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 200 OK");
    socket.destroy();
    expect((await draining).inTime).toBe(true);
  });

  it("takes the connections waiting in the kernel's backlog before it closes the listener", async () => {
    const s = await serve();
    // a busy process (a slow handler) is told to stop while connections wait to be accepted; the clients are in
    // another process, which connects while this one is busy
    s.app.server.prependListener("request", (request) => {
      if (request.url !== "/busy") return;
      const end = Date.now() + 600;
      while (Date.now() < end);
      void drainWebProcess(s.app, { io: s.io, closeRealtime: s.closeRealtime, graceMs: 5_000 });
    });
    const clients = spawn(process.execPath, ["-e", BACKLOG_CLIENTS, new URL(s.url).port], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let out = "";
    clients.stdout.on("data", (chunk) => {
      out += chunk;
    });
    await until(() => out.startsWith("ready"), 5_000, "the clients are ready");
    const busy = fetch(`${s.url}/busy`).catch(() => undefined);
    await new Promise((resolve) => clients.once("exit", resolve));
    expect(JSON.parse(out.slice("ready".length))).toEqual(Array(5).fill("HTTP/1.1 200 OK"));
    await busy;
  });
});

/** Five clients that connect 150 ms after saying ready and print each answer's status line. */
const BACKLOG_CLIENTS = `
const net = require("node:net");
const port = Number(process.argv[1]);
process.stdout.write("ready");
setTimeout(async () => {
  const answers = await Promise.all(Array.from({ length: 5 }, () => new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => { answer += chunk; });
    socket.on("error", (error) => resolve(error.code));
    socket.on("close", () => resolve(answer.split("\\r\\n")[0]));
    socket.write("GET /api/health HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n");
  })));
  process.stdout.write(JSON.stringify(answers));
}, 150);
`;
