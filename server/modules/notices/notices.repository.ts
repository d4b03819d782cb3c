import { and, count, desc, eq, gt, lt, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { notices } from "../../db/schema";

export type NoticeRow = typeof notices.$inferSelect;

function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

function listWhere(subEventId: number, searchWord: string): SQL | undefined {
  return and(
    eq(notices.subEventId, subEventId),
    searchWord ? sql`lower(${notices.title}) like ${`%${escapeLike(searchWord)}%`}` : undefined,
  );
}

/** One page of a sub-event's notices, newest first (the id breaks ties), and the total. */
export async function pageOfNotices(
  db: DbOrTx,
  subEventId: number,
  searchWord: string,
  page: number,
  size: number,
) {
  const where = listWhere(subEventId, searchWord);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: notices.id,
        title: notices.title,
        createdDate: notices.createdDate,
        modifiedDate: notices.modifiedDate,
      })
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdDate), desc(notices.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findNotice(db: DbOrTx, id: number): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(notices).where(eq(notices.id, id));
  return row;
}

/** The ids of the older and the newer neighbour of a notice in its sub-event (list order). */
export async function neighboursOf(db: DbOrTx, notice: NoticeRow) {
  const at = notice.createdDate;
  const older = or(lt(notices.createdDate, at), and(eq(notices.createdDate, at), lt(notices.id, notice.id)));
  const newer = or(gt(notices.createdDate, at), and(eq(notices.createdDate, at), gt(notices.id, notice.id)));
  const [[previous], [next]] = await Promise.all([
    db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.subEventId, notice.subEventId), older))
      .orderBy(desc(notices.createdDate), desc(notices.id))
      .limit(1),
    db
      .select({ id: notices.id })
      .from(notices)
      .where(and(eq(notices.subEventId, notice.subEventId), newer))
      .orderBy(notices.createdDate, notices.id)
      .limit(1),
  ]);
  return { previousId: previous?.id ?? null, nextId: next?.id ?? null };
}

export async function insertNotice(
  db: DbOrTx,
  values: { subEventId: number; title: string; content: string; createdUserId: number; at: Date },
): Promise<NoticeRow> {
  const [row] = await db
    .insert(notices)
    .values({
      subEventId: values.subEventId,
      title: values.title,
      content: values.content,
      createdUserId: values.createdUserId,
      createdDate: values.at,
      modifiedDate: values.at,
    })
    .returning();
  return row!;
}

export async function updateNotice(
  db: DbOrTx,
  id: number,
  values: { title: string; content: string; at: Date },
): Promise<NoticeRow | undefined> {
  const [row] = await db
    .update(notices)
    .set({ title: values.title, content: values.content, modifiedDate: values.at })
    .where(eq(notices.id, id))
    .returning();
  return row;
}

export async function deleteNotice(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
  return rows.length > 0;
}
