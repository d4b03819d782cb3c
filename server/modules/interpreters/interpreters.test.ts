import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createSubEvent, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { insertMeeting, type MeetingWorld, meetingWorld } from "../meetings/meetings.fixture";

let t: TestApp;
let w: MeetingWorld;
let interp: TestUser;
let interp2: TestUser;
let entryId: number;
let entry2Id: number;
const m: Record<"soon" | "same" | "past" | "other", number> = { soon: 0, same: 0, past: 0, other: 0 };
let counselQ: string;
let counselForm: number;
let otherSubEventId: number;

const meeting = (subEventId: number, startsAt: Date, a: number, b: number) =>
  insertMeeting(t, subEventId, startsAt, a, b);

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });
const addUrl = () => `/api/host/subEvents/${w.s1.id}/interpreters`;
const assign = (meetingId: number, interpreterId: number | null, token = w.host.token) =>
  call("PUT", `/api/host/meetings/${meetingId}/interpreter`, token, { interpreterId });

beforeAll(async () => {
  t = await startTestApp();
  w = await meetingWorld(t);
  interp = await createUser(t.ctx, { name: "Grace Park", company: "통역" });
  interp2 = await createUser(t.ctx, { name: "Ivan Interp" });
  const hour = 3_600_000;
  const now = t.clock.now.getTime();
  m.soon = await meeting(w.s1.id, new Date(now + 2 * hour), w.aS.id, w.aB.id);
  m.same = await meeting(w.s1.id, new Date(now + 2 * hour), w.aS2.id, w.aB2.id);
  m.past = await meeting(w.s1.id, new Date(now - 2 * hour), w.aS.id, w.aB2.id);
  const s2 = await createSubEvent(t.ctx, w.event.id, { category: "matching" });
  otherSubEventId = s2.id;
  const x = await createApplication(t.ctx, s2.id, w.seller.id, { approval: "approval", type: "seller" });
  const y = await createApplication(t.ctx, s2.id, w.buyer.id, { approval: "approval", type: "buyer" });
  m.other = await meeting(s2.id, new Date(now + 5 * hour), x.id, y.id);
  const [form] = await t.ctx.db
    .insert(s.forms)
    .values({ subEventId: w.s1.id, type: "participation" })
    .returning();
  const [q] = await t.ctx.db
    .insert(s.formQuestions)
    .values({ formId: form!.id, position: 0, type: "long", title: "Outcome" })
    .returning();
  counselForm = form!.id;
  counselQ = q!.id;
  await t.ctx.db.update(s.subEvents).set({ sellerCounselForm: form!.id }).where(eq(s.subEvents.id, w.s1.id));
});
afterAll(() => t.close());

