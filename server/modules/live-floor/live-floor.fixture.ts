import { eq } from "drizzle-orm";
import * as s from "../../db/schema";
import { createApplication, createUser, type TestUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { insertMeeting, meetingWorld } from "../meetings/meetings.fixture";

/** 2026-12-01 in Seoul: slot A 10:00-10:30 and slot B 10:30-11:00 (UTC 01:00 and 01:30). */
export const SLOT_A = new Date("2026-12-01T01:00:00Z");
export const SLOT_B = new Date("2026-12-01T01:30:00Z");
const minutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);

/**
 * The meeting world with a floor: places T1..T7 in "Hall A" and T8 in "Hall B", and in slot A one meeting in each
 * state, set by SQL: T1 upcoming, T2 waiting, T3 running (held once the slot ended), T4 no-show of the acceptor
 * (disputed), T5 both absent, T6 a no-show (cancelled) refilled by a standby meeting, T7 free, T8 upcoming; one
 * online meeting; in slot B one meeting at T1. Check-in staff of the event, an administrator, staff of another event.
 */
export async function floorWorld(t: TestApp) {
  const w = await meetingWorld(t);
  const db = t.ctx.db;
  await db.insert(s.meetingSlots).values(
    [SLOT_A, SLOT_B].map((at, i) => ({
      subEventId: w.s1.id,
      startsAt: at,
      endsAt: minutes(at, 30),
      date: "2026-12-01",
      startTime: i === 0 ? "10:00" : "10:30",
      endTime: i === 0 ? "10:30" : "11:00",
    })),
  );
  const people: { user: TestUser; app: typeof s.applications.$inferSelect }[] = [];
  for (let i = 0; i < 17; i++) {
    const user = await createUser(t.ctx, { name: `Person ${i}`, company: `Co ${i}` });
    const [card] = await db.select().from(s.businessCards).where(eq(s.businessCards.userId, user.id));
    const app = await createApplication(t.ctx, w.s1.id, user.id, {
      approval: "approval",
      type: i % 2 ? "buyer" : "seller",
      name: `Co ${i}`,
      businessCardId: card!.id,
      attendeeType: i === 14 || i === 15 ? "online" : "offline",
    });
    people.push({ user, app });
  }
  const places = await db
    .insert(s.places)
    .values(
      [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
        subEventId: w.s1.id,
        name: `T${n}`,
        zone: n === 8 ? "Hall B" : "Hall A",
        sort: n,
        x: n === 8 ? null : n / 10,
        y: n === 8 ? null : 0.5,
      })),
    )
    .returning();
  const place = (n: number) => places.find((p) => p.name === `T${n}`)!.id;
  const app = (i: number) => people[i]!.app.id;
  const meet = async (
    at: Date,
    a: number,
    b: number,
    fields: Partial<typeof s.meetings.$inferInsert>,
    status: "agree" | "cancel" = "agree",
  ) => {
    const id = await insertMeeting(t, w.s1.id, at, app(a), app(b), status);
    if (Object.keys(fields).length > 0) await db.update(s.meetings).set(fields).where(eq(s.meetings.id, id));
    return id;
  };
  const arrived = minutes(SLOT_A, -2);
  const m = {
    upcoming: await meet(SLOT_A, 0, 1, { placeId: place(1) }),
    waiting: await meet(SLOT_A, 2, 3, { placeId: place(2), applicantArrivedAt: arrived }),
    running: await meet(SLOT_A, 4, 5, {
      placeId: place(3),
      applicantArrivedAt: arrived,
      acceptorArrivedAt: arrived,
    }),
    noShow: await meet(SLOT_A, 6, 7, {
      placeId: place(4),
      applicantArrivedAt: arrived,
      noShow: "acceptor",
      noShowAt: minutes(SLOT_A, 5),
      disputedByApplicationId: app(7),
      disputedAt: minutes(SLOT_A, 6),
    }),
    bothAbsent: await meet(SLOT_A, 8, 9, {
      placeId: place(5),
      noShow: "both",
      noShowAt: minutes(SLOT_A, 5),
    }),
    replaced: await meet(
      SLOT_A,
      10,
      11,
      { placeId: place(6), applicantArrivedAt: arrived, noShow: "acceptor", noShowAt: minutes(SLOT_A, 5) },
      "cancel",
    ),
    refill: 0,
    hallB: await meet(SLOT_A, 12, 13, { placeId: place(8) }),
    online: await meet(SLOT_A, 14, 15, {}),
    slotB: await meet(SLOT_B, 0, 3, { placeId: place(1) }),
  };
  m.refill = await meet(SLOT_A, 10, 16, { placeId: place(6), refillOfMeetingId: m.replaced });
  return { ...w, people, places, place, m };
}
export type FloorWorld = Awaited<ReturnType<typeof floorWorld>>;

/** Check-in staff of the world's event (by e-mail), and of another event. */
export async function addStaff(t: TestApp, eventId: number, user: TestUser) {
  await t.ctx.db.insert(s.checkinStaff).values({ eventId, email: user.email.toLowerCase() });
}

export { createUser, minutes };
