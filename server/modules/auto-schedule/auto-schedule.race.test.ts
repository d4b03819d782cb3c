import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { invariantViolations } from "../meetings/meetings.invariant";
import { type AutoScheduleWorld, autoScheduleWorld, runMatching } from "./auto-schedule.fixture";

/**
 * Hand bookings racing a publish. On PostgreSQL the calls run at once on pooled connections; on PGlite they
 * interleave on its one connection. Whatever the order: the publish answers 200 (skipping the meetings a hand
 * booking took first) or 409 (nothing written), hand bookings 200 or 409, and the tables never hold a double
 * booking.
 */
let t: TestApp;
let w: AutoScheduleWorld;

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await autoScheduleWorld(t);
});
afterAll(() => t.close());

type Draft = { sellerId: number; buyerId: number; date: string; startTime: string };

describe("a hand booking racing a publish", () => {
  it("skips a draft meeting whose slot a side booked by hand after the run", async () => {
    const run = await runMatching(t, w, "normal");
    const draft: Draft[] = (
      await t.call({
        method: "GET",
        url: `/api/host/matching/runs/${run.id}/meetings?size=200`,
        token: w.host.token,
      })
    ).json().content;
    const d = draft[0]!;
    const other = [w.aB.id, w.aB2.id, ...w.buyers.map((b) => b.app)].find(
      (b) => !draft.some((x) => x.buyerId === b && x.date === d.date && x.startTime === d.startTime),
    )!;
    const hand = await t.call({
      method: "POST",
      url: `/api/host/subEvents/${w.s1.id}/meetings`,
      token: w.host.token,
      payload: { applicantId: d.sellerId, acceptorId: other, date: d.date, startTime: d.startTime },
    });
    expect(hand.statusCode, hand.body).toBe(200);
    const published = await t.call({
      method: "POST",
      url: `/api/host/matching/runs/${run.id}/publish`,
      token: w.host.token,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().outcome).toMatchObject({ published: draft.length - 1, skippedTaken: 1 });
    expect(await invariantViolations(t.ctx.db, w.s1.id)).toMatchObject({ doubleBooked: 0, pairTwice: 0 });
    await t.call({
      method: "POST",
      url: `/api/host/subEvents/${w.s1.id}/matching/cancelAll`,
      token: w.host.token,
      payload: {},
    });
    await t.ctx.db
      .update(s.meetings)
      .set({ status: "cancel", reasonCode: "host" })
      .where(and(eq(s.meetings.subEventId, w.s1.id), eq(s.meetings.status, "agree")));
  });

  it("never double-books, over several rounds", async () => {
    const buyers = [w.aB.id, w.aB2.id, ...w.buyers.map((b) => b.app)];
    for (let round = 0; round < 4; round++) {
      const run = await runMatching(t, w, round % 2 === 0 ? "normal" : "tight");
      expect(run.status, run.error).toBe("draft");
      const draft: Draft[] = (
        await t.call({
          method: "GET",
          url: `/api/host/matching/runs/${run.id}/meetings?size=200`,
          token: w.host.token,
        })
      ).json().content;
      expect(draft.length).toBeGreaterThan(0);
      // each hand booking puts a draft meeting's seller with another buyer in the same slot
      const clashes = draft.slice(0, 6).map((d, i) => {
        const other =
          buyers.find((b) => b !== d.buyerId && (b + i) % 2 === 0) ?? buyers.find((b) => b !== d.buyerId)!;
        return t.call({
          method: "POST",
          url: `/api/host/subEvents/${w.s1.id}/meetings`,
          token: w.host.token,
          payload: { applicantId: d.sellerId, acceptorId: other, date: d.date, startTime: d.startTime },
        });
      });
      const publish = t.call({
        method: "POST",
        url: `/api/host/matching/runs/${run.id}/publish`,
        token: w.host.token,
      });
      const [published, ...hand] = await Promise.all([publish, ...clashes]);
      expect([200, 409], published.body).toContain(published.statusCode);
      for (const h of hand) expect([200, 409], h.body).toContain(h.statusCode);
      expect(await invariantViolations(t.ctx.db, w.s1.id)).toEqual({
        doubleBooked: 0,
        pairTwice: 0,
        outsideSlots: 0,
        claimMismatch: 0,
      });
      if (published.statusCode === 200) {
        const o = published.json().outcome;
        expect(o.published + o.skippedTaken + o.skippedPair + o.skippedGone).toBe(draft.length);
        const made = await t.ctx.db
          .select()
          .from(s.autoScheduleMeetings)
          .where(eq(s.autoScheduleMeetings.runId, run.id));
        expect(made).toHaveLength(o.published);
      }
      // start the next round from the hand-made meetings only
      await t.call({
        method: "POST",
        url: `/api/host/subEvents/${w.s1.id}/matching/cancelAll`,
        token: w.host.token,
        payload: {},
      });
      await t.ctx.db
        .update(s.meetings)
        .set({ status: "cancel", reasonCode: "host" })
        .where(and(eq(s.meetings.subEventId, w.s1.id), eq(s.meetings.status, "agree")));
    }
  });
});
