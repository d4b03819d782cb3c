import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import {
  applicationManagers,
  applications,
  businessCards,
  chatBlocks,
  chatMessages,
  chatProfiles,
  chatReads,
  chatRooms,
  users,
} from "../../db/schema";

export type RoomRow = typeof chatRooms.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** An integer array as one parameter (a PostgreSQL array literal; drizzle would spread a JS array). */
const intArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(",")}}`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** SQL: is user `userId` the owner or an accepted colleague of the application `appId` (a column or value)? */
const memberOf = (appId: unknown, userId: unknown) => sql`(exists (
    select 1 from ${applications} ma where ma.id = ${appId} and ma.applicant_id = ${userId})
  or exists (select 1 from ${applicationManagers} mm where mm.application_id = ${appId}
    and mm.user_id = ${userId} and mm.used = 'Y'))`;

/**
 * A room with the caller's side in it (`mine` null when the caller is in neither application), both
 * applications' approval states, and whether the caller is blocked there.
 */
const roomForQ = preparedFor((db) => {
  const userId = sql.placeholder("userId");
  const low = sql`(select approval from ${applications} x where x.id = ${chatRooms.applicationLow})`;
  const high = sql`(select approval from ${applications} x where x.id = ${chatRooms.applicationHigh})`;
  return db
    .select({
      room: chatRooms,
      lowIsMine: sql<boolean>`${memberOf(chatRooms.applicationLow, userId)}`,
      highIsMine: sql<boolean>`${memberOf(chatRooms.applicationHigh, userId)}`,
      lowApproval: sql<string | null>`${low}`,
      highApproval: sql<string | null>`${high}`,
      blocked: sql<boolean>`exists (select 1 from ${chatBlocks} b where b.room_id = ${chatRooms.id} and b.user_id = ${userId})`,
      // everyone to tell about the room (badges), read in the same round trip
      memberIds: sql<number[] | null>`(select array_agg(distinct u.uid) from (
          select x.applicant_id as uid from ${applications} x
            where x.id in (${chatRooms.applicationLow}, ${chatRooms.applicationHigh})
          union all
          select mm.user_id from ${applicationManagers} mm
            where mm.application_id in (${chatRooms.applicationLow}, ${chatRooms.applicationHigh})
              and mm.used = 'Y' and mm.user_id is not null) u)`,
    })
    .from(chatRooms)
    .where(eq(chatRooms.id, sql.placeholder("roomId")))
    .prepare("chat_room_for");
});

/** (Prepared: every send, read and join starts here.) */
export async function roomFor(db: DbOrTx, roomId: number, userId: number) {
  const [row] = await roomForQ(db).execute({ roomId, userId });
  if (!row) return undefined;
  const lowMine = row.lowIsMine;
  const mine = lowMine ? row.room.applicationLow : row.highIsMine ? row.room.applicationHigh : null;
  const other = mine === null ? null : lowMine ? row.room.applicationHigh : row.room.applicationLow;
  return {
    room: row.room,
    mine,
    other,
    myApproval: mine === null ? null : lowMine ? row.lowApproval : row.highApproval,
    otherApproval: mine === null ? null : lowMine ? row.highApproval : row.lowApproval,
    blocked: row.blocked,
    memberIds: (row.memberIds ?? []).map(Number),
  };
}

/** The two applications a room would join, with their sub-event, approval and whether the user is a member. */
export async function applicationsFor(db: DbOrTx, ids: number[], userId: number) {
  return db
    .select({
      id: applications.id,
      subEventId: applications.subEventId,
      approval: applications.approval,
      member: sql<boolean>`${memberOf(applications.id, userId)}`,
    })
    .from(applications)
    .where(sql`${applications.id} = any(${intArray(ids)}::int[])`);
}

/** The room of a pair, made when missing (one statement; concurrent calls meet on the unique pair). */
export async function ensureRoom(db: DbOrTx, subEventId: number, a: number, b: number): Promise<RoomRow> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db
    .insert(chatRooms)
    .values({ subEventId, applicationLow: low, applicationHigh: high })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(
      and(
        eq(chatRooms.subEventId, subEventId),
        eq(chatRooms.applicationLow, low),
        eq(chatRooms.applicationHigh, high),
      ),
    );
  return row!;
}

/** User ids of the owners and accepted colleagues of applications, by application. */
export async function membersOf(db: DbOrTx, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return rowsOf<{ application_id: number; user_id: number }>(
    await db.execute(sql`
      select a.id as application_id, a.applicant_id as user_id from ${applications} a
        where a.id = any(${intArray(applicationIds)}::int[])
      union
      select m.application_id, m.user_id from ${applicationManagers} m
        where m.application_id = any(${intArray(applicationIds)}::int[]) and m.used = 'Y' and m.user_id is not null`),
  ).map((r) => ({ applicationId: Number(r.application_id), userId: Number(r.user_id) }));
}

interface StoredRow {
  id: number;
  room_id: number;
  seq: number;
  client_id: string;
  author_user_id: number | null;
  author_application_id: number;
  kind: "text" | "card";
  body: string;
  deleted: boolean;
  created_at: Date | string;
  display: string;
  created: boolean;
}

/**
 * Stores a message with the room's next sequence number and answers it as shown (with the author's name),
 * in one round trip; a second call with the same client id stores nothing and answers the message stored
 * the first time (`created` false). Sequence numbers increase; only two retries racing each other can leave
 * a gap.
 */
export async function insertMessage(
  db: DbOrTx,
  m: {
    roomId: number;
    clientId: string;
    authorUserId: number;
    authorApplicationId: number;
    kind: "text" | "card";
    body: string;
  },
): Promise<{ view: MessageView; created: boolean }> {
  const [row] = rowsOf<StoredRow>(
    await db.execute(sql`
      with r as (
        update ${chatRooms} set last_seq = last_seq + 1, last_message_at = now()
          where id = ${m.roomId} and not exists (
            select 1 from ${chatMessages} e where e.room_id = ${m.roomId} and e.client_id = ${m.clientId})
          returning last_seq
      ),
      ins as (
        insert into ${chatMessages} (room_id, seq, client_id, author_user_id, author_application_id, kind, body)
          select ${m.roomId}, r.last_seq, ${m.clientId}, ${m.authorUserId}, ${m.authorApplicationId}, ${m.kind}, ${m.body}
          from r
        on conflict (room_id, client_id) do nothing
        returning *
      ),
      found as (
        select ins.*, true as created from ins
        union all
        select e.*, false from ${chatMessages} e
          where e.room_id = ${m.roomId} and e.client_id = ${m.clientId} and not exists (select 1 from ins)
      )
      select f.*, coalesce(p.friendly_name, u.name, '') as display
      from found f
      left join ${users} u on u.id = f.author_user_id
      left join ${chatProfiles} p on p.user_id = f.author_user_id`),
  );
  if (!row) throw new Error("chat message neither stored nor found");
  return {
    view: {
      message: {
        id: Number(row.id),
        roomId: Number(row.room_id),
        seq: Number(row.seq),
        clientId: row.client_id,
        authorUserId: row.author_user_id === null ? null : Number(row.author_user_id),
        authorApplicationId: Number(row.author_application_id),
        kind: row.kind,
        body: row.body,
        deleted: Boolean(row.deleted),
        createdAt: new Date(row.created_at),
      },
      display: row.display,
    },
    created: Boolean(row.created),
  };
}

const messageColumns = {
  message: chatMessages,
  display: sql<string>`coalesce(${chatProfiles.friendlyName}, ${users.name}, '')`,
};

function messagesQuery(db: DbOrTx) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.authorUserId))
    .leftJoin(chatProfiles, eq(chatProfiles.userId, chatMessages.authorUserId));
}
export type MessageView = Awaited<ReturnType<ReturnType<typeof messagesQuery>["execute"]>>[number];

/** Messages of a room: the newest `limit`, those before `before`, or those after `after`; in seq order. */
export async function messages(
  db: DbOrTx,
  roomId: number,
  q: { after?: number; before?: number; limit: number },
): Promise<MessageView[]> {
  if (q.after !== undefined) {
    return messagesQuery(db)
      .where(and(eq(chatMessages.roomId, roomId), gt(chatMessages.seq, q.after)))
      .orderBy(asc(chatMessages.seq))
      .limit(q.limit);
  }
  const rows = await messagesQuery(db)
    .where(
      and(
        eq(chatMessages.roomId, roomId),
        q.before !== undefined ? lt(chatMessages.seq, q.before) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(q.limit);
  return rows.reverse();
}

export async function deleteMessage(db: DbOrTx, roomId: number, id: number, authorUserId: number) {
  const [row] = await db
    .update(chatMessages)
    .set({ deleted: true, body: "" })
    .where(
      and(
        eq(chatMessages.id, id),
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.authorUserId, authorUserId),
      ),
    )
    .returning();
  return row;
}

export async function findMessage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
}

/** Moves a read position forward only (a late, smaller position changes nothing). */
export async function markRead(db: DbOrTx, roomId: number, userId: number, seq: number) {
  await db
    .insert(chatReads)
    .values({ roomId, userId, lastReadSeq: seq })
    .onConflictDoUpdate({
      target: [chatReads.roomId, chatReads.userId],
      set: { lastReadSeq: sql`greatest(${chatReads.lastReadSeq}, excluded.last_read_seq)` },
    });
}

export interface RoomListRow {
  id: number;
  sub_event_id: number;
  my_app: number;
  other_app: number;
  last_seq: number;
  last_message_at: Date | string | null;
  company: string | null;
  name: string | null;
  email: string | null;
  country_number: string | null;
  phone_number: string | null;
  unread: number | string;
  last_body: string | null;
  last_kind: string | null;
  last_deleted: boolean | null;
  other_read: number | null;
  blocked: boolean;
}

/**
 * The user's usable rooms (of a sub-event when given: both applications approved), newest activity first,
 * with what the list shows. The other side's read position is the furthest any member of the other
 * application read (my colleagues' reading is not "read" by the other side).
 */
export async function roomsOf(db: DbOrTx, userId: number, subEventId?: number): Promise<RoomListRow[]> {
  return rowsOf<RoomListRow>(
    await db.execute(sql`
      with mine as (
        select a.id from ${applications} a where a.applicant_id = ${userId} and a.approval = 'approval'
        union
        select m.application_id from ${applicationManagers} m
          join ${applications} ma on ma.id = m.application_id and ma.approval = 'approval'
          where m.user_id = ${userId} and m.used = 'Y'
      ),
      rooms as (
        select r.*,
          case when r.application_low in (select id from mine) then r.application_low else r.application_high end as my_app,
          case when r.application_low in (select id from mine) then r.application_high else r.application_low end as other_app
        from ${chatRooms} r
        where (r.application_low in (select id from mine) or r.application_high in (select id from mine))
          ${subEventId === undefined ? sql`` : sql`and r.sub_event_id = ${subEventId}`}
      )
      select r.id, r.sub_event_id, r.my_app, r.other_app, r.last_seq, r.last_message_at,
        coalesce(nullif(oa.name, ''), oc.company, '') as company,
        coalesce(oc.name, ou.name, '') as name,
        coalesce(oc.email, ou.email, '') as email,
        coalesce(oc.country_number, '') as country_number,
        coalesce(oc.phone_number, '') as phone_number,
        (select count(*) from ${chatMessages} x
          where x.room_id = r.id and not x.deleted and x.author_user_id is distinct from ${userId}
            and x.seq > coalesce((select cr.last_read_seq from ${chatReads} cr where cr.room_id = r.id and cr.user_id = ${userId}), 0)
        ) as unread,
        lm.body as last_body, lm.kind as last_kind, lm.deleted as last_deleted,
        (select max(cr.last_read_seq) from ${chatReads} cr where cr.room_id = r.id and ${memberOf(sql`r.other_app`, sql`cr.user_id`)}) as other_read,
        exists (select 1 from ${chatBlocks} b where b.room_id = r.id and b.user_id = ${userId}) as blocked
      from rooms r
      join ${applications} oa on oa.id = r.other_app and oa.approval = 'approval'
      left join ${businessCards} oc on oc.id = oa.business_card_id
      left join ${users} ou on ou.id = oa.applicant_id
      left join lateral (
        select m.body, m.kind, m.deleted from ${chatMessages} m where m.room_id = r.id order by m.seq desc limit 1
      ) lm on true
      order by coalesce(r.last_message_at, r.created_at) desc, r.id desc`),
  );
}

/** The members of applications with the name they chat under, by application. */
export async function memberNames(db: DbOrTx, applicationIds: number[]) {
  const members = await membersOf(db, applicationIds);
  if (members.length === 0) return [];
  const names = await db
    .select({
      userId: users.id,
      display: sql<string>`coalesce(${chatProfiles.friendlyName}, ${users.name}, '')`,
    })
    .from(users)
    .leftJoin(chatProfiles, eq(chatProfiles.userId, users.id))
    .where(sql`${users.id} = any(${intArray(members.map((m) => m.userId))}::int[])`);
  const byId = new Map(names.map((n) => [n.userId, n.display]));
  return members.map((m) => ({ ...m, display: byId.get(m.userId) ?? "" }));
}

/** The card a member shares: the owner's application card, a colleague's invitation record. */
export async function cardOf(db: DbOrTx, applicationId: number, userId: number) {
  const [own] = await db
    .select({
      name: businessCards.name,
      company: businessCards.company,
      position: businessCards.position,
      email: businessCards.email,
      countryNumber: businessCards.countryNumber,
      phoneNumber: businessCards.phoneNumber,
    })
    .from(applications)
    .innerJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(and(eq(applications.id, applicationId), eq(applications.applicantId, userId)));
  if (own) return own;
  const [colleague] = await db
    .select({
      name: applicationManagers.name,
      company: applicationManagers.company,
      position: applicationManagers.position,
      email: applicationManagers.email,
      countryNumber: applicationManagers.countryNumber,
      phoneNumber: applicationManagers.phoneNumber,
    })
    .from(applicationManagers)
    .where(
      and(
        eq(applicationManagers.applicationId, applicationId),
        eq(applicationManagers.userId, userId),
        eq(applicationManagers.used, "Y"),
      ),
    );
  if (colleague) return colleague;
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user
    ? { name: user.name, company: "", position: "", email: user.email, countryNumber: "", phoneNumber: "" }
    : undefined;
}

export async function setFriendlyName(db: DbOrTx, userId: number, friendlyName: string) {
  await db
    .insert(chatProfiles)
    .values({ userId, friendlyName })
    .onConflictDoUpdate({ target: chatProfiles.userId, set: { friendlyName } });
}

export async function block(db: DbOrTx, roomId: number, userId: number, byUserId: number) {
  await db.insert(chatBlocks).values({ roomId, userId, blockedByUserId: byUserId }).onConflictDoNothing();
}

export async function unblock(db: DbOrTx, roomId: number, userId: number) {
  const rows = await db
    .delete(chatBlocks)
    .where(and(eq(chatBlocks.roomId, roomId), eq(chatBlocks.userId, userId)))
    .returning();
  return rows.length > 0;
}

export async function blocksOf(db: DbOrTx, roomId: number) {
  return db
    .select({
      userId: chatBlocks.userId,
      blockedByUserId: chatBlocks.blockedByUserId,
      display: sql<string>`coalesce(${chatProfiles.friendlyName}, ${users.name}, '')`,
    })
    .from(chatBlocks)
    .leftJoin(users, eq(users.id, chatBlocks.userId))
    .leftJoin(chatProfiles, eq(chatProfiles.userId, chatBlocks.userId))
    .where(eq(chatBlocks.roomId, roomId))
    .orderBy(asc(chatBlocks.createdAt));
}
