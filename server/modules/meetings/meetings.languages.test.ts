import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld } from "./meetings.fixture";
import { ensureSlots } from "./meetings.slots";

let t: TestApp;
let w: MeetingWorld;
let interp: TestUser;

const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });
const setLanguages = (applicationId: number, languages: string[], token: string) =>
  call("PUT", "/api/meetings/languages", token, { applicationId, languages });
const slotIso = "2026-12-01T01:00:00.000Z"; // 10:00 in Seoul

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
  interp = await createUser(t.ctx, { name: "Han Interp" });
  await t.ctx.db
    .insert(s.interpreters)
    .values({ subEventId: w.s1.id, email: interp.email.toLowerCase(), languagePairs: ["en-ko"] });
  await ensureSlots(t.ctx, w.s1.id);
});
afterAll(() => t.close());

describe("meeting languages and interpreter availability: who may act", () => {
  it("refuses anonymous callers, other companies and outsiders (and the host may only read)", async () => {
    const get = `/api/meetings/languages?applicationId=${w.aS.id}`;
    const avail = `/api/meetings/interpreterAvailability?applicationId=${w.aS.id}&targetApplicationId=${w.aB.id}&startsAt=${slotIso}`;
    expect((await call("GET", get)).statusCode).toBe(401);
    expect((await call("GET", avail)).statusCode).toBe(401);
    expect((await setLanguages(w.aS.id, ["ko"], "")).statusCode).toBe(401);
    for (const actor of [w.buyer, w.outsider, w.otherHost]) {
      expect((await call("GET", get, actor.token)).statusCode, actor.email).toBe(404);
      expect((await call("GET", avail, actor.token)).statusCode, actor.email).toBe(404);
      expect((await setLanguages(w.aS.id, ["ko"], actor.token)).statusCode, actor.email).toBe(404);
    }
    expect((await call("GET", get, w.host.token)).statusCode).toBe(200);
    expect((await setLanguages(w.aS.id, ["ko"], w.host.token)).statusCode).toBe(404);
  });
});

describe("meeting languages", () => {
  it("says when a booking needs an interpreter, whether one is free, and assigns one on agreement", async () => {
    expect((await setLanguages(w.aS.id, ["ko", "ko"], w.seller.token)).json()).toEqual({ languages: ["ko"] });
    expect((await setLanguages(w.aB.id, ["en"], w.buyer.token)).json()).toEqual({ languages: ["en"] });
    const avail = await call(
      "GET",
      `/api/meetings/interpreterAvailability?applicationId=${w.aS.id}&targetApplicationId=${w.aB.id}&startsAt=${slotIso}`,
      w.seller.token,
    );
    expect(avail.json()).toEqual({ needed: true, available: true });

    const req = await call("POST", "/api/meetings/applicant", w.seller.token, {
      subEventId: w.s1.id,
      applicant: w.aS.id,
      acceptor: w.aB.id,
      date: "2026-12-01",
      startTime: "10:00",
    });
    expect(req.statusCode, req.body).toBe(200);
    const [made] = await t.ctx.db
      .select({ id: s.meetings.id })
      .from(s.meetings)
      .where(
        and(eq(s.meetings.applicantApplicationId, w.aS.id), eq(s.meetings.acceptorApplicationId, w.aB.id)),
      );
    const meetingId = made!.id;
    const agreed = await call("PUT", "/api/meetings/update", w.buyer.token, {
      subEventId: w.s1.id,
      acceptorId: w.aB.id,
      meetingId,
      status: "agree",
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const [assigned] = await t.ctx.db
      .select()
      .from(s.interpreterAssignments)
      .where(eq(s.interpreterAssignments.meetingId, meetingId));
    expect(assigned?.userId).toBe(interp.id);
    const mails = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, interp.email));
    expect(mails).toHaveLength(1);

    // the interpreter now holds that slot: nobody else is free then
    const after = await call(
      "GET",
      `/api/meetings/interpreterAvailability?applicationId=${w.aS2.id}&targetApplicationId=${w.aB2.id}&startsAt=${slotIso}`,
      w.seller2.token,
    );
    expect(after.json()).toEqual({ needed: false, available: true });
    await setLanguages(w.aS2.id, ["zh"], w.seller2.token);
    await setLanguages(w.aB2.id, ["ko"], w.buyer2.token);
    const busy = await call(
      "GET",
      `/api/meetings/interpreterAvailability?applicationId=${w.aS2.id}&targetApplicationId=${w.aB2.id}&startsAt=${slotIso}`,
      w.seller2.token,
    );
    expect(busy.json()).toEqual({ needed: true, available: false });
  });
});
