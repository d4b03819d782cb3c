import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { mails } from "../../db/schema";

export type MailRow = typeof mails.$inferSelect;

function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** One page of a user's mails in a sub-event, newest first, and the total. */
export async function pageOfMails(
  db: DbOrTx,
  filter: { userId: number; subEventId: number; searchWord: string },
  page: number,
  size: number,
) {
  const like = `%${escapeLike(filter.searchWord)}%`;
  const where = and(
    eq(mails.toUserId, filter.userId),
    eq(mails.subEventId, filter.subEventId),
    filter.searchWord
      ? or(sql`lower(${mails.title}) like ${like}`, sql`lower(${mails.content}) like ${like}`)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mails)
      .where(where)
      .orderBy(desc(mails.createdDate), desc(mails.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(mails).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findMail(db: DbOrTx, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mails).where(eq(mails.id, id));
  return row;
}

/** The addressees of the given mails (to check them all before changing any). */
export async function recipientsOf(db: DbOrTx, ids: number[]) {
  return db.select({ id: mails.id, toUserId: mails.toUserId }).from(mails).where(inArray(mails.id, ids));
}

export async function setOpened(db: DbOrTx, ids: number[], opened: "Y" | "N"): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(mails)
    .set({ opened })
    .where(and(inArray(mails.id, ids), sql`${mails.opened} <> ${opened}`))
    .returning({ id: mails.id });
  return rows.length;
}
