import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { violated } from "./meetings.errors";
import { type MeetingWorld, meetingWorld } from "./meetings.fixture";
import { invariantViolations } from "./meetings.invariant";

// Follow-up meetings (docs/decisions.md, "Follow-up meetings"): a pair may request a new meeting once every
// earlier meeting between them has ended; while one waits for an answer or is still to come, the request is
// refused with a message naming it. Slots are 30 minutes from 10:00 Seoul (01:00 UTC), 2026-12-01..03.
let t: TestApp;
let w: MeetingWorld;

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload });
const request = (
  date: string,
  time = "10:00",
  token = w.buyer.token,
  applicant = w.aB.id,
  acceptor = w.aS.id,
) =>
  call("POST", "/api/meetings/applicant", token, {
    subEventId: w.s1.id,
    applicant,
    acceptor,
    date,
    startTime: time,
  });
const accept = (meetingId: number) =>
  call("PUT", "/api/meetings/update", w.seller.token, {
    subEventId: w.s1.id,
    acceptorId: w.aS.id,
    meetingId,
    status: "agree",
  });
const arrange = (date: string) =>
  call("POST", `/api/host/subEvents/${w.s1.id}/meetings`, w.host.token, {
    applicantId: w.aS.id,
    acceptorId: w.aB.id,
    date,
    startTime: "12:00",
  });
const targetNames = async (date: string) =>
  (
    await call(
      "GET",
      `/api/applications/getMeetingTargets?subEventId=${w.s1.id}&applicationId=${w.aB.id}&date=${date}&startTime=11:00`,
      w.buyer.token,
    )
  )
    .json()
    .map((x: { companyName: string }) => x.companyName);
const waitingId = async () => {
  const rows = await t.ctx.db.select().from(s.meetings);
  return rows.find((m) => m.status === "waiting")!.id;
};

describe("follow-up meetings between a seller and a buyer", () => {
  it("refuses a second request while the first waits for an answer, naming it (either side asking)", async () => {
    expect((await request("2026-12-01")).statusCode).toBe(200);
    const again = await request("2026-12-02");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("meetings.error.pairPending");
    expect(again.json().detail).toContain("2026-12-01");
    expect(again.json().detail).toContain("10:00");
    const fromSeller = await request("2026-12-02", "10:30", w.seller.token, w.aS.id, w.aB.id);
    expect(fromSeller.json().message).toBe("meetings.error.pairPending");
    expect(await targetNames("2026-12-02")).not.toContain("Acme Robotics");
  });

  it("refuses a follow-up while the agreed meeting is still to come or under way, naming it", async () => {
    expect((await accept(await waitingId())).statusCode).toBe(200);
    for (const now of ["2026-11-30T00:00:00Z", "2026-12-01T01:15:00Z"]) {
      t.clock.now = new Date(now);
      const followUp = await request("2026-12-02");
      expect(followUp.statusCode, now).toBe(409);
      expect(followUp.json().message).toBe("meetings.error.pairUpcoming");
      expect(followUp.json().detail).toContain("2026-12-01");
      expect(followUp.json().detail).toContain("10:00");
    }
    expect(await targetNames("2026-12-02")).not.toContain("Acme Robotics");
    // the host's arrangement keeps to the same rule (the pair index refuses it)
    const arranged = await arrange("2026-12-02");
    expect(arranged.statusCode).toBe(409);
    expect(arranged.json().message).toBe("meetings.error.pairTaken");
  });

  it("lets the pair request and conclude a follow-up once the meeting has ended", async () => {
    t.clock.now = new Date("2026-12-01T01:30:00Z"); // 10:30 in Seoul: the 10:00 meeting has just ended
    expect(await targetNames("2026-12-02")).toContain("Acme Robotics");
    const followUp = await request("2026-12-02");
    expect(followUp.statusCode, followUp.body).toBe(200);
    expect((await request("2026-12-03")).json().message).toBe("meetings.error.pairPending");
    expect((await accept(await waitingId())).statusCode).toBe(200);
    const agreed = (await t.ctx.db.select().from(s.meetings)).filter((m) => m.status === "agree");
    expect(agreed.map((m) => m.startsAt.toISOString()).sort()).toEqual([
      "2026-12-01T01:00:00.000Z",
      "2026-12-02T01:00:00.000Z",
    ]);
    const third = await request("2026-12-03");
    expect(third.json().message).toBe("meetings.error.pairUpcoming");
    expect(third.json().detail).toContain("2026-12-02");
    expect(await invariantViolations(t.ctx.db, w.s1.id)).toEqual({
      doubleBooked: 0,
      pairTwice: 0,
      outsideSlots: 0,
      claimMismatch: 0,
    });
  });

  it("keeps the database's pair guarantee: two open meetings of a pair made in one round are refused", async () => {
    const rows = await t.ctx.db.select().from(s.meetings);
    const followUp = rows.find((m) => m.startsAt.toISOString() === "2026-12-02T01:00:00.000Z")!;
    const error = await t.ctx.db
      .insert(s.meetings)
      .values({
        subEventId: w.s1.id,
        applicantApplicationId: w.aB.id,
        acceptorApplicationId: w.aS.id,
        status: "waiting",
        startsAt: new Date("2026-12-03T01:00:00Z"),
        endsAt: new Date("2026-12-03T01:30:00Z"),
        followsMeetingId: followUp.followsMeetingId,
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(violated(error)?.constraint).toBe("meetings_live_pair_uq");
  });

  it("lets the host arrange a follow-up once the pair's meetings have ended", async () => {
    t.clock.now = new Date("2026-12-02T02:00:00Z");
    const arranged = await arrange("2026-12-03");
    expect(arranged.statusCode, arranged.body).toBe(200);
    expect((await request("2026-12-03", "13:00")).json().message).toBe("meetings.error.pairUpcoming");
    expect((await invariantViolations(t.ctx.db, w.s1.id)).pairTwice).toBe(0);
  });
});
