import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { invariantViolations } from "../meetings/meetings.invariant";
import { deliverAllMeetingNotices } from "../meetings/meetings.notify";
import { type AutoScheduleWorld, autoScheduleWorld, profilesOf, runMatching } from "./auto-schedule.fixture";

let t: TestApp;
let w: AutoScheduleWorld;

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await autoScheduleWorld(t);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });
const base = () => `/api/host/subEvents/${w.s1.id}/matching`;
type Draft = { sellerId: number; buyerId: number; date: string; startTime: string; score: number };
const draftOf = async (runId: number): Promise<Draft[]> =>
  (await call("GET", `/api/host/matching/runs/${runId}/meetings?size=200`, w.host.token)).json().content;

describe("automatic scheduling: who may act", () => {
  it("refuses anonymous, participants, a colleague and another event's host on every call", async () => {
    const calls: [string, string, object?][] = [
      ["GET", `${base()}/settings`],
      [
        "PUT",
        `${base()}/settings`,
        { mail: "N", maxPerDay: null, sellerCap: null, buyerCap: null, companyCaps: [] },
      ],
      ["POST", `${base()}/runs`, { mode: "tight" }],
      ["GET", `${base()}/runs/latest`],
      ["POST", `${base()}/cancelAll`, {}],
      ["POST", `${base()}/scheduleMail`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method as "GET", url, undefined, body)).statusCode, url).toBe(401);
      for (const actor of [w.seller, w.buyer, w.colleague, w.waiter, w.outsider, w.otherHost]) {
        expect(
          (await call(method as "GET", url, actor.token, body)).statusCode,
          `${actor.email} ${url}`,
        ).toBe(403);
      }
    }
  });

  it("offers nothing on a sub-event with matching N (4xx with a readable message)", async () => {
    const n = await createSubEvent(t.ctx, w.event.id, { matching: "N" });
    for (const [method, url, body] of [
      ["POST", `/api/host/subEvents/${n.id}/matching/runs`, { mode: "normal" }],
      ["GET", `/api/host/subEvents/${n.id}/matching/settings`],
      ["POST", `/api/host/subEvents/${n.id}/matching/cancelAll`, {}],
      ["POST", `/api/host/subEvents/${n.id}/matching/scheduleMail`],
    ] as const) {
      const res = await call(method, url, w.host.token, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe("matching.error.off");
    }
  });
});

