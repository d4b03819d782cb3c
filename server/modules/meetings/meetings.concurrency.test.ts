import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { type MeetingWorld, meetingWorld } from "./meetings.fixture";
import { invariantViolations } from "./meetings.invariant";

/**
 * Many simultaneous requests, accepts and marks at the same contested slots. On PostgreSQL the calls run on
 * separate pooled connections at once; on PGlite they interleave on its single connection. Either way the
 * answers are 200 or 409 only, and the tables never hold a double booking.
 */
let t: TestApp;
let w: MeetingWorld;
const buyers: { user: TestUser; app: number }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
  for (let i = 0; i < 16; i++) {
    const user = await createUser(t.ctx, { company: `Buyer ${i}` });
    const app = await createApplication(t.ctx, w.s1.id, user.id, {
      approval: "approval",
      type: "buyer",
      name: `Buyer ${i}`,
    });
    buyers.push({ user, app: app.id });
  }
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, token: string, payload?: object) =>
  t.call({ method, url, token, payload });

describe("concurrent booking", () => {
  it("lets exactly one of many requesters be accepted in a slot, whatever the interleaving", async () => {
    const sellers = [
      { user: w.seller, app: w.aS.id },
      { user: w.seller2, app: w.aS2.id },
    ];
    // every buyer asks both sellers for the same slot, all at once
    const requests = await Promise.all(
      buyers.flatMap((b) =>
        sellers.map((sl) =>
          call("POST", "/api/meetings/applicant", b.user.token, {
            subEventId: w.s1.id,
            applicant: b.app,
            acceptor: sl.app,
            date: "2026-12-01",
            startTime: "10:00",
          }),
        ),
      ),
    );
    expect(requests.map((r) => r.statusCode).every((c) => c === 200)).toBe(true);
    const waiting = await t.ctx.db.select().from(s.meetings);
    // both sellers accept every request at once, while some buyers mark the slot unavailable
    const answers = await Promise.all([
      ...waiting.map((m) => {
        const seller = sellers.find((sl) => sl.app === m.acceptorApplicationId)!;
        return call("PUT", "/api/meetings/update", seller.user.token, {
          subEventId: w.s1.id,
          acceptorId: seller.app,
          meetingId: m.id,
          status: "agree",
        });
      }),
      ...buyers.slice(0, 4).map((b) =>
        call("POST", "/api/meetings/impossible", b.user.token, {
          subEventId: w.s1.id,
          applicationId: b.app,
          date: "2026-12-01",
          startTime: "10:00",
        }),
      ),
    ]);
    const codes = answers.map((r) => r.statusCode);
    expect(
      codes.filter((c) => c !== 200 && c !== 409),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([]);
    expect(await invariantViolations(t.ctx.db, w.s1.id)).toEqual({
      doubleBooked: 0,
      pairTwice: 0,
      outsideSlots: 0,
      claimMismatch: 0,
    });
    const agreed = (await t.ctx.db.select().from(s.meetings)).filter((m) => m.status === "agree");
    // each seller ends with at most one meeting, and with different buyers
    expect(agreed.length).toBeGreaterThanOrEqual(1);
    expect(agreed.length).toBeLessThanOrEqual(2);
    expect(new Set(agreed.map((m) => m.acceptorApplicationId)).size).toBe(agreed.length);
    expect(new Set(agreed.map((m) => m.applicantApplicationId)).size).toBe(agreed.length);
    // nothing is left waiting for a seller who is now taken
    const left = (await t.ctx.db.select().from(s.meetings)).filter(
      (m) =>
        m.status === "waiting" && agreed.some((a) => a.acceptorApplicationId === m.acceptorApplicationId),
    );
    expect(left).toEqual([]);
  });

  it("lets the host's arrangement and participants' accepts race without a double booking", async () => {
    const agreedWithSeller = new Set(
      (await t.ctx.db.select().from(s.meetings))
        .filter((m) => m.status === "agree")
        .flatMap((m) => [m.applicantApplicationId, m.acceptorApplicationId]),
    );
    const [b1, b2] = buyers.filter((b) => !agreedWithSeller.has(b.app));
    await call("POST", "/api/meetings/applicant", b1!.user.token, {
      subEventId: w.s1.id,
      applicant: b1!.app,
      acceptor: w.aS.id,
      date: "2026-12-01",
      startTime: "11:00",
    });
    const [pending] = (await t.ctx.db.select().from(s.meetings)).filter(
      (m) =>
        m.status === "waiting" && m.applicantApplicationId === b1!.app && m.acceptorApplicationId === w.aS.id,
    );
    const results = await Promise.all([
      call("PUT", "/api/meetings/update", w.seller.token, {
        subEventId: w.s1.id,
        acceptorId: w.aS.id,
        meetingId: pending!.id,
        status: "agree",
      }),
      call("POST", `/api/host/subEvents/${w.s1.id}/meetings`, w.host.token, {
        applicantId: w.aS.id,
        acceptorId: b2!.app,
        date: "2026-12-01",
        startTime: "11:00",
      }),
      call("POST", "/api/meetings/impossible", w.seller.token, {
        subEventId: w.s1.id,
        applicationId: w.aS.id,
        date: "2026-12-01",
        startTime: "11:00",
      }),
    ]);
    expect(results.map((r) => r.statusCode).filter((c) => c !== 200 && c !== 409)).toEqual([]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await invariantViolations(t.ctx.db, w.s1.id)).toEqual({
      doubleBooked: 0,
      pairTwice: 0,
      outsideSlots: 0,
      claimMismatch: 0,
    });
  });
});
