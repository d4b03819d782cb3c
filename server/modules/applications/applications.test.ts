import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import {
  createApplication,
  createEvent,
  createSubEvent,
  createUser,
  type TestUser,
} from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

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
const q: Record<string, string> = {};
let fileId: number;

function day(offset: number): string {
  const d = new Date(Date.now() + offset * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(d);
}

beforeAll(async () => {
  t = await startTestApp();
  host = await createUser(t.ctx);
  otherHost = await createUser(t.ctx);
  const event = await createEvent(t.ctx, { hostUserId: host.id });
  await createEvent(t.ctx, { hostUserId: otherHost.id });
  const windows = {
    subEventStartDate: day(0),
    subEventEndDate: day(3),
    sellRegStartDate: day(-3),
    sellRegEndDate: day(2),
    buyRegStartDate: day(-10),
    buyRegEndDate: day(-1),
    regStartDate: day(-3),
    regEndDate: day(3),
  };
  S = (await createSubEvent(t.ctx, event.id, { ...windows, category: "consulting" })).id;
  R = (await createSubEvent(t.ctx, event.id, { ...windows, category: "registration", onSiteRegit: "Y" })).id;
  const [form] = await t.ctx.db.insert(s.forms).values({ subEventId: S, type: "participation" }).returning();
  const questions = await t.ctx.db
    .insert(s.formQuestions)
    .values([
      {
        formId: form!.id,
        position: 0,
        type: "short",
        title: "Company",
        requireCheck: "Y",
        defaultId: "companyName",
      },
      {
        formId: form!.id,
        position: 1,
        type: "category",
        title: "Industry",
        requireCheck: "Y",
        defaultId: "category",
        options: { categoryContent: [{ id: "IT", content: "IT" }] },
      },
      { formId: form!.id, position: 2, type: "keyword", title: "Keywords" },
      { formId: form!.id, position: 3, type: "url", title: "Website" },
      { formId: form!.id, position: 4, type: "single", title: "Mode", requireCheck: "Y" },
      { formId: form!.id, position: 5, type: "product", title: "Product", requireCheck: "Y" },
      { formId: form!.id, position: 6, type: "text", title: "Notice" },
      { formId: form!.id, position: 0, part: "additional", type: "long", title: "Budget", secretCheck: "Y" },
    ])
    .returning();
  for (const row of questions) q[row.title] = row.id;
  await t.ctx.db.update(s.subEvents).set({ sellerPartiForm: form!.id }).where(eq(s.subEvents.id, S));
  const [reg] = await t.ctx.db.insert(s.forms).values({ subEventId: R, type: "registration" }).returning();
  const [regQ] = await t.ctx.db
    .insert(s.formQuestions)
    .values({ formId: reg!.id, position: 0, type: "short", title: "Purpose", requireCheck: "Y" })
    .returning();
  q.Purpose = regQ!.id;
  await t.ctx.db.update(s.subEvents).set({ registerForm: reg!.id }).where(eq(s.subEvents.id, R));
  await t.ctx.db.insert(s.keywords).values({ subEventId: S, title: "robotics" });
  seller = await createUser(t.ctx);
  peer = await createUser(t.ctx);
  waiter = await createUser(t.ctx);
  colleague = await createUser(t.ctx);
  stranger = await createUser(t.ctx);
  await createApplication(t.ctx, S, peer.id, { type: "buyer", approval: "approval" });
  await createApplication(t.ctx, S, waiter.id, { type: "buyer", approval: "waiting" });
  const [file] = await t.ctx.db
    .insert(s.files)
    .values({
      fileName: "p.png",
      filePath: "/files/event/0/p.png",
      fileType: "image/png",
      fileSize: 10,
      folderPath: "event/0/",
      storageKey: `k-${Date.now()}`,
    })
    .returning();
  fileId = file!.id;
});
afterAll(async () => {
  await t.close();
});

const card = {
  company: "Acme",
  name: "Kim",
  email: "kim@acme.io",
  phoneNumber: "01012345678",
};

function answers(overrides: Record<string, object> = {}) {
  const base: Record<string, object> = {
    Company: { content: "" },
    Industry: { answerUuid: "IT", content: "IT" },
    Keywords: { content: "AI, robotics" },
    Website: { content: "acme.io" },
    Mode: { answerUuid: "on", content: "Online" },
    Product: {
      productName: "Arm",
      productExplain: "A robot arm",
      productImg: fileId,
      productLink: "acme.io/arm",
    },
    Budget: { content: "1M USD" },
  };
  return Object.entries({ ...base, ...overrides }).map(([title, a]) => ({ uuid: q[title]!, ...a }));
}

const apply = (token: string | undefined, body: object) =>
  t.call({ method: "POST", url: "/api/applications", token, payload: body });

describe("POST /api/applications", () => {
  it("refuses anonymous callers, missing and too long answers, closed groups", async () => {
    const body = { subEventId: S, type: "seller", businessCard: card, answers: answers() };
    expect((await apply(undefined, body)).statusCode).toBe(401);
    const missing = await apply(seller.token, { ...body, answers: answers({ Mode: {} }) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: "form.pleaseRequired" });
    expect(missing.json().detail).toContain("Mode");
    const long = await apply(seller.token, {
      ...body,
      answers: answers({ Company: {}, Website: { content: "x".repeat(1201) } }),
    });
    expect(long.statusCode).toBe(400);
    const closed = await apply(seller.token, { ...body, type: "buyer" });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().detail).toBe("Please submit on operating time");
    const badEmail = await apply(seller.token, { ...body, businessCard: { ...card, email: "a+b@x.io" } });
    expect(badEmail.json().message).toBe("businessCardValidation.emailValid");
    const stored = await t.ctx.db
      .select()
      .from(s.applications)
      .where(eq(s.applications.applicantId, seller.id));
    expect(stored).toHaveLength(0);
  });

  it("creates a waiting pre-registration with normalised answers, keywords and the eventApply mail", async () => {
    const res = await apply(seller.token, {
      subEventId: S,
      type: "seller",
      businessCard: card,
      answers: answers(),
      keywordIds: [],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ approval: "waiting", method: "pre" });
    const mine = await t.call({
      method: "GET",
      url: `/api/applications/subEventApplication?subEventId=${S}`,
      token: seller.token,
    });
    const app = mine.json();
    expect(app).toMatchObject({
      approval: "waiting",
      method: "pre",
      name: "Acme",
      category: "IT",
      role: "owner",
    });
    const byTitle = Object.fromEntries(
      app.applicationFormAnswers.map((a: { title: string }) => [a.title, a]),
    );
    expect(byTitle.Website.content).toBe("http://acme.io");
    expect(byTitle.Company.content).toBe("Acme");
    expect(byTitle.Product).toMatchObject({
      productLink: "http://acme.io/arm",
      productImg: fileId,
      filePath: "/files/event/0/p.png",
    });
    expect(byTitle.Budget.repeatInfo).toBe("Y");
    expect(app.keywords.map((k: { title: string }) => k.title).sort()).toEqual(["AI", "robotics"]);
    const mail = await t.ctx.db.select().from(s.mails).where(eq(s.mails.toUserId, seller.id));
    expect(mail[0]?.content.startsWith("eventApply_en")).toBe(true);
    expect(
      (await apply(seller.token, { subEventId: S, type: "seller", businessCard: card, answers: answers() }))
        .statusCode,
    ).toBe(409);
  });
});

