import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld } from "../meetings/meetings.fixture";

let t: TestApp;
let w: MeetingWorld;
let kw: { robotics: number; welding: number };

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
  // aS: machinery + robotics, welding. aB: machinery + robotics, welding (best). aB2: machinery only.
  const rows = await t.ctx.db
    .insert(s.keywords)
    .values([
      { subEventId: w.s1.id, title: "robotics" },
      { subEventId: w.s1.id, title: "welding" },
    ])
    .returning();
  kw = { robotics: rows[0]!.id, welding: rows[1]!.id };
  await t.ctx.db.update(s.applications).set({ category: "machinery" }).where(eq(s.applications.id, w.aB.id));
  await t.ctx.db.update(s.applications).set({ category: "machinery" }).where(eq(s.applications.id, w.aB2.id));
  await t.ctx.db.insert(s.applicationKeywords).values([
    { applicationId: w.aS.id, keywordId: kw.robotics },
    { applicationId: w.aS.id, keywordId: kw.welding },
    { applicationId: w.aB.id, keywordId: kw.robotics },
    { applicationId: w.aB.id, keywordId: kw.welding },
  ]);
});
afterAll(() => t.close());

const get = (url: string, token?: string, lang = "en") => t.call({ method: "GET", url, token, lang });
const post = (url: string, token: string | undefined, payload: object) =>
  t.call({ method: "POST", url, token, payload });
const targets = (token: string | undefined, query: string) =>
  get(`/api/applicationKeyword/matchingTargets?subEventId=${w.s1.id}&${query}`, token);
type Row = {
  applicationId: number;
  score: number;
  excluded: boolean;
  reasons: { code: string; items?: string[]; count?: number }[];
  commonSlot: { date: string; startTime: string } | null;
  liveMeeting: { id: number; status: string } | null;
};
const ids = (rows: Row[]) => rows.map((r) => r.applicationId);

describe("matching targets: who may read", () => {
  it("refuses anonymous, an outsider, a waiting or rejected applicant, another company, another event's host", async () => {
    expect((await targets(undefined, "page=0&size=10")).statusCode).toBe(401);
    for (const actor of [w.outsider, w.waiter, w.rejected, w.otherHost]) {
      expect((await targets(actor.token, "page=0&size=10")).statusCode, actor.email).toBe(404);
      expect((await targets(actor.token, `applicationId=${w.aS.id}`)).statusCode, actor.email).toBe(404);
    }
    // the buyer may not read the seller's recommendations
    expect((await targets(w.buyer.token, `applicationId=${w.aS.id}`)).statusCode).toBe(404);
    // the host has no application of its own to rank for
    expect((await targets(w.host.token, "page=0")).statusCode).toBe(404);
  });

  it("is absent where the sub-event has matching N (4xx, readable)", async () => {
    const n = await createSubEvent(t.ctx, w.event.id, { matching: "N" });
    const u = await createUser(t.ctx);
    const app = await createApplication(t.ctx, n.id, u.id, { approval: "approval", type: "seller" });
    const res = await get(`/api/applicationKeyword/matchingTargets?subEventId=${n.id}`, u.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/matching/i);
    const mark = await post("/api/matching/notInterested", u.token, {
      applicationId: app.id,
      targetId: w.aB.id,
    });
    expect(mark.statusCode).toBe(403);
  });
});

