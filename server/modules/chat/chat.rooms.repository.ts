/**
 * Chat rooms: a room with the caller's side in it, the applications a room would join, making the room of a
 * pair, and the user's room list.
 */
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import {
  applicationManagers,
  applications,
  businessCards,
  chatBlocks,
  chatMessages,
  chatReads,
  chatRooms,
  users,
} from "../../db/schema";
import { intArray, memberOf, rowsOf } from "./chat.sql";

export type RoomRow = typeof chatRooms.$inferSelect;

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

export interface ApplicationRoomRow {
  id: number;
  sub_event_id: number;
  last_seq: number;
  /** The application's approval now (null: it no longer exists). */
  approval: string | null;
  /** Owner and accepted colleagues of the room's other application. */
  other_user_ids: number[] | null;
}

/**
 * The rooms of an application with the members of the other side of each, and the application's approval
 * (the rooms of its sub-event only: the pair index and the other side's index serve it).
 */
export async function roomsOfApplication(db: DbOrTx, applicationId: number): Promise<ApplicationRoomRow[]> {
  return rowsOf<ApplicationRoomRow>(
    await db.execute(sql`
      with app as (select a.id, a.sub_event_id, a.approval from ${applications} a where a.id = ${applicationId}),
      rooms as (
        select r.id, r.sub_event_id, r.last_seq,
          case when r.application_low = ${applicationId} then r.application_high else r.application_low end as other_app
        from ${chatRooms} r join app on app.sub_event_id = r.sub_event_id
        where r.application_low = ${applicationId} or r.application_high = ${applicationId}
      )
      select r.id, r.sub_event_id, r.last_seq, (select approval from app) as approval,
        (select array_agg(distinct u.uid) from (
          select x.applicant_id as uid from ${applications} x where x.id = r.other_app
          union all
          select mm.user_id from ${applicationManagers} mm
            where mm.application_id = r.other_app and mm.used = 'Y' and mm.user_id is not null) u
        ) as other_user_ids
      from rooms r
      order by r.id`),
  );
}

/** The room's last sequence number (what a member who missed a live message compares with). */
export async function lastSeqOf(db: DbOrTx, roomId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ lastSeq: chatRooms.lastSeq })
    .from(chatRooms)
    .where(eq(chatRooms.id, roomId));
  return row?.lastSeq;
}
