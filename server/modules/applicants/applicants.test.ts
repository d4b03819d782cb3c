import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication, createEvent, createSubEvent, createUser, setEvent } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ids = (res: { json(): { content: { id: number }[] } }) => res.json().content.map((e) => e.id);

describe("GET /api/applicants/myEventList", () => {
  it("answers one item per own application with eventId, eventName, subEventType and approval", async () => {
    const me = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const expo = await createEvent(t.ctx, { name: "서울 엑스포", nameEn: "Seoul Expo" });
    const consulting = await createSubEvent(t.ctx, expo.id, { category: "consulting", name: "상담회" });
    const conference = await createSubEvent(t.ctx, expo.id, { category: "presentation", name: "컨퍼런스" });
    const fair = await createEvent(t.ctx, { name: "부산 박람회" });
    const registration = await createSubEvent(t.ctx, fair.id, { category: "registration" });
    const a1 = await createApplication(t.ctx, consulting.id, me.id, { approval: "approval", type: "seller" });
    const a2 = await createApplication(t.ctx, conference.id, me.id, { approval: "waiting", type: "buyer" });
    const a3 = await createApplication(t.ctx, registration.id, me.id, {
      approval: "reject",
      type: "visitor",
    });
    await createApplication(t.ctx, consulting.id, other.id, { approval: "approval" });

    const res = await t.call({ method: "GET", url: "/api/applicants/myEventList", token: me.token });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list).toHaveLength(3);
    const byApplication = new Map(list.map((item) => [item.applicationId, item]));
    expect(byApplication.get(a1.id)).toMatchObject({
      eventId: expo.id,
      eventName: "서울 엑스포",
      eventNameEn: "Seoul Expo",
      subEventId: consulting.id,
      subEventName: "상담회",
      subEventType: "consulting",
      applicationType: "seller",
      approval: "approval",
    });
    expect(byApplication.get(a2.id)).toMatchObject({
      eventId: expo.id,
      subEventType: "presentation",
      approval: "waiting",
    });
    expect(byApplication.get(a3.id)).toMatchObject({
      eventId: fair.id,
      eventName: "부산 박람회",
      subEventType: "registration",
      approval: "reject",
    });
  });

  it("answers [] for a user without applications, and never another user's applications", async () => {
    const lonely = await createUser(t.ctx);
    const busy = await createUser(t.ctx);
    const event = await createEvent(t.ctx);
    await createApplication(t.ctx, (await createSubEvent(t.ctx, event.id)).id, busy.id);
    const res = await t.call({ method: "GET", url: "/api/applicants/myEventList", token: lonely.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("refuses anonymous callers with 401", async () => {
    const res = await t.call({ method: "GET", url: "/api/applicants/myEventList" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("common.loginRequired");
  });
});

describe("GET /api/applicants/myApprovedEventList", () => {
  it("answers each event with an approved application once, latest application first", async () => {
    const me = await createUser(t.ctx);
    const expo = await createEvent(t.ctx, { name: "두 번 승인" });
    const [s1, s2] = [await createSubEvent(t.ctx, expo.id), await createSubEvent(t.ctx, expo.id)];
    const fair = await createEvent(t.ctx, { name: "한 번 승인" });
    const pending = await createEvent(t.ctx, { name: "대기" });
    const rejected = await createEvent(t.ctx, { name: "거절" });
    await createApplication(t.ctx, s1.id, me.id, { approval: "approval" });
    await createApplication(t.ctx, (await createSubEvent(t.ctx, fair.id)).id, me.id, {
      approval: "approval",
    });
    await createApplication(t.ctx, s2.id, me.id, { approval: "approval" });
    await createApplication(t.ctx, (await createSubEvent(t.ctx, pending.id)).id, me.id, {
      approval: "waiting",
    });
    await createApplication(t.ctx, (await createSubEvent(t.ctx, rejected.id)).id, me.id, {
      approval: "reject",
    });

    const res = await t.call({ method: "GET", url: "/api/applicants/myApprovedEventList", token: me.token });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({
      totalElements: 2,
      totalPages: 1,
      size: 12,
      number: 0,
      first: true,
      last: true,
    });
    expect(ids(res)).toEqual([expo.id, fair.id]);
    expect(page.content[0]).toMatchObject({ name: "두 번 승인", startDate: "2026-12-01" });
  });

  it("does not show the event to a waiting applicant of it", async () => {
    const seller = await createUser(t.ctx);
    const waiter = await createUser(t.ctx);
    const event = await createEvent(t.ctx);
    const sub = await createSubEvent(t.ctx, event.id);
    await createApplication(t.ctx, sub.id, seller.id, { approval: "approval" });
    await createApplication(t.ctx, sub.id, waiter.id, { approval: "waiting" });
    const asSeller = await t.call({
      method: "GET",
      url: "/api/applicants/myApprovedEventList",
      token: seller.token,
    });
    expect(ids(asSeller)).toEqual([event.id]);
    const asWaiter = await t.call({
      method: "GET",
      url: "/api/applicants/myApprovedEventList",
      token: waiter.token,
    });
    expect(asWaiter.statusCode).toBe(200);
    expect(asWaiter.json()).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it("pages 12 a page with page 1 answering number 1", async () => {
    const me = await createUser(t.ctx);
    const events = [];
    for (let i = 0; i < 13; i++) {
      const event = await createEvent(t.ctx);
      await createApplication(t.ctx, (await createSubEvent(t.ctx, event.id)).id, me.id, {
        approval: "approval",
      });
      events.push(event.id);
    }
    const latestFirst = [...events].reverse();
    const first = await t.call({
      method: "GET",
      url: "/api/applicants/myApprovedEventList?page=0&size=12",
      token: me.token,
    });
    expect(first.json()).toMatchObject({
      totalElements: 13,
      totalPages: 2,
      first: true,
      last: false,
      number: 0,
    });
    expect(ids(first)).toEqual(latestFirst.slice(0, 12));
    const second = await t.call({
      method: "GET",
      url: "/api/applicants/myApprovedEventList?page=1",
      token: me.token,
    });
    expect(second.json()).toMatchObject({ number: 1, first: false, last: true });
    expect(ids(second)).toEqual(latestFirst.slice(12));
    const small = await t.call({
      method: "GET",
      url: "/api/applicants/myApprovedEventList?size=5&page=2",
      token: me.token,
    });
    expect(small.json()).toMatchObject({ size: 5, number: 2, totalPages: 3 });
    expect(ids(small)).toEqual(latestFirst.slice(10, 13));
  });

  it("leaves out an event that was withdrawn from publication", async () => {
    const me = await createUser(t.ctx);
    const [kept, withdrawn] = [await createEvent(t.ctx), await createEvent(t.ctx)];
    for (const event of [kept, withdrawn]) {
      await createApplication(t.ctx, (await createSubEvent(t.ctx, event.id)).id, me.id, {
        approval: "approval",
      });
    }
    await setEvent(t.ctx, withdrawn.id, { approval: "rejected" });
    const res = await t.call({ method: "GET", url: "/api/applicants/myApprovedEventList", token: me.token });
    expect(ids(res)).toEqual([kept.id]);
    expect(res.json().totalElements).toBe(1);
  });

  it("refuses anonymous callers with 401", async () => {
    const res = await t.call({ method: "GET", url: "/api/applicants/myApprovedEventList" });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/applicants/myEventList for a colleague", () => {
  it("lists the application the user joined as an accepted colleague, not a pending invitation", async () => {
    const { applicationManagers } = await import("../../db/schema");
    const owner = await createUser(t.ctx);
    const colleague = await createUser(t.ctx);
    const invited = await createUser(t.ctx);
    const event = await createEvent(t.ctx);
    const sub = await createSubEvent(t.ctx, event.id);
    const application = await createApplication(t.ctx, sub.id, owner.id, { approval: "approval" });
    await t.ctx.db.insert(applicationManagers).values([
      {
        applicationId: application.id,
        subEventId: sub.id,
        userId: colleague.id,
        name: "C",
        email: colleague.email,
        codeHash: `c${application.id}`,
        used: "Y",
      },
      {
        applicationId: application.id,
        subEventId: sub.id,
        userId: invited.id,
        name: "I",
        email: invited.email,
        codeHash: `i${application.id}`,
        used: "N",
      },
    ]);
    const mine = await t.call({ method: "GET", url: "/api/applicants/myEventList", token: colleague.token });
    expect(mine.json().map((m: { applicationId: number }) => m.applicationId)).toContain(application.id);
    const pending = await t.call({ method: "GET", url: "/api/applicants/myEventList", token: invited.token });
    expect(pending.json().map((m: { applicationId: number }) => m.applicationId)).not.toContain(
      application.id,
    );
  });
});
