import { eq } from "drizzle-orm";
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
import { readIcs } from "./meetings.ics.testing";
import { deliverAllMeetingNotices } from "./meetings.notify";
import { expireDue } from "./meetings.service";

/**
 * The meeting mails through the real HTTP calls: who receives which coded mail, in which language, at which
 * hour, with which .ics. The event is in Auckland (UTC+13 in December); the seller reads Korean in Seoul,
 * the buyer English in Los Angeles.
 */
let t: TestApp;
let host: TestUser;
let seller: TestUser;
let seller2: TestUser;
let buyer: TestUser;
let buyer2: TestUser;
let subEventId: number;
let aS: number;
let aS2: number;
let aB: number;
let aB2: number;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: "https://bizmeet.test" });
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  host = await createUser(t.ctx, { name: "Host Park" });
  const event = await createEvent(t.ctx, {
    hostUserId: host.id,
    timeZone: "Pacific/Auckland",
    name: "오클랜드 엑스포",
    nameEn: "Auckland Expo",
  });
  const sub = await createSubEvent(t.ctx, event.id, {
    matching: "Y",
    meetingAvailable: "Y",
    name: "비즈니스 상담회",
    nameEn: "Business Matching",
  });
  subEventId = sub.id;
  const party = async (
    user: Partial<typeof s.users.$inferInsert>,
    type: "seller" | "buyer",
  ): Promise<[TestUser, number]> => {
    const u = await createUser(t.ctx, user);
    const [card] = await t.ctx.db.select().from(s.businessCards).where(eq(s.businessCards.userId, u.id));
    const app = await createApplication(t.ctx, sub.id, u.id, {
      type,
      approval: "approval",
      name: user.company,
      businessCardId: card!.id,
    });
    return [u, app.id];
  };
  [seller, aS] = await party({ name: "Kim Seller", company: "Acme Robotics" }, "seller");
  [seller2, aS2] = await party({ name: "Sam Seller", company: "Steel Works" }, "seller");
  [buyer, aB] = await party(
    { name: "Bob Buyer", company: "Global Trade", countryNumber: "1", timeZone: "America/Los_Angeles" },
    "buyer",
  );
  [buyer2, aB2] = await party(
    { name: "Ann Buyer", company: "Blue Imports", countryNumber: "64", timeZone: "Pacific/Auckland" },
    "buyer",
  );
});
afterAll(() => t.close());

const request = (applicant: number, acceptor: number, token: string, startTime: string, mail = "Y") =>
  t.call({
    method: "POST",
    url: "/api/meetings/applicant",
    token,
    payload: { subEventId, applicant, acceptor, date: "2026-12-02", startTime, mailPostToggleAt: mail },
  });
const answer = (acceptorId: number, meetingId: number, token: string, status: string, extra = {}) =>
  t.call({
    method: "PUT",
    url: "/api/meetings/update",
    token,
    payload: { subEventId, acceptorId, meetingId, status, ...extra },
  });

/** Mailbox rows (decoded) and outbox mails of a user, newest last (once the notice worker has run). */
async function mailsOf(user: TestUser) {
  await deliverAllMeetingNotices(t.ctx);
  const box = await t.ctx.db.select().from(s.mails).where(eq(s.mails.toUserId, user.id)).orderBy(s.mails.id);
  const out = await t.ctx.db
    .select()
    .from(s.mailOutbox)
    .where(eq(s.mailOutbox.toMail, user.email))
    .orderBy(s.mailOutbox.id);
  return { box: box.map((m) => ({ ...m, decoded: decodeMailContent(m.content)! })), out };
}
async function counts() {
  await deliverAllMeetingNotices(t.ctx);
  const box = await t.ctx.db.select().from(s.mails);
  const out = await t.ctx.db.select().from(s.mailOutbox);
  return { box: box.length, out: out.length };
}
async function meetingId(applicant: number, acceptor: number) {
  const rows = await t.ctx.db
    .select()
    .from(s.meetings)
    .where(eq(s.meetings.applicantApplicationId, applicant));
  return rows.filter((r) => r.acceptorApplicationId === acceptor).at(-1)!.id;
}

let agreedSequence = 0;
let agreedId = 0;