describe("matching targets: scores and modes", () => {
  it("ranks the seller's buyers by score with reasons; category and keyword beat category only (8.3-8.5)", async () => {
    const res = await targets(w.seller.token, "page=0&size=10");
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ number: 0, size: 10, first: true });
    const rows = page.content as Row[];
    expect(ids(rows).slice(0, 2)).toEqual([w.aB.id, w.aB2.id]);
    expect(rows[0]!.score).toBeGreaterThan(rows[1]!.score);
    expect(rows[0]!.reasons.map((r) => r.code)).toEqual(["shared_keywords", "shared_categories"]);
    expect(rows[0]!.reasons[0]).toMatchObject({ count: 2, items: ["robotics", "welding"] });
    // only counterparts: no seller is listed for a seller
    expect(ids(rows)).not.toContain(w.aS2.id);
    expect(rows[0]!.commonSlot).toMatchObject({ date: "2026-12-01", startTime: "10:00" });
    // the colleague sees the same list
    const colleague = (await targets(w.colleague.token, "page=0&size=10")).json().content as Row[];
    expect(ids(colleague)).toEqual(ids(rows));
  });

  it("TIGHT keeps category-and-keyword pairs, CONNECTION keeps requested pairs, RECOMMEND positive scores", async () => {
    const tight = (await targets(w.seller.token, "mode=TIGHT")).json().content as Row[];
    expect(ids(tight)).toEqual([w.aB.id]);
    const recommend = (await targets(w.seller.token, "mode=RECOMMEND")).json().content as Row[];
    expect(ids(recommend)).toEqual([w.aB.id, w.aB2.id]);
    expect((await targets(w.seller.token, "mode=CONNECTION")).json().content).toEqual([]);
    // the buyer without a category asks the seller for a meeting: now connected, with the reason
    const req = await post("/api/meetings/applicant", w.buyer2.token, {
      subEventId: w.s1.id,
      applicant: w.aB2.id,
      acceptor: w.aS.id,
      date: "2026-12-01",
      startTime: "10:30",
    });
    expect(req.statusCode, req.body).toBe(200);
    const connected = (await targets(w.seller.token, "mode=CONNECTION")).json().content as Row[];
    expect(ids(connected)).toEqual([w.aB2.id]);
    expect(connected[0]!.reasons[0]!.code).toBe("they_requested");
    expect(connected[0]!.liveMeeting).toMatchObject({ status: "waiting" });
    expect(connected[0]!.commonSlot).toBeNull();
    // a requested pair scores above category + keywords now
    const all = (await targets(w.seller.token, "mode=default")).json().content as Row[];
    expect(ids(all)[0]).toBe(w.aB2.id);
    // the requester sees its own side of the reason
    const mine = (
      await get(`/api/applicationKeyword/matchingTargets?subEventId=${w.s1.id}`, w.buyer2.token)
    ).json().content as Row[];
    expect(mine.find((r) => r.applicationId === w.aS.id)!.reasons[0]!.code).toBe("you_requested");
  });

  it("does not count a meeting the host arranged as anyone's request (CONNECTION, reasons)", async () => {
    const arranged = await post(`/api/host/subEvents/${w.s1.id}/meetings`, w.host.token, {
      applicantId: w.aS2.id,
      acceptorId: w.aB2.id,
      date: "2026-12-01",
      startTime: "12:00",
    });
    expect(arranged.json()).toMatchObject({ status: "agree", arrangedByHost: true });
    expect((await targets(w.seller2.token, "mode=CONNECTION")).json().content).toEqual([]);
    const theirs = (
      await get(`/api/applicationKeyword/matchingTargets?subEventId=${w.s1.id}`, w.buyer.token)
    ).json().content as Row[];
    const codes = theirs.find((r) => r.applicationId === w.aS2.id)!.reasons.map((r) => r.code);
    expect(codes).not.toContain("you_requested");
    expect(codes).not.toContain("they_requested");
  });

  it("keeps scores current when an application changes (the cached profiles follow the version)", async () => {
    const scoreOf = async (id: number) =>
      ((await targets(w.seller.token, "mode=default")).json().content as Row[]).find(
        (r) => r.applicationId === id,
      )!;
    const before = await scoreOf(w.aB2.id);
    expect(before.reasons.map((r) => r.code)).not.toContain("shared_keywords");
    await t.ctx.db.insert(s.applicationKeywords).values({ applicationId: w.aB2.id, keywordId: kw.welding });
    const after = await scoreOf(w.aB2.id);
    expect(after.score).toBe(before.score + 6);
    expect(after.reasons.find((r) => r.code === "shared_keywords")).toMatchObject({ items: ["welding"] });
    await t.ctx.db.update(s.applications).set({ category: "food" }).where(eq(s.applications.id, w.aB.id));
    const moved = (await targets(w.seller.token, "mode=TIGHT")).json().content as Row[];
    expect(ids(moved)).not.toContain(w.aB.id);
    await t.ctx.db
      .update(s.applications)
      .set({ category: "machinery" })
      .where(eq(s.applications.id, w.aB.id));
  });
});

