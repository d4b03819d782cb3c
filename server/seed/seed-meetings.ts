import { and, eq, inArray } from "drizzle-orm";
import { withHostBlock } from "../../shared/meetings/slots";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { syncSlots } from "../modules/meetings/meetings.slots";
import type { DemoUsers } from "./seed";

/**
 * The matching sub-event's meetings in every state, so each label of the weekly view shows on the demo:
 * seller1 and buyer1 have confirmed (on site and online), incoming and outgoing requests, a rejection with a
 * written reason, a cancellation, their own unavailable slot, and the host's block. Written directly (the
 * demo sends no mail).
 */
export async function seedMeetings(ctx: AppContext, users: DemoUsers, subEventId: number): Promise<void> {
  const [sub] = await ctx.db.select().from(s.subEvents).where(eq(s.subEvents.id, subEventId));
  const firstDay = sub!.subEventStartDate;
  // the organizer blocks the lunch slot of the first day
  await ctx.db
    .update(s.subEvents)
    .set({ impossibleDateAndTime: withHostBlock(null, firstDay, "12:30", true) })
    .where(eq(s.subEvents.id, subEventId));
  await ctx.db.transaction((tx) => syncSlots(tx, ctx, subEventId, null));

  const apps = await ctx.db
    .select({ id: s.applications.id, userId: s.applications.applicantId })
    .from(s.applications)
    .where(
      and(
        eq(s.applications.subEventId, subEventId),
        inArray(s.applications.applicantId, [...users.sellers.slice(0, 8), ...users.buyers.slice(0, 8)]),
      ),
    );
  const appOf = (userId: number) => apps.find((a) => a.userId === userId)!.id;
  const seller = (n: number) => appOf(users.sellers[n - 1]!);
  const buyer = (n: number) => appOf(users.buyers[n - 1]!);
  const slots = await ctx.db
    .select()
    .from(s.meetingSlots)
    .where(and(eq(s.meetingSlots.subEventId, subEventId), eq(s.meetingSlots.date, firstDay)));
  const at = (time: string) => slots.find((x) => x.startTime === time)!;

  await ctx.db
    .update(s.applications)
    .set({ attendeeType: "online" })
    .where(eq(s.applications.id, buyer(2)));

  const now = ctx.now();
  const expires = new Date(now.getTime() + 72 * 3_600_000);
  const meeting = (
    time: string,
    applicant: number,
    acceptor: number | null,
    status: (typeof s.meetings.$inferInsert)["status"],
    extra: Partial<typeof s.meetings.$inferInsert> = {},
  ) => {
    const slot = at(time);
    return {
      subEventId,
      applicantApplicationId: applicant,
      acceptorApplicationId: acceptor,
      status,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      expiresAt: status === "waiting" ? new Date(Math.min(expires.getTime(), slot.startsAt.getTime())) : null,
      ...extra,
    };
  };
  await ctx.db.insert(s.meetings).values([
    // seller1
    meeting("09:00", buyer(1), seller(1), "agree"),
    meeting("09:30", seller(1), buyer(2), "agree"),
    meeting("10:00", buyer(3), seller(1), "waiting"),
    meeting("10:30", seller(1), buyer(4), "waiting"),
    meeting("11:00", buyer(5), seller(1), "disagree", {
      reasonCode: "D",
      reason: "Our 2027 catalogue is not ready yet; let us meet at the next expo.",
      closedByApplicationId: seller(1),
    }),
    meeting("11:30", seller(1), buyer(6), "cancel", { reasonCode: "B", closedByApplicationId: buyer(6) }),
    meeting("12:00", seller(1), null, "impossible"),
    // buyer1
    meeting("13:00", seller(2), buyer(1), "waiting"),
    meeting("13:30", buyer(1), seller(3), "waiting"),
    meeting("14:00", buyer(1), null, "impossible"),
    meeting("14:30", seller(4), buyer(1), "agree", { arrangedByHost: true }),
    // others, so the host's board and figures have some life
    meeting("09:00", buyer(7), seller(5), "agree"),
    meeting("10:00", seller(6), buyer(8), "waiting"),
    meeting("15:00", buyer(7), seller(7), "disagree", { reasonCode: "C", closedByApplicationId: seller(7) }),
  ]);
}
