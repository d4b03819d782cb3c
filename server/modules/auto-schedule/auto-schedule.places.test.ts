import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { startTestApp, type TestApp } from "../../test/harness";
import { type AutoScheduleWorld, autoScheduleWorld, runMatching } from "./auto-schedule.fixture";

/**
 * Places as the scheduler's capacity (issue 29): with one pooled table, a draft never plans two on-site meetings
 * of one slot at tables; an online participant's meetings take none; published, every on-site meeting has its
 * table (the trigger gives it) and none is shared.
 */
let t: TestApp;
let w: AutoScheduleWorld;

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await autoScheduleWorld(t);
  await t.ctx.db.update(s.subEvents).set({ placeMode: "pooled" }).where(eq(s.subEvents.id, w.s1.id));
  await t.ctx.db.insert(s.places).values({ subEventId: w.s1.id, name: "T-1", zone: "Hall" });
  // one buyer attends online: its meetings take no table
  await t.ctx.db
    .update(s.applications)
    .set({ attendeeType: "online" })
    .where(eq(s.applications.id, w.aB2.id));
});
afterAll(() => t.close());

type Draft = { sellerId: number; buyerId: number; date: string; startTime: string };

describe("automatic scheduling with places", () => {
  it("plans at most one on-site meeting per slot at the one table, and publishes each with its table", async () => {
    const run = await runMatching(t, w, "normal");
    expect(run.status, JSON.stringify(run)).toBe("draft");
    const draft = (
      await t.call({
        method: "GET",
        url: `/api/host/matching/runs/${run.id}/meetings?size=200`,
        token: w.host.token,
      })
    ).json().content as Draft[];
    expect(draft.length).toBeGreaterThan(1);
    const perSlot = new Map<string, number>();
    for (const m of draft.filter((d) => d.buyerId !== w.aB2.id)) {
      const key = `${m.date} ${m.startTime}`;
      perSlot.set(key, (perSlot.get(key) ?? 0) + 1);
    }
    expect(Math.max(...perSlot.values())).toBe(1);

    const published = await t.call({
      method: "POST",
      url: `/api/host/matching/runs/${run.id}/publish`,
      token: w.host.token,
    });
    expect(published.statusCode, published.body).toBe(200);
    const agreed = await t.ctx.db
      .select()
      .from(s.meetings)
      .where(and(eq(s.meetings.subEventId, w.s1.id), eq(s.meetings.status, "agree")));
    const onSite = agreed.filter(
      (m) => m.applicantApplicationId !== w.aB2.id && m.acceptorApplicationId !== w.aB2.id,
    );
    expect(onSite.length).toBeGreaterThan(0);
    expect(onSite.every((m) => m.placeId !== null)).toBe(true);
    expect(agreed.filter((m) => !onSite.includes(m)).every((m) => m.placeId === null)).toBe(true);
    const shared = await t.ctx.db.execute(sql`select count(*)::int as n from meetings a join meetings b
      on a.place_id = b.place_id and a.id < b.id and a.status = 'agree' and b.status = 'agree'
      and a.starts_at < b.ends_at and b.starts_at < a.ends_at`);
    expect((shared as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
