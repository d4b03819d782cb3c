import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeMailContent } from "../../../shared/mail/content";
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
let host: TestUser;
let otherHost: TestUser;
let korean: TestUser;
let american: TestUser;
let waiter: TestUser;
let subEventId: number;
let eventId: number;
const apps: Record<string, number> = {};

async function mailsOf(userId: number) {
  return t.ctx.db
    .select()
    .from(s.mails)
    .where(and(eq(s.mails.toUserId, userId), eq(s.mails.subEventId, subEventId)));
}

beforeAll(async () => {
  t = await startTestApp();
  [host, otherHost, korean, american, waiter] = await Promise.all([
    createUser(t.ctx),
    createUser(t.ctx),
    createUser(t.ctx, { company: "Hanbit Tech", name: "김민지" }),
    createUser(t.ctx, { company: "Acme Corp", name: "John Doe", countryNumber: "1" }),
    createUser(t.ctx, { company: "Waiting Co" }),
  ]);
  const event = await createEvent(t.ctx, { hostUserId: host.id, name: "서울 엑스포", nameEn: "Seoul Expo" });
  eventId = event.id;
  const sub = await createSubEvent(t.ctx, event.id, { name: "상담회", nameEn: "Consulting" });
  subEventId = sub.id;
  apps.korean = (await createApplication(t.ctx, sub.id, korean.id, { type: "seller" })).id;
  apps.american = (await createApplication(t.ctx, sub.id, american.id, { type: "buyer" })).id;
  apps.waiter = (await createApplication(t.ctx, sub.id, waiter.id, { type: "seller" })).id;
});

afterAll(async () => {
  await t.close();
});

describe("GET /api/host/subEvents/:id/applicants", () => {
  const url = () => `/api/host/subEvents/${subEventId}/applicants`;

  it("lists, searches and filters the applicants for the host", async () => {
    const all = await t.call({ method: "GET", url: url(), token: host.token });
    expect(all.statusCode).toBe(200);
    expect(all.json().totalElements).toBe(3);
    const acme = await t.call({ method: "GET", url: `${url()}?search=acme`, token: host.token });
    expect(acme.json().content).toMatchObject([
      { id: apps.american, company: "Acme Corp", name: "John Doe" },
    ]);
    const byEmail = await t.call({
      method: "GET",
      url: `${url()}?search=${encodeURIComponent(korean.email)}`,
      token: host.token,
    });
    expect(byEmail.json().content.map((a: { id: number }) => a.id)).toEqual([apps.korean]);
    const sellers = await t.call({
      method: "GET",
      url: `${url()}?type=seller&size=1&page=1`,
      token: host.token,
    });
    expect(sellers.json()).toMatchObject({ totalElements: 2, size: 1, number: 1, last: true });
    const waiting = await t.call({ method: "GET", url: `${url()}?approval=reject`, token: host.token });
    expect(waiting.json().totalElements).toBe(0);
  });

  it("refuses anonymous callers, another event's host and participants", async () => {
    expect((await t.call({ method: "GET", url: url() })).statusCode).toBe(401);
    expect((await t.call({ method: "GET", url: url(), token: otherHost.token })).statusCode).toBe(403);
    expect((await t.call({ method: "GET", url: url(), token: waiter.token })).statusCode).toBe(403);
    expect((await t.call({ method: "GET", url: `${url()}?type=guest`, token: host.token })).statusCode).toBe(
      400,
    );
  });
});

describe("POST /api/host/subEvents/:id/applicants/decision", () => {
  const url = () => `/api/host/subEvents/${subEventId}/applicants/decision`;

  it("refuses a rejection without a reason, an empty selection and others' applications", async () => {
    const noReason = await t.call({
      method: "POST",
      url: url(),
      token: host.token,
      payload: { applicationIds: [apps.waiter], decision: "reject" },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("host.reasonRequired");
    const none = await t.call({
      method: "POST",
      url: url(),
      token: host.token,
      payload: { applicationIds: [], decision: "approval" },
    });
    expect(none.json().message).toBe("host.selectTarget");
    const otherSub = await createSubEvent(t.ctx, eventId);
    const foreign = await createApplication(t.ctx, otherSub.id, otherHost.id);
    const mixed = await t.call({
      method: "POST",
      url: url(),
      token: host.token,
      payload: { applicationIds: [apps.waiter, foreign.id], decision: "approval" },
    });
    expect(mixed.statusCode).toBe(404);
    for (const [token, status] of [
      [undefined, 401],
      [otherHost.token, 403],
      [waiter.token, 403],
    ] as const) {
      const res = await t.call({
        method: "POST",
        url: url(),
        token,
        payload: { applicationIds: [apps.waiter], decision: "approval" },
      });
      expect(res.statusCode).toBe(status);
    }
    expect(await mailsOf(waiter.id)).toHaveLength(0);
  });

  it("approves in bulk and mails eventApplyApproved in each applicant's language", async () => {
    const res = await t.call({
      method: "POST",
      url: url(),
      token: host.token,
      payload: { applicationIds: [apps.korean, apps.american], decision: "approval" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const [ko] = await mailsOf(korean.id);
    expect(ko?.code).toBe("eventApplyApproved");
    expect(decodeMailContent(ko!.content)).toMatchObject({
      code: "eventApplyApproved",
      language: "ko",
      fields: {
        userName: "김민지",
        eventName: "서울 엑스포",
        subEventName: "상담회",
        applicant: "Hanbit Tech",
      },
    });
    const [en] = await mailsOf(american.id);
    expect(decodeMailContent(en!.content)).toMatchObject({
      language: "en",
      fields: { eventName: "Seoul Expo", subEventName: "Consulting" },
    });
    const outbox = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, american.email));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toContain("approved");
    // Approving again changes nothing and sends nothing.
    const again = await t.call({
      method: "POST",
      url: url(),
      token: host.token,
      payload: { applicationIds: [apps.korean], decision: "approval" },
    });
    expect(again.json()).toEqual({ updated: 0 });
    expect(await mailsOf(korean.id)).toHaveLength(1);
  });

  it("rejects with the reason, stored and sent as eventApplyRejected", async () => {
    const res = await t.call({
      method: "POST",
      url: url(),
      token: host.token,
      payload: { applicationIds: [apps.waiter], decision: "reject", reason: "incomplete" },
    });
    expect(res.json()).toEqual({ updated: 1 });
    const [row] = await t.ctx.db.select().from(s.applications).where(eq(s.applications.id, apps.waiter!));
    expect(row).toMatchObject({ approval: "reject", reason: "incomplete" });
    const [mail] = await mailsOf(waiter.id);
    expect(decodeMailContent(mail!.content)).toMatchObject({
      code: "eventApplyRejected",
      language: "ko",
      fields: { reason: "incomplete" },
    });
    const outbox = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, waiter.email));
    expect(outbox[0]!.text).toContain("incomplete");
  });
});
