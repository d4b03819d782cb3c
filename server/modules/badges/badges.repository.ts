import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { badges, events, subEvents } from "../../db/schema";

export type BadgeRow = typeof badges.$inferSelect;

/** A new random badge id in SQL: 128 bits as 22 url-safe characters. */
const newId = sql`rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')`;

/**
 * Creates the missing badges of an event and refreshes the others from their sources, in one statement:
 * approved participants of any sub-event (`user:<id>`), accepted colleagues (same key: one badge per account),
 * interpreters (by account, else by e-mail) and programme speakers. A person who no longer belongs becomes
 * ineligible (kept for the check-ins made); a person whose badge the host revoked gets no new one by this.
 */
export async function ensureBadges(db: DbOrTx, eventId: number): Promise<void> {
  await db.execute(sql`
    with src as (
      select 'user:' || a.applicant_id as person_key, a.applicant_id as user_id, 'participant' as kind,
             coalesce(nullif(bc.name, ''), u.name) as name, a.list_name as company, a.type as role,
             1 as prio, a.sub_event_id
        from applications a
        join sub_events se on se.id = a.sub_event_id and se.event_id = ${eventId}
        join users u on u.id = a.applicant_id
        left join business_cards bc on bc.id = a.business_card_id
       where a.approval = 'approval'
      union all
      select 'user:' || m.user_id, m.user_id, 'colleague', m.name, a.list_name, a.type, 2, a.sub_event_id
        from application_managers m
        join applications a on a.id = m.application_id and a.approval = 'approval'
        join sub_events se on se.id = a.sub_event_id and se.event_id = ${eventId}
       where m.used = 'Y' and m.user_id is not null
      union all
      select coalesce('user:' || u.id, 'interp:' || i.email), u.id, 'interpreter',
             coalesce(nullif(i.name, ''), u.name, i.email), '', 'interpreter', 3, i.sub_event_id
        from interpreters i
        join sub_events se on se.id = i.sub_event_id and se.event_id = ${eventId}
        left join users u on lower(u.email) = i.email
      union all
      select 'speaker:' || sp.id, null, 'speaker', sp.name, sp.company, 'speaker', 4, sp.sub_event_id
        from speakers sp
        join sub_events se on se.id = sp.sub_event_id and se.event_id = ${eventId}
    ),
    people as (
      select person_key,
             (array_agg(user_id order by prio, sub_event_id))[1] as user_id,
             (array_agg(kind order by prio, sub_event_id))[1] as kind,
             left((array_agg(name order by prio, sub_event_id))[1], 200) as name,
             left((array_agg(company order by prio, sub_event_id))[1], 200) as company,
             (array_agg(role order by prio, sub_event_id))[1] as role,
             array_agg(distinct sub_event_id order by sub_event_id) as sub_event_ids
        from src group by person_key
    ),
    upserted as (
      insert into badges (id, event_id, person_key, user_id, kind, name, company, role, sub_event_ids, eligible)
      select ${newId}, ${eventId}, p.person_key, p.user_id, p.kind, p.name, p.company, p.role, p.sub_event_ids, true
        from people p
       where not exists (select 1 from badges r where r.event_id = ${eventId} and r.person_key = p.person_key
                            and r.revoked_reason = 'revoked')
      on conflict (event_id, person_key) where revoked_at is null do update
         set user_id = excluded.user_id, kind = excluded.kind, name = excluded.name, company = excluded.company,
             role = excluded.role, sub_event_ids = excluded.sub_event_ids, eligible = true
       where (badges.user_id, badges.kind, badges.name, badges.company, badges.role, badges.sub_event_ids, badges.eligible)
             is distinct from (excluded.user_id, excluded.kind, excluded.name, excluded.company, excluded.role,
                               excluded.sub_event_ids, true)
      returning 1
    ),
    gone as (
      update badges set eligible = false
       where event_id = ${eventId} and revoked_at is null and eligible and kind <> 'extra'
         and person_key not in (select person_key from people)
      returning 1
    )
    select (select count(*) from upserted) as upserted, (select count(*) from gone) as gone`);
}

export interface BadgeFilter {
  q: string;
  subEventId?: number;
  role?: string;
}

function filterSql(eventId: number, filter: BadgeFilter) {
  const like = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`b.event_id = ${eventId} and b.revoked_reason is distinct from 'reissued'
    ${filter.q ? sql`and (lower(b.name) like ${like} or lower(b.company) like ${like})` : sql``}
    ${filter.subEventId ? sql`and ${filter.subEventId}::int = any(b.sub_event_ids)` : sql``}
    ${filter.role ? sql`and b.role = ${filter.role}` : sql``}`;
}

export interface ListedBadge extends BadgeRow {
  checkedInAt: string | Date | null;
}

