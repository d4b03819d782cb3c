import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  autoScheduleDrafts,
  autoScheduleRuns,
  autoScheduleUnscheduled,
  businessCards,
  matchingCompanyCaps,
  matchingExclusions,
  matchingSettings,
  meetings,
} from "../../db/schema";

export type RunRow = typeof autoScheduleRuns.$inferSelect;

// ---------- settings ----------

export interface MatchingSettings {
  mail: "Y" | "N";
  maxPerDay: number | null;
  sellerCap: number | null;
  buyerCap: number | null;
}

export async function settingsOf(db: DbOrTx, subEventId: number): Promise<MatchingSettings> {
  const [row] = await db.select().from(matchingSettings).where(eq(matchingSettings.subEventId, subEventId));
  return {
    mail: row?.mail ?? "Y",
    maxPerDay: row?.maxPerDay ?? null,
    sellerCap: row?.sellerCap ?? null,
    buyerCap: row?.buyerCap ?? null,
  };
}

export async function saveSettings(db: DbOrTx, subEventId: number, s: MatchingSettings) {
  await db
    .insert(matchingSettings)
    .values({ subEventId, ...s })
    .onConflictDoUpdate({ target: matchingSettings.subEventId, set: { ...s, updatedAt: sql`now()` } });
}

export function companyCaps(db: DbOrTx, subEventId: number) {
  return db
    .select({ applicationId: matchingCompanyCaps.applicationId, cap: matchingCompanyCaps.cap })
    .from(matchingCompanyCaps)
    .where(eq(matchingCompanyCaps.subEventId, subEventId))
    .orderBy(asc(matchingCompanyCaps.applicationId));
}

export async function replaceCompanyCaps(
  db: DbOrTx,
  subEventId: number,
  caps: { applicationId: number; cap: number }[],
) {
  await db.delete(matchingCompanyCaps).where(eq(matchingCompanyCaps.subEventId, subEventId));
  if (caps.length > 0) await db.insert(matchingCompanyCaps).values(caps.map((c) => ({ ...c, subEventId })));
}

/** Approved applications of the sub-event among `ids` (to check company caps). */
export async function approvedAmong(db: DbOrTx, subEventId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.subEventId, subEventId),
        eq(applications.approval, "approval"),
        inArray(applications.id, ids),
      ),
    );
  return rows.map((r) => r.id);
}

// ---------- what the instance is built from ----------

/** Every two-sided meeting and unavailable mark of the sub-event. */
export function meetingRows(db: DbOrTx, subEventId: number) {
  return db
    .select({
      applicant: meetings.applicantApplicationId,
      acceptor: meetings.acceptorApplicationId,
      status: meetings.status,
      reasonCode: meetings.reasonCode,
      closedBy: meetings.closedByApplicationId,
      startsAt: meetings.startsAt,
    })
    .from(meetings)
    .where(eq(meetings.subEventId, subEventId));
}

export function exclusionsOf(db: DbOrTx, subEventId: number) {
  return db
    .select({ by: matchingExclusions.applicationId, target: matchingExclusions.targetApplicationId })
    .from(matchingExclusions)
    .where(eq(matchingExclusions.subEventId, subEventId));
}

// ---------- runs ----------

export async function insertRun(
  db: DbOrTx,
  values: { subEventId: number; mode: "tight" | "normal"; settings: object; startedByUserId: number },
): Promise<RunRow> {
  const [row] = await db
    .insert(autoScheduleRuns)
    .values({ ...values, status: "running", settings: values.settings as Record<string, unknown> })
    .returning();
  return row!;
}

export async function findRun(db: DbOrTx, runId: number): Promise<RunRow | undefined> {
  const [row] = await db.select().from(autoScheduleRuns).where(eq(autoScheduleRuns.id, runId));
  return row;
}

export async function latestRun(db: DbOrTx, subEventId: number): Promise<RunRow | undefined> {
  const [row] = await db
    .select()
    .from(autoScheduleRuns)
    .where(eq(autoScheduleRuns.subEventId, subEventId))
    .orderBy(desc(autoScheduleRuns.id))
    .limit(1);
  return row;
}

