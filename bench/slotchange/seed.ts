/**
 * The event of bench:slotchange, seeded by SQL in bulk: one event, one matching sub-event (pooled tables), `people`
 * approved applications (half sellers, half buyers) with their users and sessions, the slots of the day,
 * `meetings` agreed on-site meetings in the measured slot (seller i with buyer i, table i) and as many in the
 * next slot (seller i with buyer i + 1), check-ins at the entrance for everyone but the `noShows` buyers who will
 * not come. Answers the tokens, the meetings and the slot's start.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../server/context";
import * as s from "../../server/db/schema";
import { TOKEN_LIFETIME_S } from "../../server/http/auth";
import { syncSlots } from "../../server/modules/meetings/meetings.slots";
import { createEvent, createSubEvent, createUser } from "../../server/test/factories";

export interface SlotWorld {
  eventId: number;
  subEventId: number;
  slotStart: Date;
  slotEnd: Date;
  /** Per person (sellers first): user id, application id and bearer token. */
  people: { userId: number; app: number; token: string }[];
  /** Meetings of the measured slot: id, seller (acceptor) and buyer (applicant) person indexes. */
  meetings: { id: number; seller: number; buyer: number }[];
  /** Meetings of the next slot (for the warm-up's arrivals, which are open an hour before). */
  nextMeetings: { id: number; seller: number; buyer: number }[];
  /** Meetings (of `meetings`) whose buyer never comes. */
  noShowIds: Set<number>;
}

type Rows<T> = { rows: T[] };

export async function seedSlotWorld(
  ctx: AppContext,
  o: { people: number; meetings: number; noShows: number },
): Promise<SlotWorld> {
  const half = o.people / 2;
  const host = await createUser(ctx);
  const event = await createEvent(ctx, { hostUserId: host.id });
  const sub = await createSubEvent(ctx, event.id, {
    matching: "Y",
    meetingAvailable: "Y",
    subEventStartDate: "2026-12-01",
    subEventEndDate: "2026-12-01",
    matchStartTime: "10:00",
    matchEndTime: "18:00",
    matchReqTime: 30,
    matchNumPerDay: 16,
  });
  await ctx.db.update(s.subEvents).set({ placeMode: "pooled" }).where(eq(s.subEvents.id, sub.id));
  await ctx.db.transaction((tx) => syncSlots(tx, ctx, sub.id, null));
  const slots = await ctx.db
    .select()
    .from(s.meetingSlots)
    .where(eq(s.meetingSlots.subEventId, sub.id))
    .orderBy(s.meetingSlots.startsAt);
  const [slot, nextSlot] = [slots[0]!, slots[1]!];
  const stamp = Date.now();

  const users = (
    (await ctx.db.execute(sql`
      insert into users (email, name, company, password_hash, phone_number)
      select 'slot-' || ${stamp} || '-' || g || '@example.com', 'Person ' || g, 'Company ' || g, '-', '2000' || g
        from generate_series(1, ${o.people}) g
      returning id`)) as unknown as Rows<{ id: number }>
  ).rows.map((r) => r.id);
  users.sort((a, b) => a - b);
  const apps = (
    (await ctx.db.execute(sql`
      insert into applications (sub_event_id, applicant_id, type, approval, name, category, keyword)
      select ${sub.id}, u.id, case when u.rn <= ${half} then 'seller' else 'buyer' end, 'approval',
             'Company ' || u.rn, (array['food','beauty','it','fashion'])[1 + u.rn % 4], 'k' || (u.rn % 50)
        from (select id, row_number() over (order by id) rn from users where id = any(${sql.param(users)}::int[])) u
      returning id, applicant_id as "userId"`)) as unknown as Rows<{ id: number; userId: number }>
  ).rows;
  const appOf = new Map(apps.map((a) => [a.userId, a.id]));

  // Sessions and tokens (signed here, as issueToken does, without one insert per user).
  const sessions = users.map((userId) => ({ id: randomUUID(), userId }));
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_S * 1000);
  for (let i = 0; i < sessions.length; i += 2000)
    await ctx.db.insert(s.authSessions).values(sessions.slice(i, i + 2000).map((x) => ({ ...x, expiresAt })));
  const tokens = await Promise.all(
    sessions.map(
      async (x) =>
        `Bearer ${await ctx.tokens.sign({ userId: x.userId, role: "USER", tokenVersion: 0, sessionId: x.id })}`,
    ),
  );
  const people = users.map((userId, i) => ({ userId, app: appOf.get(userId)!, token: tokens[i]! }));

  // Pooled tables, one per meeting of the slot.
  const places = (
    (await ctx.db.execute(sql`
      insert into places (sub_event_id, kind, name, zone, sort)
      select ${sub.id}, 'table', 'T-' || lpad(g::text, 5, '0'), 'Hall ' || (1 + g / 1000), g
        from generate_series(1, ${o.meetings}) g
      returning id`)) as unknown as Rows<{ id: number }>
  ).rows.map((r) => r.id);
  places.sort((a, b) => a - b);

  const sellerApps = people.slice(0, half).map((p) => p.app);
  const buyerApps = people.slice(half).map((p) => p.app);
  const meetingsAt = async (at: typeof slot, shift: number) => {
    const n = o.meetings;
    const rows = (
      (await ctx.db.execute(sql`
        insert into meetings (sub_event_id, applicant_application_id, acceptor_application_id, status,
                              starts_at, ends_at, place_id)
        select ${sub.id}, (${sql.param(buyerApps)}::int[])[1 + (g + ${shift}) % ${half}], (${sql.param(sellerApps)}::int[])[1 + g],
               'agree', ${at.startsAt}::timestamptz, ${at.endsAt}::timestamptz, (${sql.param(places)}::int[])[1 + g]
          from generate_series(0, ${n - 1}) g
        returning id, applicant_application_id as buyer, acceptor_application_id as seller`)) as unknown as Rows<{
        id: number;
        buyer: number;
        seller: number;
      }>
    ).rows;
    return rows;
  };
  const measured = await meetingsAt(slot, 0);
  const next = await meetingsAt(nextSlot, 1);
  const index = new Map(people.map((p, i) => [p.app, i]));
  const named = (list: typeof measured) =>
    list
      .map((m) => ({ id: m.id, seller: index.get(m.seller)!, buyer: index.get(m.buyer)! }))
      .sort((a, b) => a.id - b.id);
  const meetings = named(measured);
  const noShowIds = new Set(meetings.slice(0, o.noShows).map((m) => m.id));
  const absent = new Set(meetings.slice(0, o.noShows).map((m) => people[m.buyer]!.userId));

  // Everyone who comes is checked in at the entrance (the free buyers are the refill candidates).
  const present = users.filter((u) => !absent.has(u));
  await ctx.db.execute(sql`
    insert into checkins (event_id, person_key, place, outcome, scanned_at, device_id, client_id)
    select ${event.id}, 'user:' || u, 'entrance', 'in', ${new Date(slot.startsAt.getTime() - 40 * 60_000)}::timestamptz,
           'bench-door', 'c-' || u
      from unnest(${sql.param(present)}::int[]) u`);
  await ctx.db.execute(sql`analyze`);
  return {
    eventId: event.id,
    subEventId: sub.id,
    slotStart: new Date(slot.startsAt),
    slotEnd: new Date(slot.endsAt),
    people,
    meetings,
    nextMeetings: named(next),
    noShowIds,
  };
}
