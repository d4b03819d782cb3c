import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { insertMeeting } from "../meetings/meetings.fixture";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
let other: TestUser; // an approved buyer who is not a side of the meeting
let meetingId: number;
let futureMeetingId: number;
let sellerQ: string;
let buyerQ: string;
let surveyQ: string;
let forms: { seller: number; buyer: number; survey: number };

async function form(subEventId: number, title: string) {
  const [f] = await t.ctx.db.insert(s.forms).values({ subEventId, type: "participation", title }).returning();
  const [q] = await t.ctx.db
    .insert(s.formQuestions)
    .values({ formId: f!.id, position: 0, type: "long", title: `${title} question` })
    .returning();
  return { formId: f!.id, questionId: q!.id };
}

beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
  const sf = await form(w.s1.id, "Seller counsel");
  const bf = await form(w.s1.id, "Buyer counsel");
  const pf = await form(w.s1.id, "Survey");
  sellerQ = sf.questionId;
  buyerQ = bf.questionId;
  surveyQ = pf.questionId;
  forms = { seller: sf.formId, buyer: bf.formId, survey: pf.formId };
  await t.ctx.db
    .update(s.subEvents)
    .set({ sellerCounselForm: sf.formId, buyerCounselForm: bf.formId, sellerSurveyForm: pf.formId })
    .where(eq(s.subEvents.id, w.s1.id));
  other = await createUser(t.ctx);
  const aX = await createApplication(t.ctx, w.s1.id, other.id, { approval: "approval", type: "buyer" });
  meetingId = await insertMeeting(
    t,
    w.s1.id,
    new Date(t.clock.now.getTime() - 3 * 3_600_000),
    w.aS.id,
    w.aB.id,
  );
  futureMeetingId = await insertMeeting(
    t,
    w.s1.id,
    new Date(t.clock.now.getTime() + 3 * 3_600_000),
    w.aS.id,
    aX.id,
  );
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.call({ method: "GET", url, token });
const sellerNote = (content = "Good fit") => ({
  meetingId,
  applicationId: w.aS.id,
  meetingSurveys: [{ uuid: sellerQ, formId: forms.seller, title: "q", type: "long" as const, content }],
});

describe("GET /api/meetings/meetingSurveyList", () => {
  const url = () => `/api/meetings/meetingSurveyList?applicationId=${w.aS.id}`;
  it("refuses anonymous, another company, a colleague of another application, a waiting applicant, another event's host", async () => {
    expect((await get(url())).statusCode).toBe(401);
    for (const actor of [other, w.buyer, w.waiter, w.otherHost, w.outsider]) {
      expect((await get(url(), actor.token)).statusCode, `actor ${actor.email}`).toBe(404);
    }
    // the seller's colleague may not read the buyer's list
    expect(
      (await get(`/api/meetings/meetingSurveyList?applicationId=${w.aB.id}`, w.colleague.token)).statusCode,
    ).toBe(404);
  });
  it("lists finished agreed meetings for the owner, a colleague and the host, searchable", async () => {
    for (const actor of [w.seller, w.colleague, w.host]) {
      const res = await get(url(), actor.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((r: { meetingId: number }) => r.meetingId)).toEqual([meetingId]);
      expect(res.json()[0]).toMatchObject({ meetingName: "Global Trade", written: false });
    }
    expect((await get(`${url()}&searchWord=global`, w.seller.token)).json()).toHaveLength(1);
    expect((await get(`${url()}&searchWord=nothing`, w.seller.token)).json()).toHaveLength(0);
  });
});