describe("run, review, publish", () => {
  let runId: number;

  it("TIGHT pairs share a category and a keyword (or asked for each other); 'not interested' is never paired", async () => {
    // a request across categories, a "not interested" between two perfect matches, an unavailable mark, a host
    // block of a slot and one of a company's slot, and a hand-made agreed meeting that must stay where it is
    const request = await call("POST", "/api/meetings/applicant", w.buyers[2]!.user.token, {
      subEventId: w.s1.id,
      applicant: w.buyers[2]!.app,
      acceptor: w.aS2.id,
      date: "2026-12-02",
      startTime: "10:00",
    });
    expect(request.statusCode, request.body).toBe(200);
    const hide = await call("POST", "/api/matching/notInterested", w.seller.token, {
      applicationId: w.aS.id,
      targetId: w.buyers[0]!.app,
    });
    expect(hide.statusCode).toBe(200);
    const mark = await call("POST", "/api/meetings/impossible", w.buyer.token, {
      subEventId: w.s1.id,
      applicationId: w.aB.id,
      date: "2026-12-01",
      startTime: "10:00",
    });
    expect(mark.statusCode, mark.body).toBe(200);
    const block = await call("POST", `/api/host/subEvents/${w.s1.id}/blocks`, w.host.token, {
      slots: [{ date: "2026-12-01", startTime: "13:30" }],
    });
    expect(block.statusCode, block.body).toBe(200);
    const companyBlock = await call("POST", `/api/host/subEvents/${w.s1.id}/companyBlocks`, w.host.token, {
      applicationId: w.aS2.id,
      date: "2026-12-01",
      startTime: "11:00",
    });
    expect(companyBlock.statusCode, companyBlock.body).toBe(200);
    const hand = await call("POST", `/api/host/subEvents/${w.s1.id}/meetings`, w.host.token, {
      applicantId: w.aS.id,
      acceptorId: w.aB.id,
      date: "2026-12-01",
      startTime: "10:30",
    });
    expect(hand.statusCode, hand.body).toBe(200);

    const run = await runMatching(t, w, "tight");
    expect(run.status, run.error).toBe("draft");
    expect(run.progress).toBe(1);
    runId = run.id;
    const draft = await draftOf(runId);
    expect(draft.length).toBe(run.summary.newMeetings);
    expect(run.summary.violations).toBe(0);
    const profiles = await profilesOf(t, [...new Set(draft.flatMap((d) => [d.sellerId, d.buyerId]))]);
    for (const d of draft) {
      const a = profiles.get(d.sellerId)!;
      const b = profiles.get(d.buyerId)!;
      const requested = d.sellerId === w.aS2.id && d.buyerId === w.buyers[2]!.app;
      const tight =
        a.categories.some((c) => b.categories.includes(c)) && a.keywords.some((k) => b.keywords.includes(k));
      expect(tight || requested, JSON.stringify(d)).toBe(true);
      expect(d.sellerId === w.aS.id && d.buyerId === w.buyers[0]!.app).toBe(false);
      expect(`${d.date} ${d.startTime}`).not.toBe("2026-12-01 13:30");
      if (d.buyerId === w.aB.id) expect(`${d.date} ${d.startTime}`).not.toBe("2026-12-01 10:00");
      if (d.sellerId === w.aS2.id) expect(`${d.date} ${d.startTime}`).not.toBe("2026-12-01 11:00");
    }
    // the requested cross-category pair is scheduled; aS-aB keeps its hand-made meeting (fixed, not re-made)
    expect(draft.some((d) => d.sellerId === w.aS2.id && d.buyerId === w.buyers[2]!.app)).toBe(true);
    expect(draft.some((d) => d.sellerId === w.aS.id && d.buyerId === w.aB.id)).toBe(false);
    expect(run.summary.before).toMatchObject({ meetings: 1 });
    expect(run.summary.after.meetings).toBe(1 + draft.length);
    expect(run.summary.after.totalScore).toBeGreaterThan(run.summary.before.totalScore);
    // per company: aS has 1 meeting now, and the draft review lists companies left without any
    const companies = (
      await call("GET", `/api/host/matching/runs/${runId}/companies?size=50`, w.host.token)
    ).json();
    expect(
      companies.content.find((c: { applicationId: number }) => c.applicationId === w.aS.id),
    ).toMatchObject({
      current: 1,
    });
    const without = (
      await call("GET", `/api/host/matching/runs/${runId}/companies?without=Y`, w.host.token)
    ).json();
    expect(without.totalElements).toBe(run.summary.after.participantsWithout);
    // the requested pair left out is explained; here: none left out but the excluded one
    const unscheduled = (
      await call("GET", `/api/host/matching/runs/${runId}/unscheduled`, w.host.token)
    ).json();
    expect(unscheduled.content.every((u: { reason: string }) => u.reason !== "")).toBe(true);
  });

  it("normal pairs share a category; nobody sees the draft before it is published", async () => {
    const run = await runMatching(t, w, "normal");
    expect(run.status).toBe("draft");
    const draft = await draftOf(run.id);
    const profiles = await profilesOf(t, [...new Set(draft.flatMap((d) => [d.sellerId, d.buyerId]))]);
    for (const d of draft) {
      const requested = d.sellerId === w.aS2.id && d.buyerId === w.buyers[2]!.app;
      const shared = profiles
        .get(d.sellerId)!
        .categories.some((c) => profiles.get(d.buyerId)!.categories.includes(c));
      expect(shared || requested).toBe(true);
      // "not interested" holds in every mode: aS and this buyer share category and keyword, yet never meet
      expect(d.sellerId === w.aS.id && d.buyerId === w.buyers[0]!.app).toBe(false);
    }
    expect(draft.length).toBeGreaterThanOrEqual((await draftOf(runId)).length);
    // the earlier draft is no longer publishable
    expect((await call("POST", `/api/host/matching/runs/${runId}/publish`, w.host.token)).statusCode).toBe(
      409,
    );
    runId = run.id;
    const mine = (
      await call("GET", `/api/meetings/myMeeting?applicationId=${w.aS2.id}`, w.seller2.token)
    ).json();
    expect(mine.filter((m: { status: string }) => m.status === "agree")).toEqual([]);
  });

  it("publishes in one go: the meetings are confirmed for both sides without acceptance, never double-booked", async () => {
    await call("PUT", `${base()}/settings`, w.host.token, {
      mail: "N",
      maxPerDay: null,
      sellerCap: null,
      buyerCap: null,
      companyCaps: [],
    });
    const draft = await draftOf(runId);
    await deliverAllMeetingNotices(t.ctx); // the earlier hand-made changes' mails
    const res = await call("POST", `/api/host/matching/runs/${runId}/publish`, w.host.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "published",
      outcome: { published: draft.length, skippedTaken: 0 },
    });
    const one = draft[0]!;
    const seller = [w.aS, w.aS2].find((a) => a.id === one.sellerId);
    const token =
      seller === w.aS
        ? w.seller.token
        : seller === w.aS2
          ? w.seller2.token
          : w.sellers.find((x) => x.app === one.sellerId)!.user.token;
    const mine = (await call("GET", `/api/meetings/myMeeting?applicationId=${one.sellerId}`, token)).json();
    expect(mine).toContainEqual(
      expect.objectContaining({
        status: "agree",
        arrangedByHost: true,
        date: one.date,
        startTime: one.startTime,
      }),
    );
    // the pair's own waiting request was fulfilled by the arranged meeting
    const waiting = await t.ctx.db
      .select()
      .from(s.meetings)
      .where(and(eq(s.meetings.subEventId, w.s1.id), eq(s.meetings.status, "waiting")));
    expect(waiting).toEqual([]);
    expect(await invariantViolations(t.ctx.db, w.s1.id)).toEqual({
      doubleBooked: 0,
      pairTwice: 0,
      outsideSlots: 0,
      claimMismatch: 0,
    });
    // mail off: no meeting mail was recorded
    expect(await deliverAllMeetingNotices(t.ctx)).toBe(0);
    expect((await call("POST", `/api/host/matching/runs/${runId}/publish`, w.host.token)).statusCode).toBe(
      409,
    );
  });

  it("cancels every automatic meeting and keeps the hand-made ones", async () => {
    const before = await t.ctx.db.select().from(s.autoScheduleMeetings);
    expect(before.length).toBeGreaterThan(0);
    const res = await call("POST", `${base()}/cancelAll`, w.host.token, { reason: "Schedule redone" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancelled).toBe(before.length);
    const agreed = await t.ctx.db
      .select()
      .from(s.meetings)
      .where(and(eq(s.meetings.subEventId, w.s1.id), eq(s.meetings.status, "agree")));
    expect(agreed).toHaveLength(1);
    expect(agreed[0]).toMatchObject({ applicantApplicationId: w.aS.id, acceptorApplicationId: w.aB.id });
    const gone = await t.ctx.db
      .select()
      .from(s.meetings)
      .where(
        inArray(
          s.meetings.id,
          before.map((b) => b.meetingId),
        ),
      );
    expect(gone.every((m) => m.status === "cancel" && m.reasonCode === "host")).toBe(true);
  });

  it("with mail on, publishing tells both sides; the schedule mail lists each participant's own meetings with an .ics", async () => {
    await call("PUT", `${base()}/settings`, w.host.token, {
      mail: "Y",
      maxPerDay: 2,
      sellerCap: 3,
      buyerCap: null,
      companyCaps: [{ applicationId: w.aS2.id, cap: 1 }],
    });
    const settings = (await call("GET", `${base()}/settings`, w.host.token)).json();
    expect(settings).toMatchObject({
      mail: "Y",
      maxPerDay: 2,
      sellerCap: 3,
      companyCaps: [{ applicationId: w.aS2.id, cap: 1 }],
    });
    const run = await runMatching(t, w, "normal");
    const draft = await draftOf(run.id);
    // caps: at most 2 a day per participant, 3 per seller (hand-made included), 1 for aS2
    const perDay = new Map<string, number>();
    const perSeller = new Map<number, number>([[w.aS.id, 1]]);
    for (const d of draft) {
      for (const id of [d.sellerId, d.buyerId])
        perDay.set(`${id} ${d.date}`, (perDay.get(`${id} ${d.date}`) ?? 0) + 1);
      perSeller.set(d.sellerId, (perSeller.get(d.sellerId) ?? 0) + 1);
    }
    expect(perDay.get(`${w.aS.id} 2026-12-01`) ?? 0).toBeLessThanOrEqual(1);
    expect(Math.max(...perDay.values())).toBeLessThanOrEqual(2);
    expect(Math.max(...perSeller.values())).toBeLessThanOrEqual(3);
    expect(perSeller.get(w.aS2.id) ?? 0).toBeLessThanOrEqual(1);
    expect(await deliverAllMeetingNotices(t.ctx)).toBe(0);
    const newMeetingMails = async () =>
      (await t.ctx.db.select().from(s.mails).where(eq(s.mails.code, "newMeeting"))).length;
    const mailsBefore = await newMeetingMails();
    expect((await call("POST", `/api/host/matching/runs/${run.id}/publish`, w.host.token)).statusCode).toBe(
      200,
    );
    expect(await deliverAllMeetingNotices(t.ctx)).toBe(draft.length);
    expect((await newMeetingMails()) - mailsBefore).toBe(2 * draft.length);

    await t.ctx.db.update(s.users).set({ countryNumber: "1" }).where(eq(s.users.id, w.buyer.id));
    const res = await call("POST", `${base()}/scheduleMail`, w.host.token);
    expect(res.statusCode, res.body).toBe(200);
    const people = new Set([w.aS.id, w.aB.id, ...draft.flatMap((d) => [d.sellerId, d.buyerId])]);
    expect(res.json().recipients).toBe(people.size);
    const [mail] = await t.ctx.db
      .select()
      .from(s.mails)
      .where(and(eq(s.mails.code, "meetingSchedule"), eq(s.mails.toUserId, w.seller.id)));
    expect(mail!.content).toContain("Global Trade");
    const outbox = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, w.seller.email));
    const scheduleMail = outbox.find((o) => o.icalMethod === "PUBLISH")!;
    expect(scheduleMail.subject).toContain("확정된 미팅 일정"); // a Korean number: Korean
    const english = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, w.buyer.email));
    expect(english.find((o) => o.icalMethod === "PUBLISH")!.subject).toContain("Your confirmed meetings");
    const events = scheduleMail.icalEvent!.match(/BEGIN:VEVENT/g)!.length;
    const sellerMeetings = draft.filter((d) => d.sellerId === w.aS.id).length + 1;
    expect(events).toBe(sellerMeetings);
  });

  it("stops a run on request; a second run cannot start while one runs", async () => {
    const started = await call("POST", `${base()}/runs`, w.host.token, { mode: "normal" });
    expect(started.statusCode).toBe(200);
    const second = await call("POST", `${base()}/runs`, w.host.token, { mode: "tight" });
    expect(second.statusCode).toBe(409);
    const stopped = await call("POST", `/api/host/matching/runs/${started.json().id}/stop`, w.host.token);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().status).toBe("stopped");
    expect((await call("GET", `${base()}/runs/latest`, w.host.token)).json()).toMatchObject({
      status: "stopped",
    });
    // runs of another event's host are not found
    expect(
      (await call("GET", `/api/host/matching/runs/${started.json().id}`, w.otherHost.token)).statusCode,
    ).toBe(404);
    const u = await createUser(t.ctx);
    await createApplication(t.ctx, w.s1.id, u.id, { approval: "approval", type: "buyer" });
  });
});
