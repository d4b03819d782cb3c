/**
 * Loads the matching benchmark's generated instance (bench/matching/generate.ts: 48 slots over 3 days,
 * Zipf categories, keywords, days off, about 8 requests per participant, 75% capped at 24) into the database as
 * a real sub-event: users with business cards, approved seller and buyer applications with their categories and
 * keyword links, the slots (16 a day of 30 minutes), each participant's unavailable slots as unavailable marks,
 * each requested pair as a waiting request, and the caps as company caps.
 */
import { sql } from "drizzle-orm";
import type { AppContext } from "../../server/context";
import type { Db } from "../../server/db/client";
import * as s from "../../server/db/schema";
import { syncSlots } from "../../server/modules/meetings/meetings.slots";
import type { Instance } from "../../shared/matching";
import { generateInstance, mulberry32 } from "../matching/generate";

export interface AutoScheduleDataset {
  subEventId: number;
  hostUserId: number;
  /** Generator id (S12, B7) → application id. */
  applicationOf: Map<string, number>;
  /** Users of the applications, in application order (for tokens). */
  userIds: number[];
  instance: Instance;
}

const BATCH = 3000;

async function insertAll<T>(
  rows: T[],
  insertPart: (part: T[]) => Promise<{ id: number }[]>,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH)
    ids.push(...(await insertPart(rows.slice(i, i + BATCH))).map((r) => r.id));
  return ids;
}

