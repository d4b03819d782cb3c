import { and, desc, eq, inArray, lte } from "drizzle-orm";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { syncSlots } from "../modules/meetings/meetings.slots";
import type { DemoUsers } from "./seed";
import { LOUNGE_MEETING_MINUTES, loungeSlot } from "./seed-video";

/**
 * interpreter@bizmeet.demo interprets (Korean, English) on the consulting and matching sub-events: assigned to
 * the matching programme's confirmed meetings of seller1 and buyer1, and, when a consulting slot of today has
 * already begun, to a confirmed meeting there of seller1 and buyer2 (so its counsel list has an entry). The
 * 09:00 meeting of buyer7 and seller5 is left without one, so the host sees a meeting still needing one.
 * The video lounge's meeting (seed-video.ts, seeded next) has the same interpreter from five minutes after seeding:
 * an assignment here that would overlap it is left out (one interpreter, one meeting at a time: the database's
 * exclusion constraint), and the consulting meeting goes to the latest begun slot that does not.
 */
export async function seedInterpreters(
  ctx: AppContext,
  users: DemoUsers,
  ids: { consulting: number; matching: number },
): Promise<void> {
  const [user] = await ctx.db.select().from(s.users).where(eq(s.users.id, users.interpreter));
  await ctx.db.insert(s.interpreters).values(
    [ids.consulting, ids.matching].map((subEventId) => ({
      subEventId,
      email: user!.email.toLowerCase(),
      name: user!.name,
      phoneNumber: user!.phoneNumber,
      languages: ["ko", "en"],
    })),
  );
  const apps = await ctx.db
    .select()
    .from(s.applications)
    .where(inArray(s.applications.applicantId, [users.sellers[0]!, users.buyers[0]!, users.buyers[1]!]));
  const app = (subEventId: number, userId: number) =>
    apps.find((a) => a.subEventId === subEventId && a.applicantId === userId)!.id;
  const seller1 = app(ids.matching, users.sellers[0]!);
  const buyer1 = app(ids.matching, users.buyers[0]!);
  const agreed = await ctx.db
    .select()
    .from(s.meetings)
    .where(and(eq(s.meetings.subEventId, ids.matching), eq(s.meetings.status, "agree")));
  const mine = agreed.filter((m) =>
    [m.applicantApplicationId, m.acceptorApplicationId].some((id) => id === seller1 || id === buyer1),
  );
  const lounge = loungeSlot(ctx.now()).startsAt.getTime();
  const clear = (m: { startsAt: Date; endsAt: Date }) =>
    m.endsAt.getTime() <= lounge || m.startsAt.getTime() >= lounge + LOUNGE_MEETING_MINUTES * 60_000;
  const assigned = mine.filter(clear);

  await ctx.db.transaction((tx) => syncSlots(tx, ctx, ids.consulting, null));
  const begun = (
    await ctx.db
      .select()
      .from(s.meetingSlots)
      .where(and(eq(s.meetingSlots.subEventId, ids.consulting), lte(s.meetingSlots.startsAt, ctx.now())))
      .orderBy(desc(s.meetingSlots.startsAt))
  ).find(
    (slot) => clear(slot) && assigned.every((m) => m.endsAt <= slot.startsAt || m.startsAt >= slot.endsAt),
  );
  if (begun) {
    const [meeting] = await ctx.db
      .insert(s.meetings)
      .values({
        subEventId: ids.consulting,
        applicantApplicationId: app(ids.consulting, users.buyers[1]!),
        acceptorApplicationId: app(ids.consulting, users.sellers[0]!),
        status: "agree",
        startsAt: begun.startsAt,
        endsAt: begun.endsAt,
      })
      .returning();
    assigned.push(meeting!);
  }
  if (assigned.length === 0) return;
  await ctx.db.insert(s.interpreterAssignments).values(
    assigned.map((m) => ({
      meetingId: m.id,
      subEventId: m.subEventId,
      userId: users.interpreter,
      startsAt: m.startsAt,
      endsAt: m.endsAt,
    })),
  );
}
