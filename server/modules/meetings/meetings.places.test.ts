import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../../shared/i18n";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld, requestAndAnswer } from "./meetings.fixture";
import { deliverAllMeetingNotices } from "./meetings.notify";

/**
 * Places of on-site meetings (migration *_meeting_places_sql): an agreement takes a place in the same
 * statement, the nearest free table in pooled mode or a side's own place in fixed mode; none free refuses the
 * agreement with a clear message; cancelling frees the place; online meetings and sub-events without places
 * take none. The sub-event is in Seoul, slots of 30 minutes from 10:00 on 2026-12-01..03.
 */
let t: TestApp;
let w: MeetingWorld;
const extra: { user: TestUser; seller: number; buyerUser: TestUser; buyer: number }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
  for (let i = 0; i < 3; i++) {
    const user = await createUser(t.ctx, { company: `Maker ${i}` });
    const seller = await createApplication(t.ctx, w.s1.id, user.id, {
      approval: "approval",
      type: "seller",
      name: `Maker ${i}`,
    });
    const buyerUser = await createUser(t.ctx, { company: `Importer ${i}` });
    const buyer = await createApplication(t.ctx, w.s1.id, buyerUser.id, {
      approval: "approval",
      type: "buyer",
      name: `Importer ${i}`,
    });
    extra.push({ user, seller: seller.id, buyerUser, buyer: buyer.id });
  }
});
afterAll(() => t.close());

const book = (buyerUser: TestUser, buyer: number, sellerUser: TestUser, seller: number, at: string) =>
  requestAndAnswer(t, w.s1.id, { user: buyerUser, app: buyer }, { user: sellerUser, app: seller }, at);

const placeOf = async (meetingId: number) => {
  const [row] = await t.ctx.db
    .select({ name: s.places.name })
    .from(s.meetings)
    .leftJoin(s.places, eq(s.places.id, s.meetings.placeId))
    .where(eq(s.meetings.id, meetingId));
  return row?.name ?? null;
};

