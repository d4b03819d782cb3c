import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld } from "./meetings.fixture";

/**
 * Which moves a meeting accepts (checklist 7.24, 7.25, 7.38, 7.40): `changeMeetingState` under the update call's
 * rules, a reason's length, and time: a slot that has begun can be neither requested, nor concluded, nor called off.
 */
let t: TestApp;
let w: MeetingWorld;
const before = new Date("2026-11-23T00:00:00Z");
/** 2026-12-01 10:15 in Seoul: the 10:00 slot has begun, the 11:00 one has not. */
const during = new Date("2026-12-01T01:15:00Z");

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = before;
  w = await meetingWorld(t);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload });

/** A request at a time of 2026-12-01 (aB to aS unless told); answers its id. */
async function requested(
  startTime: string,
  from: { app: number; token: string } = { app: w.aB.id, token: w.buyer.token },
  to: { app: number; token: string } = { app: w.aS.id, token: w.seller.token },
): Promise<number> {
  const res = await call("POST", "/api/meetings/applicant", from.token, {
    subEventId: w.s1.id,
    applicant: from.app,
    acceptor: to.app,
    date: "2026-12-01",
    startTime,
  });
  expect(res.statusCode).toBe(200);
  const schedule = (await call("GET", `/api/meetings/schedule?applicationId=${to.app}`, to.token)).json();
  const slot = schedule.slots.find(
    (x: { date: string; startTime: string }) => x.date === "2026-12-01" && x.startTime === startTime,
  );
  return slot.meetingId as number;
}

const change = (
  applicationId: number,
  meetingId: number,
  token: string,
  status: string,
  extra: object = {},
) => call("PUT", "/api/meetings/changeMeetingState", token, { applicationId, meetingId, status, ...extra });

describe("changeMeetingState", () => {
  it("refuses the requester's own agreement (403) and a move from a closed status (409)", async () => {
    const id = await requested("12:00");
    expect((await change(w.aB.id, id, w.buyer.token, "agree")).json().message).toBe(
      "meetings.error.notAllowed",
    );
    const rejected = await change(w.aS.id, id, w.seller.token, "disagree", { reasonCode: "A" });
    expect(rejected.json()).toMatchObject({ status: "disagree", reasonCode: "A" });
    const again = await change(w.aS.id, id, w.seller.token, "agree");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("meetings.error.notWaiting");
  });

  it("concludes a waiting request as its acceptor, and lets either side cancel it with a reason", async () => {
    const id = await requested("12:30");
    expect((await change(w.aS.id, id, w.seller.token, "agree")).json()).toMatchObject({ status: "agree" });
    const cancelled = await change(w.aB.id, id, w.buyer.token, "cancel", { reasonCode: "B" });
    expect(cancelled.json()).toMatchObject({ status: "cancel", reasonCode: "B" });
    expect((await change(w.aS.id, id, w.seller.token, "agree")).statusCode).toBe(409);
  });

  it("refuses a reason of more than 500 characters", async () => {
    const id = await requested("13:00");
    const long = await change(w.aS.id, id, w.seller.token, "disagree", {
      reasonCode: "D",
      reason: "x".repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("meetings.reasonTooLong");
    const fits = await change(w.aS.id, id, w.seller.token, "disagree", {
      reasonCode: "D",
      reason: "x".repeat(500),
    });
    expect(fits.json()).toMatchObject({ status: "disagree", reason: "x".repeat(500) });
  });
});

describe("a slot that has begun", () => {
  let agreed: number;
  let waiting: number;
  let waitingLater: number;

  it("(setup) an agreed meeting and another pair's waiting request at 10:00, a waiting request at 11:00", async () => {
    t.clock.now = before;
    agreed = await requested("10:00");
    expect((await change(w.aS.id, agreed, w.seller.token, "agree")).statusCode).toBe(200);
    const buyer2 = { app: w.aB2.id, token: w.buyer2.token };
    waiting = await requested("10:00", buyer2, { app: w.aS2.id, token: w.seller2.token });
    waitingLater = await requested("11:00", buyer2);
  });

  it("is searched by company name among those free then, when the search names the slot (7.13)", async () => {
    const search = (query: string) =>
      call(
        "GET",
        `/api/meetingTarget/companyName?subEventId=${w.s1.id}&companyName=acme${query}`,
        w.buyer2.token,
      );
    const names = async (query: string) =>
      (await search(query)).json().map((x: { companyName: string }) => x.companyName);
    expect(await names("")).toEqual(["Acme Robotics"]);
    // Acme Robotics (aS) is agreed with aB at 10:00
    expect(await names("&date=2026-12-01&startTime=10:00")).toEqual([]);
    expect(await names("&date=2026-12-01&startTime=13:30")).toEqual(["Acme Robotics"]);
    expect((await search("&date=2026-12-01")).json().message).toBe("meetings.error.slotNotFound");
    expect((await search("&date=2026-12-01&startTime=23:00")).statusCode).toBe(400);
  });

  it("can no longer be requested, nor its meeting cancelled by either side, nor a request there accepted", async () => {
    t.clock.now = during;
    const late = await call("POST", "/api/meetings/applicant", w.buyer.token, {
      subEventId: w.s1.id,
      applicant: w.aB.id,
      acceptor: w.aS2.id,
      date: "2026-12-01",
      startTime: "10:00",
    });
    expect(late.json().message).toBe("meetings.error.slotPast");
    for (const [app, token] of [
      [w.aS.id, w.seller.token],
      [w.aB.id, w.buyer.token],
    ] as const) {
      const res = await change(app, agreed, token, "cancel", { reasonCode: "A" });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("meetings.error.slotPast");
    }
    const update = await call("PUT", "/api/meetings/update", w.buyer.token, {
      subEventId: w.s1.id,
      acceptorId: w.aB.id,
      meetingId: agreed,
      status: "disagree",
      reasonCode: "A",
    });
    expect(update.json().message).toBe("meetings.error.slotPast");
    const detail = await call("GET", `/api/meetings/detail?meetingId=${agreed}`, w.seller.token);
    expect(detail.json().status).toBe("agree");
    const accept = await change(w.aS2.id, waiting, w.seller2.token, "agree");
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe("meetings.error.slotPast");
    // a waiting request there may still be rejected
    const reject = await change(w.aS2.id, waiting, w.seller2.token, "disagree", { reasonCode: "A" });
    expect(reject.json()).toMatchObject({ status: "disagree" });
  });

  it("still lets the acceptor answer a request of a later slot", async () => {
    t.clock.now = during;
    expect((await change(w.aS.id, waitingLater, w.seller.token, "agree")).json()).toMatchObject({
      status: "agree",
    });
    t.clock.now = before;
  });
});

describe("the schedule", () => {
  it("names the application's company (the export's file name, checklist 7.41)", async () => {
    const res = await call("GET", `/api/meetings/schedule?applicationId=${w.aS.id}`, w.seller.token);
    expect(res.json().companyName).toBe("Acme Robotics");
  });
});
