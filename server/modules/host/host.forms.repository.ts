import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { formQuestions, forms, subEvents } from "../../db/schema";

export type FormKind = (typeof forms.$inferSelect)["type"];
export type QuestionInsert = typeof formQuestions.$inferInsert;

export async function findForm(db: DbOrTx, formId: number) {
  const [row] = await db.select().from(forms).where(eq(forms.id, formId));
  return row;
}

export async function insertForm(db: DbOrTx, subEventId: number, type: FormKind, title: string) {
  const [row] = await db.insert(forms).values({ subEventId, type, title }).returning();
  return row!;
}

export async function touchForm(db: DbOrTx, formId: number, title: string) {
  const [row] = await db
    .update(forms)
    .set({ title, modifiedDate: sql`now()` })
    .where(eq(forms.id, formId))
    .returning();
  return row!;
}

/** Ids of the questions that belong to the form (an id of another form cannot be reused). */
export async function questionIdsOf(db: DbOrTx, formId: number): Promise<Set<string>> {
  const rows = await db
    .select({ id: formQuestions.id })
    .from(formQuestions)
    .where(eq(formQuestions.formId, formId));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the questions: rows kept by id are rewritten in place, missing ones deleted, new ones added. */
export async function replaceQuestions(db: DbOrTx, formId: number, rows: QuestionInsert[]): Promise<void> {
  const existing = await questionIdsOf(db, formId);
  const kept = new Set(rows.flatMap((r) => (r.id && existing.has(r.id) ? [r.id] : [])));
  const gone = [...existing].filter((id) => !kept.has(id));
  if (gone.length > 0) await db.delete(formQuestions).where(inArray(formQuestions.id, gone));
  for (const row of rows) {
    if (row.id && kept.has(row.id)) {
      const { id, ...fields } = row;
      await db.update(formQuestions).set(fields).where(eq(formQuestions.id, id));
    } else {
      const { id: _ignored, ...fields } = row;
      await db.insert(formQuestions).values({ ...fields, formId });
    }
  }
}

/** Points one of the sub-event's form references at the form. */
export async function linkForm(
  db: DbOrTx,
  subEventId: number,
  slot: keyof Pick<
    typeof subEvents.$inferInsert,
    | "sellerPartiForm"
    | "buyerPartiForm"
    | "boothPartiForm"
    | "visitorPartiForm"
    | "registerForm"
    | "sellerCounselForm"
    | "buyerCounselForm"
    | "sellerSurveyForm"
  >,
  formId: number,
): Promise<void> {
  await db
    .update(subEvents)
    .set({ [slot]: formId, updatedAt: sql`now()` })
    .where(eq(subEvents.id, subEventId));
}
