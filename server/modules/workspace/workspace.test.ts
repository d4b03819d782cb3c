import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "./workspace.fixture";

let t: TestApp;
let w: WorkspaceWorld;
beforeAll(async () => {
  t = await startTestApp();
  w = await workspaceWorld(t);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.call({ method: "GET", url, token });
const ids = (res: { json(): { content: { applicationId: number }[] } }) =>
  res.json().content.map((r) => r.applicationId);

describe("GET /api/applications/participantList", () => {
  const url = () => `/api/applications/participantList?subEventId=${w.s1.id}&page=0&pageSize=10`;

  it("answers the approved participants only, with the six columns", async () => {
    const res = await get(url(), w.seller.token);
    expect(res.statusCode).toBe(200);
    expect(ids(res).sort()).toEqual([w.aS.id, w.aB.id].sort());
    expect(
      res.json().content.find((r: { applicationId: number }) => r.applicationId === w.aS.id),
    ).toMatchObject({
      type: "seller",
      companyName: "Acme Robotics",
      managerName: "Kim Seller",
      category: "IT,machinery",
      keyword: "robot arm",
      note: "",
    });
    expect(res.json()).toMatchObject({ number: 0, size: 10, totalElements: 2, first: true, last: true });
  });

  it("filters by type and searches company, manager name and keyword", async () => {
    expect(ids(await get(`${url()}&type=buyer`, w.seller.token))).toEqual([w.aB.id]);
    expect(ids(await get(`${url()}&searchWord=ROBOT`, w.seller.token))).toEqual([w.aS.id]);
    expect(ids(await get(`${url()}&searchWord=bob`, w.seller.token))).toEqual([w.aB.id]);
    expect(ids(await get(`${url()}&searchWord=100%25`, w.seller.token))).toEqual([]);
  });

  it("is open to the colleague and the host", async () => {
    expect((await get(url(), w.colleague.token)).statusCode).toBe(200);
    expect((await get(url(), w.host.token)).statusCode).toBe(200);
  });

  it("refuses anonymous 401, outsiders, waiting and rejected applicants and another event's host 403", async () => {
    expect((await get(url())).statusCode).toBe(401);
    for (const user of [w.outsider, w.waiter, w.rejected, w.otherHost]) {
      const res = await get(url(), user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("common.noPermission");
    }
  });

  it("answers 400 for a bad type or page size", async () => {
    expect((await get(`${url()}&type=booth`, w.seller.token)).statusCode).toBe(400);
    expect(
      (await get(`/api/applications/participantList?subEventId=${w.s1.id}&pageSize=0`, w.seller.token))
        .statusCode,
    ).toBe(400);
    expect((await get("/api/applications/participantList", w.seller.token)).statusCode).toBe(400);
  });
});

describe("GET /api/applications/ (company list)", () => {
  it("defaults to page 0 and size 10 and filters by category, keyword and company name", async () => {
    const base = `/api/applications/?subEventId=${w.s1.id}`;
    const res = await get(base, w.buyer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ number: 0, size: 10 });
    expect(ids(await get(`${base}&category=machinery`, w.buyer.token))).toEqual([w.aS.id]);
    expect(ids(await get(`${base}&category=chine`, w.buyer.token))).toEqual([]);
    expect(ids(await get(`${base}&companyName=global`, w.buyer.token))).toEqual([w.aB.id]);
    expect(ids(await get(`${base}&keywordId=999999`, w.buyer.token))).toEqual([]);
  });

  it("filters by a keyword the application carries", async () => {
    const [keyword] = await t.ctx.db
      .insert(s.keywords)
      .values({ subEventId: w.s1.id, title: "Robot arm" })
      .returning();
    await t.ctx.db.insert(s.applicationKeywords).values({ applicationId: w.aS.id, keywordId: keyword!.id });
    const res = await get(`/api/applications/?subEventId=${w.s1.id}&keywordId=${keyword!.id}`, w.buyer.token);
    expect(ids(res)).toEqual([w.aS.id]);
  });

  it("refuses the waiting applicant and anonymous", async () => {
    expect((await get(`/api/applications/?subEventId=${w.s1.id}`, w.waiter.token)).statusCode).toBe(403);
    expect((await get(`/api/applications/?subEventId=${w.s1.id}`)).statusCode).toBe(401);
  });
});

describe("GET /api/applications/meetingDetail", () => {
  const url = (id: number) => `/api/applications/meetingDetail?applicationId=${id}`;

  it("shows another company without secret answers or reason", async () => {
    const res = await get(url(w.aS.id), w.buyer.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      type: "seller",
      companyName: "Acme Robotics",
      hasAdditional: true,
      viewerRole: "participant",
    });
    expect(body.businessCard).toMatchObject({ name: "Kim Seller", company: "Acme Robotics" });
    expect(body.answers.map((a: { title: string }) => a.title)).toEqual(["Company name"]);
    // the spec's application fields, under their spec names
    expect(body).toMatchObject({
      name: "Acme Robotics",
      method: "pre",
      meetingPreference: "",
      meetingPurpose: "",
    });
    expect(body.applicants[0].businessCard).toMatchObject({ name: "Kim Seller" });
    expect(body.applicationFormAnswers.map((a: { title: string }) => a.title)).toEqual(["Company name"]);
  });

  it("shows secret answers to the owner, colleague and host", async () => {
    for (const [user, role] of [
      [w.seller, "owner"],
      [w.colleague, "colleague"],
      [w.host, "host"],
    ] as const) {
      const res = await get(url(w.aS.id), user.token);
      expect(res.json().viewerRole).toBe(role);
      expect(res.json().answers).toHaveLength(2);
    }
  });

  it("lets a rejected applicant read their own application with the reason", async () => {
    const res = await get(url(w.aR.id), w.rejected.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ approval: "reject", reason: "Not a fit", hasAdditional: false });
  });

  it("refuses others", async () => {
    expect((await get(url(w.aS.id))).statusCode).toBe(401);
    expect((await get(url(w.aB.id), w.waiter.token)).statusCode).toBe(403);
    expect((await get(url(w.aB.id), w.rejected.token)).statusCode).toBe(403);
    expect((await get(url(w.aW.id), w.seller.token)).statusCode).toBe(403);
    expect((await get(url(w.aS.id), w.outsider.token)).statusCode).toBe(403);
    expect((await get(url(w.aS.id), w.otherHost.token)).statusCode).toBe(403);
    expect((await get(url(99999999), w.seller.token)).statusCode).toBe(404);
    expect((await get("/api/applications/meetingDetail?applicationId=x", w.seller.token)).statusCode).toBe(
      400,
    );
  });
});

