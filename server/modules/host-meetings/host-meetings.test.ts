import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld } from "../meetings/meetings.fixture";

let t: TestApp;
let w: MeetingWorld;

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });
const board = (token?: string, query = "") =>
  call("GET", `/api/host/subEvents/${w.s1.id}/meetings${query}`, token);
const arrange = (token: string, applicantId: number, acceptorId: number, startTime = "10:00") =>
  call("POST", `/api/host/subEvents/${w.s1.id}/meetings`, token, {
    applicantId,
    acceptorId,
    date: "2026-12-01",
    startTime,
    place: "Table 7",
  });

describe("the host's meeting board", () => {
  it("refuses anonymous, participants and another event's host on every call", async () => {
    expect((await board()).statusCode).toBe(401);
    for (const actor of [w.seller, w.buyer, w.otherHost, w.colleague]) {
      expect((await board(actor.token)).statusCode, actor.email).toBe(403);
      expect((await arrange(actor.token, w.aS.id, w.aB.id)).statusCode).toBe(403);
      expect((await call("GET", `/api/host/subEvents/${w.s1.id}/meetingStats`, actor.token)).statusCode).toBe(
        403,
      );
      expect(
        (
          await call("POST", `/api/host/subEvents/${w.s1.id}/blocks`, actor.token, {
            slots: [{ date: "2026-12-01", startTime: "10:00" }],
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call("PUT", `/api/host/subEvents/${w.s1.id}/meetingSettings`, actor.token, {
            requestExpiryHours: 5,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call("PUT", `/api/host/applications/${w.aS.id}/meetingPlace`, actor.token, { place: "A1" }))
          .statusCode,
      ).toBe(404);
    }
  });

  it("arranges a meeting concluded without acceptance; both sides see it confirmed; a clash is 409", async () => {
    const res = await arrange(w.host.token, w.aS.id, w.aB.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "agree", arrangedByHost: true, place: "Table 7" });
    for (const [app, user] of [
      [w.aS.id, w.seller],
      [w.aB.id, w.buyer],
    ] as const) {
      const sched = (await call("GET", `/api/meetings/schedule?applicationId=${app}`, user.token)).json();
      expect(sched.slots[0].label).toBe("confirmed");
    }
    const clash = await arrange(w.host.token, w.aS.id, w.aB2.id);
    expect(clash.statusCode).toBe(409);
    const b = (await board(w.host.token, "?date=2026-12-01")).json();
    expect(b.timeZone).toBe("Asia/Seoul");
    expect(b.slots).toHaveLength(8);
    expect(b.slots[0].meetings).toHaveLength(1);
    expect(
      (await board(w.host.token, "?company=blue"))
        .json()
        .slots.every((s: { meetings: unknown[] }) => s.meetings.length === 0),
    ).toBe(true);
  });

  it("cancels with a reason, assigns places, sets the expiry and counts per day", async () => {
    const id = (await board(w.host.token)).json().slots[0].meetings[0].id;
    expect(
      (await call("PUT", `/api/host/meetings/${id}/place`, w.host.token, { place: "Booth B2" })).json().place,
    ).toBe("Booth B2");
    expect(
      (await call("POST", `/api/host/meetings/${id}/cancel`, w.host.token, { reason: "" })).statusCode,
    ).toBe(400);
    const cancelled = await call("POST", `/api/host/meetings/${id}/cancel`, w.host.token, {
      reason: "Room closed",
    });
    expect(cancelled.json()).toMatchObject({ status: "cancel", reasonCode: "host", reason: "Room closed" });
    expect(
      (
        await call("PUT", `/api/host/subEvents/${w.s1.id}/meetingSettings`, w.host.token, {
          requestExpiryHours: 0,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call("PUT", `/api/host/subEvents/${w.s1.id}/meetingSettings`, w.host.token, {
          requestExpiryHours: 24,
        })
      ).statusCode,
    ).toBe(200);
    expect((await board(w.host.token)).json().requestExpiryHours).toBe(24);
    const stats = (await call("GET", `/api/host/subEvents/${w.s1.id}/meetingStats`, w.host.token)).json();
    expect(stats.days).toEqual([
      { date: "2026-12-01", requested: 1, agreed: 0, rejected: 0, cancelled: 1, expired: 0 },
    ]);
    expect(stats.withoutMeeting.length).toBe(stats.participants);
  });

  it("blocks a slot (declining waiting requests there) and refuses to block one holding an agreed meeting", async () => {
    expect((await arrange(w.host.token, w.aS2.id, w.aB2.id, "11:00")).statusCode).toBe(200);
    const agreedBlock = await call("POST", `/api/host/subEvents/${w.s1.id}/blocks`, w.host.token, {
      slots: [{ date: "2026-12-01", startTime: "11:00" }],
    });
    expect(agreedBlock.statusCode).toBe(409);
    const req = await call("POST", "/api/meetings/applicant", w.buyer.token, {
      subEventId: w.s1.id,
      applicant: w.aB.id,
      acceptor: w.aS.id,
      date: "2026-12-01",
      startTime: "12:00",
    });
    expect(req.statusCode).toBe(200);
    const blocked = await call("POST", `/api/host/subEvents/${w.s1.id}/blocks`, w.host.token, {
      slots: [{ date: "2026-12-01", startTime: "12:00" }],
    });
    expect(blocked.json()).toEqual({ changed: 1 });
    const slot = (await board(w.host.token, "?date=2026-12-01"))
      .json()
      .slots.find((s: { startTime: string }) => s.startTime === "12:00");
    expect(slot.hostBlocked).toBe(true);
    expect(slot.meetings[0]).toMatchObject({ status: "disagree", reasonCode: "schedule" });
    const sched = (
      await call("GET", `/api/meetings/schedule?applicationId=${w.aB.id}`, w.buyer.token)
    ).json();
    expect(
      sched.slots.find(
        (s: { startTime: string; date: string }) => s.date === "2026-12-01" && s.startTime === "12:00",
      ).label,
    ).toBe("blockedByHost");
    const unblocked = await call("POST", `/api/host/subEvents/${w.s1.id}/blocks/remove`, w.host.token, {
      slots: [{ date: "2026-12-01", startTime: "12:00" }],
    });
    expect(unblocked.json()).toEqual({ changed: 1 });
    expect(
      (await call("PUT", `/api/host/applications/${w.aS.id}/meetingPlace`, w.host.token, { place: "A1" }))
        .statusCode,
    ).toBe(200);
    // a real place now: the seller's fixed place, which no other participant may take
    const [a1] = await t.ctx.db.select().from(s.places).where(eq(s.places.name, "A1"));
    expect(a1).toMatchObject({ subEventId: w.s1.id, applicationId: w.aS.id, active: true });
    const other = await call("PUT", `/api/host/applications/${w.aB.id}/meetingPlace`, w.host.token, {
      place: "A1",
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe("hostMeetings.placeOwnedByOther");
    // moving the seller to A2 releases A1
    await call("PUT", `/api/host/applications/${w.aS.id}/meetingPlace`, w.host.token, { place: "A2" });
    const owned = await t.ctx.db.select().from(s.places).where(eq(s.places.subEventId, w.s1.id));
    expect(owned.map((p) => [p.name, p.applicationId]).sort()).toEqual([
      ["A1", null],
      ["A2", w.aS.id],
    ]);
  });
});
