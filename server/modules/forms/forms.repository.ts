import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { formQuestions, forms } from "../../db/schema";

export type FormRow = typeof forms.$inferSelect;
export type QuestionRow = typeof formQuestions.$inferSelect;

/** A form of the sub-event (scoped: a form id of another sub-event is not found). */
export async function findForm(db: DbOrTx, subEventId: number, formId: number): Promise<FormRow | undefined> {
  const [row] = await db
    .select()
    .from(forms)
    .where(and(eq(forms.id, formId), eq(forms.subEventId, subEventId)));
  return row;
}

export async function listQuestions(db: DbOrTx, formId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(formQuestions)
    .where(eq(formQuestions.formId, formId))
    .orderBy(asc(formQuestions.part), asc(formQuestions.position));
}