describe("GET /api/applicants", () => {
  it("answers an application with its card to the owner, colleague, participants and host", async () => {
    for (const user of [w.seller, w.colleague, w.buyer, w.host]) {
      const res = await get(`/api/applicants?id=${w.aS.id}`, user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: w.aS.id, type: "seller", businessCard: { name: "Kim Seller" } });
    }
  });

  it("refuses anonymous, outsiders, a waiting applicant and another host", async () => {
    expect((await get(`/api/applicants?id=${w.aS.id}`)).statusCode).toBe(401);
    for (const user of [w.outsider, w.waiter, w.otherHost])
      expect((await get(`/api/applicants?id=${w.aS.id}`, user.token)).statusCode).toBe(403);
  });
});

describe("GET /api/applicants/applicantsList", () => {
  it("answers the caller's own and colleague applications in the event", async () => {
    const own = await get(`/api/applicants/applicantsList?mainEventId=${w.event.id}`, w.seller.token);
    expect(own.json()).toEqual([
      expect.objectContaining({ applicationId: w.aS.id, role: "owner", approval: "approval" }),
    ]);
    const shared = await get(`/api/applicants/applicantsList?mainEventId=${w.event.id}`, w.colleague.token);
    expect(shared.json()).toEqual([expect.objectContaining({ applicationId: w.aS.id, role: "colleague" })]);
    expect(
      (await get(`/api/applicants/applicantsList?mainEventId=${w.event.id}`, w.outsider.token)).json(),
    ).toEqual([]);
    expect((await get(`/api/applicants/applicantsList?mainEventId=${w.event.id}`)).statusCode).toBe(401);
  });
});

describe("GET /api/applications/manager", () => {
  const url = () => `/api/applications/manager?subEventId=${w.s1.id}`;
  it("answers the caller's place: owner, colleague, host; 404 without one", async () => {
    expect((await get(url(), w.seller.token)).json()).toMatchObject({
      role: "owner",
      application: { id: w.aS.id },
      managerId: null,
    });
    expect((await get(url(), w.colleague.token)).json()).toMatchObject({
      role: "colleague",
      application: { id: w.aS.id, approval: "approval" },
      managerId: w.colleagueRecord.id,
    });
    expect((await get(url(), w.rejected.token)).json()).toMatchObject({
      application: { approval: "reject", reason: "Not a fit" },
    });
    expect((await get(url(), w.host.token)).json()).toMatchObject({
      role: "host",
      application: null,
      isHost: true,
    });
    expect((await get(url(), w.outsider.token)).statusCode).toBe(404);
    expect((await get(url(), w.otherHost.token)).statusCode).toBe(404);
    expect((await get(url())).statusCode).toBe(401);
  });
});

describe("DELETE /api/applicants", () => {
  const del = (id: number, token?: string) =>
    t.call({ method: "DELETE", url: `/api/applicants?id=${id}`, token });

  it("refuses others, the colleague, and the owner of an approved application", async () => {
    expect((await del(w.aS.id)).statusCode).toBe(401);
    expect((await del(w.aS.id, w.buyer.token)).statusCode).toBe(403);
    expect((await del(w.aS.id, w.colleague.token)).statusCode).toBe(403);
    expect((await del(w.aS.id, w.otherHost.token)).statusCode).toBe(403);
    const res = await del(w.aS.id, w.seller.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("workspace.cannotWithdraw");
  });

  it("lets the owner withdraw a waiting application and the host remove one", async () => {
    expect((await del(w.aW.id, w.waiter.token)).statusCode).toBe(200);
    expect((await get(`/api/applications/manager?subEventId=${w.s1.id}`, w.waiter.token)).statusCode).toBe(
      404,
    );
    const extra = await createUser(t.ctx);
    const app = await createApplication(t.ctx, w.s1.id, extra.id, { approval: "approval", type: "buyer" });
    expect((await del(app.id, w.host.token)).statusCode).toBe(200);
    expect((await del(app.id, w.host.token)).statusCode).toBe(404);
  });
});

describe("participantList with an empty type", () => {
  it("treats type= as all", async () => {
    const res = await t.call({
      method: "GET",
      url: `/api/applications/participantList?subEventId=${w.s1.id}&type=`,
      token: w.seller.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().totalElements).toBeGreaterThan(1);
  });
});