/** Records progress of a running run; answers whether a stop was asked (false when the run is no longer running). */
export async function reportProgress(
  db: DbOrTx,
  runId: number,
  phase: string,
  progress: number,
): Promise<{ running: boolean; stop: boolean }> {
  const [row] = await db
    .update(autoScheduleRuns)
    .set({ phase, progress, updatedAt: sql`now()` })
    .where(and(eq(autoScheduleRuns.id, runId), eq(autoScheduleRuns.status, "running")))
    .returning({ stop: autoScheduleRuns.stopRequested });
  return { running: Boolean(row), stop: row?.stop === "Y" };
}

export async function requestStop(db: DbOrTx, runId: number) {
  await db
    .update(autoScheduleRuns)
    .set({ stopRequested: "Y" })
    .where(and(eq(autoScheduleRuns.id, runId), eq(autoScheduleRuns.status, "running")));
}

/** Ends a running run (draft, stopped or failed); false when it had already ended. */
export async function finishRun(
  db: DbOrTx,
  runId: number,
  fields: { status: "draft" | "stopped" | "failed"; summary?: object; error?: string },
): Promise<boolean> {
  const rows = await db
    .update(autoScheduleRuns)
    .set({
      status: fields.status,
      phase: fields.status === "draft" ? "done" : fields.status,
      progress: fields.status === "draft" ? 1 : sql`${autoScheduleRuns.progress}`,
      summary: (fields.summary as Record<string, unknown> | undefined) ?? null,
      error: fields.error ?? "",
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(autoScheduleRuns.id, runId), eq(autoScheduleRuns.status, "running")))
    .returning({ id: autoScheduleRuns.id });
  return rows.length > 0;
}

/** Running runs whose process stopped reporting (a restart): failed, so that a new run may start. */
export async function failStale(db: DbOrTx, subEventId: number, olderThanSeconds: number) {
  await db
    .update(autoScheduleRuns)
    .set({ status: "failed", error: "interrupted", finishedAt: sql`now()` })
    .where(
      and(
        eq(autoScheduleRuns.subEventId, subEventId),
        eq(autoScheduleRuns.status, "running"),
        sql`${autoScheduleRuns.updatedAt} < now() - make_interval(secs => ${olderThanSeconds})`,
      ),
    );
}

/** Older drafts of the sub-event are no longer publishable once a new run starts. */
export async function discardDrafts(db: DbOrTx, subEventId: number, exceptRunId: number) {
  await db
    .update(autoScheduleRuns)
    .set({ status: "discarded", updatedAt: sql`now()` })
    .where(
      and(
        eq(autoScheduleRuns.subEventId, subEventId),
        eq(autoScheduleRuns.status, "draft"),
        ne(autoScheduleRuns.id, exceptRunId),
      ),
    );
}

/**
 * The draft's meetings in one statement: the columns travel as arrays and `unnest` turns them into rows (tens of
 * thousands of rows as one round trip and one plan, not thousands of bound parameters).
 */
export async function insertDrafts(db: DbOrTx, rows: (typeof autoScheduleDrafts.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${autoScheduleDrafts} (run_id, seller_application_id, buyer_application_id, starts_at, ends_at, score)
    select * from unnest(${sql.param(rows.map((r) => r.runId))}::int[],
                         ${sql.param(rows.map((r) => r.sellerApplicationId))}::int[],
                         ${sql.param(rows.map((r) => r.buyerApplicationId))}::int[],
                         ${sql.param(rows.map((r) => r.startsAt.toISOString()))}::timestamptz[],
                         ${sql.param(rows.map((r) => r.endsAt.toISOString()))}::timestamptz[],
                         ${sql.param(rows.map((r) => r.score))}::int[])`);
}

export async function insertUnscheduled(db: DbOrTx, rows: (typeof autoScheduleUnscheduled.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into ${autoScheduleUnscheduled} (run_id, seller_application_id, buyer_application_id, reason, side, cause)
    select * from unnest(${sql.param(rows.map((r) => r.runId))}::int[],
                         ${sql.param(rows.map((r) => r.sellerApplicationId))}::int[],
                         ${sql.param(rows.map((r) => r.buyerApplicationId))}::int[],
                         ${sql.param(rows.map((r) => r.reason))}::text[],
                         ${sql.param(rows.map((r) => r.side ?? null))}::text[],
                         ${sql.param(rows.map((r) => r.cause ?? null))}::text[])`);
}

