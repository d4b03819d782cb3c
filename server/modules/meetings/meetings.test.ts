import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import type { TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld } from "./meetings.fixture";
import { expireDue } from "./meetings.service";

let t: TestApp;
let w: MeetingWorld;

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
  t.call({ method, url, token, payload });
const schedule = async (applicationId: number, token: string) =>
  (await call("GET", `/api/meetings/schedule?applicationId=${applicationId}`, token)).json();
type SlotJson = { date: string; startTime: string; label: string; meetingId: number | null } & Record<
  string,
  unknown
>;
const slotOf = (sched: { slots: SlotJson[] }, date: string, time: string) =>
  sched.slots.find((x) => x.date === date && x.startTime === time) as SlotJson;
const request = (
  applicant: number,
  acceptor: number,
  token: string,
  date = "2026-12-01",
  startTime = "10:00",
) =>
  call("POST", "/api/meetings/applicant", token, {
    subEventId: w.s1.id,
    applicant,
    acceptor,
    date,
    startTime,
  });
const answer = (
  applicationId: number,
  meetingId: number,
  token: string,
  status: string,
  extra: object = {},
) =>
  call("PUT", "/api/meetings/update", token, {
    subEventId: w.s1.id,
    acceptorId: applicationId,
    meetingId,
    status,
    ...extra,
  });

describe("GET /api/meetings/schedule", () => {
  it("refuses anonymous, an outsider, another company, a colleague of another application, a waiting applicant, another event's host", async () => {
    const url = `/api/meetings/schedule?applicationId=${w.aS.id}`;
    expect((await call("GET", url)).statusCode).toBe(401);
    for (const actor of [w.outsider, w.buyer, w.otherHost, w.waiter] as TestUser[]) {
      expect((await call("GET", url, actor.token)).statusCode, actor.email).toBe(404);
    }
    expect(
      (await call("GET", `/api/meetings/schedule?applicationId=${w.aB.id}`, w.colleague.token)).statusCode,
    ).toBe(404);
    expect(
      (await call("GET", `/api/meetings/schedule?applicationId=${w.aW.id}`, w.waiter.token)).statusCode,
    ).toBe(404);
  });

  it("shows every slot of the sub-event in venue time, empty, for the owner, a colleague and the host", async () => {
    for (const actor of [w.seller, w.colleague, w.host]) {
      const res = await call("GET", `/api/meetings/schedule?applicationId=${w.aS.id}`, actor.token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.timeZone).toBe("Asia/Seoul");
      expect(body.slots).toHaveLength(3 * 8);
      expect(body.slots[0]).toMatchObject({
        date: "2026-12-01",
        startTime: "10:00",
        endTime: "10:30",
        startsAt: "2026-12-01T01:00:00.000Z",
        label: "empty",
        actionable: true,
      });
    }
  });
});