describe("meeting mails", () => {
  it("tells the acceptor of a request, in Korean, at venue time with the reader's time beside it", async () => {
    const before = await counts();
    expect((await request(aB, aS, buyer.token, "10:00")).statusCode).toBe(200);
    const mine = await mailsOf(seller);
    expect(mine.box).toHaveLength(1);
    const [mail] = mine.box;
    expect(mail!.code).toBe("meetingRequest");
    expect(mail!.subEventId).toBe(subEventId);
    expect(mail!.decoded).toMatchObject({
      code: "meetingRequest",
      language: "ko",
      fields: {
        userName: "Kim Seller",
        eventName: "오클랜드 엑스포",
        subEventName: "비즈니스 상담회",
        eventPeriod: "2026-12-01 ~ 2026-12-03",
        applicant: "Global Trade",
        acceptor: "Acme Robotics",
        link: `https://bizmeet.test/subEvent/${subEventId}/meeting`,
        calendarUrl: "",
      },
    });
    // 10:00 in Auckland (NZDT) is 06:00 the same day in Seoul.
    expect(mail!.decoded.fields.meetingTime).toBe(
      "2026-12-02 (수) 10:00–10:30 Auckland 현지 시간 (GMT+13:00) · 내 시간 2026-12-02 06:00 (Seoul) · 현장 미팅 (테이블은 주최자가 배정합니다)",
    );
    expect(mine.out).toHaveLength(1);
    expect(mine.out[0]).toMatchObject({ icalEvent: null, icalMethod: null, status: "pending" });
    expect(mine.out[0]!.subject).toBe("[Bizmeet] Global Trade에서 미팅을 요청했습니다");
    expect(mine.out[0]!.text).toContain("Kim Seller님");
    expect(mine.out[0]!.text).toContain("일시: 2026-12-02 (수) 10:00–10:30 Auckland 현지 시간");
    // Only the acceptor is told.
    expect(await counts()).toEqual({ box: before.box + 1, out: before.out + 1 });
  });

  it("sends nothing when mailPostToggleAt is N", async () => {
    const before = await counts();
    expect((await request(aB2, aS2, buyer2.token, "11:00", "N")).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });

  it("confirms to both sides with an .ics REQUEST, and tells the declined requester of the slot", async () => {
    expect((await request(aB2, aS, buyer2.token, "10:00")).statusCode).toBe(200);
    const id = await meetingId(aB, aS);
    agreedId = id;
    const before = await counts();
    expect((await answer(aS, id, seller.token, "agree")).statusCode).toBe(200);

    const theirs = await mailsOf(buyer);
    const confirmed = theirs.box.at(-1)!;
    expect(confirmed.decoded).toMatchObject({
      code: "newMeeting",
      language: "en",
      fields: { userName: "Bob Buyer", eventName: "Auckland Expo", subEventName: "Business Matching" },
    });
    // The buyer in Los Angeles reads 13:00 on the day before.
    expect(confirmed.decoded.fields.meetingTime).toBe(
      "2026-12-02 (Wed) 10:00–10:30 Auckland time (GMT+13:00) · 2026-12-01 13:00 your time (Los Angeles) · On site (the organizer assigns the table)",
    );
    const google = new URL(confirmed.decoded.fields.calendarUrl);
    expect(google.searchParams.get("dates")).toBe("20261201T210000Z/20261201T213000Z");
    expect(google.searchParams.get("ctz")).toBe("Pacific/Auckland");
    expect(google.searchParams.get("text")).toBe("Meeting: Acme Robotics (Business Matching)");

    const out = theirs.out.at(-1)!;
    expect(out.subject).toBe("[Bizmeet] Meeting confirmed: Global Trade × Acme Robotics");
    expect(out.icalMethod).toBe("REQUEST");
    const ics = readIcs(out.icalEvent!);
    expect(ics.method).toBe("REQUEST");
    expect(ics.timezones).toEqual(["Pacific/Auckland"]);
    const [event] = ics.events;
    expect(event).toMatchObject({
      uid: `meeting-${id}@bizmeet`,
      tzid: "Pacific/Auckland",
      startWall: "2026-12-02T10:00",
      status: "CONFIRMED",
      summary: "Meeting: Acme Robotics (Business Matching)",
    });
    expect(event!.start.toISOString()).toBe("2026-12-01T21:00:00.000Z");
    expect(event!.end.toISOString()).toBe("2026-12-01T21:30:00.000Z");
    expect(event!.attendees.map((a) => a.toLowerCase()).sort()).toEqual(
      [`mailto:${seller.email}`, `mailto:${buyer.email}`].sort(),
    );
    expect(event!.organizer.toLowerCase()).toBe("mailto:no-reply@bizmeet.local");
    agreedSequence = event!.sequence;

    const mine = await mailsOf(seller);
    expect(mine.box.at(-1)!.decoded).toMatchObject({ code: "newMeeting", language: "ko" });
    expect(mine.out.at(-1)!.icalMethod).toBe("REQUEST");
    expect(readIcs(mine.out.at(-1)!.icalEvent!).events[0]).toMatchObject({
      uid: `meeting-${id}@bizmeet`,
      summary: "미팅: Global Trade (비즈니스 상담회)",
    });

    const declined = (await mailsOf(buyer2)).box.at(-1)!;
    expect(declined.decoded).toMatchObject({
      code: "meetingRejected",
      language: "en",
      fields: { reason: "Another meeting was confirmed at that time", acceptor: "Acme Robotics" },
    });
    // Auckland reader: no second time.
    expect(declined.decoded.fields.meetingTime).not.toContain("your time");
    expect(await counts()).toEqual({ box: before.box + 3, out: before.out + 3 });
  });

  it("tells the other side of a cancellation with an .ics CANCEL of the same UID and a higher SEQUENCE", async () => {
    const before = await counts();
    const res = await answer(aB, agreedId, buyer.token, "disagree", { reasonCode: "A" });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("cancel");
    const mine = await mailsOf(seller);
    const mail = mine.box.at(-1)!;
    expect(mail.decoded).toMatchObject({
      code: "meetingCancelled",
      language: "ko",
      fields: { reason: "해당 시간에 미팅이 어렵습니다" },
    });
    const out = mine.out.at(-1)!;
    expect(out.icalMethod).toBe("CANCEL");
    const ics = readIcs(out.icalEvent!);
    expect(ics.method).toBe("CANCEL");
    expect(ics.events[0]).toMatchObject({
      uid: `meeting-${agreedId}@bizmeet`,
      status: "CANCELLED",
      startWall: "2026-12-02T10:00",
    });
    expect(ics.events[0]!.sequence).toBeGreaterThan(agreedSequence);
    // The canceller is not mailed.
    expect(await counts()).toEqual({ box: before.box + 1, out: before.out + 1 });
  });

  it("tells the requester of a rejection with its written reason, without an .ics", async () => {
    expect((await request(aB, aS, buyer.token, "10:30")).statusCode).toBe(200);
    const id = await meetingId(aB, aS);
    const res = await answer(aS, id, seller.token, "disagree", {
      reasonCode: "D",
      reason: "Our line is full",
    });
    expect(res.statusCode).toBe(200);
    const theirs = await mailsOf(buyer);
    expect(theirs.box.at(-1)!.decoded).toMatchObject({
      code: "meetingRejected",
      language: "en",
      fields: { reason: "Our line is full", applicant: "Global Trade", acceptor: "Acme Robotics" },
    });
    expect(theirs.out.at(-1)).toMatchObject({
      subject: "[Bizmeet] Acme Robotics declined your meeting request",
      icalEvent: null,
    });
    expect(theirs.out.at(-1)!.text).toContain("Reason: Our line is full");
  });

  it("sends both sides an updated invitation (same UID) when the host assigns the table of an agreed meeting", async () => {
    const res = await t.call({
      method: "POST",
      url: `/api/host/subEvents/${subEventId}/meetings`,
      token: host.token,
      payload: {
        applicantId: aS,
        acceptorId: aB2,
        date: "2026-12-03",
        startTime: "10:00",
        mailPostToggleAt: "N",
      },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    const before = await counts();
    const place = (value: string) =>
      t.call({
        method: "PUT",
        url: `/api/host/meetings/${id}/place`,
        token: host.token,
        payload: { place: value },
      });
    expect((await place("Table 12")).statusCode).toBe(200);
    const theirs = await mailsOf(buyer2);
    expect(theirs.box.at(-1)!.decoded).toMatchObject({ code: "newMeeting", language: "en" });
    expect(theirs.box.at(-1)!.decoded.fields.meetingTime).toContain("· Place: Table 12");
    expect(theirs.out.at(-1)!.subject).toBe("[Bizmeet] Meeting updated: Acme Robotics × Blue Imports");
    expect(theirs.out.at(-1)!.icalMethod).toBe("REQUEST");
    const event = readIcs(theirs.out.at(-1)!.icalEvent!).events[0]!;
    expect(event).toMatchObject({
      uid: `meeting-${id}@bizmeet`,
      location: "Table 12",
      startWall: "2026-12-03T10:00",
    });
    expect((await mailsOf(seller)).box.at(-1)!.decoded.fields.meetingTime).toContain("· 장소: Table 12");
    expect(await counts()).toEqual({ box: before.box + 2, out: before.out + 2 });
    // The same place again changes nothing and mails nobody.
    expect((await place("Table 12")).statusCode).toBe(200);
    expect(await counts()).toEqual({ box: before.box + 2, out: before.out + 2 });
  });

  it("mails both sides of a host-arranged online meeting with its video link, and of the host's cancellation", async () => {
    await t.ctx.db.update(s.applications).set({ attendeeType: "online" }).where(eq(s.applications.id, aB));
    const before = await counts();
    const res = await t.call({
      method: "POST",
      url: `/api/host/subEvents/${subEventId}/meetings`,
      token: host.token,
      payload: { applicantId: aS2, acceptorId: aB, date: "2026-12-03", startTime: "11:00" },
    });
    expect(res.statusCode).toBe(200);
    const id = res.json().id as number;
    const video = `https://bizmeet.test/video/${id}`;
    const theirs = await mailsOf(buyer);
    expect(theirs.box.at(-1)!.decoded).toMatchObject({
      code: "newMeeting",
      language: "en",
      fields: { link: video, applicant: "Steel Works", acceptor: "Global Trade" },
    });
    expect(theirs.box.at(-1)!.decoded.fields.meetingTime).toContain("· Online video meeting");
    expect(theirs.out.at(-1)!.subject).toBe("[Bizmeet] Meeting arranged: Steel Works × Global Trade");
    const event = readIcs(theirs.out.at(-1)!.icalEvent!).events[0]!;
    expect(event).toMatchObject({
      uid: `meeting-${id}@bizmeet`,
      location: video,
      startWall: "2026-12-03T11:00",
    });
    expect((await mailsOf(seller2)).box.at(-1)!.decoded).toMatchObject({
      code: "newMeeting",
      language: "ko",
    });
    expect((await mailsOf(seller2)).box.at(-1)!.createdUserId).toBe(host.id);
    expect(await counts()).toEqual({ box: before.box + 2, out: before.out + 2 });

    const cancel = await t.call({
      method: "POST",
      url: `/api/host/meetings/${id}/cancel`,
      token: host.token,
      payload: { reason: "Hall closed" },
    });
    expect(cancel.statusCode).toBe(200);
    for (const [user, reason] of [
      [buyer, "Cancelled by the organizer: Hall closed"],
      [seller2, "주최사가 취소했습니다: Hall closed"],
    ] as const) {
      const mails = await mailsOf(user);
      expect(mails.box.at(-1)!.decoded).toMatchObject({ code: "meetingCancelled", fields: { reason } });
      expect(mails.out.at(-1)!.icalMethod).toBe("CANCEL");
      expect(readIcs(mails.out.at(-1)!.icalEvent!).events[0]!.uid).toBe(`meeting-${id}@bizmeet`);
    }
    expect(await counts()).toEqual({ box: before.box + 4, out: before.out + 4 });
  });

  it("tells the requester when nobody answered in time", async () => {
    expect((await request(aB2, aS2, buyer2.token, "12:00")).statusCode).toBe(409); // pair has a live request
    const withdraw = await meetingId(aB2, aS2);
    await t.call({
      method: "DELETE",
      url: `/api/meetings/cancelApplicationMeeting/${withdraw}/true`,
      token: buyer2.token,
    });
    expect((await request(aB2, aS2, buyer2.token, "12:00")).statusCode).toBe(200);
    const before = await counts();
    t.clock.now = new Date("2026-11-27T00:00:00Z");
    try {
      expect(await expireDue(t.ctx)).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.now = new Date("2026-11-23T00:00:00Z");
    }
    const theirs = await mailsOf(buyer2);
    expect(theirs.box.at(-1)!.decoded).toMatchObject({
      code: "meetingCancelled",
      language: "en",
      fields: { reason: "Nobody answered in time", acceptor: "Steel Works" },
    });
    expect(theirs.out.at(-1)).toMatchObject({
      subject: "[Bizmeet] Your meeting request to Steel Works expired",
      icalEvent: null,
    });
    expect(theirs.box.at(-1)!.createdUserId).toBeNull();
    expect((await counts()).box).toBeGreaterThan(before.box);
  });
});
