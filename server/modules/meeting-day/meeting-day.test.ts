import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld, requestAndAnswer } from "../meetings/meetings.fixture";
import { runDayReminders, runNoShowPass } from "./meeting-day.pass";

/**
 * The event day (issue 30): "we are here", the no-show pass at start + grace, standby proposals, one-tap
 * refill, disputes and host corrections. Seoul, slots of 30 minutes from 10:00 on 2026-12-01.
 */
let t: TestApp;
let w: MeetingWorld;
let meetingId: number;
const at = (kst: string) => new Date(`${kst}+09:00`);

async function book(buyerUser: TestUser, buyer: number, sellerUser: TestUser, seller: number, when: string) {
  const { id, answered } = await requestAndAnswer(
    t,
    w.s1.id,
    { user: buyerUser, app: buyer },
    { user: sellerUser, app: seller },
    when,
  );
  expect(answered.statusCode, answered.body).toBe(200);
  return id;
}

async function checkIn(user: TestUser) {
  await t.ctx.db.execute(sql`insert into checkins (event_id, person_key, place, outcome, scanned_at, device_id, client_id)
    values (${w.event.id}, ${`user:${user.id}`}, 'entrance', 'in', ${t.clock.now}, 'test-device', ${`c-${user.id}`})`);
}

const post = (url: string, token?: string, payload: object = {}) =>
  t.call({ method: "POST", url, token, payload });

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
  await t.ctx.db.update(s.subEvents).set({ placeMode: "pooled" }).where(eq(s.subEvents.id, w.s1.id));
  await t.ctx.db.insert(s.places).values([
    { subEventId: w.s1.id, name: "A-01", zone: "Hall A", sort: 1, x: 0.2, y: 0.3 },
    { subEventId: w.s1.id, name: "A-02", zone: "Hall A", sort: 2 },
  ]);
  meetingId = await book(w.buyer, w.aB.id, w.seller, w.aS.id, "2026-12-01 10:00");
});
afterAll(() => t.close());

describe("we are here", () => {
  it("refuses strangers, other participants and the anonymous before anyone passes", async () => {
    t.clock.now = at("2026-12-01T09:55:00");
    expect((await post(`/api/meetings/${meetingId}/arrival`)).statusCode).toBe(401);
    for (const u of [w.outsider, w.waiter, w.rejected, w.otherHost, w.seller2, w.buyer2]) {
      const r = await post(`/api/meetings/${meetingId}/arrival`, u.token, { side: "applicant" });
      expect(r.statusCode, u.email).toBe(404);
    }
    const [m] = await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.id, meetingId));
    expect(m).toMatchObject({ applicantArrivedAt: null, acceptorArrivedAt: null });
  });

  it("is refused the day before, with the reason", async () => {
    t.clock.now = at("2026-11-30T10:00:00");
    const r = await post(`/api/meetings/${meetingId}/arrival`, w.seller.token);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe("meetingDay.error.notNow");
  });

  it("a colleague of the seller marks the seller's side; the tap time queued offline is kept once", async () => {
    t.clock.now = at("2026-12-01T09:58:00");
    const r = await post(`/api/meetings/${meetingId}/arrival`, w.colleague.token, {
      tappedAt: at("2026-12-01T09:56:00").toISOString(),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ state: "waiting", mySide: "acceptor", theirArrivedAt: null });
    expect(r.json().myArrivedAt).toBe(at("2026-12-01T09:56:00").toISOString());
    expect(r.json().place).toMatchObject({ name: "A-01", zone: "Hall A", x: 0.2, y: 0.3 });
    const again = await post(`/api/meetings/${meetingId}/arrival`, w.seller.token);
    expect(again.json().myArrivedAt).toBe(at("2026-12-01T09:56:00").toISOString());
    const events = await t.ctx.db
      .select()
      .from(s.meetingDayEvents)
      .where(eq(s.meetingDayEvents.meetingId, meetingId));
    expect(events.filter((e) => e.kind === "arrived")).toHaveLength(1);
  });

  it("Now / Next shows the meeting to the buyer with the seller there and the buyer not at the venue", async () => {
    const r = await t.call({ method: "GET", url: "/api/me/day", token: w.buyer.token });
    expect(r.statusCode, r.body).toBe(200);
    const day = r.json();
    expect(day.date).toBe("2026-12-01");
    expect(day.current ?? day.next).toMatchObject({
      meetingId,
      state: "waiting",
      mySide: "applicant",
      startTime: "10:00",
      counterpart: { applicationId: w.aS.id, atVenue: false },
    });
    expect(day.asOf).toBe(t.clock.now.toISOString());
  });
});