function toRow(r: Record<string, unknown>): ListedBadge {
  return {
    id: r.id as string,
    eventId: r.event_id as number,
    personKey: r.person_key as string,
    kind: r.kind as BadgeRow["kind"],
    userId: (r.user_id as number | null) ?? null,
    name: r.name as string,
    company: r.company as string,
    role: r.role as string,
    subEventIds: (r.sub_event_ids as number[]) ?? [],
    eligible: r.eligible as boolean,
    revokedAt: r.revoked_at ? new Date(r.revoked_at as string) : null,
    revokedReason: (r.revoked_reason as BadgeRow["revokedReason"]) ?? null,
    revokedById: (r.revoked_by_id as number | null) ?? null,
    createdAt: new Date(r.created_at as string),
    checkedInAt: (r.checked_in_at as string | Date | null) ?? null,
  };
}

/** One page of the host's list in print order (company, then name), with each one's entrance check-in. */
export async function listBadges(
  db: DbOrTx,
  eventId: number,
  filter: BadgeFilter,
  page: number,
  size: number,
) {
  const result = (await db.execute(sql`
    select b.*, count(*) over () as total,
           (select min(c.scanned_at) from checkins c
             where c.event_id = b.event_id and c.person_key = b.person_key and c.place = 'entrance'
               and c.outcome = 'in' and c.undone_at is null) as checked_in_at
      from badges b
     where ${filterSql(eventId, filter)}
     order by b.company, b.name, b.id
     limit ${size} offset ${page * size}`)) as unknown as { rows: Record<string, unknown>[] };
  return { rows: result.rows.map(toRow), total: Number(result.rows[0]?.total ?? 0) };
}

/** Keyset pages in print order (for PDFs of up to 15,000 badges): live, eligible badges after `after`. */
export async function printPage(
  db: DbOrTx,
  eventId: number,
  filter: BadgeFilter & { badgeId?: string },
  after: { company: string; name: string; id: string } | null,
  limit: number,
) {
  const result = (await db.execute(sql`
    select b.* from badges b
     where ${filterSql(eventId, filter)} and b.revoked_at is null and b.eligible
       ${filter.badgeId ? sql`and b.id = ${filter.badgeId}` : sql``}
       ${after ? sql`and (b.company, b.name, b.id) > (${after.company}, ${after.name}, ${after.id})` : sql``}
     order by b.company, b.name, b.id
     limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(toRow);
}

export async function findBadge(db: DbOrTx, badgeId: string): Promise<BadgeRow | undefined> {
  const [row] = await db.select().from(badges).where(eq(badges.id, badgeId));
  return row;
}

/** The live badge of an account in an event. */
export async function liveBadgeOfUser(db: DbOrTx, eventId: number, userId: number) {
  const [row] = await db
    .select()
    .from(badges)
    .where(and(eq(badges.eventId, eventId), eq(badges.userId, userId), isNull(badges.revokedAt)))
    .orderBy(badges.createdAt)
    .limit(1);
  return row;
}

export async function findEvent(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({ id: events.id, name: events.name, approval: events.approval, hostUserId: events.hostUserId })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export async function subEventNames(db: DbOrTx, eventId: number) {
  return db
    .select({ id: subEvents.id, name: subEvents.name })
    .from(subEvents)
    .where(eq(subEvents.eventId, eventId))
    .orderBy(subEvents.id);
}

/** Revokes a live badge; undefined when it was not live (already revoked or reissued). */
export async function revoke(
  db: DbOrTx,
  badgeId: string,
  reason: "reissued" | "revoked",
  byUserId: number,
  at: Date,
) {
  const [row] = await db
    .update(badges)
    .set({ revokedAt: at, revokedReason: reason, revokedById: byUserId })
    .where(and(eq(badges.id, badgeId), isNull(badges.revokedAt)))
    .returning();
  return row;
}

/** A new live badge for the same person as `old` (after `old` was revoked in the same transaction). */
export async function copyAsNew(db: DbOrTx, old: BadgeRow) {
  const result = (await db.execute(sql`
    insert into badges (id, event_id, person_key, user_id, kind, name, company, role, sub_event_ids, eligible)
    values (${newId}, ${old.eventId}, ${old.personKey}, ${old.userId}, ${old.kind}, ${old.name}, ${old.company},
            ${old.role}, ${sql.raw(`'{${old.subEventIds.map(Number).join(",")}}'::integer[]`)}, ${old.eligible})
    on conflict (event_id, person_key) where revoked_at is null do nothing
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]?.id;
}

/** A badge the host adds by name (staff, a speaker without a programme entry). */
export async function insertExtra(
  db: DbOrTx,
  eventId: number,
  input: { name: string; company: string; role: string },
) {
  const result = (await db.execute(sql`
    insert into badges (id, event_id, person_key, kind, name, company, role)
    values (${newId}, ${eventId}, 'extra:' || gen_random_uuid(), 'extra', ${input.name}, ${input.company}, ${input.role})
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}