describe("requesting, answering, withdrawing", () => {
  let first: number;
  let second: number;

  it("refuses a request for someone else's application, to the same group, in a blocked, past or unknown slot", async () => {
    expect((await request(w.aS.id, w.aB.id, w.buyer.token)).statusCode).toBe(404);
    expect((await request(w.aS.id, w.aS2.id, w.seller.token)).json().message).toBe(
      "meetings.error.notTarget",
    );
    expect((await request(w.aW.id, w.aB.id, w.waiter.token)).statusCode).toBe(404);
    expect((await request(w.aB.id, w.aS.id, w.buyer.token, "2026-12-01", "10:10")).statusCode).toBe(400);
    expect((await request(w.aB.id, w.aS.id, w.buyer.token, "2026-11-30", "10:00")).statusCode).toBe(400);
  });

  it("creates waiting requests: applying for the requester, pending acceptance for the target", async () => {
    expect((await request(w.aB.id, w.aS.id, w.buyer.token)).statusCode).toBe(200);
    expect((await request(w.aB2.id, w.aS.id, w.buyer2.token)).statusCode).toBe(200);
    const mine = await schedule(w.aB.id, w.buyer.token);
    expect(slotOf(mine, "2026-12-01", "10:00")).toMatchObject({
      label: "applying",
      counterpart: "Acme Robotics",
    });
    const theirs = await schedule(w.aS.id, w.seller.token);
    expect(slotOf(theirs, "2026-12-01", "10:00")).toMatchObject({
      label: "pendingAcceptance",
      waitingCount: 2,
    });
    expect(theirs.waitingForMe).toBe(2);
    const waiting = await call(
      "GET",
      `/api/meetings/getWaitingAcceptMeetingTargets?meetingId=${slotOf(theirs, "2026-12-01", "10:00").meetingId}&applicationId=${w.aS.id}`,
      w.colleague.token,
    );
    expect(
      waiting
        .json()
        .map((m: { applicantName: string }) => m.applicantName)
        .sort(),
    ).toEqual(["Blue Imports", "Global Trade"]);
    [first, second] = waiting.json().map((m: { id: number }) => m.id);
    // a second live request between the same pair is refused, naming the first (follow-ups: docs/decisions.md)
    expect((await request(w.aB.id, w.aS.id, w.buyer.token, "2026-12-01", "11:00")).json().message).toBe(
      "meetings.error.pairPending",
    );
  });

  it("lets only the acceptor answer; accepting one concludes it and declines the other requester", async () => {
    const byRequester = await answer(w.aB.id, first, w.buyer.token, "agree");
    expect(byRequester.statusCode).toBe(403);
    const byStranger = await answer(w.aS.id, first, w.buyer2.token, "agree");
    expect(byStranger.statusCode).toBe(404);
    const accepted = await answer(w.aS.id, first, w.colleague.token, "agree");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: "agree",
      mode: "offline",
      date: "2026-12-01",
      startTime: "10:00",
    });
    const other = await call("GET", `/api/meetings/detail?meetingId=${second}`, w.buyer2.token);
    expect(other.json()).toMatchObject({ status: "disagree", reasonCode: "taken" });
    expect((await answer(w.aS.id, second, w.seller.token, "agree")).json().message).toBe(
      "meetings.error.notWaiting",
    );
    expect(slotOf(await schedule(w.aB.id, w.buyer.token), "2026-12-01", "10:00").label).toBe("confirmed");
    expect(slotOf(await schedule(w.aS.id, w.seller.token), "2026-12-01", "10:00").label).toBe("confirmed");
    expect(slotOf(await schedule(w.aB2.id, w.buyer2.token), "2026-12-01", "10:00").label).toBe("rejected");
    // the seller is taken at 10:00 now
    expect((await request(w.aB2.id, w.aS.id, w.buyer2.token)).json().message).toBe(
      "meetings.error.targetTaken",
    );
  });

  it("an online side makes the meeting online with a join link", async () => {
    expect(
      (
        await call("PUT", "/api/meetings/attendeeType", w.buyer.token, {
          applicationId: w.aB.id,
          attendeeType: "online",
        })
      ).statusCode,
    ).toBe(200);
    const view = (await call("GET", `/api/meetings/detail?meetingId=${first}`, w.seller.token)).json();
    expect(view.mode).toBe("online");
    expect(view.link).toMatch(new RegExp(`/video/${first}$`));
    expect((await call("GET", `/api/meetings/detail?meetingId=${first}`, w.outsider.token)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/meetings/detail?meetingId=${first}`, w.otherHost.token)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/meetings/detail?meetingId=${first}`, w.host.token)).statusCode).toBe(200);
  });

  it("rejects with a reason (D needs text) and lists it among the rejected", async () => {
    expect((await request(w.aB2.id, w.aS.id, w.buyer2.token, "2026-12-01", "11:00")).statusCode).toBe(200);
    const id = slotOf(await schedule(w.aS.id, w.seller.token), "2026-12-01", "11:00").meetingId!;
    expect((await answer(w.aS.id, id, w.seller.token, "disagree", { reasonCode: "D" })).statusCode).toBe(400);
    expect((await answer(w.aS.id, id, w.seller.token, "disagree")).statusCode).toBe(400);
    const rejected = await answer(w.aS.id, id, w.seller.token, "disagree", {
      reasonCode: "D",
      reason: "Wrong region",
    });
    expect(rejected.json()).toMatchObject({ status: "disagree", reasonCode: "D", reason: "Wrong region" });
    const list = await call("GET", `/api/meetingHistories/applicant?applicantId=${w.aB2.id}`, w.buyer2.token);
    expect(list.json().find((h: { meetingId: number }) => h.meetingId === id)).toMatchObject({
      reason: "Wrong region",
      acceptorName: "Acme Robotics",
    });
    expect(
      (await call("GET", `/api/meetingHistories/applicant?applicantId=${w.aB2.id}`, w.buyer.token))
        .statusCode,
    ).toBe(404);
  });

  it("either side cancels an agreed meeting with a reason; it moves to the cancelled list", async () => {
    const cancelled = await answer(w.aB.id, first, w.buyer.token, "disagree", { reasonCode: "B" });
    expect(cancelled.json()).toMatchObject({ status: "cancel", reasonCode: "B" });
    const list = await call("GET", `/api/meetingHistories/cancel?applicantId=${w.aS.id}`, w.seller.token);
    expect(list.json().map((h: { meetingId: number }) => h.meetingId)).toContain(first);
    expect(slotOf(await schedule(w.aS.id, w.seller.token), "2026-12-01", "10:00").label).toBe("canceled");
  });

  it("the requester withdraws a waiting request (deleted); nobody else can", async () => {
    expect((await request(w.aB.id, w.aS.id, w.buyer.token, "2026-12-01", "12:00")).statusCode).toBe(200);
    const id = slotOf(await schedule(w.aB.id, w.buyer.token), "2026-12-01", "12:00").meetingId!;
    expect(
      (await call("DELETE", `/api/meetings/cancelApplicationMeeting/${id}/true`, w.seller.token)).statusCode,
    ).toBe(404);
    expect(
      (await call("DELETE", `/api/meetings/cancelApplicationMeeting/${id}/true`, w.buyer.token)).statusCode,
    ).toBe(200);
    expect((await call("GET", `/api/meetings/detail?meetingId=${id}`, w.buyer.token)).statusCode).toBe(404);
  });
});

