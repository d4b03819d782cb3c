import { and, eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { insertMeeting, type MeetingWorld, meetingWorld } from "../meetings/meetings.fixture";
import { runNoShowPass } from "./meeting-day.pass";

/**
 * Property: under concurrent refills for the same free participant, exactly one meeting is agreed. Each run
 * takes a fresh slot: n sellers came, their buyers did not; the one checked-in free buyer is every seller's
 * proposal; every seller sends it and the buyer accepts all at once.
 */
let t: TestApp;
let w: MeetingWorld;
const sellers: { user: TestUser; app: number }[] = [];
const absent: number[] = [];
let candidate: { user: TestUser; app: number };

beforeAll(async () => {
  t = await startTestApp();
  t.clock.now = new Date("2026-11-23T00:00:00Z");
  w = await meetingWorld(t);
  for (let i = 0; i < 4; i++) {
    const user = await createUser(t.ctx, { company: `Maker ${i}` });
    sellers.push({
      user,
      app: (await createApplication(t.ctx, w.s1.id, user.id, { approval: "approval", type: "seller" })).id,
    });
    const buyer = await createUser(t.ctx, { company: `Absent ${i}` });
    absent.push(
      (await createApplication(t.ctx, w.s1.id, buyer.id, { approval: "approval", type: "buyer" })).id,
    );
  }
  const user = await createUser(t.ctx, { company: "Walk-in Trading" });
  candidate = {
    user,
    app: (await createApplication(t.ctx, w.s1.id, user.id, { approval: "approval", type: "buyer" })).id,
  };
  await t.ctx.db.execute(sql`insert into checkins (event_id, person_key, place, outcome, scanned_at, device_id, client_id)
    values (${w.event.id}, ${`user:${user.id}`}, 'entrance', 'in', ${new Date("2026-12-01T00:00:00Z")}, 'race', 'race-1')`);
});
afterAll(() => t.close());

let slot = 0;

describe("standby refills under concurrency", () => {
  it("exactly one meeting is agreed for the candidate, whatever the number of senders", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 4 }), async (n) => {
        const startsAt = new Date(
          Date.UTC(2026, 11, 1 + Math.floor(slot / 8), 1 + Math.floor((slot % 8) / 2), (slot % 2) * 30),
        );
        slot++;
        await t.ctx.db
          .update(s.meetings)
          .set({ followsMeetingId: slot })
          .where(sql`${s.meetings.status} = 'waiting'`);
        const ids: number[] = [];
        for (let i = 0; i < n; i++) {
          const id = await insertMeeting(t, w.s1.id, startsAt, absent[i]!, sellers[i]!.app, "waiting");
          // Each run's pairs are new rounds of the same pairs (the live-pair index allows one per round).
          await t.ctx.db
            .update(s.meetings)
            .set({ status: "agree", followsMeetingId: slot, acceptorArrivedAt: startsAt })
            .where(eq(s.meetings.id, id));
          ids.push(id);
        }
        t.clock.now = new Date(startsAt.getTime() + 6 * 60_000);
        await runNoShowPass(t.ctx);
        const proposals = await t.ctx.db
          .select()
          .from(s.refillProposals)
          .where(sql`${s.refillProposals.meetingId} in ${ids}`);
        expect(proposals).toHaveLength(n);
        for (const p of proposals) {
          const seller = sellers.find((x) => x.app === p.fromApplicationId)!;
          const sent = await t.call({
            method: "POST",
            url: `/api/refills/${p.id}/send`,
            token: seller.user.token,
            payload: {},
          });
          expect(sent.statusCode, sent.body).toBe(200);
        }
        const answers = await Promise.all(
          proposals.map((p) =>
            t.call({
              method: "POST",
              url: `/api/refills/${p.id}/accept`,
              token: candidate.user.token,
              payload: {},
            }),
          ),
        );
        const codes = answers.map((a) => a.statusCode).sort();
        expect(codes).toEqual([200, ...Array(n - 1).fill(409)]);
        const agreed = await t.ctx.db
          .select()
          .from(s.meetingClaims)
          .where(
            and(eq(s.meetingClaims.applicationId, candidate.app), eq(s.meetingClaims.startsAt, startsAt)),
          );
        expect(agreed).toHaveLength(1);
        const accepted = await t.ctx.db
          .select()
          .from(s.refillProposals)
          .where(sql`${s.refillProposals.meetingId} in ${ids} and ${s.refillProposals.state} = 'accepted'`);
        expect(accepted).toHaveLength(1);
      }),
      { numRuns: 8 },
    );
  });
});
