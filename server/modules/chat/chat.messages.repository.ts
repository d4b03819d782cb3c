/** Chat messages: storing one (idempotent by client id), reading a room's pages, deleting, and read positions. */
import { and, asc, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { chatMessages, chatProfiles, chatReads, chatRooms, users } from "../../db/schema";
import { rowsOf } from "./chat.sql";

export type MessageRow = typeof chatMessages.$inferSelect;

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
 * a gap. Undefined when a send racing this one stored the client id after this statement began: its
 * snapshot cannot see that row, a new statement can (`messageByClientId`).
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
): Promise<{ view: MessageView; created: boolean } | undefined> {
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
  if (!row) return undefined;
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

/** The message a client id was stored as in a room, if any (a resend is answered with it). */
export async function messageByClientId(
  db: DbOrTx,
  roomId: number,
  clientId: string,
): Promise<MessageView | undefined> {
  const [row] = await messagesQuery(db).where(
    and(eq(chatMessages.roomId, roomId), eq(chatMessages.clientId, clientId)),
  );
  return row;
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