function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Creates the sub-event of `perSide` sellers and buyers; answers its ids and the generator's instance. */
export async function insertAutoScheduleDataset(
  ctx: AppContext,
  options: { perSide: number; seed: number; passwordHash: string },
): Promise<AutoScheduleDataset> {
  const db: Db = ctx.db;
  const instance = generateInstance({ perSide: options.perSide, seed: options.seed, mode: "normal" });
  const rnd = mulberry32(options.seed + 17);
  const start = addDays(new Date().toISOString().slice(0, 10), 3);
  const [host] = await db
    .insert(s.users)
    .values({
      email: "bench-host@bizmeet.bench",
      name: "Bench Host",
      company: "Bench",
      passwordHash: options.passwordHash,
    })
    .returning();
  const [event] = await db
    .insert(s.events)
    .values({
      name: "자동 매칭 벤치마크",
      nameEn: "Automatic scheduling benchmark",
      startDate: start,
      endDate: addDays(start, 2),
      approval: "approved",
      hostUserId: host!.id,
    })
    .returning();
  const [sub] = await db
    .insert(s.subEvents)
    .values({
      eventId: event!.id,
      category: "matching",
      name: "벤치마크 매칭",
      nameEn: "Benchmark matching",
      matching: "Y",
      meetingAvailable: "Y",
      subEventStartDate: start,
      subEventEndDate: addDays(start, 2),
      matchStartTime: "09:00",
      matchEndTime: "17:00",
      matchReqTime: 30,
      matchBreakTime: 0,
      matchNumPerDay: 16,
    })
    .returning();
  const subEventId = sub!.id;
  await db.transaction((tx) => syncSlots(tx, ctx, subEventId, null));
  const slots = await db
    .select()
    .from(s.meetingSlots)
    .where(sql`${s.meetingSlots.subEventId} = ${subEventId}`)
    .orderBy(s.meetingSlots.startsAt);
  if (slots.length !== instance.slots)
    throw new Error(`expected ${instance.slots} slots, got ${slots.length}`);

  const people = [
    ...instance.sellers.map((p) => ({ p, type: "seller" as const })),
    ...instance.buyers.map((p) => ({ p, type: "buyer" as const })),
  ];
  const userIds = await insertAll(people, (part) =>
    db
      .insert(s.users)
      .values(
        part.map(({ p }) => ({
          email: `${p.id.toLowerCase()}@bizmeet.bench`,
          name: `Manager ${p.id}`,
          company: `Company ${p.id}`,
          passwordHash: options.passwordHash,
          countryNumber: rnd() < 0.5 ? "82" : "1",
        })),
      )
      .returning({ id: s.users.id }),
  );
  const cardIds = await insertAll(
    people.map((x, i) => ({ ...x, i })),
    (part) =>
      db
        .insert(s.businessCards)
        .values(
          part.map(({ p, i }) => ({
            userId: userIds[i]!,
            company: `Company ${p.id}`,
            name: `Manager ${p.id}`,
            email: `${p.id.toLowerCase()}@bizmeet.bench`,
          })),
        )
        .returning({ id: s.businessCards.id }),
  );
  const appIds = await insertAll(
    people.map((x, i) => ({ ...x, i })),
    (part) =>
      db
        .insert(s.applications)
        .values(
          part.map(({ p, type, i }) => ({
            subEventId,
            applicantId: userIds[i]!,
            businessCardId: cardIds[i]!,
            name: `Company ${p.id}`,
            type,
            approval: "approval" as const,
            category: (p.categories ?? []).join(","),
          })),
        )
        .returning({ id: s.applications.id }),
  );
  const applicationOf = new Map(people.map(({ p }, i) => [p.id, appIds[i]!]));

  const titles = [...new Set(people.flatMap(({ p }) => p.keywords ?? []))];
  const keywordIds = await insertAll(titles, (part) =>
    db
      .insert(s.keywords)
      .values(part.map((title) => ({ subEventId, title })))
      .returning({ id: s.keywords.id }),
  );
  const keywordOf = new Map(titles.map((t, i) => [t, keywordIds[i]!]));
  const links = people.flatMap(({ p }, i) =>
    (p.keywords ?? []).map((k) => ({ applicationId: appIds[i]!, keywordId: keywordOf.get(k)! })),
  );
  for (let i = 0; i < links.length; i += BATCH)
    await db.insert(s.applicationKeywords).values(links.slice(i, i + BATCH));

  const caps = people.flatMap(({ p }, i) =>
    p.maxMeetings == null ? [] : [{ applicationId: appIds[i]!, subEventId, cap: p.maxMeetings }],
  );
  for (let i = 0; i < caps.length; i += BATCH)
    await db.insert(s.matchingCompanyCaps).values(caps.slice(i, i + BATCH));

  const marks = people.flatMap(({ p }, i) =>
    (p.unavailable ?? []).map((c) => ({
      subEventId,
      applicantApplicationId: appIds[i]!,
      acceptorApplicationId: null,
      status: "impossible" as const,
      startsAt: slots[c]!.startsAt,
      endsAt: slots[c]!.endsAt,
    })),
  );
  // One waiting request per requested pair (either direction), in a slot both have free.
  const seen = new Set<string>();
  const requests: (typeof s.meetings.$inferInsert)[] = [];
  const blocked = new Map(people.map(({ p }) => [p.id, new Set(p.unavailable ?? [])]));
  for (const { p } of people) {
    for (const target of p.requests ?? []) {
      const key = p.id < target ? `${p.id}|${target}` : `${target}|${p.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const free = slots
        .map((_, c) => c)
        .filter((c) => !blocked.get(p.id)!.has(c) && !blocked.get(target)!.has(c));
      if (free.length === 0) continue;
      const c = free[Math.floor(rnd() * free.length)]!;
      requests.push({
        subEventId,
        applicantApplicationId: applicationOf.get(p.id)!,
        acceptorApplicationId: applicationOf.get(target)!,
        status: "waiting",
        startsAt: slots[c]!.startsAt,
        endsAt: slots[c]!.endsAt,
        expiresAt: slots[c]!.startsAt,
      });
    }
  }
  const meetingRows = [...marks, ...requests];
  for (let i = 0; i < meetingRows.length; i += BATCH)
    await db.insert(s.meetings).values(meetingRows.slice(i, i + BATCH));
  await db.execute(sql`analyze`);
  return { subEventId, hostUserId: host!.id, applicationOf, userIds, instance };
}

const MEETING_COLUMNS = sql.raw(
  "id, sub_event_id, applicant_application_id, acceptor_application_id, status, starts_at, ends_at, reason_code, reason, closed_by_application_id, arranged_by_host, place, expires_at, created_by_user_id, created_at, updated_at",
);

/** Keeps the sub-event's meetings as loaded, so that every round starts from the same state. */
export async function snapshotMeetings(db: Db, subEventId: number): Promise<void> {
  await db.execute(sql`drop table if exists bench_meetings_snapshot`);
  await db.execute(
    sql`create table bench_meetings_snapshot as select ${MEETING_COLUMNS} from meetings where sub_event_id = ${subEventId}`,
  );
}

/** Puts back the loaded meetings (claims follow through the trigger) and forgets the runs. */
export async function restoreMeetings(db: Db, subEventId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from auto_schedule_runs where sub_event_id = ${subEventId}`);
    await tx.execute(sql`delete from meetings where sub_event_id = ${subEventId}`);
    await tx.execute(
      sql`insert into meetings (${MEETING_COLUMNS}) select ${MEETING_COLUMNS} from bench_meetings_snapshot`,
    );
    await tx.execute(sql`delete from meeting_notices`);
  });
  await db.execute(sql`vacuum analyze meetings`);
  await db.execute(sql`vacuum analyze meeting_claims`);
}