describe("no-show, standby proposals and the one-tap refill", () => {
  it("marks the buyer absent at start + grace, once, and proposes checked-in free buyers to the seller", async () => {
    await checkIn(w.buyer2);
    t.clock.now = at("2026-12-01T10:04:00");
    expect((await runNoShowPass(t.ctx)).looked).toBe(0);
    t.clock.now = at("2026-12-01T10:05:00");
    expect(await runNoShowPass(t.ctx)).toEqual({ looked: 1, noShows: 1 });
    expect(await runNoShowPass(t.ctx)).toEqual({ looked: 0, noShows: 0 });
    const day = (await t.call({ method: "GET", url: "/api/me/day", token: w.seller.token })).json();
    expect(day.current).toMatchObject({ meetingId, state: "noShow", noShow: "applicant" });
    expect(
      day.current.proposals.map((p: { candidate: { applicationId: number } }) => p.candidate.applicationId),
    ).toEqual([w.aB2.id]);
    const buyerView = (await t.call({ method: "GET", url: "/api/me/day", token: w.buyer.token })).json();
    expect(buyerView.current).toMatchObject({ state: "noShow", proposals: [] });
  });

  it("a proposal is sent only by the side that came, and accepted only by its candidate, once", async () => {
    const day = (await t.call({ method: "GET", url: "/api/me/day", token: w.seller.token })).json();
    const proposalId = day.current.proposals[0].id as number;
    expect((await post(`/api/refills/${proposalId}/send`, w.buyer2.token)).statusCode).toBe(404);
    expect((await post(`/api/refills/${proposalId}/send`, w.buyer.token)).statusCode).toBe(404);
    expect((await post(`/api/refills/${proposalId}/accept`, w.buyer2.token)).statusCode).toBe(409);
    const sent = await post(`/api/refills/${proposalId}/send`, w.seller.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().state).toBe("sent");
    const requests = (await t.call({ method: "GET", url: "/api/me/day", token: w.buyer2.token })).json()
      .requests;
    expect(requests).toMatchObject([{ proposalId, place: "A-01", from: { applicationId: w.aS.id } }]);
    for (const u of [w.buyer, w.seller, w.outsider])
      expect((await post(`/api/refills/${proposalId}/accept`, u.token)).statusCode).toBe(404);
    t.clock.now = at("2026-12-01T10:07:00");
    const accepted = await post(`/api/refills/${proposalId}/accept`, w.buyer2.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ refillOf: meetingId, state: "waiting", place: { name: "A-01" } });
    const twice = await post(`/api/refills/${proposalId}/accept`, w.buyer2.token);
    expect(twice.statusCode).toBe(409);
    const live = await t.ctx.db
      .select()
      .from(s.meetings)
      .where(and(eq(s.meetings.subEventId, w.s1.id), eq(s.meetings.startsAt, at("2026-12-01T10:00:00"))));
    expect(live.filter((m) => m.status === "agree")).toHaveLength(1);
    expect(live.find((m) => m.id === meetingId)).toMatchObject({ status: "cancel", noShow: "applicant" });
    const sellerDay = (await t.call({ method: "GET", url: "/api/me/day", token: w.seller.token })).json();
    expect(sellerDay.current).toMatchObject({
      refillOf: meetingId,
      counterpart: { applicationId: w.aB2.id },
    });
  });

  it("the host corrects a no-show; a side disputes; strangers may do neither", async () => {
    const second = await book(w.buyer, w.aB.id, w.seller, w.aS.id, "2026-12-01 11:00");
    t.clock.now = at("2026-12-01T11:06:00");
    await runNoShowPass(t.ctx);
    const [m] = await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.id, second));
    expect(m!.noShow).toBe("both");
    expect((await post(`/api/meetings/${second}/dispute`, w.outsider.token)).statusCode).toBe(404);
    expect(
      (await post(`/api/host/meetings/${second}/day`, w.seller.token, { action: "clearNoShow" })).statusCode,
    ).toBe(404);
    const disputed = await post(`/api/meetings/${second}/dispute`, w.buyer.token, { note: "we met at A-02" });
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().disputed).toBe(true);
    const fixed = await post(`/api/host/meetings/${second}/day`, w.host.token, { action: "clearNoShow" });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ state: "running", noShow: null, disputed: false });
  });

  it("reminds each side five minutes before a meeting, once", async () => {
    const third = await book(w.buyer2, w.aB2.id, w.seller2, w.aS2.id, "2026-12-01 12:00");
    t.clock.now = at("2026-12-01T11:56:00");
    const first = await runDayReminders(t.ctx);
    expect(first.soon).toBeGreaterThanOrEqual(2);
    expect((await runDayReminders(t.ctx)).soon).toBe(0);
    expect(third).toBeGreaterThan(0);
  });
});

