import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type WorkspaceWorld, workspaceWorld } from "../workspace/workspace.fixture";

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
const post = (url: string, payload: object, token?: string) =>
  t.call({ method: "POST", url, payload, token });
const body = (email: string, extra: object = {}) => ({
  name: "New Colleague",
  company: "Acme Robotics",
  email,
  phoneNumber: "01012345678",
  position: "Engineer",
  countryNumber: "82",
  applicationId: w.aS.id,
  subEventId: w.s1.id,
  ...extra,
});

/** The code from the newest outbox mail to the address. */
async function codeMailedTo(email: string): Promise<string> {
  const [mail] = await t.ctx.db
    .select()
    .from(s.mailOutbox)
    .where(eq(s.mailOutbox.toMail, email))
    .orderBy(desc(s.mailOutbox.id))
    .limit(1);
  const match = /\/managerRegit\/([\w-]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no invitation mailed to ${email}`);
  return match[1]!;
}

describe("POST /api/userManagerAuth", () => {
  it("invites a colleague: 200, a mail with a /managerRegit/{code} link in the outbox and the mailbox", async () => {
    const res = await post("/api/userManagerAuth", body("fresh@example.com"), w.seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: "fresh@example.com", used: "N", applicationId: w.aS.id });
    const code = await codeMailedTo("fresh@example.com");
    expect(code.length).toBeGreaterThan(20);
    const [row] = await t.ctx.db
      .select()
      .from(s.applicationManagers)
      .where(eq(s.applicationManagers.id, res.json().id));
    expect(row!.codeHash).not.toBe(code);
    const box = await t.ctx.db.select().from(s.mails).where(eq(s.mails.toMail, "fresh@example.com"));
    expect(box).toHaveLength(1);
  });

  it("answers 409 for an address already invited or the owner's own", async () => {
    const res = await post("/api/userManagerAuth", body("FRESH@example.com"), w.seller.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("manager.duplicate");
    expect((await post("/api/userManagerAuth", body(w.seller.email), w.seller.token)).statusCode).toBe(409);
  });

  it("validates the body (400 with the spec's keys)", async () => {
    const bad = await post("/api/userManagerAuth", body("bad@"), w.seller.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("businessCardValidation.emailValid");
    const phone = await post(
      "/api/userManagerAuth",
      body("p@example.com", { phoneNumber: "010-1234" }),
      w.seller.token,
    );
    expect(phone.json().message).toBe("validation.phoneDigits");
    const wrong = await post(
      "/api/userManagerAuth",
      body("q@example.com", { subEventId: w.s1.id + 1000 }),
      w.seller.token,
    );
    expect(wrong.statusCode).toBe(400);
  });

  it("caps the invitations of an application (409 manager.tooMany)", async () => {
    const existing = (
      await t.ctx.db
        .select()
        .from(s.applicationManagers)
        .where(eq(s.applicationManagers.applicationId, w.aB.id))
    ).length;
    await t.ctx.db.insert(s.applicationManagers).values(
      Array.from({ length: 50 - existing }, (_, i) => ({
        applicationId: w.aB.id,
        subEventId: w.s1.id,
        name: `Filler ${i}`,
        email: `filler${i}@example.com`,
        codeHash: `filler-${w.aB.id}-${i}`,
      })),
    );
    const res = await post(
      "/api/userManagerAuth",
      body("one-more@example.com", { applicationId: w.aB.id }),
      w.buyer.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("manager.tooMany");
    await t.ctx.db.delete(s.applicationManagers).where(eq(s.applicationManagers.applicationId, w.aB.id));
  });

  it("is for the main applicant only", async () => {
    expect((await post("/api/userManagerAuth", body("x1@example.com"))).statusCode).toBe(401);
    for (const user of [w.colleague, w.buyer, w.host, w.otherHost, w.outsider])
      expect((await post("/api/userManagerAuth", body("x1@example.com"), user.token)).statusCode).toBe(403);
  });
});

describe("GET /api/userManagerAuth and POST /api/userManagerAuth/accept", () => {
  it("resolves a code for anyone; userExist tells sign-up from login", async () => {
    // The invitee's own company differs from the inviting one: the landing names the inviter.
    await post("/api/userManagerAuth", body("nobody@example.com", { company: "Own Co" }), w.seller.token);
    const res = await get(`/api/userManagerAuth?code=${await codeMailedTo("nobody@example.com")}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: "nobody@example.com",
      name: "New Colleague",
      company: "Own Co",
      inviterCompany: "Acme Robotics",
      position: "Engineer",
      countryNumber: "82",
      phoneNumber: "01012345678",
      subEventId: w.s1.id,
      userExist: "N",
    });
    expect((await get("/api/userManagerAuth?code=unknown-code")).statusCode).toBe(404);
    expect((await get("/api/userManagerAuth")).statusCode).toBe(400);
  });

  it("accepts for the invited address only, once; the colleague then reaches the workspace", async () => {
    const invited = await createUser(t.ctx);
    await post("/api/userManagerAuth", body(invited.email), w.seller.token);
    const code = await codeMailedTo(invited.email);
    expect((await get(`/api/userManagerAuth?code=${code}`)).json().userExist).toBe("Y");
    expect((await post("/api/userManagerAuth/accept", { authCode: code })).statusCode).toBe(401);
    const other = await post("/api/userManagerAuth/accept", { authCode: code }, w.outsider.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe("manager.otherAddress");
    const listUrl = `/api/applications/participantList?subEventId=${w.s1.id}`;
    expect((await get(listUrl, invited.token)).statusCode).toBe(403);
    const ok = await post("/api/userManagerAuth/accept", { authCode: code, userExist: "Y" }, invited.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ subEventId: w.s1.id, applicationId: w.aS.id });
    expect((await get(listUrl, invited.token)).statusCode).toBe(200);
    expect((await post("/api/userManagerAuth/accept", { authCode: code }, invited.token)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/userManagerAuth?code=${code}`)).statusCode).toBe(404);
  });

  it("refuses a participant of the sub-event (409) and an expired code (404 manager.inviteExpired)", async () => {
    await post("/api/userManagerAuth", body(w.buyer.email), w.seller.token);
    const taken = await post(
      "/api/userManagerAuth/accept",
      { authCode: await codeMailedTo(w.buyer.email) },
      w.buyer.token,
    );
    expect(taken.statusCode).toBe(409);
    await post("/api/userManagerAuth", body("late@example.com"), w.seller.token);
    const code = await codeMailedTo("late@example.com");
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() + 15 * 24 * 3600 * 1000);
    const res = await get(`/api/userManagerAuth?code=${code}`);
    t.clock.now = saved;
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("manager.inviteExpired");
  });
});

describe("GET /api/userManagerAuth/managers and /api/applicants/managerList", () => {
  it("lists invitations with used Y/N for the main applicant and the host", async () => {
    const url = `/api/userManagerAuth/managers?subEventId=${w.s1.id}&applicationId=${w.aS.id}`;
    const res = await get(url, w.seller.token);
    expect(res.statusCode).toBe(200);
    const used = new Map(res.json().map((m: { email: string; used: string }) => [m.email, m.used]));
    expect(used.get(w.colleague.email)).toBe("Y");
    expect(used.get("fresh@example.com")).toBe("N");
    expect((await get(url, w.host.token)).statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(401);
    for (const user of [w.colleague, w.buyer, w.otherHost, w.outsider])
      expect((await get(url, user.token)).statusCode).toBe(403);
  });

  it("lists the people of an application with the first applicant as admin", async () => {
    const url = `/api/applicants/managerList?applicationId=${w.aS.id}`;
    for (const user of [w.seller, w.colleague, w.buyer, w.host]) {
      const res = await get(url, user.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()[0]).toMatchObject({ name: "Kim Seller", admin: true, id: null });
      expect(
        res
          .json()
          .slice(1)
          .every((p: { admin: boolean }) => !p.admin),
      ).toBe(true);
      expect(res.json().some((p: { name: string }) => p.name === "Lee Colleague")).toBe(true);
    }
    for (const user of [w.waiter, w.outsider, w.otherHost])
      expect((await get(url, user.token)).statusCode).toBe(403);
  });
});

describe("POST /api/applications/managersDelete", () => {
  const del = (ids: number[], id: number, token?: string) =>
    post("/api/applications/managersDelete", { ids, id }, token);

  it("lets a colleague delete a co-manager of the same application, never the main applicant or other companies' managers", async () => {
    const co = await createUser(t.ctx);
    const [row] = await t.ctx.db
      .insert(s.applicationManagers)
      .values({
        applicationId: w.aS.id,
        subEventId: w.s1.id,
        userId: co.id,
        name: "Co",
        email: co.email,
        codeHash: `h-${co.id}`,
        used: "Y",
      })
      .returning();
    const [ownerRow] = await t.ctx.db
      .insert(s.applicationManagers)
      .values({
        applicationId: w.aS.id,
        subEventId: w.s1.id,
        userId: w.seller.id,
        name: "Owner",
        email: "owner-alias@example.com",
        codeHash: `h-owner-${w.seller.id}`,
        used: "N",
      })
      .returning();
    const [buyerMgr] = await t.ctx.db
      .insert(s.applicationManagers)
      .values({
        applicationId: w.aB.id,
        subEventId: w.s1.id,
        name: "B",
        email: "b-mgr@example.com",
        codeHash: `h-b-${w.aB.id}`,
      })
      .returning();
    expect((await del([ownerRow!.id], w.aS.id, w.colleague.token)).statusCode).toBe(403);
    expect((await del([buyerMgr!.id], w.aB.id, w.colleague.token)).statusCode).toBe(403);
    expect((await del([buyerMgr!.id], w.aS.id, w.colleague.token)).statusCode).toBe(404);
    expect((await del([row!.id], w.aS.id, w.buyer.token)).statusCode).toBe(403);
    expect((await del([row!.id], w.aS.id, w.otherHost.token)).statusCode).toBe(403);
    expect((await del([row!.id], w.aS.id)).statusCode).toBe(401);
    expect((await del([], w.aS.id, w.seller.token)).statusCode).toBe(400);
    expect((await del([row!.id], w.aS.id, w.colleague.token)).statusCode).toBe(200);
    expect((await del([ownerRow!.id], w.aS.id, w.seller.token)).statusCode).toBe(200);
  });

  it("lets the main applicant delete a colleague, who then loses access", async () => {
    expect((await del([w.colleagueRecord.id], w.aS.id, w.seller.token)).statusCode).toBe(200);
    const res = await get(`/api/applications/participantList?subEventId=${w.s1.id}`, w.colleague.token);
    expect(res.statusCode).toBe(403);
  });
});