describe("not interested", () => {
  const mark = (token: string, applicationId: number, targetId: number) =>
    post("/api/matching/notInterested", token, { applicationId, targetId });
  const restore = (token: string, applicationId: number, targetId: number) =>
    post("/api/matching/notInterested/remove", token, { applicationId, targetId });

  it("refuses anonymous, another company, the host, a waiting applicant and non-counterparts", async () => {
    expect(
      (await post("/api/matching/notInterested", undefined, { applicationId: w.aS.id, targetId: w.aB.id }))
        .statusCode,
    ).toBe(401);
    for (const actor of [w.buyer, w.host, w.outsider, w.otherHost]) {
      expect((await mark(actor.token, w.aS.id, w.aB.id)).statusCode, actor.email).toBe(404);
      expect((await restore(actor.token, w.aS.id, w.aB.id)).statusCode, actor.email).toBe(404);
      expect(
        (await get(`/api/matching/notInterested?applicationId=${w.aS.id}`, actor.token)).statusCode,
      ).toBe(actor === w.host ? 200 : 404);
    }
    expect((await mark(w.waiter.token, w.aW.id, w.aB.id)).statusCode).toBe(404);
    // a seller cannot hide another seller, a waiting applicant, or itself
    expect((await mark(w.seller.token, w.aS.id, w.aS2.id)).statusCode).toBe(409);
    expect((await mark(w.seller.token, w.aS.id, w.aR.id)).statusCode).toBe(409);
    expect((await mark(w.seller.token, w.aS.id, w.aS.id)).statusCode).toBe(409);
  });

  it("hides a company for good: never recommended again until restored from the list", async () => {
    expect((await mark(w.colleague.token, w.aS.id, w.aB.id)).statusCode).toBe(200);
    expect((await mark(w.seller.token, w.aS.id, w.aB.id)).statusCode).toBe(200); // idempotent
    for (const mode of ["RECOMMEND", "TIGHT", "CONNECTION"]) {
      const rows = (await targets(w.seller.token, `mode=${mode}`)).json().content as Row[];
      expect(ids(rows), mode).not.toContain(w.aB.id);
    }
    const all = (await targets(w.seller.token, "mode=default&size=100")).json().content as Row[];
    expect(all.at(-1)).toMatchObject({ applicationId: w.aB.id, excluded: true, score: 0 });
    expect(all.at(-1)!.reasons.map((r) => r.code)).toEqual(["not_interested_by_you"]);
    // the other side sees why it is not recommended either
    const theirs = (
      await get(`/api/applicationKeyword/matchingTargets?subEventId=${w.s1.id}&mode=RECOMMEND`, w.buyer.token)
    ).json().content as Row[];
    expect(ids(theirs)).not.toContain(w.aS.id);
    // an application change (new keyword, reload of the profiles) does not bring it back
    await t.ctx.db.insert(s.applicationKeywords).values({ applicationId: w.aB2.id, keywordId: kw.robotics });
    const later = (await targets(w.seller.token, "mode=RECOMMEND")).json().content as Row[];
    expect(ids(later)).not.toContain(w.aB.id);
    const list = (await get(`/api/matching/notInterested?applicationId=${w.aS.id}`, w.seller.token)).json();
    expect(list).toEqual([expect.objectContaining({ applicationId: w.aB.id, companyName: "Global Trade" })]);
    expect((await restore(w.seller.token, w.aS.id, w.aB.id)).statusCode).toBe(200);
    expect(
      (await get(`/api/matching/notInterested?applicationId=${w.aS.id}`, w.seller.token)).json(),
    ).toEqual([]);
    const back = (await targets(w.seller.token, "mode=RECOMMEND")).json().content as Row[];
    expect(ids(back)).toContain(w.aB.id);
  });

  it("counts a rejection for reason C as not interested", async () => {
    const req = await post("/api/meetings/applicant", w.seller2.token, {
      subEventId: w.s1.id,
      applicant: w.aS2.id,
      acceptor: w.aB.id,
      date: "2026-12-01",
      startTime: "11:00",
    });
    expect(req.statusCode, req.body).toBe(200);
    const [m] = await t.ctx.db
      .select()
      .from(s.meetings)
      .where(
        and(eq(s.meetings.applicantApplicationId, w.aS2.id), eq(s.meetings.acceptorApplicationId, w.aB.id)),
      );
    const no = await t.call({
      method: "PUT",
      url: "/api/meetings/update",
      token: w.buyer.token,
      payload: {
        subEventId: w.s1.id,
        acceptorId: w.aB.id,
        meetingId: m!.id,
        status: "disagree",
        reasonCode: "C",
      },
    });
    expect(no.statusCode, no.body).toBe(200);
    const rows = (
      await get(`/api/applicationKeyword/matchingTargets?subEventId=${w.s1.id}&size=50`, w.buyer.token)
    ).json().content as Row[];
    expect(rows.find((r) => r.applicationId === w.aS2.id)).toMatchObject({ excluded: true });
  });
});
