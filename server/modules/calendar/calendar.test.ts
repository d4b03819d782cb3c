import { createHash } from "node:crypto";
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
import { readIcs } from "../meetings/meetings.ics.testing";

/**
 * The personal calendar feed: a secret URL per user (only its hash stored), revocable, serving the user's
 * agreed meetings across events as a subscribable .ics.
 */
let t: TestApp;
let seller: TestUser;
let colleague: TestUser;
let buyer: TestUser;
let outsider: TestUser;
const FEED = "/api/meetings/calendarFeed";
const feedPath = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: "https://bizmeet.test" });
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  seller = await createUser(t.ctx, { name: "Kim Seller", company: "Acme Robotics" });
  colleague = await createUser(t.ctx, { name: "Lee Colleague", countryNumber: "1" });
  buyer = await createUser(t.ctx, { name: "Bob Buyer", company: "Global Trade", countryNumber: "1" });
  const buyer2 = await createUser(t.ctx, { name: "Ann Buyer", company: "Blue Imports" });
  const buyer3 = await createUser(t.ctx, { name: "Cho Buyer", company: "Seoul Foods" });
  const buyer4 = await createUser(t.ctx, { name: "Dan Buyer", company: "Han River" });
  outsider = await createUser(t.ctx);

  const subEvent = async (timeZone: string, name: string, nameEn: string) => {
    const event = await createEvent(t.ctx, { timeZone });
    return createSubEvent(t.ctx, event.id, { matching: "Y", meetingAvailable: "Y", name, nameEn });
  };
  const auckland = await subEvent("Pacific/Auckland", "오클랜드 상담회", "Auckland Matching");
  const seoul = await subEvent("Asia/Seoul", "서울 상담회", "Seoul Matching");
  const apply = async (sub: { id: number }, user: TestUser, type: "seller" | "buyer", name: string) =>
    (await createApplication(t.ctx, sub.id, user.id, { type, approval: "approval", name })).id;
  const sA = await apply(auckland, seller, "seller", "Acme Robotics");
  const sS = await apply(seoul, seller, "seller", "Acme Seoul");
  const bA = await apply(auckland, buyer, "buyer", "Global Trade");
  const b2A = await apply(auckland, buyer2, "buyer", "Blue Imports");
  const b3S = await apply(seoul, buyer3, "buyer", "Seoul Foods");
  const b4S = await apply(seoul, buyer4, "buyer", "Han River");
  await t.ctx.db.insert(s.applicationManagers).values({
    applicationId: sA,
    subEventId: auckland.id,
    userId: colleague.id,
    name: "Lee Colleague",
    email: colleague.email,
    codeHash: "calendar-test-colleague",
    used: "Y",
  });

  const request = async (
    subEventId: number,
    applicant: number,
    acceptor: number,
    token: string,
    date: string,
    startTime: string,
  ) => {
    const res = await t.call({
      method: "POST",
      url: "/api/meetings/applicant",
      token,
      payload: { subEventId, applicant, acceptor, date, startTime, mailPostToggleAt: "N" },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.ctx.db
      .select()
      .from(s.meetings)
      .where(eq(s.meetings.applicantApplicationId, applicant));
    return rows.at(-1)!.id;
  };
  const answer = async (
    subEventId: number,
    acceptorId: number,
    meetingId: number,
    status: string,
    extra = {},
  ) => {
    const res = await t.call({
      method: "PUT",
      url: "/api/meetings/update",
      token: seller.token,
      payload: { subEventId, acceptorId, meetingId, status, mailPostToggleAt: "N", ...extra },
    });
    expect(res.statusCode).toBe(200);
  };
  // Agreed in Auckland and in Seoul; one waiting, one cancelled (neither in the feed).
  await answer(
    auckland.id,
    sA,
    await request(auckland.id, bA, sA, buyer.token, "2026-12-02", "10:00"),
    "agree",
  );
  await answer(seoul.id, sS, await request(seoul.id, b3S, sS, buyer3.token, "2026-12-01", "10:00"), "agree");
  await request(auckland.id, b2A, sA, buyer2.token, "2026-12-02", "11:00");
  const cancelled = await request(seoul.id, b4S, sS, buyer4.token, "2026-12-01", "11:00");
  await answer(seoul.id, sS, cancelled, "agree");
  await answer(seoul.id, sS, cancelled, "disagree", { reasonCode: "A" });
});
afterAll(() => t.close());

const create = (user: TestUser) => t.call({ method: "POST", url: FEED, token: user.token });
const fetchFeed = (path: string) => t.call({ method: "GET", url: path });

