import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TLiveFloor } from "../../../shared/contract";
import * as s from "../../db/schema";
import { createEvent, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import {
  addStaff,
  createUser,
  type FloorWorld,
  floorWorld,
  minutes,
  SLOT_A,
  SLOT_B,
} from "./live-floor.fixture";

let t: TestApp;
let w: FloorWorld;
let staff: TestUser;
let otherStaff: TestUser;
let admin: TestUser;

const floor = (token: string | undefined, query = "") =>
  t.call({ method: "GET", url: `/api/host/subEvents/${w.s1.id}/floor${query}`, token });
const read = async (token: string, query = "") => {
  const res = await floor(token, query);
  expect(res.statusCode).toBe(200);
  return res.json() as TLiveFloor;
};
const stateOf = (f: TLiveFloor) => Object.fromEntries(f.places.map((p) => [p.name, p.state]));

beforeAll(async () => {
  t = await startTestApp();
  w = await floorWorld(t);
  staff = await createUser(t.ctx, { name: "Desk Staff" });
  otherStaff = await createUser(t.ctx);
  admin = await createUser(t.ctx, { role: "ADMIN" });
  await addStaff(t, w.event.id, staff);
  const other = await createEvent(t.ctx);
  await addStaff(t, other.id, otherStaff);
  t.clock.now = minutes(SLOT_A, 10); // 10:10 in Seoul, slot A running
  const check = (personKey: string, n: number, extra: Partial<typeof s.checkins.$inferInsert> = {}) => ({
    eventId: w.event.id,
    personKey,
    place: "entrance",
    outcome: "in" as const,
    scannedAt: minutes(SLOT_A, -30),
    deviceId: "desk",
    clientId: `c${n}`,
    ...extra,
  });
  await t.ctx.db.insert(s.checkins).values([
    check(`user:${w.people[0]!.user.id}`, 1),
    check(`user:${w.people[2]!.user.id}`, 2),
    // a colleague's check-in counts for the application
    check(`user:${w.colleague.id}`, 3),
    // undone, at a sub-event's door, or refused: not at the venue
    check(`user:${w.people[4]!.user.id}`, 4, { undoneAt: minutes(SLOT_A, -20) }),
    check(`user:${w.people[6]!.user.id}`, 5, { place: `subEvent:${w.s1.id}` }),
    check(`user:${w.people[8]!.user.id}`, 6, { outcome: "already" }),
  ]);
  const event = (
    meetingId: number,
    kind: "arrived" | "noShow" | "refilled" | "late",
    at: Date,
    i?: number,
  ) => ({
    subEventId: w.s1.id,
    meetingId,
    kind,
    applicationId: i === undefined ? null : w.people[i]!.app.id,
    at,
    detail: kind === "late" ? { minutes: 10 } : {},
  });
  await t.ctx.db.insert(s.meetingDayEvents).values([
    event(w.m.waiting, "arrived", minutes(SLOT_A, -2), 2),
    event(w.m.noShow, "noShow", minutes(SLOT_A, 5), 7),
    // as the no-show pass and a correction log them: the side named in the detail
    { ...event(w.m.noShow, "noShow", minutes(SLOT_A, 4)), detail: { who: "acceptor" } },
    { ...event(w.m.bothAbsent, "noShow", minutes(SLOT_A, 3)), detail: { who: "both" } },
    {
      ...event(w.m.waiting, "noShow", minutes(SLOT_A, 2)),
      kind: "corrected" as const,
      detail: { action: "arrived", side: "acceptor" },
      actorUserId: w.host.id,
    },
    event(w.m.refill, "refilled", minutes(SLOT_A, 8)),
    event(w.m.upcoming, "late", minutes(SLOT_A, 9), 1),
    ...Array.from({ length: 30 }, (_, k) => event(w.m.running, "arrived", minutes(SLOT_A, -60 - k), 4)),
  ]);
}, 60_000);
afterAll(() => t.close());

describe("the live floor (hostLiveFloor)", () => {
  it("refuses anonymous callers, participants, colleagues, other hosts and another event's check-in staff", async () => {
    expect((await floor(undefined)).statusCode).toBe(401);
    for (const user of [w.seller, w.colleague, w.buyer, w.outsider, w.waiter, w.otherHost, otherStaff]) {
      const res = await floor(user.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("liveFloor.error.notStaff");
    }
    const hidden = await t.call({
      method: "GET",
      url: "/api/host/subEvents/999999/floor",
      token: w.host.token,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it("lets the host, an administrator and the event's check-in staff read it (only the first two manage)", async () => {
    expect((await read(w.host.token)).canManage).toBe(true);
    expect((await read(admin.token)).canManage).toBe(true);
    expect((await read(staff.token)).canManage).toBe(false);
  });

  it("colours every place by its meeting's day state now, with both sides and their phones", async () => {
    const f = await read(staff.token);
    expect(f.slot).toMatchObject({ startsAt: SLOT_A.toISOString(), startTime: "10:00", endTime: "10:30" });
    expect(f.slots.map((x) => x.startTime)).toEqual(["10:00", "10:30"]);
    expect(f).toMatchObject({ date: "2026-12-01", timeZone: "Asia/Seoul", graceMinutes: 5 });
    expect(f.zones).toEqual(["Hall A", "Hall B"]);
    expect(stateOf(f)).toEqual({
      T1: "upcoming",
      T2: "waiting",
      T3: "running",
      T4: "noShow",
      T5: "bothAbsent",
      T6: "refilled",
      T7: "free",
      T8: "upcoming",
    });
    const t4 = f.places.find((p) => p.name === "T4")!.meeting!;
    expect(t4).toMatchObject({ id: w.m.noShow, noShow: "acceptor", disputed: true, refillOf: null });
    expect(t4.applicant).toMatchObject({ company: "Co 6", person: "Person 6" });
    expect(t4.applicant.phone).toMatch(/^\+82 1000\d+$/);
    expect(t4.applicantArrivedAt).toBe(minutes(SLOT_A, -2).toISOString());
    // the refill replaces the cancelled no-show on the map
    const t6 = f.places.find((p) => p.name === "T6")!;
    expect(t6.meeting).toMatchObject({ id: w.m.refill, refillOf: w.m.replaced });
    expect(t6.meeting!.acceptor.company).toBe("Co 16");
    expect(f.places.find((p) => p.name === "T7")!.meeting).toBeNull();
    expect(f.online.map((m) => [m.id, m.state])).toEqual([[w.m.online, "upcoming"]]);
    expect(f.unplaced).toEqual([]);
  });

  it("counts the slot's meetings and the on-site participants checked in at the entrance", async () => {
    const f = await read(w.host.token);
    expect(f.counts).toEqual({
      // aS (by its colleague), people 0 and 2; of aS, aB, aB2, aS2 and the 15 on-site people
      checkedIn: 3,
      expected: 19,
      upcoming: 3,
      waiting: 1,
      running: 1,
      held: 0,
      noShow: 1,
      bothAbsent: 1,
      refilled: 1,
    });
  });

  it("filters by zone", async () => {
    const f = await read(w.host.token, "?zone=Hall%20B");
    expect(f.places.map((p) => [p.name, p.state, p.x])).toEqual([["T8", "upcoming", null]]);
    expect(f.zones).toEqual(["Hall A", "Hall B"]);
  });

  it("picks the slot of `at`: running, else the day's next, else none; a running meeting is held once it ended", async () => {
    const b = await read(w.host.token, `?at=${encodeURIComponent(minutes(SLOT_B, 5).toISOString())}`);
    expect(b.slot?.startTime).toBe("10:30");
    expect(stateOf(b)).toMatchObject({ T1: "upcoming", T2: "free", T3: "free" });
    const early = await read(w.host.token, "?at=2026-12-01T00:00:00Z");
    expect(early.slot?.startTime).toBe("10:00");
    const late = await read(w.host.token, "?at=2026-12-01T05:00:00Z");
    expect(late.slot).toBeNull();
    expect(late.places.every((p) => p.state === "free")).toBe(true);
    expect(late.slots).toHaveLength(2);
    // a day before the sub-event's slots shows the first day with slots
    expect((await read(w.host.token, "?at=2026-11-20T05:00:00Z")).slot?.startTime).toBe("10:00");
    t.clock.now = minutes(SLOT_A, 40);
    try {
      const held = await read(w.host.token, `?at=${encodeURIComponent(SLOT_A.toISOString())}`);
      expect(stateOf(held).T3).toBe("held");
      expect(held.counts.held).toBe(1);
    } finally {
      t.clock.now = minutes(SLOT_A, 10);
    }
  });

  it("shows the day's last 30 events, newest first, with names", async () => {
    const f = await read(staff.token);
    expect(f.ticker).toHaveLength(30);
    expect(f.ticker.slice(0, 7).map((e) => e.kind)).toEqual([
      "late",
      "refilled",
      "noShow",
      "noShow",
      "noShow",
      "corrected",
      "arrived",
    ]);
    expect(f.ticker[0]).toMatchObject({
      meetingId: w.m.upcoming,
      minutes: 10,
      placeName: "T1",
      side: { company: "Co 1", person: "Person 1" },
      companies: ["Co 0", "Co 1"],
    });
    expect(f.ticker[1]!.side).toBeNull();
    expect(f.ticker[2]).toMatchObject({ kind: "noShow", side: { company: "Co 7" }, placeName: "T4" });
    expect(f.ticker[3]).toMatchObject({ side: { company: "Co 7", person: "Person 7" }, action: null });
    expect(f.ticker[4]).toMatchObject({ side: null, placeName: "T5" });
    expect(f.ticker[5]).toMatchObject({
      action: "arrived",
      side: { company: "Co 3" },
      actorName: expect.stringMatching(/^User \d+$/),
    });
  });
});
