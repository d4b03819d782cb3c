import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createEvent, createUser, setEvent, type TestUser } from "../../test/factories";
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

const PAGE_KEYS = ["content", "first", "last", "number", "size", "totalElements", "totalPages"];
const BASE = Date.parse("2026-01-01T00:00:00Z");
let minute = 0;
/** Creation times one minute apart, so "newest first" does not depend on clock resolution. */
const nextCreatedAt = () => new Date(BASE + ++minute * 60_000);

async function insertFile(name: string, type = "application/pdf") {
  const [row] = await t.ctx.db
    .insert(s.files)
    .values({
      fileName: name,
      filePath: `/files/event/1/${name}`,
      fileType: type,
      fileSize: 1234,
      folderPath: "event/1/",
      storageKey: `event/1/${name}-${Math.random()}`,
    })
    .returning();
  return row!;
}

describe("POST /api/events/getAll", () => {
  const approvedIds: number[] = [];
  const hiddenIds: number[] = [];

  beforeAll(async () => {
    // Runs first in this file: the public list holds exactly these 14 approved events.
    for (let i = 0; i < 14; i++) {
      approvedIds.push((await createEvent(t.ctx, { name: `목록 ${i}`, createdAt: nextCreatedAt() })).id);
      if (i % 5 === 0) {
        for (const approval of ["draft", "requested", "rejected"] as const) {
          hiddenIds.push((await createEvent(t.ctx, { approval, createdAt: nextCreatedAt() })).id);
        }
      }
    }
  });

  it("answers 12 approved events by default, newest first, in the spec's page shape", async () => {
    const res = await t.call({ method: "POST", url: "/api/events/getAll" });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(Object.keys(page).sort()).toEqual(PAGE_KEYS);
    expect(page).toMatchObject({
      totalElements: 14,
      totalPages: 2,
      size: 12,
      number: 0,
      first: true,
      last: false,
    });
    expect(page.content.map((e: { id: number }) => e.id)).toEqual([...approvedIds].reverse().slice(0, 12));
    expect(page.content[0]).toMatchObject({
      name: "목록 13",
      nameEn: expect.any(String),
      startDate: "2026-12-01",
    });
  });

  it("answers page 1 with number 1 and the remaining events", async () => {
    const res = await t.call({ method: "POST", url: "/api/events/getAll?page=1&size=12" });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ number: 1, size: 12, first: false, last: true, totalElements: 14 });
    expect(page.content.map((e: { id: number }) => e.id)).toEqual([approvedIds[1], approvedIds[0]]);
  });

  it("never lists draft, requested or rejected events, on any page", async () => {
    const res = await t.call({ method: "POST", url: "/api/events/getAll?page=0&size=100" });
    const ids = res.json().content.map((e: { id: number }) => e.id);
    expect(ids).toHaveLength(14);
    for (const id of hiddenIds) expect(ids).not.toContain(id);
  });

  it("honours size and answers an empty page past the end", async () => {
    const small = (await t.call({ method: "POST", url: "/api/events/getAll?size=5&page=2" })).json();
    expect(small).toMatchObject({ size: 5, number: 2, totalPages: 3, first: false, last: true });
    expect(small.content).toHaveLength(4);
    const past = (await t.call({ method: "POST", url: "/api/events/getAll?page=9" })).json();
    expect(past.content).toEqual([]);
    expect(past.number).toBe(9);
  });

  it("refuses a negative page or an oversized size with 400", async () => {
    expect((await t.call({ method: "POST", url: "/api/events/getAll?page=-1" })).statusCode).toBe(400);
    expect((await t.call({ method: "POST", url: "/api/events/getAll?size=1000" })).statusCode).toBe(400);
  });
});