describe("the calendar feed calls", () => {
  it("refuse anonymous callers", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      expect((await t.call({ method, url: FEED })).statusCode, method).toBe(401);
    }
  });

  it("answer 404 for a malformed, unknown or another user's revoked token, without credentials", async () => {
    expect((await fetchFeed("/api/calendar/not-a-token.ics")).statusCode).toBe(404);
    expect((await fetchFeed(`/api/calendar/${"A".repeat(43)}.ics`)).statusCode).toBe(404);
    const res = await fetchFeed(`/api/calendar/${"B".repeat(43)}.ics`);
    expect(res.json().message).toBe("calendar.feedNotFound");
  });

  it("show another user's URL to nobody: a feed lists only its owner's meetings", async () => {
    const mine = await create(seller);
    expect(mine.statusCode).toBe(200);
    // The outsider sees no feed of their own, and their new feed holds none of the seller's meetings.
    expect((await t.call({ method: "GET", url: FEED, token: outsider.token })).json()).toEqual({
      url: null,
      active: false,
      createdAt: null,
    });
    const theirs = (await create(outsider)).json();
    expect(theirs.url).not.toBe(mine.json().url);
    const read = readIcs((await fetchFeed(feedPath(theirs.url))).body);
    expect(read.events).toEqual([]);
    // Revoking one's own feed leaves the other's working.
    expect((await t.call({ method: "DELETE", url: FEED, token: outsider.token })).statusCode).toBe(200);
    expect((await fetchFeed(feedPath(mine.json().url))).statusCode).toBe(200);
  });

  it("creates a secret URL shown once and stores only its SHA-256", async () => {
    const res = await create(seller);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ active: true, createdAt: "2026-11-23T00:00:00.000Z" });
    const match = /^https:\/\/bizmeet\.test\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(body.url);
    expect(match).not.toBeNull();
    const [row] = await t.ctx.db.select().from(s.calendarFeeds).where(eq(s.calendarFeeds.userId, seller.id));
    expect(row!.tokenHash).toBe(createHash("sha256").update(match![1]!).digest("hex"));
    expect(row!.tokenHash).not.toContain(match![1]!);
    const again = await t.call({ method: "GET", url: FEED, token: seller.token });
    expect(again.json()).toEqual({ url: null, active: true, createdAt: "2026-11-23T00:00:00.000Z" });
  });
});

describe("GET /api/calendar/{token}.ics", () => {
  it("serves the owner's agreed meetings across events, each in its venue's zone, as a subscribable calendar", async () => {
    const { url } = (await create(seller)).json();
    const res = await fetchFeed(feedPath(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toContain("private");
    expect(res.body).not.toMatch(/^METHOD:/m);
    const read = readIcs(res.body);
    expect(read.name).toBe("Bizmeet 미팅");
    expect(read.timezones.sort()).toEqual(["Asia/Seoul", "Pacific/Auckland"]);
    const events = read.events.map((e) => ({
      summary: e.summary,
      tzid: e.tzid,
      wall: e.startWall,
      utc: e.start.toISOString(),
    }));
    expect(events).toEqual([
      {
        summary: "미팅: Seoul Foods (서울 상담회)",
        tzid: "Asia/Seoul",
        wall: "2026-12-01T10:00",
        utc: "2026-12-01T01:00:00.000Z",
      },
      {
        summary: "미팅: Global Trade (오클랜드 상담회)",
        tzid: "Pacific/Auckland",
        wall: "2026-12-02T10:00",
        utc: "2026-12-01T21:00:00.000Z",
      },
    ]);
    for (const e of read.events) expect(e.uid).toMatch(/^meeting-\d+@bizmeet$/);
  });

  it("serves the other side in English and an accepted colleague the meetings of their application", async () => {
    const buyerFeed = readIcs((await fetchFeed(feedPath((await create(buyer)).json().url))).body);
    expect(buyerFeed.name).toBe("Bizmeet meetings");
    expect(buyerFeed.events.map((e) => e.summary)).toEqual(["Meeting: Acme Robotics (Auckland Matching)"]);
    const colleagueFeed = readIcs((await fetchFeed(feedPath((await create(colleague)).json().url))).body);
    expect(colleagueFeed.events.map((e) => e.summary)).toEqual(["Meeting: Global Trade (Auckland Matching)"]);
  });

  it("stops serving a replaced URL and a revoked feed", async () => {
    const first = (await create(seller)).json().url;
    const second = (await create(seller)).json().url;
    expect((await fetchFeed(feedPath(first))).statusCode).toBe(404);
    expect((await fetchFeed(feedPath(second))).statusCode).toBe(200);
    const revoke = await t.call({ method: "DELETE", url: FEED, token: seller.token });
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ ok: true });
    expect((await fetchFeed(feedPath(second))).statusCode).toBe(404);
    expect((await t.call({ method: "GET", url: FEED, token: seller.token })).json()).toMatchObject({
      active: false,
    });
  });
});
