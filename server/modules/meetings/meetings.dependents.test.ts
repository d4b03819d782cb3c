import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createEvent, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

/**
 * The rows that exist only for a meeting (its claims, its notices still to be told, its line in a run's list) have
 * no foreign keys (migration *_publish_fk): a statement-level trigger deletes them with their meeting, however the
 * meeting goes (deleted itself, or with its application, sub-event or event).
 */
let t: TestApp;
const at = new Date("2026-12-01T01:00:00Z");
const end = new Date("2026-12-01T01:30:00Z");

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function world() {
  const event = await createEvent(t.ctx);
  const sub = await createSubEvent(t.ctx, event.id, { matching: "Y", meetingAvailable: "Y" });
  const app = async (type: "seller" | "buyer") =>
    (await createApplication(t.ctx, sub.id, (await createUser(t.ctx)).id, { type, approval: "approval" })).id;
  const seller = await app("seller");
  const buyer = await app("buyer");
  const buyer2 = await app("buyer");
  await t.ctx.db.insert(s.meetingSlots).values({
    subEventId: sub.id,
    startsAt: at,
    endsAt: end,
    date: "2026-12-01",
    startTime: "10:00",
    endTime: "10:30",
  });
  return { eventId: event.id, subEventId: sub.id, seller, buyer, buyer2 };
}

type World = Awaited<ReturnType<typeof world>>;

/** An agreed meeting with a notice and a line in a run's list, as publishing writes them. */
async function agreed(w: World, applicant: number, acceptor: number) {
  const [m] = await t.ctx.db
    .insert(s.meetings)
    .values({
      subEventId: w.subEventId,
      applicantApplicationId: applicant,
      acceptorApplicationId: acceptor,
      startsAt: at,
      endsAt: end,
      status: "agree",
    })
    .returning();
  await t.ctx.db.insert(s.meetingNotices).values({
    meetingId: m!.id,
    kind: "arranged",
    byHost: true,
    meetingUpdatedAt: m!.updatedAt,
    meetingStatus: "agree",
  });
  await t.ctx.db
    .insert(s.autoScheduleMeetings)
    .values({ meetingId: m!.id, runId: 1, subEventId: w.subEventId });
  return m!.id;
}

async function dependents(meetingIds: number[]) {
  const count = async (
    table: typeof s.meetingClaims | typeof s.meetingNotices | typeof s.autoScheduleMeetings,
  ) =>
    (await t.ctx.db.select({ id: table.meetingId }).from(table).where(inArray(table.meetingId, meetingIds)))
      .length;
  return {
    claims: await count(s.meetingClaims),
    notices: await count(s.meetingNotices),
    listed: await count(s.autoScheduleMeetings),
  };
}

const none = { claims: 0, notices: 0, listed: 0 };

describe("a meeting's own rows go with it", () => {
  it("keeps them while the meeting lives (the fixture writes what publishing writes)", async () => {
    const w = await world();
    const id = await agreed(w, w.buyer, w.seller);
    expect(await dependents([id])).toEqual({ claims: 2, notices: 1, listed: 1 });
  });

  it("deletes them with the meeting, and the slot is free again", async () => {
    const w = await world();
    const [mark] = await t.ctx.db
      .insert(s.meetings)
      .values({
        subEventId: w.subEventId,
        applicantApplicationId: w.seller,
        startsAt: at,
        endsAt: end,
        status: "impossible",
      })
      .returning();
    expect((await dependents([mark!.id])).claims).toBe(1);
    await t.ctx.db.delete(s.meetings).where(eq(s.meetings.id, mark!.id));
    expect(await dependents([mark!.id])).toEqual(none);
    const id = await agreed(w, w.buyer, w.seller);
    expect((await dependents([id])).claims).toBe(2);
  });

  it("deletes them when an application goes, the other side's claim included, and frees that side", async () => {
    const w = await world();
    const id = await agreed(w, w.buyer, w.seller);
    await t.ctx.db.delete(s.applications).where(eq(s.applications.id, w.buyer));
    expect(await t.ctx.db.select().from(s.meetings).where(eq(s.meetings.id, id))).toEqual([]);
    expect(await dependents([id])).toEqual(none);
    const again = await agreed(w, w.buyer2, w.seller);
    expect((await dependents([again])).claims).toBe(2);
  });

  it("deletes them when the sub-event or the event goes", async () => {
    const first = await world();
    const second = await world();
    const ids = [
      await agreed(first, first.buyer, first.seller),
      await agreed(second, second.buyer, second.seller),
    ];
    await t.ctx.db.delete(s.subEvents).where(eq(s.subEvents.id, first.subEventId));
    expect(await dependents([ids[0]!])).toEqual(none);
    expect(await dependents([ids[1]!])).toEqual({ claims: 2, notices: 1, listed: 1 });
    await t.ctx.db.delete(s.events).where(eq(s.events.id, second.eventId));
    expect(await dependents(ids)).toEqual(none);
  });

  it("leaves no claim, notice or list line without its meeting anywhere in the database", async () => {
    const orphans = (await t.ctx.db.execute(sql`
      select (select count(*) from meeting_claims c where not exists (select 1 from meetings m where m.id = c.meeting_id))
           + (select count(*) from meeting_notices n where not exists (select 1 from meetings m where m.id = n.meeting_id))
           + (select count(*) from auto_schedule_meetings a where not exists (select 1 from meetings m where m.id = a.meeting_id))
           as n`)) as unknown as { rows: { n: number | string }[] };
    expect(Number(orphans.rows[0]?.n)).toBe(0);
  });
});