describe("unavailability", () => {
  it("marks and lifts one slot; a marked target cannot be requested", async () => {
    const res = await call("POST", "/api/meetings/impossible", w.seller2.token, {
      subEventId: w.s1.id,
      applicationId: w.aS2.id,
      date: "2026-12-02",
      startTime: "10:00",
    });
    expect(res.statusCode).toBe(200);
    const slot = slotOf(await schedule(w.aS2.id, w.seller2.token), "2026-12-02", "10:00");
    expect(slot.label).toBe("blockedByParticipant");
    expect((await request(w.aB.id, w.aS2.id, w.buyer.token, "2026-12-02", "10:00")).json().message).toBe(
      "meetings.error.targetTaken",
    );
    // the other side sees nothing of it
    expect(slotOf(await schedule(w.aB.id, w.buyer.token), "2026-12-02", "10:00").label).toBe("empty");
    expect(
      (await call("DELETE", `/api/meetings/removeImpossible/${slot.meetingId}/true`, w.buyer.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("DELETE", `/api/meetings/removeImpossible/${slot.meetingId}/true`, w.seller2.token))
        .statusCode,
    ).toBe(200);
    expect(slotOf(await schedule(w.aS2.id, w.seller2.token), "2026-12-02", "10:00").label).toBe("empty");
  });

  it("marks a whole day in bulk, skipping an agreed meeting, and declines requests waiting there", async () => {
    expect((await request(w.aB.id, w.aS2.id, w.buyer.token, "2026-12-03", "10:00")).statusCode).toBe(200);
    const meetingId = slotOf(await schedule(w.aS2.id, w.seller2.token), "2026-12-03", "10:00").meetingId!;
    expect((await answer(w.aS2.id, meetingId, w.seller2.token, "agree")).statusCode).toBe(200);
    expect((await request(w.aB2.id, w.aS2.id, w.buyer2.token, "2026-12-03", "11:00")).statusCode).toBe(200);
    const bulk = await call("POST", "/api/meetings/multipleImpossibleSave", w.seller2.token, {
      subEventId: w.s1.id,
      applicationId: w.aS2.id,
      dates: ["2026-12-03"],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().changed).toBe(7);
    expect(bulk.json().skipped).toEqual([
      { date: "2026-12-03", startTime: "10:00", reason: "meetings.error.slotTaken" },
    ]);
    const sched = await schedule(w.aS2.id, w.seller2.token);
    expect(
      sched.slots
        .filter((x: { date: string }) => x.date === "2026-12-03")
        .map((x: { label: string }) => x.label),
    ).toEqual(["confirmed", ...Array(7).fill("blockedByParticipant")]);
    expect(slotOf(await schedule(w.aB2.id, w.buyer2.token), "2026-12-03", "11:00").label).toBe("rejected");
    const lifted = await call("POST", "/api/meetings/multipleRemoveImpossible", w.seller2.token, {
      subEventId: w.s1.id,
      applicationId: w.aS2.id,
      times: ["13:30"],
    });
    expect(lifted.json().changed).toBe(1);
  });
});

describe("targets", () => {
  it("lists the other group, free at that time, without a live meeting with the caller", async () => {
    const url = (applicationId: number, token: string, time = "10:00", date = "2026-12-03") =>
      call(
        "GET",
        `/api/applications/getMeetingTargets?subEventId=${w.s1.id}&applicationId=${applicationId}&date=${date}&startTime=${time}`,
        token,
      );
    expect((await url(w.aB2.id, w.buyer.token)).statusCode).toBe(404);
    const names = (await url(w.aB2.id, w.buyer2.token))
      .json()
      .map((x: { companyName: string }) => x.companyName);
    // Steel Works has an agreed meeting at 12-03 10:00; Acme is free
    expect(names).toEqual(["Acme Robotics"]);
    const byName = await call(
      "GET",
      `/api/meetingTarget/companyName?subEventId=${w.s1.id}&companyName=steel&applicationId=${w.aB2.id}`,
      w.buyer2.token,
    );
    expect(byName.json().map((x: { companyName: string }) => x.companyName)).toEqual(["Steel Works"]);
    expect(
      (
        await call(
          "GET",
          `/api/meetingTarget/companyName?subEventId=${w.s1.id}&companyName=steel`,
          w.outsider.token,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe("meetings switched off, expiry, schedule changes", () => {
  it("expires a request after the set hours (never after the slot starts)", async () => {
    expect((await request(w.aB2.id, w.aS.id, w.buyer2.token, "2026-12-02", "13:00")).statusCode).toBe(200);
    const id = slotOf(await schedule(w.aB2.id, w.buyer2.token), "2026-12-02", "13:00").meetingId!;
    const detail = (await call("GET", `/api/meetings/detail?meetingId=${id}`, w.buyer2.token)).json();
    expect(detail.expiresAt).toBe("2026-11-26T00:00:00.000Z");
    t.clock.now = new Date("2026-11-26T00:00:01Z");
    expect(await expireDue(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await call("GET", `/api/meetings/detail?meetingId=${id}`, w.buyer2.token)).json()).toMatchObject({
      status: "expired",
      reasonCode: "expired",
    });
    t.clock.now = new Date("2026-11-23T00:00:00Z");
  });

  it("refuses a schedule change that would orphan an agreed meeting, and declines requests in a slot the host blocks", async () => {
    const sub = (await t.ctx.db.select().from(s.subEvents).where(eq(s.subEvents.id, w.s1.id)))[0]!;
    const put = (fields: object) =>
      call("PUT", `/api/host/subEvents/${w.s1.id}`, w.host.token, {
        ...Object.fromEntries(
          Object.entries(sub).filter(
            ([k]) => !["id", "eventId", "createdAt", "updatedAt", "meetingRequestExpiryHours"].includes(k),
          ),
        ),
        name: "Buyer matching",
        ...fields,
      });
    // Steel Works and Global Trade agreed at 2026-12-03 10:00
    const moved = await put({ matchStartTime: "10:15" });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json().message).toBe("meetings.error.scheduleHasMeetings");
    expect((await request(w.aB2.id, w.aS.id, w.buyer2.token, "2026-12-02", "12:00")).statusCode).toBe(200);
    const blocked = await put({ impossibleDateAndTime: { "2026": { "12": ["02_12:00"] } } });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(slotOf(await schedule(w.aB2.id, w.buyer2.token), "2026-12-02", "12:00").label).toBe(
      "blockedByHost",
    );
    const history = await call(
      "GET",
      `/api/meetingHistories/applicant?applicantId=${w.aB2.id}`,
      w.buyer2.token,
    );
    expect(history.json().some((h: { reasonCode: string }) => h.reasonCode === "schedule")).toBe(true);
    expect((await request(w.aB2.id, w.aS.id, w.buyer2.token, "2026-12-02", "12:00")).json().message).toBe(
      "meetings.error.slotBlocked",
    );
  });

  it("answers 403 to every write when meetings are switched off; reads still work", async () => {
    await t.ctx.db.update(s.subEvents).set({ meetingAvailable: "N" }).where(eq(s.subEvents.id, w.s1.id));
    const res = await request(w.aB2.id, w.aS2.id, w.buyer2.token, "2026-12-01", "13:00");
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("meetings.error.disabled");
    const sched = await schedule(w.aB2.id, w.buyer2.token);
    expect(sched.meetingAvailable).toBe(false);
    expect(sched.slots.every((x: { actionable: boolean }) => !x.actionable)).toBe(true);
    await t.ctx.db.update(s.subEvents).set({ meetingAvailable: "Y" }).where(eq(s.subEvents.id, w.s1.id));
  });
});

describe("GET /api/applications/applicationMeetings and myMeeting", () => {
  it("lists the meetings between two companies for either side, nothing for others", async () => {
    const res = await call(
      "GET",
      `/api/applications/applicationMeetings?applicationId=${w.aS.id}&myApplicationId=${w.aB.id}`,
      w.buyer.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect(
      (
        await call(
          "GET",
          `/api/applications/applicationMeetings?applicationId=${w.aS.id}&myApplicationId=${w.aB.id}`,
          w.buyer2.token,
        )
      ).statusCode,
    ).toBe(404);
    const mine = await call("GET", `/api/meetings/myMeeting?applicationId=${w.aS.id}`, w.colleague.token);
    expect(
      mine
        .json()
        .every(
          (m: { applicant: number; acceptor: number }) => m.applicant === w.aS.id || m.acceptor === w.aS.id,
        ),
    ).toBe(true);
  });
});

describe("conflicts the write's context shows", () => {
  // Answered before the slot's lock is taken; the answers must be those of the database functions.
  const mark = (applicationId: number, token: string, startTime: string) =>
    call("POST", "/api/meetings/impossible", token, {
      subEventId: w.s1.id,
      applicationId,
      date: "2026-12-02",
      startTime,
    });
  const startsAt = new Date("2026-12-02T04:00:00Z"); // 13:00 in Seoul
  const endsAt = new Date("2026-12-02T04:30:00Z");

  it("refuses a committed requester, a mark over an agreed meeting; a second mark is fine", async () => {
    expect((await request(w.aB.id, w.aS.id, w.buyer.token, "2026-12-02", "13:00")).statusCode).toBe(200);
    const agreed = slotOf(await schedule(w.aS.id, w.seller.token), "2026-12-02", "13:00").meetingId!;
    expect((await answer(w.aS.id, agreed, w.seller.token, "agree")).statusCode).toBe(200);
    expect((await request(w.aB.id, w.aS2.id, w.buyer.token, "2026-12-02", "13:00")).json().message).toBe(
      "meetings.error.slotTaken",
    );
    expect((await mark(w.aS.id, w.seller.token, "13:00")).json().message).toBe("meetings.error.slotTaken");
    expect((await mark(w.aS2.id, w.seller2.token, "13:30")).statusCode).toBe(200);
    expect((await mark(w.aS2.id, w.seller2.token, "13:30")).statusCode).toBe(200);
    const marks = await t.ctx.db
      .select()
      .from(s.meetings)
      .where(eq(s.meetings.applicantApplicationId, w.aS2.id));
    const at1330 = new Date("2026-12-02T04:30:00Z").getTime();
    expect(marks.filter((m) => m.status === "impossible" && m.startsAt.getTime() === at1330)).toHaveLength(1);
  });

  it("refuses to agree when a side got committed in the slot by another meeting", async () => {
    expect((await request(w.aB2.id, w.aS2.id, w.buyer2.token, "2026-12-02", "13:00")).statusCode).toBe(200);
    const waiting = slotOf(await schedule(w.aS2.id, w.seller2.token), "2026-12-02", "13:00").meetingId!;
    // Commitments written past the service, which would have declined the request.
    const commit = (applicationId: number) =>
      t.ctx.db.insert(s.meetings).values({
        subEventId: w.s1.id,
        applicantApplicationId: applicationId,
        status: "impossible",
        startsAt,
        endsAt,
      });
    await commit(w.aS2.id);
    expect((await answer(w.aS2.id, waiting, w.seller2.token, "agree")).json().message).toBe(
      "meetings.error.slotTaken",
    );
    await commit(w.aB2.id);
    expect((await answer(w.aS2.id, waiting, w.seller2.token, "agree")).json().message).toBe(
      "meetings.error.targetTaken",
    );
    expect(
      (await call("GET", `/api/meetings/detail?meetingId=${waiting}`, w.seller2.token)).json(),
    ).toMatchObject({ status: "waiting" });
  });
});
