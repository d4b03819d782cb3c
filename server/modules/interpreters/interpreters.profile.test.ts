import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld } from "../meetings/meetings.fixture";
import { ensureSlots } from "../meetings/meetings.slots";

let t: TestApp;
let w: MeetingWorld;
let interp: TestUser;
let slotStarts: string[];

const call = (method: "GET" | "PUT", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });

beforeAll(async () => {
  t = await startTestApp();
  w = await meetingWorld(t);
  interp = await createUser(t.ctx, { name: "Lee Interp" });
  await t.ctx.db
    .insert(s.interpreters)
    .values({ subEventId: w.s1.id, email: interp.email.toLowerCase(), languagePairs: ["en-ko"] });
  await ensureSlots(t.ctx, w.s1.id);
  const slots = await t.ctx.db
    .select()
    .from(s.meetingSlots)
    .where(eq(s.meetingSlots.subEventId, w.s1.id))
    .orderBy(s.meetingSlots.startsAt);
  slotStarts = slots.map((x) => x.startsAt.toISOString());
});
afterAll(() => t.close());

describe("interpreter profile: who may act", () => {
  it("refuses anonymous callers and everybody who does not interpret in the sub-event", async () => {
    const url = `/api/interpreters/profile?subEventId=${w.s1.id}`;
    const body = { subEventId: w.s1.id, languagePairs: ["ko-en"], unavailable: [] };
    expect((await call("GET", url)).statusCode).toBe(401);
    expect((await call("PUT", "/api/interpreters/profile", undefined, body)).statusCode).toBe(401);
    for (const actor of [w.seller, w.buyer, w.host, w.outsider]) {
      expect((await call("GET", url, actor.token)).statusCode, actor.email).toBe(403);
      expect(
        (await call("PUT", "/api/interpreters/profile", actor.token, body)).statusCode,
        actor.email,
      ).toBe(403);
    }
  });
});

describe("interpreter profile", () => {
  it("stores pairs in one order and unavailable slots, and refuses a time that is not a slot", async () => {
    const res = await call("PUT", "/api/interpreters/profile", interp.token, {
      subEventId: w.s1.id,
      languagePairs: ["KO-zh", "ko-en", "en-ko"],
      unavailable: [slotStarts[1], slotStarts[0]],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      languagePairs: ["en-ko", "ko-zh"],
      unavailable: [slotStarts[0], slotStarts[1]],
    });
    const back = await call("GET", `/api/interpreters/profile?subEventId=${w.s1.id}`, interp.token);
    expect(back.json()).toEqual(res.json());
    const bad = await call("PUT", "/api/interpreters/profile", interp.token, {
      subEventId: w.s1.id,
      languagePairs: ["ko-en"],
      unavailable: ["2030-01-01T00:00:00.000Z"],
    });
    expect(bad.statusCode).toBe(400);
    const same = await call("PUT", "/api/interpreters/profile", interp.token, {
      subEventId: w.s1.id,
      languagePairs: ["ko-ko"],
      unavailable: [],
    });
    expect(same.statusCode).toBe(400);
  });
});

describe("interpreter profile in the host's list", () => {
  it("shows each interpreter's pairs and how many slots they are not available", async () => {
    await call("PUT", "/api/interpreters/profile", interp.token, {
      subEventId: w.s1.id,
      languagePairs: ["zh-ko"],
      unavailable: slotStarts.slice(0, 3),
    });
    const res = await call("GET", `/api/host/subEvents/${w.s1.id}/interpreters`, w.host.token);
    expect(res.statusCode).toBe(200);
    const entry = (res.json() as { email: string; languagePairs: string[]; unavailableCount: number }[]).find(
      (x) => x.email === interp.email.toLowerCase(),
    );
    expect(entry).toMatchObject({ languagePairs: ["ko-zh"], unavailableCount: 3 });
  });
});
