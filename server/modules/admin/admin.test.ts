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
let admin: TestUser;
let host: TestUser;
let seller: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  [admin, host, seller] = await Promise.all([
    createUser(t.ctx, { role: "ADMIN" }),
    createUser(t.ctx, { name: "Host", countryNumber: "44" }),
    createUser(t.ctx),
  ]);
});

afterAll(async () => {
  await t.close();
});

describe("GET /api/admin/events", () => {
  it("lists events waiting for approval by default and any state on request", async () => {
    const waiting = await createEvent(t.ctx, {
      hostUserId: host.id,
      approval: "requested",
      name: "대기 행사",
    });
    const draft = await createEvent(t.ctx, { hostUserId: host.id, approval: "draft" });
    const res = await t.call({ method: "GET", url: "/api/admin/events", token: admin.token });
    expect(res.statusCode).toBe(200);
    const ids = res.json().content.map((e: { id: number }) => e.id);
    expect(ids).toContain(waiting.id);
    expect(ids).not.toContain(draft.id);
    expect(res.json().content.find((e: { id: number }) => e.id === waiting.id)).toMatchObject({
      hostName: "Host",
      hostEmail: host.email,
      approval: "requested",
    });
    const all = await t.call({ method: "GET", url: "/api/admin/events?approval=all", token: admin.token });
    expect(all.json().content.map((e: { id: number }) => e.id)).toContain(draft.id);
    const search = await t.call({
      method: "GET",
      url: "/api/admin/events?search=%EB%8C%80%EA%B8%B0",
      token: admin.token,
    });
    expect(search.json().content.map((e: { id: number }) => e.id)).toEqual([waiting.id]);
  });

  it("refuses anonymous callers (401) and every non-admin (403)", async () => {
    expect((await t.call({ method: "GET", url: "/api/admin/events" })).statusCode).toBe(401);
    for (const user of [host, seller]) {
      expect((await t.call({ method: "GET", url: "/api/admin/events", token: user.token })).statusCode).toBe(
        403,
      );
    }
  });
});

describe("POST /api/admin/events/:id/decision", () => {
  it("approves a requested event, publishes it and mails the host", async () => {
    const event = await createEvent(t.ctx, {
      hostUserId: host.id,
      approval: "requested",
      nameEn: "Approved Expo",
    });
    const url = `/api/admin/events/${event.id}/decision`;
    const sub = await createSubEvent(t.ctx, event.id);
    await createApplication(t.ctx, sub.id, seller.id, { approval: "approval" });
    for (const [token, status] of [
      [undefined, 401],
      [host.token, 403],
      [seller.token, 403],
    ] as const) {
      expect(
        (await t.call({ method: "POST", url, token, payload: { decision: "approved" } })).statusCode,
      ).toBe(status);
    }
    const res = await t.call({ method: "POST", url, token: admin.token, payload: { decision: "approved" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().approval).toBe("approved");
    const [row] = await t.ctx.db.select().from(s.events).where(eq(s.events.id, event.id));
    expect(row?.approvedAt).not.toBeNull();
    const outbox = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, host.email));
    expect(outbox.map((m) => m.subject)).toContain("[Bizmeet] Your event Approved Expo is approved");
    const list = await t.call({ method: "POST", url: "/api/events/getAll?page=0&size=50" });
    expect(list.json().content.map((e: { id: number }) => e.id)).toContain(event.id);
    const twice = await t.call({
      method: "POST",
      url,
      token: admin.token,
      payload: { decision: "rejected", reason: "x" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("admin.notRequested");
  });

  it("rejects with a reason the host sees, and the host can request again", async () => {
    const event = await createEvent(t.ctx, { hostUserId: host.id, approval: "requested" });
    const url = `/api/admin/events/${event.id}/decision`;
    const noReason = await t.call({
      method: "POST",
      url,
      token: admin.token,
      payload: { decision: "rejected" },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("host.reasonRequired");
    const res = await t.call({
      method: "POST",
      url,
      token: admin.token,
      payload: { decision: "rejected", reason: "Missing venue" },
    });
    expect(res.json()).toMatchObject({ approval: "rejected", approvalReason: "Missing venue" });
    const mine = await t.call({ method: "GET", url: `/api/host/events/${event.id}`, token: host.token });
    expect(mine.json()).toMatchObject({ approval: "rejected", approvalReason: "Missing venue" });
    const mailbox = await t.ctx.db.select().from(s.mails).where(eq(s.mails.toUserId, host.id));
    expect(mailbox.some((m) => m.content.includes("Missing venue"))).toBe(true);
    const again = await t.call({
      method: "POST",
      url: `/api/host/events/${event.id}/approval-request`,
      token: host.token,
    });
    expect(again.json().approval).toBe("requested");
    expect(
      (
        await t.call({
          method: "POST",
          url: "/api/admin/events/99999999/decision",
          token: admin.token,
          payload: { decision: "approved" },
        })
      ).statusCode,
    ).toBe(404);
  });
});
