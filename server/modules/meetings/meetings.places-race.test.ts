import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { meetingWorld } from "./meetings.fixture";

/**
 * Places under fire: in pooled mode with 3 tables, many sellers accept requests of one slot at once while the
 * host moves agreed meetings between places and cancels some. On PostgreSQL the calls run on separate pooled
 * connections; on PGlite they interleave. Whatever the interleaving: answers are 200 or 409, no place holds two
 * agreed meetings at once, every agreed on-site meeting has a place, and a slot never holds more meetings than
 * tables.
 */
let t: TestApp;
let subEventId: number;
let host: TestUser;
const sellers: { user: TestUser; app: number }[] = [];
const buyers: { user: TestUser; app: number }[] = [];
const placeIds: number[] = [];

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  const w = await meetingWorld(t);
  subEventId = w.s1.id;
  host = w.host;
  await t.ctx.db.update(s.subEvents).set({ placeMode: "pooled" }).where(eq(s.subEvents.id, subEventId));
  const rows = await t.ctx.db
    .insert(s.places)
    .values(["T-1", "T-2", "T-3"].map((name, sort) => ({ subEventId, name, sort })))
    .returning();
  placeIds.push(...rows.map((r) => r.id));
  for (let i = 0; i < 6; i++) {
    for (const [list, type] of [
      [sellers, "seller"],
      [buyers, "buyer"],
    ] as const) {
      const user = await createUser(t.ctx, { company: `${type} ${i}` });
      const app = await createApplication(t.ctx, subEventId, user.id, {
        approval: "approval",
        type,
        name: `${type} ${i}`,
      });
      list.push({ user, app: app.id });
    }
  }
});
afterAll(() => t.close());

const TIMES = ["10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00", "13:30"];

async function violations() {
  const overlap = await t.ctx.db.execute(sql`select count(*)::int as n from meetings a join meetings b
    on a.place_id = b.place_id and a.id < b.id and a.status = 'agree' and b.status = 'agree'
    and a.starts_at < b.ends_at and b.starts_at < a.ends_at`);
  const homeless = await t.ctx.db.execute(
    sql`select count(*)::int as n from meetings where sub_event_id = ${subEventId} and status = 'agree' and place_id is null`,
  );
  const crowded = await t.ctx.db.execute(sql`select count(*)::int as n from (select starts_at from meetings
    where sub_event_id = ${subEventId} and status = 'agree' group by starts_at having count(*) > 3) x`);
  const n = (r: unknown) => (r as { rows: { n: number }[] }).rows[0]!.n;
  return { overlap: n(overlap), homeless: n(homeless), crowded: n(crowded) };
}

describe("places under concurrent agreements and host moves", () => {
  it("never puts two meetings at one place, nor an agreed on-site meeting nowhere", async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray(
          sellers.map((_, i) => i),
          { minLength: 3, maxLength: 6 },
        ),
        fc.array(fc.record({ meeting: fc.nat(20), place: fc.nat(2), cancel: fc.boolean() }), {
          maxLength: 6,
        }),
        async (order, moves) => {
          const date = "2026-12-01";
          const startTime = TIMES[round++ % TIMES.length]!;
          // every buyer asks every chosen seller; then the sellers accept (one each) while the host moves
          for (const [k, i] of order.entries()) {
            const buyer = buyers[(i + k) % buyers.length]!;
            await t.call({
              method: "POST",
              url: "/api/meetings/applicant",
              token: buyer.user.token,
              payload: { subEventId, applicant: buyer.app, acceptor: sellers[i]!.app, date, startTime },
            });
          }
          const waiting = (await t.ctx.db.select().from(s.meetings)).filter((m) => m.status === "waiting");
          const agreedBefore = (await t.ctx.db.select().from(s.meetings)).filter((m) => m.status === "agree");
          const answers = await Promise.all([
            ...waiting.map((m) => {
              const seller = sellers.find((x) => x.app === m.acceptorApplicationId)!;
              return t.call({
                method: "PUT",
                url: "/api/meetings/update",
                token: seller.user.token,
                payload: { subEventId, acceptorId: seller.app, meetingId: m.id, status: "agree" },
              });
            }),
            ...moves.map(({ meeting, place, cancel }) => {
              const target = agreedBefore[meeting % Math.max(agreedBefore.length, 1)];
              if (!target) return Promise.resolve({ statusCode: 200, body: "" });
              return cancel
                ? t.call({
                    method: "POST",
                    url: `/api/host/meetings/${target.id}/cancel`,
                    token: host.token,
                    payload: { reason: "moved by the organizer" },
                  })
                : t.call({
                    method: "PUT",
                    url: `/api/host/meetings/${target.id}/place`,
                    token: host.token,
                    payload: { placeId: placeIds[place] },
                  });
            }),
          ]);
          const odd = answers.filter((a) => a.statusCode !== 200 && a.statusCode !== 409);
          expect(odd.map((a) => a.body)).toEqual([]);
          expect(await violations()).toEqual({ overlap: 0, homeless: 0, crowded: 0 });
          // refusals for want of a table leave the request waiting, never half-agreed
          const leftWaiting = await t.ctx.db
            .select()
            .from(s.meetings)
            .where(and(eq(s.meetings.subEventId, subEventId), eq(s.meetings.status, "waiting")));
          expect(leftWaiting.every((m) => m.placeId === null)).toBe(true);
        },
      ),
      { numRuns: 8, seed: 20261206 },
    );
  });
});
