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
let admin: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.ctx, { role: "ADMIN" });
});
afterAll(async () => {
  await t.close();
});

const USER_FIELDS = [
  "businessCards",
  "company",
  "countryCode",
  "countryNumber",
  "email",
  "id",
  "name",
  "phoneNumber",
  "position",
  "role",
  "timeZone",
];
const CARD_FIELDS = ["company", "countryNumber", "email", "id", "name", "phoneNumber", "position"];

const profile = (over: Record<string, unknown> = {}) => ({
  name: "김민수",
  company: "Acme Korea",
  position: "Manager",
  countryNumber: "82",
  phoneNumber: "01055554444",
  countryCode: "KR",
  timeZone: "Asia/Seoul",
  ...over,
});

describe("GET /api/users/:id", () => {
  it("answers yourself with the documented fields and never a hash", async () => {
    const user = await createUser(t.ctx, { name: "Lee", company: "Lee Co", phoneNumber: "0101" });
    const res = await t.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(USER_FIELDS);
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      name: "Lee",
      company: "Lee Co",
      phoneNumber: "0101",
      countryNumber: "82",
      countryCode: "KR",
      timeZone: "Asia/Seoul",
      role: "USER",
    });
    expect(body.businessCards).toHaveLength(1);
    expect(Object.keys(body.businessCards[0]).sort()).toEqual(CARD_FIELDS);
    expect(res.body).not.toMatch(/hash|argon|tokenVersion|password/i);
  });

  it("refuses another user's record with 403", async () => {
    const [me, other] = [await createUser(t.ctx), await createUser(t.ctx)];
    const res = await t.call({ method: "GET", url: `/api/users/${other.id}`, token: me.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "No permission", message: "common.noPermission" });
    expect(res.body).not.toContain(other.email);
  });

  it("answers any user to an administrator, and 404 for an unknown id", async () => {
    const user = await createUser(t.ctx);
    const res = await t.call({ method: "GET", url: `/api/users/${user.id}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(user.email);
    const unknown = await t.call({ method: "GET", url: "/api/users/99999999", token: admin.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("common.notFound");
  });

  it("refuses anonymous callers and forged tokens with 401", async () => {
    const user = await createUser(t.ctx);
    const anon = await t.call({ method: "GET", url: `/api/users/${user.id}` });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ detail: "Please log in first.", message: "common.loginRequired" });
    const forged = await t.call({
      method: "GET",
      url: `/api/users/${user.id}`,
      token: `${user.token.slice(0, -4)}abcd`,
    });
    expect(forged.statusCode).toBe(401);
  });

  it("answers 400 for an id that is not a number", async () => {
    const user = await createUser(t.ctx);
    const res = await t.call({ method: "GET", url: "/api/users/abc", token: user.token });
    expect(res.statusCode).toBe(400);
  });
});

describe("PUT /api/users/update", () => {
  it.each([
    [{ name: "  " }, "nameEmpty"],
    [{ company: "" }, "companyEmpty"],
    [{ company: "x".repeat(46) }, "validation.companyTooLong45"],
    [{ phoneNumber: "" }, "phoneNumberEmpty"],
    [{ phoneNumber: "010-1234" }, "validation.phoneDigits"],
    [{ phoneNumber: "1".repeat(21) }, "validation.phoneDigits"],
    [{ timeZone: "Mars/Olympus" }, "validation.timeZone"],
  ])("refuses %j with %s and changes nothing", async (over, key) => {
    const user = await createUser(t.ctx);
    const before = (await t.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token })).json();
    const res = await t.call({
      method: "PUT",
      url: "/api/users/update",
      token: user.token,
      payload: profile(over),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(key);
    const after = (await t.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token })).json();
    expect(after).toEqual(before);
  });

  it("accepts a 45-character company and a 20-digit phone", async () => {
    const user = await createUser(t.ctx);
    const res = await t.call({
      method: "PUT",
      url: "/api/users/update",
      token: user.token,
      payload: profile({ company: "c".repeat(45), phoneNumber: "9".repeat(20) }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ company: "c".repeat(45), phoneNumber: "9".repeat(20) });
  });

  it("saves the time zone Europe/London and answers it with the country code", async () => {
    const user = await createUser(t.ctx);
    const res = await t.call({
      method: "PUT",
      url: "/api/users/update",
      token: user.token,
      payload: profile({ id: user.id, countryCode: "GB", countryNumber: "44", timeZone: "Europe/London" }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ countryCode: "GB", countryNumber: "44", timeZone: "Europe/London" });
    const me = await t.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token });
    expect(me.json()).toMatchObject({
      name: "김민수",
      company: "Acme Korea",
      countryCode: "GB",
      timeZone: "Europe/London",
      email: user.email,
    });
  });

  it("refuses a body id of another user with 403 and leaves both profiles unchanged", async () => {
    const [me, other] = [await createUser(t.ctx), await createUser(t.ctx)];
    const before = (
      await t.call({ method: "GET", url: `/api/users/${other.id}`, token: other.token })
    ).json();
    const res = await t.call({
      method: "PUT",
      url: "/api/users/update",
      token: me.token,
      payload: profile({ id: other.id, name: "Hijacked" }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("common.noPermission");
    const after = (await t.call({ method: "GET", url: `/api/users/${other.id}`, token: other.token })).json();
    expect(after).toEqual(before);
    const mine = (await t.call({ method: "GET", url: `/api/users/${me.id}`, token: me.token })).json();
    expect(mine.name).not.toBe("Hijacked");
  });

  it("does not let an administrator edit someone else's profile either", async () => {
    const user = await createUser(t.ctx);
    const res = await t.call({
      method: "PUT",
      url: "/api/users/update",
      token: admin.token,
      payload: profile({ id: user.id }),
    });
    expect(res.statusCode).toBe(403);
  });

  it("refuses anonymous callers with 401", async () => {
    const res = await t.call({ method: "PUT", url: "/api/users/update", payload: profile() });
    expect(res.statusCode).toBe(401);
  });

  it("carries name, company, position and phone over to the latest business card only", async () => {
    const user = await createUser(t.ctx);
    const second = await t.call({
      method: "POST",
      url: "/api/businessCards",
      token: user.token,
      payload: { company: "Card Co", name: "Card Name", email: "card@example.com", phoneNumber: "0202" },
    });
    expect(second.statusCode).toBe(200);
    const res = await t.call({
      method: "PUT",
      url: "/api/users/update",
      token: user.token,
      payload: profile({ name: "New Name", company: "New Co", position: "CEO", phoneNumber: "0303" }),
    });
    expect(res.statusCode).toBe(200);
    const [latest] = res.json().businessCards;
    expect(latest).toMatchObject({
      id: second.json().id,
      name: "New Name",
      company: "New Co",
      position: "CEO",
      phoneNumber: "0303",
      email: "card@example.com",
    });
  });
});

describe("POST /api/businessCards", () => {
  it("saves the card and GET /api/users/:id shows it", async () => {
    const user = await createUser(t.ctx);
    const card = {
      company: "Seoul Robotics",
      name: "Park Jiyoung",
      position: "Sales lead",
      email: "Park.J-Y_1@seoul-robotics.co.kr",
      countryNumber: "82",
      phoneNumber: "01012341234",
    };
    const res = await t.call({ method: "POST", url: "/api/businessCards", token: user.token, payload: card });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toEqual({ ...card, email: "park.j-y_1@seoul-robotics.co.kr", id: expect.any(Number) });
    const me = await t.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token });
    expect(me.json().businessCards[0]).toEqual(saved);
  });

  it.each([
    [{ email: "a+b@ex.com" }, "businessCardValidation.emailValid"],
    [{ email: "bad@" }, "businessCardValidation.emailValid"],
    [{ company: "" }, "companyEmpty"],
    [{ company: "y".repeat(46) }, "validation.companyTooLong45"],
    [{ name: "" }, "nameEmpty"],
    [{ phoneNumber: "" }, "phoneNumberEmpty"],
    [{ phoneNumber: "02 123" }, "validation.phoneDigits"],
  ])("refuses %j with %s and keeps the old card", async (over, key) => {
    const user = await createUser(t.ctx);
    const before = (await t.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token })).json();
    const res = await t.call({
      method: "POST",
      url: "/api/businessCards",
      token: user.token,
      payload: { company: "Co", name: "N", email: "n@example.com", phoneNumber: "0101", ...over },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(key);
    const after = (await t.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token })).json();
    expect(after.businessCards).toEqual(before.businessCards);
  });

  it("refuses anonymous callers with 401", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/businessCards",
      payload: { company: "Co", name: "N", email: "n@example.com", phoneNumber: "0101" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/users/list", () => {
  /** The main applicant of an approved application: the one who adds colleagues. */
  async function mainApplicant(approval: "approval" | "waiting" | "reject" = "approval") {
    const user = await createUser(t.ctx);
    const event = await createEvent(t.ctx);
    const subEvent = await createSubEvent(t.ctx, event.id);
    const application = await createApplication(t.ctx, subEvent.id, user.id, { approval });
    return { ...user, application };
  }
  const lookup = (email: string, token?: string) =>
    t.call({ method: "GET", url: `/api/users/list?email=${encodeURIComponent(email)}`, token });

  it("refuses anonymous callers with 401", async () => {
    const user = await createUser(t.ctx);
    const res = await lookup(user.email);
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain(user.email);
  });

  it("refuses any account that is not the main applicant of an approved application", async () => {
    const target = await createUser(t.ctx, { phoneNumber: "01055554444" });
    const colleague = await createUser(t.ctx);
    const owner = await mainApplicant();
    await t.ctx.db.insert(s.applicationManagers).values({
      applicationId: owner.application.id,
      subEventId: owner.application.subEventId,
      userId: colleague.id,
      email: "colleague@example.com",
      name: "C",
      codeHash: `c-${Date.now()}`,
      used: "Y",
    } as typeof s.applicationManagers.$inferInsert);
    for (const caller of [
      await createUser(t.ctx),
      await mainApplicant("waiting"),
      await mainApplicant("reject"),
      colleague,
    ]) {
      const res = await lookup(target.email, caller.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("manager.lookupNotAllowed");
      expect(res.body).not.toContain("01055554444");
    }
  });

  it("finds exactly one user by the exact address, ignoring case, with what the form fills only", async () => {
    const me = await mainApplicant();
    await createUser(t.ctx, {
      email: "Colleague.Kim@Example.com",
      name: "Kim",
      company: "Kim Co",
      position: "Director",
      phoneNumber: "01077776666",
    });
    const res = await lookup("colleague.kim@EXAMPLE.COM", me.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        name: "Kim",
        company: "Kim Co",
        position: "Director",
        countryNumber: "82",
        phoneNumber: "01077776666",
      },
    ]);
    expect(res.body).not.toMatch(/hash|argon|role|timeZone|businessCards|"id"|email/i);
  });

  it("answers [] for a partial or unknown address, and treats LIKE wildcards literally", async () => {
    const me = await mainApplicant();
    await createUser(t.ctx, { email: "partial.match@example.com" });
    for (const email of [
      "partial.match",
      "partial.match@example",
      "artial.match@example.com",
      "nobody@example.com",
      "wild_%",
    ]) {
      const res = await lookup(email, me.token);
      expect(res.statusCode, email).toBe(200);
      expect(res.json(), email).toEqual([]);
    }
  });

  it("allows 60 lookups an hour per caller", async () => {
    const me = await mainApplicant();
    const answers: number[] = [];
    for (let i = 0; i < 62; i++) answers.push((await lookup(`someone${i}@example.com`, me.token)).statusCode);
    expect(answers.filter((code) => code === 200)).toHaveLength(60);
    expect(answers.slice(60)).toEqual([429, 429]);
  });
});
