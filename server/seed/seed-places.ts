import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { syncSlots } from "../modules/meetings/meetings.slots";
import { localDate } from "./dates";
import type { DemoUsers } from "./seed";

/**
 * A sub-event's pooled tables ("A-01".."A-40" in a zone), set before its meetings are seeded so that the agreed
 * on-site ones take a table as they would through the API (the database's trigger gives it).
 */
export async function seedTables(
  ctx: AppContext,
  subEventId: number,
  t: { prefix: string; count: number; zone: string },
): Promise<void> {
  await ctx.db.update(s.subEvents).set({ placeMode: "pooled" }).where(eq(s.subEvents.id, subEventId));
  await ctx.db.insert(s.places).values(
    Array.from({ length: t.count }, (_, i) => ({
      subEventId,
      kind: "table" as const,
      name: `${t.prefix}${String(i + 1).padStart(2, "0")}`,
      zone: t.zone,
      sort: i + 1,
    })),
  );
}

/** One place per booth of the floor plan: pinned where the booth is, fixed to its company when it has one. */
export async function seedBoothPlaces(ctx: AppContext, subEventId: number): Promise<void> {
  const booths = await ctx.db.select().from(s.booths).where(eq(s.booths.subEventId, subEventId));
  if (booths.length === 0) return;
  await ctx.db.insert(s.places).values(
    booths.map((b, i) => ({
      subEventId,
      kind: "booth" as const,
      name: b.label,
      zone: "Hall C",
      sort: 1000 + i,
      boothId: b.id,
      applicationId: b.applicationId,
      x: b.x,
      y: b.y,
    })),
  );
}

/**
 * seller1 and buyer1 meet on site today at a table of the consulting session: at its next slot of today, or,
 * once today's slots have begun, at the latest one that leaves seller1 free (the consulting meeting with buyer2
 * seeded for the interpreter holds one).
 */
export async function seedTodayOnSite(
  ctx: AppContext,
  users: DemoUsers,
  consultingId: number,
): Promise<void> {
  await ctx.db.transaction((tx) => syncSlots(tx, ctx, consultingId, null));
  const [event] = await ctx.db
    .select({ timeZone: s.events.timeZone })
    .from(s.subEvents)
    .innerJoin(s.events, eq(s.events.id, s.subEvents.eventId))
    .where(eq(s.subEvents.id, consultingId));
  const today = localDate(ctx.now(), event!.timeZone);
  const apps = await ctx.db.select().from(s.applications).where(eq(s.applications.subEventId, consultingId));
  const app = (userId: number) => apps.find((a) => a.applicantId === userId)!.id;
  const [seller, buyer] = [app(users.sellers[0]!), app(users.buyers[0]!)];
  const slots = await ctx.db
    .select()
    .from(s.meetingSlots)
    .where(and(eq(s.meetingSlots.subEventId, consultingId), eq(s.meetingSlots.date, today)))
    .orderBy(asc(s.meetingSlots.startsAt));
  const taken = await ctx.db
    .select({ startsAt: s.meetingClaims.startsAt })
    .from(s.meetingClaims)
    .where(eq(s.meetingClaims.applicationId, seller));
  const free = slots.filter(
    (x) => x.open && !taken.some((c) => c.startsAt.getTime() === x.startsAt.getTime()),
  );
  const slot = free.find((x) => x.startsAt > ctx.now()) ?? free.at(-1);
  if (!slot) return;
  await ctx.db.insert(s.meetings).values({
    subEventId: consultingId,
    applicantApplicationId: buyer,
    acceptorApplicationId: seller,
    status: "agree",
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
  });
}
