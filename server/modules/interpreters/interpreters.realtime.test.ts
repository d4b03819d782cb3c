import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INTERPRETER_ASSIGNMENTS_EVENT } from "../../../shared/contract";
import { buildApp } from "../../app";
import type { AppContext } from "../../context";
import * as s from "../../db/schema";
import { RealtimeHub } from "../../realtime/hub";
import { attachRealtime } from "../../realtime/socket";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld } from "../meetings/meetings.fixture";

/** The interpreter's open workspace hears of a new assignment at once (its socket, the user's room). */
let t: TestApp;
let w: MeetingWorld;
let interp: TestUser;
let entryId: number;
let meetingId: number;
let app: FastifyInstance;
let url: string;
let close: () => Promise<void>;

beforeAll(async () => {
  t = await startTestApp();
  w = await meetingWorld(t);
  interp = await createUser(t.ctx, { name: "Live Interp" });
  const [entry] = await t.ctx.db
    .insert(s.interpreters)
    .values({ subEventId: w.s1.id, email: interp.email.toLowerCase(), languagePairs: ["en-ko"] })
    .returning();
  entryId = entry!.id;
  const startsAt = new Date(t.clock.now.getTime() + 3 * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  await t.ctx.db.insert(s.meetingSlots).values({
    subEventId: w.s1.id,
    startsAt,
    endsAt,
    date: "2026-12-01",
    startTime: "10:00",
    endTime: "10:30",
  });
  const [m] = await t.ctx.db
    .insert(s.meetings)
    .values({
      subEventId: w.s1.id,
      applicantApplicationId: w.aS.id,
      acceptorApplicationId: w.aB.id,
      status: "agree",
      startsAt,
      endsAt,
    })
    .returning();
  meetingId = m!.id;
  const ctx: AppContext = { ...t.ctx, realtime: new RealtimeHub() };
  app = await buildApp(ctx);
  close = await attachRealtime(app, ctx, {
    log: { info() {}, warn() {} },
    redisKey: `bizmeet-test-${randomUUID()}`,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}, 60_000);

afterAll(async () => {
  await close?.();
  await app?.close();
  await t.close();
});

describe("interpreter assignments, live", () => {
  it("reach the interpreter's socket when the host assigns a meeting", async () => {
    const socket: Socket = connect(url, {
      path: "/socket.io",
      auth: { token: interp.token },
      transports: ["websocket"],
    });
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", () => resolve());
      socket.on("connect_error", reject);
    });
    const heard = new Promise<{ subEventId: number }>((resolve) =>
      socket.on(INTERPRETER_ASSIGNMENTS_EVENT, (payload: { subEventId: number }) => resolve(payload)),
    );
    const res = await fetch(`${url}/api/host/meetings/${meetingId}/interpreter`, {
      method: "PUT",
      headers: { authorization: w.host.token, "content-type": "application/json" },
      body: JSON.stringify({ interpreterId: entryId }),
    });
    expect(res.status).toBe(200);
    expect(await heard).toEqual({ subEventId: w.s1.id });
    socket.close();
  });
});