describe("places of on-site meetings", () => {
  it("gives no place in a sub-event that has none (as before places existed)", async () => {
    const { id, answered } = await book(w.buyer, w.aB.id, w.seller, w.aS.id, "2026-12-01 10:00");
    expect(answered.statusCode).toBe(200);
    expect(await placeOf(id)).toBeNull();
    expect(answered.json()).toMatchObject({ place: "", placeId: null });
  });

  it("pooled: each agreement takes a free table; none free refuses it in the reader's words; a cancel frees it", async () => {
    await t.ctx.db.update(s.subEvents).set({ placeMode: "pooled" }).where(eq(s.subEvents.id, w.s1.id));
    await t.ctx.db.insert(s.places).values([
      { subEventId: w.s1.id, name: "A-01", zone: "Hall A", sort: 1 },
      { subEventId: w.s1.id, name: "A-02", zone: "Hall A", sort: 2 },
    ]);
    const at = "2026-12-01 11:00";
    const first = await book(extra[0]!.buyerUser, extra[0]!.buyer, extra[0]!.user, extra[0]!.seller, at);
    const second = await book(extra[1]!.buyerUser, extra[1]!.buyer, extra[1]!.user, extra[1]!.seller, at);
    expect([first.answered.statusCode, second.answered.statusCode]).toEqual([200, 200]);
    expect([await placeOf(first.id), await placeOf(second.id)]).toEqual(["A-01", "A-02"]);
    expect(first.answered.json()).toMatchObject({ place: "A-01", placeKind: "table", placeZone: "Hall A" });

    const third = await book(extra[2]!.buyerUser, extra[2]!.buyer, extra[2]!.user, extra[2]!.seller, at);
    expect(third.answered.statusCode).toBe(409);
    expect(third.answered.json().message).toBe("meetings.error.noPlace");
    expect(translate("meetings.error.noPlace", "en")).toMatch(/^No meeting table is free/);
    const [still] = await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.id, third.id));
    expect(still).toMatchObject({ status: "waiting", placeId: null });

    const cancelled = await t.call({
      method: "PUT",
      url: "/api/meetings/update",
      token: extra[0]!.user.token,
      payload: {
        subEventId: w.s1.id,
        acceptorId: extra[0]!.seller,
        meetingId: first.id,
        status: "disagree",
        reasonCode: "D",
        reason: "schedule change",
      },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await t.call({
      method: "PUT",
      url: "/api/meetings/update",
      token: extra[2]!.user.token,
      payload: { subEventId: w.s1.id, acceptorId: extra[2]!.seller, meetingId: third.id, status: "agree" },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await placeOf(third.id)).toBe("A-01");
  });

  it("pooled: the free table nearest to the pair's previous meeting of the day (by the floor plan's pins)", async () => {
    await t.ctx.db.insert(s.places).values([
      { subEventId: w.s1.id, name: "B-01", zone: "Hall B", sort: 3, x: 0.9, y: 0.9 },
      { subEventId: w.s1.id, name: "B-02", zone: "Hall B", sort: 4, x: 0.12, y: 0.1 },
    ]);
    await t.ctx.db
      .update(s.places)
      .set({ x: 0.1, y: 0.1 })
      .where(and(eq(s.places.subEventId, w.s1.id), eq(s.places.name, "A-02")));
    await t.ctx.db
      .update(s.places)
      .set({ x: 0.8, y: 0.85 })
      .where(and(eq(s.places.subEventId, w.s1.id), eq(s.places.name, "A-01")));
    // extra[1]'s seller met at A-02 (0.1, 0.1) at 11:00: at 11:30 they stay there
    const next = await book(w.buyer2, w.aB2.id, extra[1]!.user, extra[1]!.seller, "2026-12-01 11:30");
    expect(next.answered.statusCode, next.answered.body).toBe(200);
    expect(await placeOf(next.id)).toBe("A-02");
    // A-02 withdrawn: at 12:00 the nearest free one is B-02 (0.12, 0.1), not A-01 (sort 1) or B-01
    await t.ctx.db
      .update(s.places)
      .set({ active: false })
      .where(and(eq(s.places.subEventId, w.s1.id), eq(s.places.name, "A-02")));
    const later = await book(w.buyer, w.aB.id, extra[1]!.user, extra[1]!.seller, "2026-12-01 12:00");
    expect(later.answered.statusCode, later.answered.body).toBe(200);
    expect(await placeOf(later.id)).toBe("B-02");
    await t.ctx.db
      .update(s.places)
      .set({ active: true })
      .where(and(eq(s.places.subEventId, w.s1.id), eq(s.places.name, "A-02")));
  });

  it("takes no place for an online meeting", async () => {
    await t.ctx.db
      .update(s.applications)
      .set({ attendeeType: "online" })
      .where(eq(s.applications.id, extra[0]!.buyer));
    const online = await book(extra[0]!.buyerUser, extra[0]!.buyer, w.seller2, w.aS2.id, "2026-12-01 12:00");
    expect(online.answered.statusCode).toBe(200);
    expect(await placeOf(online.id)).toBeNull();
    expect(online.answered.json()).toMatchObject({ mode: "online", place: "", placeId: null });
  });

  it("fixed: a seller's own place; the meeting mail and its .ics name the place and the venue", async () => {
    await t.ctx.db.update(s.subEvents).set({ placeMode: "fixed" }).where(eq(s.subEvents.id, w.s1.id));
    await t.ctx.db
      .insert(s.places)
      .values({ subEventId: w.s1.id, name: "S-10", kind: "booth", applicationId: w.aS2.id });
    await t.ctx.db
      .update(s.events)
      .set({ location: "COEX", locationDetail: "Hall C, 513 Yeongdong-daero" })
      .where(eq(s.events.id, w.event.id));
    const fixed = await book(w.buyer, w.aB.id, w.seller2, w.aS2.id, "2026-12-02 10:00");
    expect(fixed.answered.statusCode, fixed.answered.body).toBe(200);
    expect(fixed.answered.json()).toMatchObject({ place: "S-10", placeKind: "booth" });
    await deliverAllMeetingNotices(t.ctx);
    const out = await t.ctx.db.select().from(s.mailOutbox).where(eq(s.mailOutbox.toMail, w.buyer.email));
    const mail = out.at(-1)!;
    expect(mail.text).toContain("부스 S-10");
    expect(mail.icalEvent).toContain("LOCATION:부스 S-10\\, COEX Hall C\\, 513 Yeongdong-daero");
  });

  it("fixed: a pair with no own place takes a place that is nobody's, else is refused", async () => {
    const pooledFree = await book(
      extra[1]!.buyerUser,
      extra[1]!.buyer,
      w.seller,
      w.aS.id,
      "2026-12-02 10:30",
    );
    expect(pooledFree.answered.statusCode, pooledFree.answered.body).toBe(200);
    expect(await placeOf(pooledFree.id)).toBe("A-01");
  });
});

describe("the host's place picker", () => {
  const agreedAt = async (startsAt: string) =>
    (await t.ctx.db.select().from(s.meetings)).filter(
      (m) => m.status === "agree" && m.startsAt.toISOString() === startsAt,
    );

  it("answers the free places of a meeting to its host only", async () => {
    const [m] = await agreedAt("2026-12-01T02:00:00.000Z");
    for (const actor of [w.otherHost, w.seller, w.buyer]) {
      const refused = await t.call({
        method: "GET",
        url: `/api/host/meetings/${m!.id}/places`,
        token: actor.token,
      });
      expect(refused.statusCode).toBe(404);
      const move = await t.call({
        method: "PUT",
        url: `/api/host/meetings/${m!.id}/place`,
        token: actor.token,
        payload: { placeId: null },
      });
      expect(move.statusCode).toBe(404);
    }
    const mine = await t.call({
      method: "GET",
      url: `/api/host/meetings/${m!.id}/places`,
      token: w.host.token,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const body = mine.json() as { current: number | null; places: { id: number; name: string }[] };
    // at 11:00 (02:00 UTC) hold meetings: A-01 is this one's, A-02 the other's
    expect(body.places.map((p) => p.name)).toContain("B-01");
    expect(body.places.some((p) => p.id === body.current)).toBe(true);
    expect(body.places.filter((p) => p.id !== body.current).map((p) => p.name)).not.toContain("A-02");
  });

  it("moves a meeting to a free place, refuses a taken one with the reader's message", async () => {
    const [m, other] = await agreedAt("2026-12-01T02:00:00.000Z");
    const [b01] = await t.ctx.db.select().from(s.places).where(eq(s.places.name, "B-01"));
    const moved = await t.call({
      method: "PUT",
      url: `/api/host/meetings/${m!.id}/place`,
      token: w.host.token,
      payload: { placeId: b01!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ place: "B-01", placeId: b01!.id });
    const taken = await t.call({
      method: "PUT",
      url: `/api/host/meetings/${other!.id}/place`,
      token: w.host.token,
      payload: { placeId: b01!.id },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("meetings.error.placeTaken");
    const [stays] = await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.id, other!.id));
    expect(stays!.placeId).toBe(other!.placeId);
  });
});