describe("meeting surveys", () => {
  it("refuses others before anyone writes: anonymous, the other side writing for this side, another company, the host", async () => {
    const post = (token?: string, body = sellerNote()) =>
      t.call({ method: "POST", url: "/api/meetingSurveys", token, payload: body });
    expect((await post()).statusCode).toBe(401);
    for (const actor of [w.buyer, other, w.otherHost, w.host, w.waiter]) {
      expect((await post(actor.token)).statusCode, `actor ${actor.email}`).toBe(404);
    }
  });

  it("refuses a note about a meeting that has not started, and answers of another form", async () => {
    const early = await t.call({
      method: "POST",
      url: "/api/meetingSurveys",
      token: w.seller.token,
      payload: { ...sellerNote(), meetingId: futureMeetingId },
    });
    expect(early.statusCode).toBe(409);
    const wrongForm = await t.call({
      method: "POST",
      url: "/api/meetingSurveys",
      token: w.seller.token,
      payload: {
        ...sellerNote(),
        meetingSurveys: [{ uuid: buyerQ, formId: forms.buyer, type: "long", content: "x" }],
      },
    });
    expect(wrongForm.statusCode).toBe(400);
  });

  it("creates once, then updates; each side reads only its own note; the host reads both", async () => {
    const created = await t.call({
      method: "POST",
      url: "/api/meetingSurveys",
      token: w.colleague.token,
      payload: sellerNote(),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()[0]).toMatchObject({ uuid: sellerQ, content: "Good fit" });
    const again = await t.call({
      method: "POST",
      url: "/api/meetingSurveys",
      token: w.seller.token,
      payload: sellerNote(),
    });
    expect(again.statusCode).toBe(409);
    const updated = await t.call({
      method: "POST",
      url: "/api/meetingSurveys/surveys",
      token: w.seller.token,
      payload: sellerNote("Follow up in March"),
    });
    expect(updated.json()).toHaveLength(1);
    expect(updated.json()[0].content).toBe("Follow up in March");

    const sellerSide = `/api/meetingSurveys?meetingId=${meetingId}&applicationId=${w.aS.id}`;
    expect((await get(sellerSide, w.buyer.token)).statusCode).toBe(404);
    expect((await get(sellerSide, w.seller.token)).json()).toMatchObject({
      formId: forms.seller,
      answers: [{ content: "Follow up in March" }],
    });
    expect((await get(sellerSide, w.host.token)).json().answers).toHaveLength(1);
    const buyerSide = await get(
      `/api/meetingSurveys?meetingId=${meetingId}&applicationId=${w.aB.id}`,
      w.buyer.token,
    );
    expect(buyerSide.json()).toMatchObject({ formId: forms.buyer, answers: [] });
    expect(
      (await get(`/api/meetings/meetingSurveyList?applicationId=${w.aS.id}`, w.seller.token)).json()[0]
        .written,
    ).toBe(true);
  });
});

describe("post surveys", () => {
  const body = (content: string) => ({
    applicationId: w.aB.id,
    postSurveys: [{ uuid: surveyQ, formId: forms.survey, type: "long" as const, content }],
  });
  it("refuses anonymous, another company, a waiting applicant, another event's host; the host may read, not write", async () => {
    expect((await get(`/api/postSurveys/${w.aB.id}`)).statusCode).toBe(401);
    for (const actor of [w.seller, other, w.otherHost]) {
      expect((await get(`/api/postSurveys/${w.aB.id}`, actor.token)).statusCode).toBe(404);
    }
    expect((await get(`/api/postSurveys/${w.aW.id}`, w.waiter.token)).statusCode).toBe(404);
    expect(
      (await t.call({ method: "POST", url: "/api/postSurveys", token: w.host.token, payload: body("x") }))
        .statusCode,
    ).toBe(404);
  });
  it("creates when empty, updates after, and reads back", async () => {
    expect((await get(`/api/postSurveys/${w.aB.id}`, w.buyer.token)).json()).toEqual({
      applicationId: w.aB.id,
      formId: forms.survey,
      answers: [],
    });
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/postSurveys",
          token: w.buyer.token,
          payload: body("5 stars"),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/postSurveys",
          token: w.buyer.token,
          payload: body("again"),
        })
      ).statusCode,
    ).toBe(409);
    const put = await t.call({
      method: "PUT",
      url: "/api/postSurveys",
      token: w.buyer.token,
      payload: body("4 stars"),
    });
    expect(put.json()[0].content).toBe("4 stars");
    expect((await get(`/api/postSurveys/${w.aB.id}`, w.host.token)).json().answers[0].content).toBe(
      "4 stars",
    );
  });
});
