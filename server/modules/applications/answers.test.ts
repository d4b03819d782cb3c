import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createEvent, createSubEvent, createUser, type TestUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { answersFor, card, type Fixture, startFixture } from "./applications.fixture";

let f: Fixture;
let t: TestApp;
let S: number;
let R: number;
let host: TestUser;
let otherHost: TestUser;
let seller: TestUser;
let peer: TestUser;
let waiter: TestUser;
let colleague: TestUser;
let stranger: TestUser;
let q: Record<string, string>;
let fileId: number;

const answers = (overrides: Record<string, object> = {}) => answersFor(f, overrides);
const apply = (token: string | undefined, body: object) =>
  t.call({ method: "POST", url: "/api/applications", token, payload: body });

afterAll(async () => {
  await t.close();
});

beforeAll(async () => {
  f = await startFixture();
  ({ t, S, R, host, otherHost, seller, peer, waiter, colleague, stranger, q, fileId } = f);
  const res = await apply(seller.token, {
    subEventId: S,
    type: "seller",
    businessCard: card,
    answers: answers(),
  });
  expect(res.statusCode).toBe(201);
});

describe("application reads", () => {
  let appId: number;
  beforeAll(async () => {
    const [row] = await t.ctx.db
      .select()
      .from(s.applications)
      .where(eq(s.applications.applicantId, seller.id));
    appId = row!.id;
    await t.ctx.db.insert(s.applicationManagers).values({
      applicationId: appId,
      subEventId: S,
      userId: colleague.id,
      email: "c@x.io",
      name: "C",
      codeHash: `c-${Date.now()}`,
      used: "Y",
    } as typeof s.applicationManagers.$inferInsert);
  });

  it("subEventApplication: 404 application.notFound without one, colleague sees it", async () => {
    const none = await t.call({
      method: "GET",
      url: `/api/applications/subEventApplication?subEventId=${S}`,
      token: stranger.token,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("application.notFound");
    const asColleague = await t.call({
      method: "GET",
      url: `/api/applications/subEventApplication?subEventId=${S}`,
      token: colleague.token,
    });
    expect(asColleague.json()).toMatchObject({ id: appId, role: "colleague" });
  });

  it("formAnswers and keywordPath: other participants see an application only while it is approved", async () => {
    const get = (token?: string) =>
      t.call({ method: "GET", url: `/api/formAnswers?applicationId=${appId}`, token });
    const keywords = (token?: string) =>
      t.call({ method: "GET", url: `/api/applicationKeyword/keywordPath?applicationId=${appId}`, token });
    const setApproval = (approval: "approval" | "waiting" | "reject") =>
      t.ctx.db.update(s.applications).set({ approval }).where(eq(s.applications.id, appId));
    // waiting, then rejected: an approved peer is refused, like every sibling call (applicants, meetingDetail)
    for (const approval of ["waiting", "reject"] as const) {
      await setApproval(approval);
      expect((await get(peer.token)).statusCode).toBe(403);
      expect((await keywords(peer.token)).statusCode).toBe(403);
      // the company itself and the organizer still read it
      expect((await get(seller.token)).statusCode).toBe(200);
      expect((await get(host.token)).statusCode).toBe(200);
    }
    await setApproval("approval");
    expect((await keywords(peer.token)).json()).toHaveLength(2);
  });

  it("formAnswers: secret answers only for members and the host; others refused", async () => {
    const get = (token?: string) =>
      t.call({ method: "GET", url: `/api/formAnswers?applicationId=${appId}`, token });
    const titles = async (token: string) => (await get(token)).json().map((a: { title: string }) => a.title);
    expect(await titles(seller.token)).toContain("Budget");
    expect(await titles(colleague.token)).toContain("Budget");
    expect(await titles(host.token)).toContain("Budget");
    const peerView = await titles(peer.token);
    expect(peerView).toContain("Website");
    expect(peerView).not.toContain("Budget");
    expect((await get()).statusCode).toBe(401);
    expect((await get(waiter.token)).statusCode).toBe(403);
    expect((await get(stranger.token)).statusCode).toBe(403);
    expect((await get(otherHost.token)).statusCode).toBe(403);
    expect(
      (
        await t.call({
          method: "GET",
          url: `/api/applicationKeyword/keywordPath?applicationId=${appId}`,
          token: waiter.token,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("changeApplicationFormAnswers: owner only; company name locked; keywords replaced", async () => {
    const robotics = (await t.call({ method: "GET", url: `/api/applicationKeyword?subEventId=${S}` })).json();
    const id = robotics.find((k: { title: string }) => k.title === "robotics").id;
    const body = {
      id: appId,
      formAnswers: answers({
        Company: { content: "Other Co" },
        Website: { content: "new.io" },
        Keywords: { content: "" },
      }),
      keywordIds: [id],
    };
    const put = (token: string) =>
      t.call({ method: "PUT", url: "/api/applications/changeApplicationFormAnswers", token, payload: body });
    expect((await put(colleague.token)).statusCode).toBe(403);
    expect((await put(stranger.token)).statusCode).toBe(403);
    const res = await put(seller.token);
    expect(res.json()).toMatchObject({ id: appId });
    expect(res.statusCode).toBe(200);
    const byTitle = Object.fromEntries(
      res.json().applicationFormAnswers.map((a: { title: string }) => [a.title, a]),
    );
    expect(byTitle.Company.content).toBe("Acme");
    expect(byTitle.Website.content).toBe("http://new.io");
    expect(res.json().keywords).toEqual([{ id, title: "robotics" }]);
    const bad = await t.call({
      method: "PUT",
      url: "/api/applications/changeApplicationFormAnswers",
      token: seller.token,
      payload: { ...body, formAnswers: answers({ Mode: { answerUuid: "", content: "" } }) },
    });
    expect(bad.json().message).toBe("form.pleaseRequired");
  });

  it("product list: approved participants and the host only", async () => {
    await t.ctx.db.update(s.applications).set({ approval: "approval" }).where(eq(s.applications.id, appId));
    const url = `/api/formAnswers/getProductList?subEventId=${S}&page=0&size=16&searchWord=`;
    const res = await t.call({ method: "GET", url, token: peer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().content[0]).toMatchObject({
      applicationId: appId,
      productName: "Arm",
      companyName: "Acme",
      productImg: fileId,
    });
    expect((await t.call({ method: "GET", url: `${url}zzz`, token: host.token })).json().totalElements).toBe(
      0,
    );
    expect((await t.call({ method: "GET", url, token: waiter.token })).statusCode).toBe(403);
    expect((await t.call({ method: "GET", url, token: otherHost.token })).statusCode).toBe(403);
    expect((await t.call({ method: "GET", url })).statusCode).toBe(401);
    const inUse = await t.call({
      method: "GET",
      url: `/api/applications/subEventApplicationKeywords?subEventId=${S}`,
    });
    expect(inUse.json().map((k: { title: string }) => k.title)).toEqual(["robotics"]);
  });
});

describe("refused actors and inputs", () => {
  it("answers 401 to anonymous callers of the signed-in calls", async () => {
    for (const [method, url] of [
      ["GET", `/api/applications/subEventApplication?subEventId=${S}`],
      ["PUT", "/api/applications/changeApplicationFormAnswers"],
      ["GET", "/api/applicationKeyword/keywordPath?applicationId=1"],
    ] as const) {
      const res = await t.call({
        method,
        url,
        payload: method === "PUT" ? { id: 1, formAnswers: [] } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("refuses another event's host editing answers, and unknown applications", async () => {
    const [row] = await t.ctx.db
      .select()
      .from(s.applications)
      .where(eq(s.applications.applicantId, seller.id));
    const put = (token: string, id: number) =>
      t.call({
        method: "PUT",
        url: "/api/applications/changeApplicationFormAnswers",
        token,
        payload: { id, formAnswers: [] },
      });
    expect((await put(otherHost.token, row!.id)).statusCode).toBe(403);
    expect((await put(host.token, row!.id)).statusCode).toBe(403);
    expect((await put(seller.token, 999999)).statusCode).toBe(404);
  });

  it("refuses long keywords and short answers over 120 characters", async () => {
    const user = await createUser(t.ctx);
    const body = { subEventId: S, type: "seller", businessCard: card };
    const keyword = await apply(user.token, {
      ...body,
      answers: answers({ Keywords: { content: "k".repeat(255) } }),
    });
    expect(keyword.json().message).toBe("formValidation.keywordTooLong");
    const product = await apply(user.token, {
      ...body,
      answers: answers({ Product: { productName: "p".repeat(121) } }),
    });
    expect(product.json().message).toBe("formValidation.shortTooLong");
  });

  it("keyword lists: hidden sub-events are not found", async () => {
    const draft = await createEvent(t.ctx, { approval: "draft" });
    const hidden = (await createSubEvent(t.ctx, draft.id)).id;
    expect(
      (await t.call({ method: "GET", url: `/api/applicationKeyword?subEventId=${hidden}` })).statusCode,
    ).toBe(404);
    const list = await t.call({ method: "GET", url: `/api/applicationKeyword?subEventId=${S}` });
    expect(list.json().map((k: { title: string }) => k.title)).toContain("robotics");
  });

  it("on-site registration refuses an address that has an account", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/onSiteRegit/applicationRegister",
      payload: {
        subEventId: R,
        name: "Kim",
        company: "Acme",
        phoneNumber: "0101",
        email: seller.email,
        answers: [{ uuid: q.Purpose, content: "x" }],
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("application.accountExists");
  });
});

describe("files of secret answers", () => {
  it("reach only the application's members and the organizer", async () => {
    const { canReadAnswerFile } = await import("./answers.service");
    const actor = (u: TestUser) => ({ userId: u.id, role: "USER" as const, tokenVersion: 0 });
    expect(await canReadAnswerFile(t.ctx, actor(peer), fileId)).toBe(true);
    await t.ctx.db
      .update(s.formQuestions)
      .set({ secretCheck: "Y" })
      .where(eq(s.formQuestions.id, q.Product!));
    expect(await canReadAnswerFile(t.ctx, actor(peer), fileId)).toBe(false);
    expect(await canReadAnswerFile(t.ctx, undefined, fileId)).toBe(false);
    expect(await canReadAnswerFile(t.ctx, actor(seller), fileId)).toBe(true);
    expect(await canReadAnswerFile(t.ctx, actor(host), fileId)).toBe(true);
    await t.ctx.db
      .update(s.formQuestions)
      .set({ secretCheck: "N" })
      .where(eq(s.formQuestions.id, q.Product!));
  });
});
