import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { webinarQa } from "../../db/schema";

export type QaRow = typeof webinarQa.$inferSelect;
export type QaFilter = "complete" | "incomplete" | "";

const answered = sql`exists (select 1 from webinar_qa a where a.question_id = ${webinarQa.id})`;

function questionWhere(webinarId: number, filter: QaFilter): SQL | undefined {
  return and(
    eq(webinarQa.webinarId, webinarId),
    isNull(webinarQa.questionId),
    filter === "complete" ? answered : filter === "incomplete" ? sql`not ${answered}` : undefined,
  );
}

/** One page of a webinar's questions, newest first, and how many match the filter. */
export async function pageQuestions(
  db: DbOrTx,
  webinarId: number,
  filter: QaFilter,
  page: number,
  size: number,
): Promise<{ rows: QaRow[]; total: number }> {
  const where = questionWhere(webinarId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(webinarQa)
      .where(where)
      .orderBy(desc(webinarQa.createdAt), desc(webinarQa.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(webinarQa).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The answers of these questions, oldest first. */
export async function answersOf(db: DbOrTx, questionIds: number[]): Promise<QaRow[]> {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(webinarQa)
    .where(inArray(webinarQa.questionId, questionIds))
    .orderBy(asc(webinarQa.createdAt), asc(webinarQa.id));
}

export async function findQa(db: DbOrTx, id: number): Promise<QaRow | undefined> {
  const [row] = await db.select().from(webinarQa).where(eq(webinarQa.id, id));
  return row;
}

export async function insertQa(db: DbOrTx, row: typeof webinarQa.$inferInsert): Promise<QaRow> {
  const [inserted] = await db.insert(webinarQa).values(row).returning();
  return inserted!;
}

export async function updateContent(db: DbOrTx, id: number, content: string, now: Date): Promise<QaRow> {
  const [row] = await db
    .update(webinarQa)
    .set({ content, modifiedAt: now })
    .where(eq(webinarQa.id, id))
    .returning();
  return row!;
}

/** Deletes an entry (a question's answers go with it: the self-reference cascades). */
export async function deleteQa(db: DbOrTx, id: number): Promise<void> {
  await db.delete(webinarQa).where(eq(webinarQa.id, id));
}
