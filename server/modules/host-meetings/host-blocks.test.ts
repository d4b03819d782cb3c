import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApplication, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld } from "../meetings/meetings.fixture";

/** Checklist 7.31 / 7.32: the host blocks one company's slot; only the host lifts it. */

let t: TestApp;
let w: MeetingWorld;
let elsewhere: number;

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
  const s2 = await createSubEvent(t.ctx, w.event.id, { matching: "Y", meetingAvailable: "Y" });
  const other = await createUser(t.ctx);
  elsewhere = (await createApplication(t.ctx, s2.id, other.id, { approval: "approval", type: "seller" })).id;
});
afterAll(() => t.close());

const DAY = "2026-12-01";
const call = (method: "GET" | "POST" | "DELETE", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });
const block = (token: string | undefined, applicationId: number, startTime: string, date = DAY) =>
  call("POST", `/api/host/subEvents/${w.s1.id}/companyBlocks`, token, { applicationId, date, startTime });
const unblock = (token: string | undefined, meetingId: number) =>
  call("DELETE", `/api/host/meetings/${meetingId}/companyBlock`, token);
const request = (token: string, applicant: number, acceptor: number, startTime: string) =>
  call("POST", "/api/meetings/applicant", token, {
    subEventId: w.s1.id,
    applicant,
    acceptor,
    date: DAY,
    startTime,
  });
const slotOf = async (applicationId: number, token: string, startTime: string) => {
  const sched = (await call("GET", `/api/meetings/schedule?applicationId=${applicationId}`, token)).json();
  return sched.slots.find(
    (s: { date: string; startTime: string }) => s.date === DAY && s.startTime === startTime,
  );
};
const boardSlot = async (startTime: string) =>
  (await call("GET", `/api/host/subEvents/${w.s1.id}/meetings?date=${DAY}`, w.host.token))
    .json()
    .slots.find((s: { startTime: string }) => s.startTime === startTime);

