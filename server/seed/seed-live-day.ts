import { asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../context";
import * as s from "../db/schema";
import { ensureBadges } from "../modules/badges/badges.repository";
import { proposeRefills } from "../modules/meeting-day/meeting-day.refill";
import { syncSlots } from "../modules/meetings/meetings.slots";
import { localDate } from "./dates";
import { buyer, seller } from "./demo-data";
import type { DemoUsers } from "./seed";

const ZONE = "Asia/Seoul";
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Minutes of a live slot: long, so the slot seeded as "now" is still running when the journeys run. */
export const LIVE_SLOT = 60;

/**
 * The hours of the live floor's sub-event in Seoul: slots of an hour, the one running now having begun ten
 * minutes before `now` (or ending at midnight, late in the day), so that it runs at least twenty minutes after the
 * demo is loaded, at any hour; up to three slots before it and three after, within the day.
 */
export function liveHours(now: Date): { start: string; end: string; current: string } {
  const [h, m] = new Intl.DateTimeFormat("en-GB", {
    timeZone: ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  })
    .format(now)
    .split(":")
    .map(Number) as [number, number];
  const minute = (h % 24) * 60 + m;
  const current = Math.max(0, Math.min(minute - 10, 24 * 60 - LIVE_SLOT));
  const first = current - LIVE_SLOT * Math.min(3, Math.floor(current / LIVE_SLOT));
  const after = Math.min(3, Math.floor((24 * 60 - current - LIVE_SLOT) / LIVE_SLOT));
  return { start: hhmm(first), end: hhmm(current + LIVE_SLOT * (after + 1)), current: hhmm(current) };
}

/**
 * The expo's live floor (issue 30): an on-site matching sub-event running today around `now`, with twelve pooled
 * tables pinned on a grid, sellers and buyers 1-10 checked in but buyer3, and meetings in every state of the
 * day: the slot running now has seller1 and buyer1 running, buyer3 a no-show with standby proposals for seller3,
 * seller2 waiting, a refilled table and both absent; the next slot upcoming; the earlier slots held, no-shows
 * and a refill (the outcome report's finished part of the day).
 */
export async function seedLiveDay(ctx: AppContext, users: DemoUsers, eventId: number, windows: object) {
  const now = ctx.now();
  const today = localDate(now, ZONE);
  const hours = liveHours(now);
  const [sub] = await ctx.db
    .insert(s.subEvents)
    .values({
      eventId,
      sort: 4,
      category: "matching",
      name: "현장 매칭 라이브",
      nameEn: "On-site Matching Live",
      matching: "Y",
      meetingAvailable: "Y",
      sgroupName: "Sellers",
      bgroupName: "Buyers",
      matchStartTime: hours.start,
      matchEndTime: hours.end,
      matchReqTime: LIVE_SLOT,
      matchBreakTime: 0,
      matchNumPerDay: 24,
      ...windows,
      // yesterday too: a finished day for the outcome report, whatever the hour the demo starts at
      subEventStartDate: localDate(now, ZONE, -1),
      subEventEndDate: today,
      placeMode: "pooled",
    })
    .returning();
  const subEventId = sub!.id;
  const cards = await ctx.db.select().from(s.businessCards);
  const cardOf = new Map(cards.map((c) => [c.userId, c.id]));
  const people = [
    ...users.sellers
      .slice(0, 10)
      .map((userId, i) => ({ userId, type: "seller" as const, company: seller(i) })),
    ...users.buyers.slice(0, 10).map((userId, i) => ({ userId, type: "buyer" as const, company: buyer(i) })),
  ];
  const apps = await ctx.db
    .insert(s.applications)
    .values(
      people.map((p) => ({
        subEventId,
        applicantId: p.userId,
        businessCardId: cardOf.get(p.userId) ?? null,
        name: p.company.company,
        type: p.type,
        approval: "approval" as const,
        category: p.company.industry.code,
        keyword: p.company.keywords.join(","),
        note: p.company.note,
      })),
    )
    .returning();
  const sellerApp = (n: number) => apps[n - 1]!.id;
  const buyerApp = (n: number) => apps[9 + n]!.id;
  await ctx.db.insert(s.places).values(
    Array.from({ length: 12 }, (_, i) => ({
      subEventId,
      kind: "table" as const,
      name: `L-${String(i + 1).padStart(2, "0")}`,
      zone: i < 6 ? "Hall L1" : "Hall L2",
      sort: i + 1,
      x: 0.12 + (i % 6) * 0.15,
      y: i < 6 ? 0.3 : 0.7,
    })),
  );
  // The expo's floor plan, so that the phone and the host's floor show the tables' pins on it.
  await ctx.db.execute(sql`insert into floor_plans (sub_event_id, image_file_id, width, height)
    select ${subEventId}, fp.image_file_id, fp.width, fp.height
      from floor_plans fp join sub_events se on se.id = fp.sub_event_id
     where se.event_id = ${eventId} and fp.sub_event_id <> ${subEventId} order by se.sort limit 1`);
  await ctx.db.transaction((tx) => syncSlots(tx, ctx, subEventId, null));
  const slots = await ctx.db
    .select()
    .from(s.meetingSlots)
    .where(eq(s.meetingSlots.subEventId, subEventId))
    .orderBy(asc(s.meetingSlots.startsAt));
  const t = now.getTime();
  const current = slots.findIndex((x) => x.startsAt.getTime() <= t && x.endsAt.getTime() > t);
  if (current < 0) return subEventId;
  // Everyone is at the venue but buyer3 (the no-show of the slot running now).
  const here = people.filter((p) => p.userId !== users.buyers[2]).map((p) => p.userId);
  await ctx.db.insert(s.checkins).values(
    here.map((userId, i) => ({
      eventId,
      personKey: `user:${userId}`,
      place: "entrance",
      outcome: "in" as const,
      scannedAt: new Date(
        Math.min(t, (slots.find((x) => x.date === today) ?? slots[0]!).startsAt.getTime()) -
          (30 - i) * 60_000,
      ),
      deviceId: "demo-entrance",
      clientId: `live-${userId}`,
    })),
  );
  // Badges exist for the event (issued on first need), and each check-in names its badge, as a scan would.
  await ensureBadges(ctx.db, eventId);
  await ctx.db.execute(sql`update checkins c set badge_id = b.id from badges b
    where c.event_id = ${eventId} and b.event_id = c.event_id and b.person_key = c.person_key
      and b.revoked_at is null and c.badge_id is null`);
  const minute = 60_000;
  const meet = async (
    slotIndex: number,
    a: number,
    b: number,
    day: {
      a?: number;
      b?: number;
      noShow?: "applicant" | "acceptor" | "both";
      refillOf?: number;
      cancel?: boolean;
      /** Looked at by the no-show pass already (it will not mark this one). */
      checked?: boolean;
    } = {},
  ) => {
    const slot = slots[slotIndex];
    if (!slot) return undefined;
    const start = slot.startsAt.getTime();
    const when = (m: number | undefined) =>
      m === undefined ? null : new Date(Math.min(t, start + m * minute));
    const [kept] = day.refillOf
      ? await ctx.db
          .select({ placeId: s.meetings.placeId })
          .from(s.meetings)
          .where(eq(s.meetings.id, day.refillOf))
      : [];
    const [row] = await ctx.db
      .insert(s.meetings)
      .values({
        subEventId,
        applicantApplicationId: a,
        acceptorApplicationId: b,
        status: "agree",
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        followsMeetingId: slotIndex + 1,
        applicantArrivedAt: when(day.a),
        acceptorArrivedAt: when(day.b),
        noShow: day.noShow ?? null,
        noShowAt: day.noShow ? when(5) : null,
        placeId: kept?.placeId ?? null,
        dayCheckedAt: day.checked
          ? now
          : start + 5 * minute <= t
            ? new Date(Math.min(t, start + 5 * minute))
            : null,
        refillOfMeetingId: day.refillOf ?? null,
      })
      .returning({ id: s.meetings.id });
    if (day.cancel)
      await ctx.db.update(s.meetings).set({ status: "cancel" }).where(eq(s.meetings.id, row!.id));
    return row!.id;
  };
  // Earlier slots: held meetings, a no-show, a refill (the report's finished part of the day).
  for (let k = 1; k <= 3; k++) {
    const i = current - k;
    if (i < 0) break;
    await meet(i, buyerApp(4 + k), sellerApp(4 + k), { a: -2, b: 1 });
    await meet(i, buyerApp(1), sellerApp(k + 1), { a: 0, b: -1 });
    if (k === 2) {
      const gone = await meet(i, buyerApp(8), sellerApp(8), { b: -3, noShow: "applicant", cancel: true });
      await meet(i, sellerApp(8), buyerApp(9), { a: -3, b: 9, refillOf: gone });
    }
    if (k === 3) await meet(i, buyerApp(10), sellerApp(10), { a: 0, noShow: "acceptor" });
  }
  // The slot running now.
  await meet(current, buyerApp(1), sellerApp(1), { a: -3, b: 0 }); // running
  const noShow = await meet(current, buyerApp(3), sellerApp(3), { b: -2, noShow: "applicant" }); // buyer3 never came
  await meet(current, buyerApp(6), sellerApp(2), { b: 1 }); // seller2 waits
  const gone = await meet(current, buyerApp(7), sellerApp(4), { b: -1, noShow: "applicant", cancel: true });
  await meet(current, sellerApp(4), buyerApp(8), { a: -1, b: 7, refillOf: gone }); // refilled
  await meet(current, buyerApp(10), sellerApp(5), { noShow: "both" });
  // The next slot: upcoming.
  await meet(current + 1, buyerApp(3), sellerApp(1));
  // seller6 and buyer2 are due at their table now and neither has said "we are here" yet (kept out of the
  // no-show pass, so the phone's "we are here" can be tried at any moment of the demo's slot).
  await meet(current, buyerApp(2), sellerApp(6), { checked: true });
  // The day's log as the floor's ticker reads it: arrivals, no-shows and refills so far.
  await ctx.db.execute(sql`
    insert into meeting_day_events (sub_event_id, meeting_id, kind, application_id, detail, at)
    select sub_event_id, id, 'arrived', applicant_application_id, '{}'::jsonb, applicant_arrived_at
      from meetings where sub_event_id = ${subEventId} and applicant_arrived_at is not null
    union all
    select sub_event_id, id, 'arrived', acceptor_application_id, '{}'::jsonb, acceptor_arrived_at
      from meetings where sub_event_id = ${subEventId} and acceptor_arrived_at is not null
    union all
    select sub_event_id, id, 'noShow',
           case no_show when 'applicant' then applicant_application_id when 'acceptor' then acceptor_application_id end,
           jsonb_build_object('who', no_show), no_show_at
      from meetings where sub_event_id = ${subEventId} and no_show is not null
    union all
    select r.sub_event_id, r.refill_of_meeting_id, 'refilled', r.acceptor_application_id,
           jsonb_build_object('meetingId', r.id), coalesce(r.acceptor_arrived_at, r.starts_at)
      from meetings r where r.sub_event_id = ${subEventId} and r.refill_of_meeting_id is not null`);
  if (noShow !== undefined && t < slots[current]!.endsAt.getTime()) {
    await ctx.db.update(s.meetings).set({ dayCheckedAt: now }).where(eq(s.meetings.id, noShow));
    await proposeRefills(ctx, ctx.db, {
      id: noShow,
      subEventId,
      startsAt: slots[current]!.startsAt,
      present: sellerApp(3),
      absent: buyerApp(3),
      onSite: true,
    });
  }
  return subEventId;
}