describe("GET /api/applicants/checkEvent", () => {
  it("answers 200 when open, 4xx with a detail otherwise", async () => {
    const url = (type: string, id = S) => `/api/applicants/checkEvent?subEventId=${id}&attendeeType=${type}`;
    expect((await t.call({ method: "GET", url: url("seller") })).statusCode).toBe(200);
    const applied = await t.call({ method: "GET", url: url("seller"), token: seller.token });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().detail).toBeTruthy();
    expect((await t.call({ method: "GET", url: url("buyer"), token: stranger.token })).json().message).toBe(
      "form.operatingTime",
    );
    expect((await t.call({ method: "GET", url: url("seller", 999999) })).statusCode).toBe(404);
  });
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
    const kw = await t.call({
      method: "GET",
      url: `/api/applicationKeyword/keywordPath?applicationId=${appId}`,
      token: peer.token,
    });
    expect(kw.json()).toHaveLength(2);
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

describe("applying without an account", () => {
  it("noneLoginCreateApplication creates the account, answers login headers; a known address is 409", async () => {
    const body = {
      subEventId: S,
      type: "seller",
      businessCard: { ...card, email: "new@acme.io" },
      answers: answers(),
    };
    const res = await t.call({
      method: "POST",
      url: "/api/applications/noneLoginCreateApplication",
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers.authorization).toMatch(/^Bearer /);
    expect(res.headers.userid).toBeTruthy();
    const { temporaryPW, temporaryCode } = res.json();
    const login = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: "new@acme.io", password: temporaryPW },
    });
    expect(login.statusCode).toBe(200);
    const code = await t.call({ method: "GET", url: `/api/users/findEmailByCode?code=${temporaryCode}` });
    expect(code.json().email).toBe("new@acme.io");
    const again = await t.call({
      method: "POST",
      url: "/api/applications/noneLoginCreateApplication",
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("application.accountExists");
  });

  it("on-site registration answers the temporary credentials, only on registration sub-events", async () => {
    const body = {
      subEventId: R,
      name: "Lee",
      company: "Visitor Co",
      phoneNumber: "0101111",
      position: "",
      type: "visitor",
      email: "lee@visit.io",
      answers: [
        {
          uuid: q.Purpose,
          content: "Sourcing",
          answerUuid: "",
          formId: 1,
          registerId: 0,
          title: "Purpose",
          type: "short",
        },
      ],
    };
    const res = await t.call({ method: "POST", url: "/api/onSiteRegit/applicationRegister", payload: body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: "lee@visit.io" });
    expect(res.json().temporaryPW).toMatch(/^(?=.*[a-z])(?=.*\d)/);
    const [row] = await t.ctx.db.select().from(s.applications).where(eq(s.applications.subEventId, R));
    expect(row?.method).toBe("onsite");
    const wrong = await t.call({
      method: "POST",
      url: "/api/onSiteRegit/applicationRegister",
      payload: { ...body, subEventId: S, email: "z@z.io" },
    });
    expect(wrong.statusCode).toBe(400);
    const missing = await t.call({
      method: "POST",
      url: "/api/onSiteRegit/applicationRegister",
      payload: { ...body, email: "m@z.io", answers: [] },
    });
    expect(missing.json().message).toBe("form.pleaseRequired");
  });
});
