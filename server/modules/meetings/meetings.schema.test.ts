import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createEvent, createSubEvent, createUser } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";

/** The database's own guarantee, below any code: claims, slot references, live pairs. */
let t: TestApp;
let subEventId: number;
let seller: number;
let buyer: number;
let buyer2: number;
const at = new Date("2026-12-01T01:00:00Z");
const end = new Date("2026-12-01T01:30:00Z");

async function expectViolation(promise: Promise<unknown>, constraint: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e as { cause?: { constraint?: string }; constraint?: string },
  );
  expect(error, `expected a violation of ${constraint}`).not.toBeNull();
  expect(error?.cause?.constraint ?? error?.constraint).toBe(constraint);
}

beforeAll(async () => {
  t = await startTestApp();
  const event = await createEvent(t.ctx);
  const sub = await createSubEvent(t.ctx, event.id, { matching: "Y", meetingAvailable: "Y" });
  subEventId = sub.id;
  seller = (await createApplication(t.ctx, sub.id, (await createUser(t.ctx)).id, { approval: "approval" }))
    .id;
  buyer = (
    await createApplication(t.ctx, sub.id, (await createUser(t.ctx)).id, {
      type: "buyer",
      approval: "approval",
    })
  ).id;
  buyer2 = (
    await createApplication(t.ctx, sub.id, (await createUser(t.ctx)).id, {
      type: "buyer",
      approval: "approval",
    })
  ).id;
  await t.ctx.db.insert(s.meetingSlots).values({
    subEventId,
    startsAt: at,
    endsAt: end,
    date: "2026-12-01",
    startTime: "10:00",
    endTime: "10:30",
  });
});
afterAll(() => t.close());

const meeting = (fields: Partial<typeof s.meetings.$inferInsert>) =>
  t.ctx.db
    .insert(s.meetings)
    .values({
      subEventId,
      applicantApplicationId: buyer,
      acceptorApplicationId: seller,
      startsAt: at,
      endsAt: end,
      ...fields,
    })
    .returning();

describe("the meetings schema", () => {
  it("refuses a meeting outside the slots", async () => {
    await expectViolation(
      meeting({ startsAt: new Date("2026-12-01T02:00:00Z"), endsAt: new Date("2026-12-01T02:30:00Z") }),
      "meetings_slot_fk",
    );
  });

  it("refuses a second agreed meeting of one application in one slot (claims kept by the trigger)", async () => {
    const [first] = await meeting({ status: "waiting" });
    await t.ctx.db.update(s.meetings).set({ status: "agree" }).where(eq(s.meetings.id, first!.id));
    const claims = await t.ctx.db
      .select()
      .from(s.meetingClaims)
      .where(eq(s.meetingClaims.meetingId, first!.id));
    expect(claims.map((c) => c.applicationId).sort()).toEqual([seller, buyer].sort());
    const [second] = await meeting({ applicantApplicationId: buyer2, status: "waiting" });
    await expectViolation(
      t.ctx.db.update(s.meetings).set({ status: "agree" }).where(eq(s.meetings.id, second!.id)),
      "meeting_claims_application_id_starts_at_pk",
    );
    await expectViolation(
      meeting({ applicantApplicationId: seller, acceptorApplicationId: null, status: "impossible" }),
      "meeting_claims_application_id_starts_at_pk",
    );
    // a cancelled meeting frees both sides
    await t.ctx.db.update(s.meetings).set({ status: "cancel" }).where(eq(s.meetings.id, first!.id));
    expect(
      await t.ctx.db.select().from(s.meetingClaims).where(eq(s.meetingClaims.meetingId, first!.id)),
    ).toEqual([]);
    await t.ctx.db.update(s.meetings).set({ status: "agree" }).where(eq(s.meetings.id, second!.id));
  });

  it("refuses two live meetings of one pair", async () => {
    await expectViolation(
      meeting({ applicantApplicationId: seller, acceptorApplicationId: buyer2 }),
      "meetings_live_pair_uq",
    );
  });

  it("refuses to block or drop a slot that holds live meetings, and allows it once they are history", async () => {
    const blockSlot = () =>
      t.ctx.db.update(s.meetingSlots).set({ open: false }).where(eq(s.meetingSlots.subEventId, subEventId));
    await expectViolation(blockSlot(), "meetings_slot_fk");
    await t.ctx.db.update(s.meetings).set({ status: "cancel" }).where(eq(s.meetings.subEventId, subEventId));
    await blockSlot();
    await expectViolation(
      meeting({ applicantApplicationId: buyer2, acceptorApplicationId: seller }),
      "meetings_slot_fk",
    );
  });

  it("refuses a party from another sub-event and an unknown status", async () => {
    const other = await createSubEvent(t.ctx, (await createEvent(t.ctx)).id);
    const stranger = (
      await createApplication(t.ctx, other.id, (await createUser(t.ctx)).id, { type: "buyer" })
    ).id;
    await expectViolation(
      meeting({ applicantApplicationId: stranger, status: "cancel" }),
      "meetings_applicant_fk",
    );
    await expectViolation(meeting({ status: "maybe" as "agree" }), "meetings_status_ck");
  });
});
