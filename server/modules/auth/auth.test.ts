import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, PASSWORD } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const signup = (over: Record<string, unknown> = {}) => ({
  email: `new${Math.random().toString(36).slice(2)}@example.com`,
  name: "홍길동",
  password: "abcdefg1",
  company: "Acme",
  phoneNumber: "01012345678",
  ...over,
});

describe("POST /api/users (sign-up)", () => {
  it("creates a USER with the spec's defaults and answers like login", async () => {
    const res = await t.call({ method: "POST", url: "/api/users", payload: signup({ role: "ADMIN" }) });
    expect(res.statusCode).toBe(201);
    expect(res.headers.authorization).toMatch(/^Bearer /);
    const body = res.json();
    expect(res.headers.userid).toBe(String(body.id));
    expect(body).toMatchObject({
      countryNumber: "82",
      countryCode: "KR",
      timeZone: "Asia/Seoul",
      role: "USER",
    });
    expect(body.businessCards).toHaveLength(1);
    expect(JSON.stringify(body)).not.toMatch(/hash|\$argon2/);
    const me = await t.call({
      method: "GET",
      url: `/api/users/${body.id}`,
      token: res.headers.authorization as string,
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().role).toBe("USER");
  });

  it("trims and lower-cases the address, and refuses a second account for it", async () => {
    const first = await t.call({
      method: "POST",
      url: "/api/users",
      payload: signup({ email: " Kim.O+1@Ex-ample.com " }),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().email).toBe("kim.o+1@ex-ample.com");
    const again = await t.call({
      method: "POST",
      url: "/api/users",
      payload: signup({ email: "kim.o+1@ex-ample.com" }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: "An account with this e-mail already exists.",
      message: "register.emailExists",
    });
  });

  it.each([
    [{ email: "a@b.c" }, "businessCardValidation.emailValid"],
    [{ password: "abcdefgh" }, "validation.passwordRule"],
    [{ password: "ABCDEFG1" }, "validation.passwordRule"],
    [{ password: "abc1" }, "validation.passwordRule"],
    [{ password: "abcdefg1^" }, "validation.passwordRule"],
    [{ password: "비밀번호abc1" }, "validation.passwordHangul"],
    [{ phoneNumber: "010-1234" }, "validation.phoneDigits"],
    [{ phoneNumber: "1".repeat(21) }, "validation.phoneDigits"],
    [{ company: "" }, "companyEmpty"],
    [{ company: "x".repeat(41) }, "validation.companyTooLong40"],
    [{ name: " " }, "nameEmpty"],
    [{ timeZone: "Mars/Base" }, "validation.timeZone"],
  ])("refuses %j with %s", async (over, key) => {
    const res = await t.call({ method: "POST", url: "/api/users", payload: signup(over) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(key);
  });

  it("accepts a password of lower case and digits only", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/users",
      payload: signup({ password: "abcdefg1" }),
    });
    expect(res.statusCode).toBe(201);
  });

  it("answers 400, never 500, for malformed JSON, wrong types and missing fields; 415 for text/plain", async () => {
    const malformed = await t.call({
      method: "POST",
      url: "/api/users",
      payload: "{oops",
      headers: { "content-type": "application/json" },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("common.malformedJson");
    const wrongType = await t.call({ method: "POST", url: "/api/users", payload: signup({ name: 42 }) });
    expect(wrongType.statusCode).toBe(400);
    const missing = await t.call({ method: "POST", url: "/api/users", payload: { email: "x@example.com" } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBeTruthy();
    const plain = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: "x",
      headers: { "content-type": "text/plain" },
    });
    expect(plain.statusCode).toBe(415);
  });
});

describe("POST /api/users/login", () => {
  it("answers the token in authorization and the id in userid", async () => {
    const user = await createUser(t.ctx);
    const res = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: user.email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.userid).toBe(String(user.id));
    const list = await t.call({
      method: "GET",
      url: "/api/likes/myLikeList",
      token: res.headers.authorization as string,
    });
    expect(list.statusCode).toBe(200);
  });

  it("refuses a wrong password with 403 in the caller's language", async () => {
    const user = await createUser(t.ctx);
    const en = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: user.email, password: "wrong1234" },
    });
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ detail: "Please check ID and password", message: "login.checkIdPassword" });
    const ko = await t.call({
      method: "POST",
      url: "/api/users/login",
      lang: "ko",
      payload: { email: user.email, password: "wrong1234" },
    });
    expect(ko.json().detail).toBe("아이디와 비밀번호를 확인해 주세요");
    const unknown = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: "nobody@example.com", password: "wrong1234" },
    });
    expect(unknown.statusCode).toBe(403);
  });

  it("limits failures per account: the 11th try is refused even with the right password", async () => {
    const user = await createUser(t.ctx);
    for (let i = 0; i < 10; i++) {
      await t.call({
        method: "POST",
        url: "/api/users/login",
        payload: { email: user.email, password: "wrong1234" },
      });
    }
    const locked = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: user.email, password: PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe("login.tooManyAttempts");
    t.clock.now = new Date(t.clock.now.getTime() + 16 * 60_000);
    const later = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: user.email, password: PASSWORD },
    });
    expect(later.statusCode).toBe(200);
  });

  it("limits failures per client address across accounts; a spoofed X-Forwarded-For neither resets nor escapes it", async () => {
    // no proxy is trusted by default: the address is the connection's, whatever the header claims
    const remoteAddress = "203.0.113.9";
    for (let i = 0; i < 60; i++) {
      const res = await t.call({
        method: "POST",
        url: "/api/users/login",
        remoteAddress,
        headers: { "x-forwarded-for": `198.51.100.${i}` },
        payload: { email: `ghost${i}@example.com`, password: "wrong1234" },
      });
      expect(res.statusCode).toBe(i < 50 ? 403 : 429);
    }
    const user = await createUser(t.ctx);
    const spoofed = await t.call({
      method: "POST",
      url: "/api/users/login",
      remoteAddress,
      headers: { "x-forwarded-for": "192.0.2.77" },
      payload: { email: user.email, password: PASSWORD },
    });
    expect(spoofed.statusCode).toBe(429);
    // another address is not locked
    const elsewhere = await t.call({
      method: "POST",
      url: "/api/users/login",
      remoteAddress: "203.0.113.10",
      payload: { email: user.email, password: PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("believes X-Forwarded-For only from a proxy named in TRUST_PROXY", async () => {
    const behind = await startTestApp({ TRUST_PROXY: "10.0.0.1" });
    try {
      const user = await createUser(behind.ctx);
      for (let i = 0; i < 50; i++)
        await behind.call({
          method: "POST",
          url: "/api/users/login",
          remoteAddress: "10.0.0.1",
          headers: { "x-forwarded-for": "198.51.100.7" },
          payload: { email: `ghost${i}@example.com`, password: "wrong1234" },
        });
      const login = (remoteAddress: string, forwarded: string) =>
        behind.call({
          method: "POST",
          url: "/api/users/login",
          remoteAddress,
          headers: { "x-forwarded-for": forwarded },
          payload: { email: user.email, password: PASSWORD },
        });
      // through the trusted proxy the client's own address counts: it is locked, its neighbour is not
      expect((await login("10.0.0.1", "198.51.100.7")).statusCode).toBe(429);
      expect((await login("10.0.0.1", "198.51.100.8")).statusCode).toBe(200);
      // a caller that is not the proxy is counted by its own address, whatever the header names
      expect((await login("192.0.2.5", "198.51.100.7")).statusCode).toBe(200);
    } finally {
      await behind.close();
    }
  });
});

describe("PUT /api/users/update/password", () => {
  it("needs the current password, then signs old tokens out", async () => {
    const user = await createUser(t.ctx);
    const anon = await t.call({ method: "PUT", url: "/api/users/update/password", payload: {} });
    expect(anon.statusCode).toBe(401);
    const empty = await t.call({
      method: "PUT",
      url: "/api/users/update/password",
      token: user.token,
      payload: { password: "", newPassword: "newpass12" },
    });
    expect(empty.json().message).toBe("passwordEmpty");
    const wrong = await t.call({
      method: "PUT",
      url: "/api/users/update/password",
      token: user.token,
      payload: { password: "nottheone1", newPassword: "newpass12" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("changePassword.wrongCurrent");
    const ok = await t.call({
      method: "PUT",
      url: "/api/users/update/password",
      token: user.token,
      payload: { password: PASSWORD, newPassword: "newpass12" },
    });
    expect(ok.statusCode).toBe(200);
    const old = await t.call({ method: "GET", url: `/api/users/${user.id}`, token: user.token });
    expect(old.statusCode).toBe(401);
    const login = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: user.email, password: "newpass12" },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe("GET /api/users/findUserEmail", () => {
  it("answers only the masked address", async () => {
    const user = await createUser(t.ctx, {
      email: "gildong@ex.com",
      name: "Hong Gildong",
      phoneNumber: "01099998888",
    });
    const res = await t.call({
      method: "GET",
      url: "/api/users/findUserEmail?name=Hong%20Gildong&phoneNumber=01099998888&role=user",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: "gildo**@ex.com" });
    expect(res.body).not.toContain(user.email);
  });

  it("answers 404 for no match and 400 for a phone with non-digits", async () => {
    const none = await t.call({ method: "GET", url: "/api/users/findUserEmail?name=Nobody&phoneNumber=000" });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe("findUser.notFound");
    const bad = await t.call({ method: "GET", url: "/api/users/findUserEmail?name=A&phoneNumber=010-1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe("Only numbers can be entered");
  });
});