describe("host: POST /api/host/subEvents/{id}/interpreters", () => {
  it("refuses anonymous callers, participants and another event's host", async () => {
    const body = { email: interp.email };
    expect((await call("POST", addUrl(), undefined, body)).statusCode).toBe(401);
    for (const user of [w.seller, w.colleague, w.otherHost])
      expect((await call("POST", addUrl(), user.token, body)).statusCode).toBe(403);
  });

  it("needs an account: an unknown address is a clear 404, or a pending entry with an invitation mail", async () => {
    const unknown = await call("POST", addUrl(), w.host.token, { email: "new.interp@example.com" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: "interpreter.noAccount" });
    const invited = await call("POST", addUrl(), w.host.token, {
      email: "New.Interp@example.com",
      invite: true,
    });
    expect(invited.statusCode).toBe(200);
    expect(invited.json()).toMatchObject({ email: "new.interp@example.com", userId: null });
    const mails = await t.ctx.db
      .select()
      .from(s.mailOutbox)
      .where(eq(s.mailOutbox.toMail, "new.interp@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/auth/register");
    const pending = await assign(m.soon, invited.json().id);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe("interpreter.pending");
  });

  it("names a registered interpreter once, with languages", async () => {
    const res = await call("POST", addUrl(), w.host.token, {
      email: interp.email.toUpperCase(),
      languages: ["ko", "en"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: interp.id, name: "Grace Park", languages: ["ko", "en"] });
    entryId = res.json().id;
    expect((await call("POST", addUrl(), w.host.token, { email: interp.email })).statusCode).toBe(409);
    entry2Id = (await call("POST", addUrl(), w.host.token, { email: interp2.email })).json().id;
  });
});

describe("GET /api/interpreters/user and /api/interpreters/userCheck", () => {
  it("refuse asking about someone else", async () => {
    expect((await call("GET", `/api/interpreters/user?userId=${interp.id}`, w.seller.token)).statusCode).toBe(
      403,
    );
    const check = `/api/interpreters/userCheck?userId=${interp.id}&subEventId=${w.s1.id}`;
    expect((await call("GET", check, w.seller.token)).statusCode).toBe(403);
    expect((await call("GET", check)).statusCode).toBe(401);
  });

  it("list the interpreter's sub-events and check them", async () => {
    const res = await call("GET", `/api/interpreters/user?userId=${interp.id}`, interp.token);
    expect(res.json()).toEqual([
      expect.objectContaining({
        subEventId: w.s1.id,
        mainEventName: w.event.name,
        email: interp.email,
        userId: interp.id,
      }),
    ]);
    const yes = await call(
      "GET",
      `/api/interpreters/userCheck?userId=${interp.id}&subEventId=${w.s1.id}`,
      interp.token,
    );
    expect(yes.json()).toBe(true);
    const no = await call(
      "GET",
      `/api/interpreters/userCheck?userId=${w.seller.id}&subEventId=${w.s1.id}`,
      w.seller.token,
    );
    expect(no.json()).toBe(false);
  });
});

describe("host: assigning meetings", () => {
  it("refuses participants and another event's host", async () => {
    for (const user of [w.seller, w.otherHost])
      expect((await assign(m.soon, entryId, user.token)).statusCode).toBe(403);
  });

  it("assigns one meeting per time to an interpreter and shows what still needs one", async () => {
    expect((await assign(m.soon, entryId)).statusCode).toBe(200);
    const busy = await assign(m.same, entryId);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe("interpreter.busy");
    expect((await assign(m.past, entryId)).statusCode).toBe(200);
    const coverage = await call("GET", `/api/host/subEvents/${w.s1.id}/interpreterMeetings`, w.host.token);
    expect(coverage.json().needing).toBe(1);
    const needing = await call(
      "GET",
      `/api/host/subEvents/${w.s1.id}/interpreterMeetings?need=Y`,
      w.host.token,
    );
    expect(needing.json().meetings.map((r: { meeting: { id: number } }) => r.meeting.id)).toEqual([m.same]);
    expect((await assign(m.same, entry2Id)).statusCode).toBe(200);
    const other = await assign(m.other, entryId);
    expect(other.statusCode).toBe(404);
  });

  it("frees the interpreter when a meeting is cancelled", async () => {
    await t.ctx.db.update(s.meetings).set({ status: "cancel" }).where(eq(s.meetings.id, m.same));
    const [left] = await t.ctx.db
      .select()
      .from(s.interpreterAssignments)
      .where(eq(s.interpreterAssignments.meetingId, m.same));
    expect(left).toBeUndefined();
  });
});

describe("the interpreter's meetings and join", () => {
  it("refuses someone who is not an interpreter of the sub-event", async () => {
    const url = `/api/interpreters/meetings?subEventId=${w.s1.id}`;
    for (const user of [w.seller, w.outsider, w.host])
      expect((await call("GET", url, user.token)).statusCode).toBe(403);
    const join = await call("POST", "/api/interpreters/joinMeeting", w.seller.token, {
      subEventId: w.s1.id,
      meetingId: m.soon,
    });
    expect(join.statusCode).toBe(403);
  });

  it("lists the assigned meetings of the week", async () => {
    const day = (offset: number) =>
      new Date(t.clock.now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const res = await call(
      "GET",
      `/api/interpreters/meetings?subEventId=${w.s1.id}&from=${day(-1)}&to=${day(6)}`,
      interp.token,
    );
    expect(res.json().meetings.map((x: { id: number }) => x.id)).toEqual([m.past, m.soon]);
    expect(res.json().meetings[1].roomLink).toMatch(new RegExp(`/video/${m.soon}$`));
    const started = await call(
      "GET",
      `/api/interpreters/meetings?subEventId=${w.s1.id}&started=Y`,
      interp.token,
    );
    expect(started.json().meetings.map((x: { id: number }) => x.id)).toEqual([m.past]);
  });

  it("joins an assigned meeting, not another's nor another sub-event's", async () => {
    const body = (meetingId: number) => ({
      subEventId: w.s1.id,
      meetingId,
      status: "agree",
      date: "2026-12-01",
      startTime: "10:00",
      endTime: "10:30",
      interpreter: { email: interp.email },
    });
    // a request still waiting (interpreters may be assigned to one) has no call to join yet
    await t.ctx.db.update(s.meetings).set({ status: "waiting" }).where(eq(s.meetings.id, m.soon));
    const waiting = await call("POST", "/api/interpreters/joinMeeting", interp.token, body(m.soon));
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe("interpreter.notAgreed");
    await t.ctx.db.update(s.meetings).set({ status: "agree" }).where(eq(s.meetings.id, m.soon));

    const ok = await call("POST", "/api/interpreters/joinMeeting", interp.token, body(m.soon));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().link).toMatch(new RegExp(`/video/${m.soon}$`));
    expect(
      (await call("POST", "/api/interpreters/joinMeeting", interp2.token, body(m.soon))).statusCode,
    ).toBe(403);
    const other = await call("POST", "/api/interpreters/joinMeeting", interp.token, body(m.other));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("interpreter.otherSubEvent");
  });
});

describe("the interpreter's counsel form and read-only participant views", () => {
  const note = (content: string) => ({
    meetingId: m.past,
    applicationId: w.aS.id,
    meetingSurveys: [{ uuid: counselQ, formId: counselForm, title: "Outcome", type: "long", content }],
  });

  it("refuses an interpreter who is not assigned to the meeting", async () => {
    expect((await call("POST", "/api/meetingSurveys/surveys", interp2.token, note("x"))).statusCode).toBe(
      404,
    );
  });

  it("saves the note through /api/meetingSurveys/surveys; the side reads it", async () => {
    const res = await call(
      "POST",
      "/api/meetingSurveys/surveys",
      interp.token,
      note("Agreed on a sample order"),
    );
    expect(res.statusCode).toBe(200);
    const read = await call(
      "GET",
      `/api/meetingSurveys?meetingId=${m.past}&applicationId=${w.aS.id}`,
      w.seller.token,
    );
    expect(read.json().answers[0].content).toBe("Agreed on a sample order");
  });

  it("lets the interpreter read participants and approved companies, nothing more", async () => {
    const list = await call("GET", `/api/applications/participantList?subEventId=${w.s1.id}`, interp.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().totalElements).toBeGreaterThan(0);
    expect(
      (await call("GET", `/api/applications/meetingDetail?applicationId=${w.aS.id}`, interp.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await call("GET", `/api/applications/meetingDetail?applicationId=${w.aW.id}`, interp.token))
        .statusCode,
    ).toBe(403);
    const other = await call(
      "GET",
      `/api/applications/participantList?subEventId=${otherSubEventId}`,
      interp.token,
    );
    expect(other.statusCode).toBe(403);
  });
});

describe("host: DELETE /api/host/interpreters/{id}", () => {
  it("refuses another event's host, then removes the interpreter and their assignments", async () => {
    expect((await call("DELETE", `/api/host/interpreters/${entryId}`, w.otherHost.token)).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", `/api/host/interpreters/${entryId}`, w.host.token)).statusCode).toBe(200);
    const left = await t.ctx.db
      .select()
      .from(s.interpreterAssignments)
      .where(eq(s.interpreterAssignments.userId, interp.id));
    expect(left).toEqual([]);
    const check = await call(
      "GET",
      `/api/interpreters/userCheck?userId=${interp.id}&subEventId=${w.s1.id}`,
      interp.token,
    );
    expect(check.json()).toBe(false);
  });
});