describe("the host marks an empty chair", () => {
  it("marking one side absent while the slot runs gives the other side its proposals at once", async () => {
    t.clock.now = at("2026-12-01T12:31:00");
    const id = await book(w.buyer2, w.aB2.id, w.seller2, w.aS2.id, "2026-12-01 13:00");
    await checkIn(w.buyer);
    t.clock.now = at("2026-12-01T13:02:00");
    expect((await post(`/api/meetings/${id}/arrival`, w.seller2.token)).statusCode).toBe(200);
    const refused = await post(`/api/host/meetings/${id}/day`, w.buyer.token, {
      action: "markNoShow",
      side: "applicant",
    });
    expect(refused.statusCode).toBe(404);
    const marked = await post(`/api/host/meetings/${id}/day`, w.host.token, {
      action: "markNoShow",
      side: "applicant",
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const day = (await t.call({ method: "GET", url: "/api/me/day", token: w.seller2.token })).json();
    expect(day.current).toMatchObject({ meetingId: id, state: "noShow" });
    expect(
      day.current.proposals.map((p: { candidate: { applicationId: number } }) => p.candidate.applicationId),
    ).toEqual([w.aB.id]);
  });
});

describe("walk-in windows and the grace setting", () => {
  it("a participant opens a window; others cannot close it; only the host sets the grace", async () => {
    const body = {
      startsAt: at("2026-12-01T13:00:00").toISOString(),
      endsAt: at("2026-12-01T14:00:00").toISOString(),
    };
    expect((await post(`/api/subEvents/${w.s1.id}/walkIns`, w.outsider.token, body)).statusCode).toBe(403);
    const made = await post(`/api/subEvents/${w.s1.id}/walkIns`, w.buyer2.token, body);
    expect(made.statusCode, made.body).toBe(201);
    const bad = await post(`/api/subEvents/${w.s1.id}/walkIns`, w.buyer2.token, {
      startsAt: body.endsAt,
      endsAt: body.startsAt,
    });
    expect(bad.statusCode).toBe(400);
    const del = (u: TestUser) =>
      t.call({ method: "DELETE", url: `/api/walkIns/${made.json().id}`, token: u.token });
    expect((await del(w.buyer)).statusCode).toBe(404);
    expect((await del(w.buyer2)).statusCode).toBe(200);
    const put = (u: TestUser) =>
      t.call({
        method: "PUT",
        url: `/api/host/subEvents/${w.s1.id}/noShowGrace`,
        token: u.token,
        payload: { minutes: 10 },
      });
    expect((await put(w.seller)).statusCode).toBe(403);
    expect((await put(w.host)).json()).toEqual({ minutes: 10 });
    const other = await createUser(t.ctx);
    expect((await put(other)).statusCode).toBe(403);
  });
});
