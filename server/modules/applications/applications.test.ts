import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import type { TestUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { answersFor, card, type Fixture, startFixture } from "./applications.fixture";

let f: Fixture;
let t: TestApp;
let S: number;
let R: number;
let seller: TestUser;
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
  ({ t, S, R, seller, stranger, q, fileId } = f);
});

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
    const badLanguage = await apply(seller.token, { ...body, languages: ["ko", "klingon"] });
    expect(badLanguage.statusCode).toBe(400);
    const tooMany = await apply(seller.token, { ...body, languages: Array(13).fill("ko") });
    expect(tooMany.statusCode).toBe(400);
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
      languages: ["zh", "ko", "zh"],
    });
    expect(res.statusCode).toBe(201);
    // the meeting languages stated on the form are the application's (each once)
    const [row] = await t.ctx.db.select().from(s.applications).where(eq(s.applications.id, res.json().id));
    expect(row?.languages).toEqual(["zh", "ko"]);
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

describe("English-only sub-events", () => {
  it("refuse Korean on the card and in typed answers with form.onlyEnglish", async () => {
    await t.ctx.db.update(s.subEvents).set({ counselFormOnlyEng: "Y" }).where(eq(s.subEvents.id, S));
    const body = { subEventId: S, type: "seller", businessCard: card, answers: answers() };
    const korean = await apply(stranger.token, { ...body, businessCard: { ...card, name: "홍길동" } });
    expect(korean.json().message).toBe("form.onlyEnglish");
    expect(korean.json().detail).toBe("Please enter in English");
    const answer = await apply(stranger.token, {
      ...body,
      answers: answers({ Website: { content: "한국.kr" } }),
    });
    expect(answer.json().message).toBe("form.onlyEnglish");
    await t.ctx.db.update(s.subEvents).set({ counselFormOnlyEng: "N" }).where(eq(s.subEvents.id, S));
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
