import { sql } from "drizzle-orm";
import * as s from "../../db/schema";
import { createApplication, createEvent, createSubEvent, createUser } from "../../test/factories";
import type { TestApp } from "../../test/harness";
import { ensureBadges } from "../badges/badges.repository";

const H = 3_600_000;
/** Day 1 and day 2 at 10:00 Seoul time (01:00Z). */
export const D1 = Date.parse("2026-12-01T01:00:00Z");
export const D2 = Date.parse("2026-12-02T01:00:00Z");
/** The report's "now": day 2, 10:30 Seoul. */
export const NOW = new Date(D2 + H / 2);

/**
 * An event in Seoul with one matching sub-event: two sellers (KR, IT; JP, food), three buyers (US, IT; KR, food,
 * online; KR, no category), meetings in every state of the day (held, no-show refilled, both absent, waiting,
 * rejected, unavailable, upcoming), entrance check-ins and meeting survey answers. The numbers the report must
 * give are in outcome-report.test.ts.
 */
export async function reportWorld(t: TestApp) {
  const ctx = t.ctx;
  const host = await createUser(ctx);
  const otherHost = await createUser(ctx);
  const admin = await createUser(ctx, { role: "ADMIN" });
  const event = await createEvent(ctx, { hostUserId: host.id, timeZone: "Asia/Seoul", name: "성과 엑스포" });
  const other = await createEvent(ctx, { hostUserId: otherHost.id });
  const sub = await createSubEvent(ctx, event.id, { matching: "Y", name: "Matching" });
  const otherSub = await createSubEvent(ctx, other.id);
  const person = async (countryCode: string) => createUser(ctx, { countryCode });
  const [u1, u2, u3, u4, u5] = [
    await person("KR"),
    await person("JP"),
    await person("US"),
    await person("KR"),
    await person("KR"),
  ];
  const app = (userId: number, type: "seller" | "buyer", category: string, online = false) =>
    createApplication(ctx, sub.id, userId, {
      approval: "approval",
      type,
      category,
      attendeeType: online ? "online" : "offline",
    });
  const s1 = await app(u1!.id, "seller", "IT");
  const s2 = await app(u2!.id, "seller", "Food");
  const b1 = await app(u3!.id, "buyer", "IT");
  const b2 = await app(u4!.id, "buyer", "Food", true);
  const b3 = await app(u5!.id, "buyer", "");
  const slots = [D1, D1 + H, D2, D2 + H].map((at) => {
    const wall = new Date(at + 9 * H).toISOString();
    return {
      subEventId: sub.id,
      startsAt: new Date(at),
      endsAt: new Date(at + H / 2),
      date: wall.slice(0, 10),
      startTime: wall.slice(11, 16),
      endTime: new Date(at + 9 * H + H / 2).toISOString().slice(11, 16),
    };
  });
  await ctx.db.insert(s.meetingSlots).values(slots);
  const meeting = async (
    a: { id: number },
    b: { id: number } | null,
    at: number,
    status: "waiting" | "agree" | "disagree" | "impossible" | "cancel",
    followsMeetingId = 0,
  ) => {
    const [row] = await ctx.db
      .insert(s.meetings)
      .values({
        subEventId: sub.id,
        applicantApplicationId: a.id,
        acceptorApplicationId: b?.id ?? null,
        status,
        startsAt: new Date(at),
        endsAt: new Date(at + H / 2),
        followsMeetingId,
      })
      .returning();
    return row!.id;
  };
  const arrived = sql`applicant_arrived_at = starts_at, acceptor_arrived_at = starts_at`;
  const m1 = await meeting(s1, b1, D1, "agree");
  const m2 = await meeting(s1, b2, D1 + H, "agree");
  const m3 = await meeting(s2, b1, D1 + H, "agree");
  await ctx.db.execute(sql`update meetings set ${arrived} where id in (${m1}, ${m2})`);
  // b1 never came to m3: s2's hour went to b3 (m4), and m3 was cancelled with its no-show kept
  await ctx.db.execute(sql`update meetings set status = 'cancel', no_show = 'acceptor', no_show_at = starts_at,
    applicant_arrived_at = starts_at where id = ${m3}`);
  const m4 = await meeting(s2, b3, D1 + H, "agree");
  await ctx.db.execute(sql`update meetings set ${arrived}, refill_of_meeting_id = ${m3} where id = ${m4}`);
  const m5 = await meeting(s1, b3, D2, "agree");
  await ctx.db.execute(sql`update meetings set no_show = 'both', no_show_at = starts_at where id = ${m5}`);
  await meeting(s2, b2, D2, "waiting");
  await meeting(s1, null, D2 + H, "impossible");
  await meeting(s2, b1, D2 + H, "disagree");
  await meeting(s2, b3, D2 + H, "agree", m4); // a follow-up later today: agreed, not held yet

  // The counsel form: satisfaction (stars), follow-up (one choice), topics (several choices)
  const [form] = await ctx.db.insert(s.forms).values({ subEventId: sub.id, type: "counsel" }).returning();
  const [star, follow, topics] = await ctx.db
    .insert(s.formQuestions)
    .values([
      { formId: form!.id, position: 0, type: "star", title: "Overall satisfaction" },
      {
        formId: form!.id,
        position: 1,
        type: "single",
        title: "Interest in follow-up",
        options: {
          radioContent: [
            { id: "y", content: "Yes" },
            { id: "m", content: "Maybe" },
            { id: "n", content: "No" },
          ],
        },
      },
      {
        formId: form!.id,
        position: 2,
        type: "many",
        title: "Topics",
        options: {
          checkBoxContent: [
            { id: "a", content: "Price" },
            { id: "b", content: "Delivery" },
            { id: "c", content: "Quality" },
          ],
        },
      },
    ])
    .returning();
  const answer = (
    meetingId: number,
    applicationId: number,
    q: typeof star,
    content: string,
    answerUuid = "",
  ) => ({
    meetingId,
    applicationId,
    formId: form!.id,
    uuid: q!.id,
    title: q!.title,
    type: q!.type,
    content,
    answerUuid,
  });
  await ctx.db
    .insert(s.meetingSurveys)
    .values([
      answer(m1, s1.id, star, "5"),
      answer(m1, s1.id, follow, "Yes", "y"),
      answer(m1, s1.id, topics, "Price,Delivery", "a,b"),
      answer(m1, b1.id, star, "4"),
      answer(m1, b1.id, follow, "Maybe", "m"),
      answer(m1, b1.id, topics, "Price", "a"),
      answer(m2, s1.id, star, "3"),
      answer(m2, s1.id, follow, "Yes", "y"),
    ]);

  // Entrance check-ins: three people live (09:10, 09:50, 10:20 Seoul), one undone, one refused scan
  await ensureBadges(ctx.db, event.id);
  const keys = [u1, u2, u3, u4].map((u) => `user:${u!.id}`);
  const badgeOf = async (key: string) =>
    (
      (await ctx.db.execute(
        sql`select id from badges where event_id = ${event.id} and person_key = ${key}`,
      )) as unknown as {
        rows: { id: string }[];
      }
    ).rows[0]!.id;
  const scan = async (
    i: number,
    key: string,
    at: string,
    extra: Partial<typeof s.checkins.$inferInsert> = {},
  ) =>
    ctx.db.insert(s.checkins).values({
      eventId: event.id,
      badgeId: await badgeOf(key),
      personKey: key,
      place: "entrance",
      outcome: "in",
      scannedAt: new Date(at),
      deviceId: "device-0001",
      clientId: `c${i}`,
      ...extra,
    });
  await scan(1, keys[0]!, "2026-12-01T00:10:00Z");
  await scan(2, keys[1]!, "2026-12-01T00:50:00Z");
  await scan(3, keys[2]!, "2026-12-01T01:20:00Z");
  await scan(4, keys[3]!, "2026-12-01T01:25:00Z", { undoneAt: new Date("2026-12-01T01:26:00Z") });
  await scan(5, keys[0]!, "2026-12-01T01:30:00Z", { outcome: "already" });
  return {
    event,
    other,
    sub,
    otherSub,
    host,
    otherHost,
    admin,
    participant: u1!,
    questions: { star: star!, follow: follow!, topics: topics! },
  };
}
