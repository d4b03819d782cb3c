import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createEvent, createSubEvent, createUser, type TestUser } from "../../test/factories";
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

describe("GET /api/subEvents?eventId=", () => {
  it("lists the event's sub-events in order, each with its main event", async () => {
    const [logo] = await t.ctx.db
      .insert(s.files)
      .values({
        fileName: "logo.png",
        filePath: "/files/event/1/logo.png",
        fileType: "image/png",
        fileSize: 10,
        folderPath: "event/1/",
        storageKey: `event/1/logo-${Math.random()}.png`,
      })
      .returning();
    const event = await createEvent(t.ctx, {
      name: "서울 엑스포",
      nameEn: "Seoul Expo",
      showLogo: "N",
      hideBuyerCard: true,
      logoImageFileId: logo!.id,
      homePage: "https://expo.example.com",
      timeZone: "Europe/London",
    });
    const matching = await createSubEvent(t.ctx, event.id, {
      category: "matching",
      name: "매칭",
      matching: "Y",
      meetingAvailable: "Y",
      sgroupName: "Sellers",
      bgroupName: "Buyers",
      sellRegStartDate: "2026-11-01",
      sellRegEndDate: "2026-11-20",
      sort: 2,
    });
    const registration = await createSubEvent(t.ctx, event.id, { category: "registration", sort: 1 });
    const conference = await createSubEvent(t.ctx, event.id, { category: "presentation", sort: 3 });
    const otherEvent = await createEvent(t.ctx);
    await createSubEvent(t.ctx, otherEvent.id);

    const res = await t.call({ method: "GET", url: `/api/subEvents?eventId=${event.id}` });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((x: { id: number }) => x.id)).toEqual([registration.id, matching.id, conference.id]);
    expect(list[1]).toMatchObject({
      id: matching.id,
      eventId: event.id,
      name: "매칭",
      category: "matching",
      matching: "Y",
      meetingAvailable: "Y",
      sgroupName: "Sellers",
      bgroupName: "Buyers",
      subEventStartDate: "2026-12-01",
      subEventEndDate: "2026-12-03",
      sellRegStartDate: "2026-11-01",
      sellRegEndDate: "2026-11-20",
      buyRegStartDate: null,
      timeZone: "Europe/London",
    });
    for (const item of list) {
      expect(item.mainEvent).toEqual({
        id: event.id,
        name: "서울 엑스포",
        nameEn: "Seoul Expo",
        showLogo: "N",
        hideBuyerCard: true,
        mainImageFile: null,
        logoImageFile: {
          id: logo!.id,
          fileName: "logo.png",
          filePath: logo!.filePath,
          fileType: "image/png",
        },
        homePage: "https://expo.example.com",
      });
    }
    expect(res.body).not.toMatch(/meetingData|createdAt|updatedAt/);
  });

  it("answers [] for an approved event without sub-events", async () => {
    const event = await createEvent(t.ctx);
    const res = await t.call({ method: "GET", url: `/api/subEvents?eventId=${event.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("hides an unapproved event's sub-events from anonymous callers and other users", async () => {
    const host = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const event = await createEvent(t.ctx, { hostUserId: host.id, approval: "requested" });
    const sub = await createSubEvent(t.ctx, event.id);
    const url = `/api/subEvents?eventId=${event.id}`;
    const anon = await t.call({ method: "GET", url });
    expect(anon.statusCode).toBe(404);
    expect(anon.json().message).toBe("event.notFound");
    expect((await t.call({ method: "GET", url, token: other.token })).statusCode).toBe(404);
    const asHost = await t.call({ method: "GET", url, token: host.token });
    expect(asHost.statusCode).toBe(200);
    expect(asHost.json().map((x: { id: number }) => x.id)).toEqual([sub.id]);
    expect((await t.call({ method: "GET", url, token: admin.token })).statusCode).toBe(200);
  });

  it("answers 404 for an unknown event and 400 without eventId", async () => {
    expect((await t.call({ method: "GET", url: "/api/subEvents?eventId=99999999" })).statusCode).toBe(404);
    expect((await t.call({ method: "GET", url: "/api/subEvents" })).statusCode).toBe(400);
  });
});

describe("GET /api/subEvents/detail?id=", () => {
  it("answers the sub-event with its main event", async () => {
    const event = await createEvent(t.ctx, { name: "상세 행사" });
    const sub = await createSubEvent(t.ctx, event.id, {
      category: "consulting",
      name: "상담회",
      nameEn: "Consulting",
      matchStartTime: "09:30",
      matchEndTime: "17:00",
      matchReqTime: 45,
      matchBreakTime: 10,
      counselFormOnlyEng: "Y",
    });
    const res = await t.call({ method: "GET", url: `/api/subEvents/detail?id=${sub.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: sub.id,
      eventId: event.id,
      name: "상담회",
      nameEn: "Consulting",
      category: "consulting",
      matchStartTime: "09:30",
      matchEndTime: "17:00",
      matchReqTime: 45,
      matchBreakTime: 10,
      counselFormOnlyEng: "Y",
      mainEvent: { id: event.id, name: "상세 행사" },
    });
  });

  it("answers 404 subEvent.notFound for an unknown id", async () => {
    const res = await t.call({ method: "GET", url: "/api/subEvents/detail?id=99999999" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      detail: "This programme could not be found.",
      message: "subEvent.notFound",
    });
  });

  it("answers 404 subEvent.notFound to others for a sub-event of an unapproved event, 200 to its host and an admin", async () => {
    const host = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const event = await createEvent(t.ctx, { hostUserId: host.id, approval: "draft" });
    const sub = await createSubEvent(t.ctx, event.id);
    const url = `/api/subEvents/detail?id=${sub.id}`;
    const anon = await t.call({ method: "GET", url });
    expect(anon.statusCode).toBe(404);
    expect(anon.json().message).toBe("subEvent.notFound");
    expect((await t.call({ method: "GET", url, token: other.token })).statusCode).toBe(404);
    expect((await t.call({ method: "GET", url, token: host.token })).statusCode).toBe(200);
    expect((await t.call({ method: "GET", url, token: admin.token })).statusCode).toBe(200);
  });

  it("answers 400 for a missing or non-numeric id", async () => {
    expect((await t.call({ method: "GET", url: "/api/subEvents/detail" })).statusCode).toBe(400);
    expect((await t.call({ method: "GET", url: "/api/subEvents/detail?id=x" })).statusCode).toBe(400);
  });
});