describe("GET /api/events/detail", () => {
  it("answers the event with attachments, -1 for unused slots, managers and images", async () => {
    const [a1, a2, a3] = [await insertFile("a.pdf"), await insertFile("b.docx"), await insertFile("c.zip")];
    const [main, banner, logo] = [
      await insertFile("main.png", "image/png"),
      await insertFile("banner.png", "image/png"),
      await insertFile("logo.png", "image/png"),
    ];
    const event = await createEvent(t.ctx, {
      name: "부산 푸드 엑스포",
      nameEn: "Busan Food Expo",
      categories: "food,B2B",
      location: "BEXCO",
      locationDetail: "Hall 1",
      lat: 35.169,
      lng: 129.136,
      homePage: "https://food.example.com",
      atchFile1: a1.id,
      atchFile2: a2.id,
      atchFile3: a3.id,
      mainImageFileId: main.id,
      bannerImageFileId: banner.id,
      logoImageFileId: logo.id,
    });
    await t.ctx.db.insert(s.eventManagers).values([
      { eventId: event.id, name: "Second", phone: "0202", email: "second@example.com", sort: 2 },
      {
        eventId: event.id,
        name: "First",
        countryNumber: "1",
        phone: "0101",
        email: "first@example.com",
        sort: 1,
      },
    ]);
    const res = await t.call({ method: "GET", url: `/api/events/detail?id=${event.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: event.id,
      name: "부산 푸드 엑스포",
      nameEn: "Busan Food Expo",
      categories: "food,B2B",
      location: "BEXCO",
      locationDetail: "Hall 1",
      lat: 35.169,
      lng: 129.136,
      homePage: "https://food.example.com",
      showLogo: "Y",
      atchFile1: a1.id,
      atchFile2: a2.id,
      atchFile3: a3.id,
      atchFile4: -1,
      atchFile5: -1,
    });
    expect(body.attachments).toEqual(
      [a1, a2, a3].map((f) => ({
        id: f.id,
        fileName: f.fileName,
        filePath: f.filePath,
        fileType: f.fileType,
        fileSize: 1234,
      })),
    );
    expect(body.managers).toEqual([
      { name: "First", countryNumber: "1", phone: "0101", email: "first@example.com" },
      { name: "Second", countryNumber: "82", phone: "0202", email: "second@example.com" },
    ]);
    expect(body.mainImageFile).toEqual({
      id: main.id,
      fileName: "main.png",
      filePath: main.filePath,
      fileType: "image/png",
    });
    expect(body.bannerImageFile.filePath).toBe(banner.filePath);
    expect(body.logoImageFile.filePath).toBe(logo.filePath);
  });

  it("answers -1 for all slots and null images when the event has none", async () => {
    const event = await createEvent(t.ctx);
    const body = (await t.call({ method: "GET", url: `/api/events/detail?id=${event.id}` })).json();
    expect([body.atchFile1, body.atchFile2, body.atchFile3, body.atchFile4, body.atchFile5]).toEqual([
      -1, -1, -1, -1, -1,
    ]);
    expect(body.attachments).toEqual([]);
    expect(body.managers).toEqual([]);
    expect(body.mainImageFile).toBeNull();
  });

  it("answers 404 with message event.notFound for an unknown id, in the caller's language", async () => {
    const res = await t.call({ method: "GET", url: "/api/events/detail?id=99999999" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: "This event could not be found.", message: "event.notFound" });
    const ko = await t.call({ method: "GET", url: "/api/events/detail?id=99999999", lang: "ko" });
    expect(ko.json().detail).toBe("행사를 찾을 수 없습니다.");
  });

  it("answers 400 for a missing or non-numeric id", async () => {
    expect((await t.call({ method: "GET", url: "/api/events/detail" })).statusCode).toBe(400);
    expect((await t.call({ method: "GET", url: "/api/events/detail?id=abc" })).statusCode).toBe(400);
  });

  it.each(["draft", "requested", "rejected"] as const)(
    "hides a %s event from anonymous callers and other users, shows it to its host and an admin",
    async (approval) => {
      const host = await createUser(t.ctx);
      const other = await createUser(t.ctx);
      const event = await createEvent(t.ctx, { hostUserId: host.id, approval });
      const url = `/api/events/detail?id=${event.id}`;
      const anon = await t.call({ method: "GET", url });
      expect(anon.statusCode).toBe(404);
      expect(anon.json().message).toBe("event.notFound");
      const stranger = await t.call({ method: "GET", url, token: other.token });
      expect(stranger.statusCode).toBe(404);
      const asHost = await t.call({ method: "GET", url, token: host.token });
      expect(asHost.statusCode).toBe(200);
      expect(asHost.json()).toMatchObject({ id: event.id, approval, hostUserId: host.id });
      const asAdmin = await t.call({ method: "GET", url, token: admin.token });
      expect(asAdmin.statusCode).toBe(200);
    },
  );
});

describe("GET /api/events/getSearch", () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const make = async (key: string, fields: Partial<typeof s.events.$inferInsert>) => {
      ids[key] = (await createEvent(t.ctx, { createdAt: nextCreatedAt(), ...fields })).id;
    };
    await make("robot", { name: "서울 국제 로봇 박람회", nameEn: "Seoul International Robot Fair" });
    await make("robotDraft", { name: "로봇 초안", nameEn: "Robot draft", approval: "draft" });
    await make("robotRejected", { name: "로봇 반려", nameEn: "Robot rejected", approval: "rejected" });
    await make("percent", { name: "100% 유기농 박람회", nameEn: "100% Organic Fair" });
    await make("plain100", { name: "1000 유기농", nameEn: "1000 Organic" });
    await make("underscore", { name: "Growth_Summit", nameEn: "Growth_Summit" });
    await make("noUnderscore", { name: "GrowthXSummit", nameEn: "GrowthXSummit" });
    await make("place", { name: "장소 검색", nameEn: "Place search", location: "Kintex Goyang" });
    for (let i = 0; i < 13; i++) await make(`zebra${i}`, { name: `얼룩말 ${i}`, nameEn: `Zebrafest ${i}` });
  });

  const search = (query: string) => t.call({ method: "GET", url: `/api/events/getSearch?${query}` });
  const idsOf = (res: { json(): { content: { id: number }[] } }) => res.json().content.map((e) => e.id);

  it("finds a Korean word in the name, approved events only", async () => {
    const res = await search(`word=${encodeURIComponent("로봇")}&page=0&size=12&approval=Y`);
    expect(res.statusCode).toBe(200);
    expect(idsOf(res)).toEqual([ids.robot]);
    expect(res.json()).toMatchObject({ totalElements: 1, totalPages: 1, first: true, last: true, number: 0 });
  });

  it("finds an English word case-insensitively, also in the place", async () => {
    for (const word of ["ROBOT", "robot", "rObOt fair"]) {
      expect(idsOf(await search(`word=${encodeURIComponent(word)}`)), word).toEqual([ids.robot]);
    }
    expect(idsOf(await search("word=KINTEX"))).toEqual([ids.place]);
  });

  it("treats % and _ as literal characters", async () => {
    expect(idsOf(await search(`word=${encodeURIComponent("100%")}`))).toEqual([ids.percent]);
    expect(idsOf(await search(`word=${encodeURIComponent("%")}`))).toEqual([ids.percent]);
    expect(idsOf(await search(`word=${encodeURIComponent("h_s")}`))).toEqual([ids.underscore]);
    expect(idsOf(await search(`word=${encodeURIComponent("_")}`))).toEqual([ids.underscore]);
    expect(idsOf(await search(`word=${encodeURIComponent("\\")}`))).toEqual([]);
  });

  it("trims the word", async () => {
    expect(idsOf(await search(`word=${encodeURIComponent("  로봇  ")}`))).toEqual([ids.robot]);
  });

  it.each(["word=", "word=%20%20%20", "word=%09"])(
    "refuses the empty term %s with 400 search.enterTerm",
    async (q) => {
      const res = await search(q);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: "Enter a search term", message: "search.enterTerm" });
    },
  );

  it("refuses a missing word with 400 search.enterTerm, and a word over 100 characters with another message", async () => {
    const res = await search("page=0");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("search.enterTerm");
    const long = await search(`word=${"x".repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ detail: "word is not valid.", message: "common.invalidField" });
    expect((await search(`word=${"x".repeat(100)}`)).statusCode).toBe(200);
  });

  it("pages the results, newest first, 12 a page", async () => {
    const zebras = Array.from({ length: 13 }, (_, i) => ids[`zebra${i}`]).reverse();
    const first = await search("word=zebrafest&page=0");
    expect(first.json()).toMatchObject({
      totalElements: 13,
      totalPages: 2,
      size: 12,
      first: true,
      last: false,
    });
    expect(idsOf(first)).toEqual(zebras.slice(0, 12));
    const second = await search("word=zebrafest&page=1&size=12");
    expect(second.json()).toMatchObject({ number: 1, first: false, last: true });
    expect(idsOf(second)).toEqual(zebras.slice(12));
  });

  it("keeps the totals exact as events enter, leave and change (counted once per version of the list)", async () => {
    const total = async (query: string) => (await search(query)).json().totalElements as number;
    const listTotal = async () =>
      (await t.call({ method: "POST", url: "/api/events/getAll?page=0&size=12" })).json()
        .totalElements as number;
    const before = await listTotal();
    expect(await total("word=okapi")).toBe(0);
    const first = await createEvent(t.ctx, { name: "오카피 박람회", nameEn: "Okapi Expo" });
    expect(await total("word=okapi")).toBe(1);
    expect(await total("word=okapi")).toBe(1);
    const draft = await createEvent(t.ctx, { nameEn: "Okapi draft", approval: "draft" });
    expect(await total("word=okapi")).toBe(1);
    expect(await listTotal()).toBe(before + 1);
    await setEvent(t.ctx, draft.id, { approval: "approved" });
    expect(await total("word=okapi")).toBe(2);
    expect(await listTotal()).toBe(before + 2);
    await setEvent(t.ctx, first.id, { nameEn: "Giraffe Expo" });
    expect(await total("word=okapi")).toBe(1);
    expect(await total(`word=${encodeURIComponent("오카피")}`)).toBe(1);
    await setEvent(t.ctx, draft.id, { approval: "requested" });
    expect(await total("word=okapi")).toBe(0);
    expect(await listTotal()).toBe(before + 1);
    await t.ctx.db.delete(s.events).where(eq(s.events.id, first.id));
    expect(await total(`word=${encodeURIComponent("오카피")}`)).toBe(0);
    expect(await listTotal()).toBe(before);
  });

  it("answers an empty page for a word nothing contains", async () => {
    const res = await search("word=nothing-like-this");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: [], totalElements: 0, totalPages: 0, first: true });
  });
});