// ---------- the draft's review ----------

const sellerApp = sql.raw("sa");
const buyerApp = sql.raw("ba");

/** One page of the draft's meetings by slot, with both companies (optionally those of one company name). */
export async function draftPage(db: DbOrTx, runId: number, page: number, size: number, company: string) {
  const like = `%${company.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const filter = company
    ? sql`and (lower(coalesce(nullif(${sellerApp}.name, ''), sc.company, '')) like ${like}
              or lower(coalesce(nullif(${buyerApp}.name, ''), bc.company, '')) like ${like})`
    : sql``;
  const rows = (await db.execute(sql`
    select d.seller_application_id as "sellerId", d.buyer_application_id as "buyerId", d.starts_at as "startsAt",
           d.ends_at as "endsAt", d.score,
           coalesce(nullif(${sellerApp}.name, ''), sc.company, '') as "sellerName",
           coalesce(nullif(${buyerApp}.name, ''), bc.company, '') as "buyerName",
           count(*) over () as total
      from ${autoScheduleDrafts} d
      join ${applications} ${sellerApp} on ${sellerApp}.id = d.seller_application_id
      left join ${businessCards} sc on sc.id = ${sellerApp}.business_card_id
      join ${applications} ${buyerApp} on ${buyerApp}.id = d.buyer_application_id
      left join ${businessCards} bc on bc.id = ${buyerApp}.business_card_id
     where d.run_id = ${runId} ${filter}
     order by d.starts_at, "sellerName", d.seller_application_id
     limit ${size} offset ${page * size}`)) as unknown as {
    rows: {
      sellerId: number;
      buyerId: number;
      startsAt: string | Date;
      endsAt: string | Date;
      score: number;
      sellerName: string;
      buyerName: string;
      total: string | number;
    }[];
  };
  return { rows: rows.rows, total: Number(rows.rows[0]?.total ?? 0) };
}

/**
 * Per company: agreed meetings now (future ones, which the draft keeps) and the meetings the draft adds, most
 * added first; companies left with none after publishing first when `withoutOnly`.
 */
export async function draftCompanies(
  db: DbOrTx,
  subEventId: number,
  runId: number,
  now: Date,
  page: number,
  size: number,
  withoutOnly: boolean,
) {
  const result = (await db.execute(sql`
    with added as (
      select app, count(*)::int as n from (
        select seller_application_id as app from ${autoScheduleDrafts} where run_id = ${runId}
        union all
        select buyer_application_id from ${autoScheduleDrafts} where run_id = ${runId}) x
      group by app),
    current as (
      select app, count(*)::int as n from (
        select applicant_application_id as app from ${meetings}
         where sub_event_id = ${subEventId} and status = 'agree' and starts_at > ${now.toISOString()}::timestamptz
        union all
        select acceptor_application_id from ${meetings}
         where sub_event_id = ${subEventId} and status = 'agree' and starts_at > ${now.toISOString()}::timestamptz) y
      group by app),
    rows as (
      select a.id as "applicationId", a.type, coalesce(nullif(a.name, ''), bc.company, '') as "companyName",
             coalesce(c.n, 0) as "current", coalesce(d.n, 0) as "added"
        from ${applications} a
        left join ${businessCards} bc on bc.id = a.business_card_id
        left join current c on c.app = a.id
        left join added d on d.app = a.id
       where a.sub_event_id = ${subEventId} and a.approval = 'approval')
    select r.*, count(*) over () as total from rows r
     where ${withoutOnly ? sql`r."current" + r."added" = 0` : sql`true`}
     order by r."added" + r."current" desc, r."companyName", r."applicationId"
     limit ${size} offset ${page * size}`)) as unknown as {
    rows: {
      applicationId: number;
      type: string;
      companyName: string;
      current: number;
      added: number;
      total: string | number;
    }[];
  };
  return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) };
}

/** One page of the requested pairs the draft leaves out (optionally of one reason), with both companies. */
export async function unscheduledPage(
  db: DbOrTx,
  runId: number,
  reason: string | undefined,
  page: number,
  size: number,
) {
  const result = (await db.execute(sql`
    select u.seller_application_id as "sellerId", u.buyer_application_id as "buyerId", u.reason, u.side, u.cause,
           coalesce(nullif(${sellerApp}.name, ''), sc.company, '') as "sellerName",
           coalesce(nullif(${buyerApp}.name, ''), bc.company, '') as "buyerName",
           count(*) over () as total
      from ${autoScheduleUnscheduled} u
      join ${applications} ${sellerApp} on ${sellerApp}.id = u.seller_application_id
      left join ${businessCards} sc on sc.id = ${sellerApp}.business_card_id
      join ${applications} ${buyerApp} on ${buyerApp}.id = u.buyer_application_id
      left join ${businessCards} bc on bc.id = ${buyerApp}.business_card_id
     where u.run_id = ${runId} ${reason ? sql`and u.reason = ${reason}` : sql``}
     order by u.reason, "sellerName", u.seller_application_id, u.buyer_application_id
     limit ${size} offset ${page * size}`)) as unknown as {
    rows: {
      sellerId: number;
      buyerId: number;
      reason: string;
      side: string | null;
      cause: string | null;
      sellerName: string;
      buyerName: string;
      total: string | number;
    }[];
  };
  return { rows: result.rows, total: Number(result.rows[0]?.total ?? 0) };
}

// ---------- publish and cancel-all (functions of migration *_matching_sql) ----------

export interface PublishOutcome {
  published: number;
  skippedTaken: number;
  skippedPair: number;
  skippedGone: number;
}

/** Publishes a draft in one transaction under the locks of its slots; see the function's comment. */
export async function publishDraft(
  db: DbOrTx,
  p: { runId: number; userId: number; mail: boolean; now: Date },
): Promise<PublishOutcome | undefined> {
  const result = (await db.execute(
    sql`select published, skipped_taken, skipped_pair, skipped_gone
          from auto_schedule_publish(${p.runId}::int, ${p.userId}::int, ${p.mail}::boolean,
                                     ${p.now.toISOString()}::timestamptz)`,
  )) as unknown as {
    rows: { published: number; skipped_taken: number; skipped_pair: number; skipped_gone: number }[];
  };
  const row = result.rows[0];
  if (!row || row.published === null) return undefined;
  return {
    published: Number(row.published),
    skippedTaken: Number(row.skipped_taken),
    skippedPair: Number(row.skipped_pair),
    skippedGone: Number(row.skipped_gone),
  };
}

export async function cancelAutomatic(
  db: DbOrTx,
  p: { subEventId: number; userId: number; reason: string; mail: boolean; now: Date },
): Promise<number> {
  const result = (await db.execute(
    sql`select auto_schedule_cancel_all(${p.subEventId}::int, ${p.userId}::int, ${p.reason}::text,
                                        ${p.mail}::boolean, ${p.now.toISOString()}::timestamptz) as n`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Agreed meetings of the sub-event with both sides, for the concluded-schedule mail. */
export async function agreedMeetingIds(db: DbOrTx, subEventId: number) {
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.subEventId, subEventId),
        eq(meetings.status, "agree"),
        isNotNull(meetings.acceptorApplicationId),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
  return rows.map((r) => r.id);
}
