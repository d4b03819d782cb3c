import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applicationManagers,
  applications,
  events,
  mailingRecipients,
  mailings,
  meetings,
  subEvents,
  users,
} from "../../db/schema";
import type { MailingAudience } from "../../db/schema/mailings";

export type MailingRow = typeof mailings.$inferSelect;

/** The applications of the sub-event that the audience names (groups or chosen). */
function audienceCondition(subEventId: number, audience: MailingAudience): SQL | undefined {
  const approved = eq(applications.approval, "approval");
  const byGroup: Record<MailingAudience["groups"][number], SQL | undefined> = {
    all: approved,
    sellers: and(approved, inArray(applications.type, ["seller", "booth"])),
    buyers: and(approved, inArray(applications.type, ["buyer", "visitor"])),
    waiting: eq(applications.approval, "waiting"),
    // approved, with no confirmed (agreed) meeting on either side
    noMeeting: and(
      approved,
      sql`not exists (select 1 from ${meetings} where ${meetings.subEventId} = ${applications.subEventId}
        and ${meetings.status} = 'agree'
        and (${meetings.applicantApplicationId} = ${applications.id} or ${meetings.acceptorApplicationId} = ${applications.id}))`,
    ),
  };
  const parts = audience.groups.map((group) => byGroup[group]);
  if (audience.applicationIds.length > 0) parts.push(inArray(applications.id, audience.applicationIds));
  return and(eq(applications.subEventId, subEventId), or(...parts));
}

export interface Recipient {
  userId: number;
  name: string;
  email: string;
  company: string;
}

/**
 * The people the audience reaches: the applicant and the accepted colleagues of each application it names,
 * each person once (ordered by user id).
 */
export async function resolveRecipients(
  db: DbOrTx,
  subEventId: number,
  audience: MailingAudience,
): Promise<Recipient[]> {
  const where = audienceCondition(subEventId, audience);
  const company = sql<string>`coalesce(nullif(${applications.name}, ''), ${users.company})`;
  const [owners, colleagues] = await Promise.all([
    db
      .select({ userId: users.id, name: users.name, email: users.email, company })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.applicantId))
      .where(where),
    db
      .select({ userId: users.id, name: users.name, email: users.email, company })
      .from(applicationManagers)
      .innerJoin(applications, eq(applications.id, applicationManagers.applicationId))
      .innerJoin(users, eq(users.id, applicationManagers.userId))
      .where(and(where, eq(applicationManagers.used, "Y"))),
  ]);
  const byUser = new Map<number, Recipient>();
  for (const r of [...owners, ...colleagues]) if (!byUser.has(r.userId)) byUser.set(r.userId, r);
  return [...byUser.values()].sort((a, b) => a.userId - b.userId);
}

/** The ids among `ids` that are applications of the sub-event. */
export async function applicationsOf(db: DbOrTx, subEventId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.subEventId, subEventId), inArray(applications.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function insertMailing(db: DbOrTx, values: typeof mailings.$inferInsert): Promise<MailingRow> {
  const [row] = await db.insert(mailings).values(values).returning();
  return row!;
}

export async function insertRecipients(db: DbOrTx, mailingId: number, userIds: number[]): Promise<void> {
  for (let i = 0; i < userIds.length; i += 1000) {
    await db
      .insert(mailingRecipients)
      .values(userIds.slice(i, i + 1000).map((userId) => ({ mailingId, userId })));
  }
}

export async function findMailing(db: DbOrTx, id: number): Promise<MailingRow | undefined> {
  const [row] = await db.select().from(mailings).where(eq(mailings.id, id));
  return row;
}

export async function latestMailings(db: DbOrTx, subEventId: number, limit: number): Promise<MailingRow[]> {
  return db
    .select()
    .from(mailings)
    .where(eq(mailings.subEventId, subEventId))
    .orderBy(desc(mailings.createdAt), desc(mailings.id))
    .limit(limit);
}

export interface Progress {
  total: number;
  queued: number;
  sent: number;
  failed: number;
}

/** Each mailing's recipients, how many are queued, and how their outbox mails fared. */
export async function progressOf(db: DbOrTx, mailingIds: number[]): Promise<Map<number, Progress>> {
  if (mailingIds.length === 0) return new Map();
  const result = await db.execute(sql`select r.mailing_id,
      count(*)::int as total,
      count(r.queued_at)::int as queued,
      (count(*) filter (where o.status in ('sent', 'logged')))::int as sent,
      (count(*) filter (where o.status = 'failed'))::int as failed
    from mailing_recipients r left join mail_outbox o on o.id = r.outbox_id
    where r.mailing_id in ${mailingIds}
    group by r.mailing_id`);
  const rows = (result as unknown as { rows: Record<keyof Progress | "mailing_id", number>[] }).rows;
  return new Map(
    rows.map((r) => [
      Number(r.mailing_id),
      { total: Number(r.total), queued: Number(r.queued), sent: Number(r.sent), failed: Number(r.failed) },
    ]),
  );
}

/**
 * Claims up to `limit` recipients not yet queued (oldest mailing first), with what their mail needs. Rows are
 * locked with SKIP LOCKED, so several processes share the work without queueing a mail twice.
 */
export async function claimPending(db: DbOrTx, limit: number) {
  return db
    .select({
      mailingId: mailingRecipients.mailingId,
      userId: users.id,
      email: users.email,
      name: users.name,
      countryNumber: users.countryNumber,
      mailing: mailings,
      subEventName: subEvents.name,
      subEventNameEn: subEvents.nameEn,
      eventName: events.name,
      eventNameEn: events.nameEn,
    })
    .from(mailingRecipients)
    .innerJoin(mailings, eq(mailings.id, mailingRecipients.mailingId))
    .innerJoin(users, eq(users.id, mailingRecipients.userId))
    .innerJoin(subEvents, eq(subEvents.id, mailings.subEventId))
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(isNull(mailingRecipients.queuedAt))
    .orderBy(asc(mailingRecipients.mailingId), asc(mailingRecipients.userId))
    .limit(limit)
    .for("update", { of: mailingRecipients, skipLocked: true });
}
export type PendingRecipient = Awaited<ReturnType<typeof claimPending>>[number];

/** Records the outbox mail of each recipient (one statement). */
export async function markQueued(
  db: DbOrTx,
  rows: { mailingId: number; userId: number; outboxId: number }[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((r) => sql`(${r.mailingId}::int, ${r.userId}::int, ${r.outboxId}::int)`),
    sql`, `,
  );
  await db.execute(sql`update mailing_recipients as r set outbox_id = v.o, queued_at = ${at}
    from (values ${values}) as v(m, u, o)
    where r.mailing_id = v.m and r.user_id = v.u`);
}