describe("GET /api/events/event-footer/:eventId", () => {
  async function eventWithFooter(fields: Partial<typeof s.events.$inferInsert> = {}) {
    const event = await createEvent(t.ctx, fields);
    await t.ctx.db.insert(s.eventFooterLinks).values([
      {
        eventId: event.id,
        type: "WEB_PAGE",
        content: "Home",
        link: "https://ex.com",
        imgUrl: "/i/web.svg",
        sort: 1,
      },
      {
        eventId: event.id,
        type: "BLOG",
        content: "Blog",
        link: "https://blog.ex.com",
        hide: "PRIVATE",
        sort: 2,
      },
      { eventId: event.id, type: "COPYRIGHT", content: "© Ex", sort: 3 },
    ]);
    return event;
  }

  it("answers only PUBLIC entries with exactly type, content, link, imgUrl, hide", async () => {
    const event = await eventWithFooter();
    const res = await t.call({ method: "GET", url: `/api/events/event-footer/${event.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { type: "WEB_PAGE", content: "Home", link: "https://ex.com", imgUrl: "/i/web.svg", hide: "PUBLIC" },
      { type: "COPYRIGHT", content: "© Ex", link: "", imgUrl: "", hide: "PUBLIC" },
    ]);
  });

  it("answers [] when the event hides its footer links or has showLogo N", async () => {
    const hidden = await eventWithFooter({ hideFooterLinks: true });
    const noLogo = await eventWithFooter({ showLogo: "N" });
    for (const event of [hidden, noLogo]) {
      const res = await t.call({ method: "GET", url: `/api/events/event-footer/${event.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    await setEvent(t.ctx, hidden.id, { hideFooterLinks: false });
    const back = await t.call({ method: "GET", url: `/api/events/event-footer/${hidden.id}` });
    expect(back.json()).toHaveLength(2);
  });

  it("answers 404 for an unknown event and for an unapproved event to anonymous callers", async () => {
    const unknown = await t.call({ method: "GET", url: "/api/events/event-footer/99999999" });
    expect(unknown.statusCode).toBe(404);
    const draft = await eventWithFooter({ approval: "draft" });
    const anon = await t.call({ method: "GET", url: `/api/events/event-footer/${draft.id}` });
    expect(anon.statusCode).toBe(404);
    expect(anon.json().message).toBe("event.notFound");
  });
});
