import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createUser, PASSWORD } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { deleteExpiredSessions } from "./sessions.repository";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const me = (id: number, token?: string) => t.call({ method: "GET", url: `/api/users/${id}`, token });
const signWith = (claims: Record<string, unknown>, userId: number) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("test-secret-0123456789"));

describe("sessions", () => {
  it("refuses a validly signed token without a session, or naming a session that is not the account's", async () => {
    const user = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const noSession = await signWith({ role: "USER", ver: 0 }, user.id);
    expect((await me(user.id, `Bearer ${noSession}`)).statusCode).toBe(401);
    const unknown = await signWith({ role: "USER", ver: 0, sid: randomUUID() }, user.id);
    expect((await me(user.id, `Bearer ${unknown}`)).statusCode).toBe(401);
    // the other account's session id under this account's subject
    const [row] = await t.ctx.db
      .insert(s.authSessions)
      .values({ id: randomUUID(), userId: other.id, expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const borrowed = await signWith({ role: "ADMIN", ver: 0, sid: row!.id }, user.id);
    expect((await me(user.id, `Bearer ${borrowed}`)).statusCode).toBe(401);
  });

  it("takes the role from the account, not from the token", async () => {
    const user = await createUser(t.ctx);
    const login = await t.call({
      method: "POST",
      url: "/api/users/login",
      payload: { email: user.email, password: PASSWORD },
    });
    const sid = JSON.parse(
      Buffer.from(login.headers.authorization!.toString().split(".")[1]!, "base64url").toString(),
    ).sid;
    const forged = await signWith({ role: "ADMIN", ver: 0, sid }, user.id);
    // signed with the real secret, so it verifies; the account is a USER, so admin calls stay closed
    expect(
      (await t.call({ method: "GET", url: "/api/admin/events", token: `Bearer ${forged}` })).statusCode,
    ).toBe(403);
  });

  it("logout needs a session; a second logout with the same token is 401", async () => {
    const user = await createUser(t.ctx);
    expect((await t.call({ method: "POST", url: "/api/users/logout" })).statusCode).toBe(401);
    expect((await t.call({ method: "POST", url: "/api/users/logout", token: user.token })).statusCode).toBe(
      200,
    );
    expect((await t.call({ method: "POST", url: "/api/users/logout", token: user.token })).statusCode).toBe(
      401,
    );
    expect((await me(user.id, user.token)).statusCode).toBe(401);
  });

  it("the cleanup deletes only sessions that expired before the cut-off", async () => {
    const user = await createUser(t.ctx);
    const old = randomUUID();
    await t.ctx.db
      .insert(s.authSessions)
      .values({ id: old, userId: user.id, expiresAt: new Date(Date.now() - 3 * 86_400_000) });
    const removed = await deleteExpiredSessions(t.ctx.db, new Date(Date.now() - 86_400_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await t.ctx.db.select().from(s.authSessions);
    expect(left.some((r) => r.id === old)).toBe(false);
    expect((await me(user.id, user.token)).statusCode).toBe(200);
  });
});