describe("the host's block of one company's slot", () => {
  let blockId: number;

  it("refuses anonymous, participants, colleagues and another event's host", async () => {
    expect((await block(undefined, w.aS.id, "10:30")).statusCode).toBe(401);
    for (const actor of [w.seller, w.buyer, w.colleague, w.otherHost, w.outsider]) {
      expect((await block(actor.token, w.aS.id, "10:30")).statusCode, actor.email).toBe(403);
    }
  });

  it("refuses another sub-event's or a non-approved application, an unknown or past slot, a company already committed", async () => {
    expect((await block(w.host.token, elsewhere, "10:30")).statusCode).toBe(404);
    expect((await block(w.host.token, w.aW.id, "10:30")).statusCode).toBe(404);
    const unknown = await block(w.host.token, w.aS.id, "10:15");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("meetings.error.slotNotFound");
    const before = t.clock.now;
    t.clock.now = new Date("2026-12-01T02:00:00Z"); // 11:00 in Seoul
    const past = await block(w.host.token, w.aS.id, "10:00");
    t.clock.now = before;
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe("meetings.error.slotPast");
    const arranged = await call("POST", `/api/host/subEvents/${w.s1.id}/meetings`, w.host.token, {
      applicantId: w.aS2.id,
      acceptorId: w.aB2.id,
      date: DAY,
      startTime: "13:00",
    });
    expect(arranged.statusCode, arranged.body).toBe(200);
    const agreed = await block(w.host.token, w.aS2.id, "13:00");
    expect(agreed.statusCode).toBe(409);
    expect(agreed.json().message).toBe("meetings.error.targetTaken");
    const marked = await call("POST", "/api/meetings/impossible", w.buyer.token, {
      subEventId: w.s1.id,
      applicationId: w.aB.id,
      date: DAY,
      startTime: "13:30",
    });
    expect(marked.statusCode).toBe(200);
    expect((await block(w.host.token, w.aB.id, "13:30")).json().message).toBe("meetings.error.targetTaken");
  });

  it("blocks the seller's slot: its waiting requests are declined and the seller sees a host block", async () => {
    expect((await request(w.buyer.token, w.aB.id, w.aS.id, "10:30")).statusCode).toBe(200);
    expect((await request(w.seller.token, w.aS.id, w.aB2.id, "10:30")).statusCode).toBe(200);
    const res = await block(w.host.token, w.aS.id, "10:30");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "impossible",
      applicant: w.aS.id,
      acceptor: null,
      arrangedByHost: true,
      startTime: "10:30",
    });
    blockId = res.json().id;
    expect((await block(w.host.token, w.aS.id, "10:30")).statusCode).toBe(409);
    const slot = await slotOf(w.aS.id, w.seller.token, "10:30");
    expect(slot).toMatchObject({ label: "blockedByHost", meetingId: null });
    expect((await slotOf(w.aB.id, w.buyer.token, "10:30")).label).toBe("rejected");
    const board = await boardSlot("10:30");
    expect(board.hostBlocked).toBe(false);
    expect(board.unavailable).toEqual([
      { applicationId: w.aS.id, companyName: "Acme Robotics", meetingId: blockId, byHost: true },
    ]);
    expect(
      board.meetings.map((m: { status: string; reasonCode: string }) => [m.status, m.reasonCode]),
    ).toEqual([
      ["disagree", "unavailable"],
      ["disagree", "unavailable"],
    ]);
  });

  it("the seller and its colleague cannot lift it, one by one or in bulk; others do not see it", async () => {
    for (const user of [w.seller, w.colleague]) {
      const lift = await call("DELETE", `/api/meetings/removeImpossible/${blockId}/true`, user.token);
      expect(lift.statusCode).toBe(403);
      expect(lift.json().message).toBe("meetings.error.hostBlock");
    }
    expect(
      (await call("DELETE", `/api/meetings/removeImpossible/${blockId}/true`, w.buyer.token)).statusCode,
    ).toBe(404);
    const bulk = await call("POST", "/api/meetings/multipleRemoveImpossible", w.seller.token, {
      subEventId: w.s1.id,
      applicationId: w.aS.id,
      dates: [DAY],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().changed).toBe(0);
    expect(bulk.json().skipped).toContainEqual({
      date: DAY,
      startTime: "10:30",
      reason: "meetings.error.hostBlock",
    });
    expect((await slotOf(w.aS.id, w.seller.token, "10:30")).label).toBe("blockedByHost");
  });

  it("nobody can book the seller at that time, and it is not among the buyers' targets", async () => {
    const clash = await request(w.buyer2.token, w.aB2.id, w.aS.id, "10:30");
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe("meetings.error.targetTaken");
    const own = await request(w.seller.token, w.aS.id, w.aB2.id, "10:30");
    expect(own.statusCode).toBe(409);
    const targets = (
      await call(
        "GET",
        `/api/applications/getMeetingTargets?subEventId=${w.s1.id}&applicationId=${w.aB.id}&date=${DAY}&startTime=10:30`,
        w.buyer.token,
      )
    ).json();
    expect(targets.map((x: { applicationId: number }) => x.applicationId)).not.toContain(w.aS.id);
    expect(targets.map((x: { applicationId: number }) => x.applicationId)).toContain(w.aS2.id);
  });

  it("only the host lifts it; then the seller is free again", async () => {
    expect((await unblock(undefined, blockId)).statusCode).toBe(401);
    for (const actor of [w.seller, w.colleague, w.buyer, w.otherHost]) {
      expect((await unblock(actor.token, blockId)).statusCode, actor.email).toBe(404);
    }
    const buyerMark = (await boardSlot("13:30")).unavailable[0].meetingId;
    expect((await unblock(w.host.token, buyerMark)).statusCode).toBe(404);
    expect((await unblock(w.host.token, blockId)).json()).toEqual({ ok: true });
    expect((await unblock(w.host.token, blockId)).statusCode).toBe(404);
    expect((await slotOf(w.aS.id, w.seller.token, "10:30")).label).toBe("rejected");
    expect((await request(w.buyer2.token, w.aB2.id, w.aS.id, "10:30")).statusCode).toBe(200);
  });

  it("closing the slot for everyone takes in the company's block; reopening frees the company", async () => {
    expect((await block(w.host.token, w.aS.id, "12:30")).statusCode).toBe(200);
    const closed = await call("POST", `/api/host/subEvents/${w.s1.id}/blocks`, w.host.token, {
      slots: [{ date: DAY, startTime: "12:30" }],
    });
    expect(closed.json()).toEqual({ changed: 1 });
    expect((await boardSlot("12:30")).unavailable).toEqual([]);
    expect((await slotOf(w.aS.id, w.seller.token, "12:30")).label).toBe("blockedByHost");
    await call("POST", `/api/host/subEvents/${w.s1.id}/blocks/remove`, w.host.token, {
      slots: [{ date: DAY, startTime: "12:30" }],
    });
    expect((await slotOf(w.aS.id, w.seller.token, "12:30")).label).toBe("empty");
  });
});
