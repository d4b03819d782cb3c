import { and, eq } from "drizzle-orm";
import { minutesOf, timeOf, wallTime, zonedInstant } from "../../shared/meetings/zoned-time";
import { VIDEO_LIMITS } from "../../shared/video/protocol";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { notifyMeetingChange } from "../modules/meetings/meetings.notify";
import { syncSlots } from "../modules/meetings/meetings.slots";
import { localDate } from "./dates";
import { buyer, seller } from "./demo-data";
import type { DemoUsers } from "./seed";
import { seedApplications } from "./seed-expo";

export const LOUNGE_ZONE = "Asia/Seoul";
const ZONE = LOUNGE_ZONE;
/** The lounge's one meeting lasts an hour, so that the room is still open well after the demo starts. */
export const LOUNGE_MEETING_MINUTES = 60;
const MEETING_MINUTES = LOUNGE_MEETING_MINUTES;
/** The last minute of a day a slot may end at (the host's editor takes times up to 23:59). */
const DAY_END = 23 * 60 + 55;
/** Near midnight, today's last slot is kept while at least this much of it is left; else tomorrow's first. */
const MIN_LEFT_MINUTES = 20;

/**
 * When the lounge's meeting takes place, in the venue's zone: five minutes from `now` on a five-minute mark.
 * A slot cannot cross midnight, so late in the evening the meeting is the day's last hour (already under way,
 * its room open) while at least 20 minutes of it are left, and after that the first hour of the next day,
 * whose room opens at 23:50. `opensAt` is when its room opens (10 minutes before the start).
 */
export function loungeSlot(now: Date): { date: string; start: number; startsAt: Date; opensAt: Date } {
  const wall = wallTime(new Date(now.getTime() + 5 * 60_000), ZONE);
  const today = wallTime(now, ZONE);
  let start = Math.ceil(minutesOf(wall.time) / 5) * 5;
  let date = wall.date;
  if (today.date !== wall.date || start + MEETING_MINUTES > DAY_END) {
    const lastStart = DAY_END - MEETING_MINUTES;
    const left = DAY_END - minutesOf(today.time);
    if (today.date === wall.date && left >= MIN_LEFT_MINUTES) {
      start = lastStart;
    } else {
      start = 0;
      date = localDate(new Date(`${today.date}T12:00:00Z`), "UTC", 1);
    }
  }
  const startsAt = zonedInstant(date, timeOf(start), ZONE)!;
  return { date, start, startsAt, opensAt: new Date(startsAt.getTime() - VIDEO_LIMITS.opensBeforeMs) };
}

/**
 * The video rooms of the demo (issue 20): a "Video Meeting Lounge" sub-event of the expo whose first slot
 * starts a few minutes after seeding (so its room is open at once: rooms open 10 minutes before the start;
 * near midnight see `loungeSlot`), where seller1 and buyer1 have an agreed online meeting with the demo
 * interpreter assigned; and the expo's direct room 1 open, so that a newcomer can try a call from two
 * browsers at once.
 */
export async function seedVideoLounge(ctx: AppContext, users: DemoUsers, eventId: number): Promise<void> {
  const { date, start } = loungeSlot(ctx.now());
  const [lounge] = await ctx.db
    .insert(s.subEvents)
    .values({
      eventId,
      sort: 4,
      category: "consulting",
      name: "화상 미팅 라운지",
      nameEn: "Video Meeting Lounge",
      matching: "N",
      meetingAvailable: "Y",
      sgroupName: "Sellers",
      bgroupName: "Buyers",
      matchStartTime: timeOf(start),
      matchEndTime: timeOf(start + MEETING_MINUTES),
      matchReqTime: MEETING_MINUTES,
      matchBreakTime: 0,
      matchNumPerDay: 1,
      subEventStartDate: date,
      subEventEndDate: date,
      preRegitStartDate: localDate(ctx.now(), ZONE, -14),
      preRegitEndDate: date,
      sellRegStartDate: localDate(ctx.now(), ZONE, -14),
      sellRegEndDate: date,
      buyRegStartDate: localDate(ctx.now(), ZONE, -14),
      buyRegEndDate: date,
      regStartDate: localDate(ctx.now(), ZONE, -14),
      regEndDate: date,
    })
    .returning();
  const subEventId = lounge!.id;
  await seedApplications(ctx, subEventId, new Map(), [
    { userId: users.sellers[0]!, type: "seller", company: seller(0), approval: "approval" },
    { userId: users.buyers[0]!, type: "buyer", company: buyer(0), approval: "approval" },
  ]);
  const apps = await ctx.db.select().from(s.applications).where(eq(s.applications.subEventId, subEventId));
  const appOf = (userId: number) => apps.find((a) => a.applicantId === userId)!.id;
  // buyer1 attends online: the meeting is online
  await ctx.db
    .update(s.applications)
    .set({ attendeeType: "online" })
    .where(eq(s.applications.id, appOf(users.buyers[0]!)));
  await ctx.db.transaction((tx) => syncSlots(tx, ctx, subEventId, null));
  const [slot] = await ctx.db
    .select()
    .from(s.meetingSlots)
    .where(and(eq(s.meetingSlots.subEventId, subEventId), eq(s.meetingSlots.date, date)));
  const [meeting] = await ctx.db
    .insert(s.meetings)
    .values({
      subEventId,
      applicantApplicationId: appOf(users.buyers[0]!),
      acceptorApplicationId: appOf(users.sellers[0]!),
      status: "agree",
      startsAt: slot!.startsAt,
      endsAt: slot!.endsAt,
    })
    .returning();
  const [interpreter] = await ctx.db.select().from(s.users).where(eq(s.users.id, users.interpreter));
  await ctx.db.insert(s.interpreters).values({
    subEventId,
    email: interpreter!.email.toLowerCase(),
    name: interpreter!.name,
    phoneNumber: interpreter!.phoneNumber,
    languages: ["ko", "en"],
  });
  await ctx.db.insert(s.interpreterAssignments).values({
    meetingId: meeting!.id,
    subEventId,
    userId: users.interpreter,
    startsAt: meeting!.startsAt,
    endsAt: meeting!.endsAt,
  });
  // the host's arrangement notice: both sides get the meeting's mail (linking to its room) in their mail and mailbox
  await notifyMeetingChange(ctx.db, ctx, {
    kind: "arranged",
    meetingId: meeting!.id,
    actorUserId: null,
    byHost: true,
    mail: true,
  });
  await ctx.db.insert(s.directRooms).values({ eventId, number: 1, title: "Help desk", open: true });
}
