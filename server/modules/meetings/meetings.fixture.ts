import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { workspaceWorld } from "../workspace/workspace.fixture";

/**
 * The workspace world with meetings on: seller aS (+ colleague), buyers aB and aB2, a second seller aS2, and
 * the refused actors (waiting and rejected applicants, an outsider, another event's host). Sub-event dates
 * 2026-12-01..03, slots 10:00-14:00 of 30 minutes in Seoul.
 */
export async function meetingWorld(t: TestApp) {
  const w = await workspaceWorld(t);
  await t.ctx.db
    .update(s.subEvents)
    .set({ meetingAvailable: "Y", matching: "Y" })
    .where(eq(s.subEvents.id, w.s1.id));
  const card = async (user: TestUser) => {
    const [row] = await t.ctx.db.select().from(s.businessCards).where(eq(s.businessCards.userId, user.id));
    return row!.id;
  };
  const buyer2 = await createUser(t.ctx, { name: "Ann Buyer", company: "Blue Imports" });
  const seller2 = await createUser(t.ctx, { name: "Sam Seller", company: "Steel Works" });
  const aB2 = await createApplication(t.ctx, w.s1.id, buyer2.id, {
    approval: "approval",
    type: "buyer",
    name: "Blue Imports",
    businessCardId: await card(buyer2),
  });
  const aS2 = await createApplication(t.ctx, w.s1.id, seller2.id, {
    approval: "approval",
    type: "seller",
    name: "Steel Works",
    businessCardId: await card(seller2),
  });
  return { ...w, buyer2, seller2, aB2, aS2 };
}
export type MeetingWorld = Awaited<ReturnType<typeof meetingWorld>>;

/** A meeting written straight into the tables (its slot too), agreed unless said: for tests of what follows one. */
export async function insertMeeting(
  t: TestApp,
  subEventId: number,
  startsAt: Date,
  applicantApplicationId: number,
  acceptorApplicationId: number,
  status: "agree" | "waiting" | "cancel" = "agree",
): Promise<number> {
  const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
  await t.ctx.db
    .insert(s.meetingSlots)
    .values({
      subEventId,
      startsAt,
      endsAt,
      date: startsAt.toISOString().slice(0, 10),
      startTime: "10:00",
      endTime: "10:30",
    })
    .onConflictDoNothing();
  const [row] = await t.ctx.db
    .insert(s.meetings)
    .values({ subEventId, applicantApplicationId, acceptorApplicationId, status, startsAt, endsAt })
    .returning();
  return row!.id;
}

/**
 * A buyer requests a meeting through the API and the seller agrees; answers the meeting's id and the answer (the
 * caller checks it: an agreement can be refused, e.g. when no place is free). `at` is 'YYYY-MM-DD HH:mm'.
 */
export async function requestAndAnswer(
  t: TestApp,
  subEventId: number,
  from: { user: TestUser; app: number },
  to: { user: TestUser; app: number },
  at: string,
) {
  const [buyerUser, buyer, sellerUser, seller] = [from.user, from.app, to.user, to.app];
  const [date, startTime] = at.split(" ");
  const requested = await t.call({
    method: "POST",
    url: "/api/meetings/applicant",
    token: buyerUser.token,
    payload: { subEventId: subEventId, applicant: buyer, acceptor: seller, date, startTime },
  });
  expect(requested.statusCode, requested.body).toBe(200);
  const [waiting] = await t.ctx.db
    .select({ id: s.meetings.id })
    .from(s.meetings)
    .where(
      and(
        eq(s.meetings.applicantApplicationId, buyer),
        eq(s.meetings.acceptorApplicationId, seller),
        eq(s.meetings.status, "waiting"),
      ),
    );
  const id = waiting!.id;
  const answered = await t.call({
    method: "PUT",
    url: "/api/meetings/update",
    token: sellerUser.token,
    payload: { subEventId: subEventId, acceptorId: seller, meetingId: id, status: "agree" },
  });
  return { id, answered };
}
