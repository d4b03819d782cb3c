import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { AppContext } from "../context";
import { createUser, type TestUser } from "../test/factories";
import { startTestApp, type TestApp } from "../test/harness";
import { connected, REDIS_URL, requireRedis, socketTo, until } from "../test/realtime-servers";
import { RealtimeHub } from "./hub";
import { attachRealtime } from "./socket";

/**
 * Issue 31: processes of one deployment meet on Redis under their REDIS_PREFIX, and a second deployment (a
 * cluster test run) on the same Redis under another prefix hears nothing of the first. SERVED_BY lets a
 * socket ask which process holds it.
 */
let t: TestApp;
let user: TestUser;
const servers: { url: string; hub: RealtimeHub; app: FastifyInstance; close(): Promise<void> }[] = [];
const sockets: Socket[] = [];

async function serve(prefix: string, servedBy?: string) {
  const ctx: AppContext = {
    ...t.ctx,
    config: { ...t.ctx.config, redisUrl: REDIS_URL, redisPrefix: prefix, servedBy },
    realtime: new RealtimeHub(),
  };
  const app = await buildApp(ctx);
  const close = await attachRealtime(app, ctx, { log: { info() {}, warn() {} } });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const server = {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
    hub: ctx.realtime,
    app,
    close: async () => {
      await close();
      await app.close();
    },
  };
  servers.push(server);
  return server;
}

async function open(url: string): Promise<Socket> {
  const socket = socketTo(url, user.token, false);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

beforeAll(async () => {
  await requireRedis();
  t = await startTestApp();
  user = await createUser(t.ctx);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const server of servers) await server.close();
  await t.close();
});

describe("REDIS_PREFIX and SERVED_BY", () => {
  it("defaults to the prefix `bizmeet` and no process name", () => {
    expect(loadConfig({}).redisPrefix).toBe("bizmeet");
    expect(loadConfig({}).servedBy).toBeUndefined();
    expect(loadConfig({ REDIS_PREFIX: " run-1 ", SERVED_BY: "web-2" })).toMatchObject({
      redisPrefix: "run-1",
      servedBy: "web-2",
    });
  });

  it("an event reaches the processes of the same prefix only", async () => {
    const run = `bizmeet-test-${randomUUID()}`;
    const a = await serve(run);
    const b = await serve(run);
    const other = await serve(`bizmeet-test-${randomUUID()}`);
    const onB = await open(b.url);
    const onOther = await open(other.url);
    const heard = { b: [] as string[], other: [] as string[] };
    onB.on("probe", (text: string) => heard.b.push(text));
    onOther.on("probe", (text: string) => heard.other.push(text));
    a.hub.emit(`user:${user.id}`, "probe", "one");
    other.hub.emit(`user:${user.id}`, "probe", "two");
    await until(() => heard.b.length === 1 && heard.other.length === 1, 5_000, "each prefix hears its own");
    // a second emit on each side: had the prefixes mixed, the first would have reached both by now
    a.hub.emit(`user:${user.id}`, "probe", "three");
    await until(() => heard.b.length === 2, 5_000, "b hears a again");
    expect(heard).toEqual({ b: ["one", "three"], other: ["two"] });
  });

  it("a socket asks which process holds it when SERVED_BY is set, and gets no answer otherwise", async () => {
    const named = await serve(`bizmeet-test-${randomUUID()}`, "web-7");
    const plain = await serve(`bizmeet-test-${randomUUID()}`);
    const onNamed = await open(named.url);
    expect(await onNamed.timeout(2_000).emitWithAck("served-by")).toBe("web-7");
    const onPlain = await open(plain.url);
    await expect(onPlain.timeout(300).emitWithAck("served-by")).rejects.toThrow();
  });
});
