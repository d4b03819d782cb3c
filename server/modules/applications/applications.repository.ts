import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import {
  applicationAnswers,
  applicationKeywords,
  applications,
  businessCards,
  events,
  files,
  formQuestions,
  keywords,
  subEvents,
} from "../../db/schema";

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type NewAnswer = typeof applicationAnswers.$inferInsert;
export type QuestionRow = typeof formQuestions.$inferSelect;

/** An application with its sub-event and event (for access checks). */
export async function findApplication(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ application: applications, subEvent: subEvents, event: events })
    .from(applications)
    .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(applications.id, id));
  return row;
}

export async function findCard(db: DbOrTx, id: number | null) {
  if (id === null) return undefined;
  const [row] = await db.select().from(businessCards).where(eq(businessCards.id, id));
  return row;
}

export async function insertCard(db: DbOrTx, card: typeof businessCards.$inferInsert) {
  const [row] = await db.insert(businessCards).values(card).returning();
  return row!;
}

/** Inserts the application; undefined when the user already has one in the sub-event. */
export async function insertApplication(
  db: DbOrTx,
  row: NewApplication,
): Promise<ApplicationRow | undefined> {
  const [created] = await db.insert(applications).values(row).onConflictDoNothing().returning();
  return created;
}

export async function updateApplication(db: DbOrTx, id: number, fields: Partial<NewApplication>) {
  await db
    .update(applications)
    .set({ ...fields, modifiedDate: new Date() })
    .where(eq(applications.id, id));
}

export async function listQuestions(db: DbOrTx, formId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(formQuestions)
    .where(eq(formQuestions.formId, formId))
    .orderBy(asc(formQuestions.part), asc(formQuestions.position));
}

/** Replaces every answer of the application. */
export async function replaceAnswers(db: DbOrTx, applicationId: number, rows: NewAnswer[]): Promise<void> {
  await db.delete(applicationAnswers).where(eq(applicationAnswers.applicationId, applicationId));
  if (rows.length > 0) await db.insert(applicationAnswers).values(rows);
}

const productFile = alias(files, "product_file");
const answerFile = alias(files, "answer_file");

/** Answers in form order, with the stored file of a product image or a file question. */
export async function listAnswers(db: DbOrTx, applicationId: number) {
  return db
    .select({
      answer: applicationAnswers,
      productPath: productFile.filePath,
      productVisibility: productFile.visibility,
      answerPath: answerFile.filePath,
      answerVisibility: answerFile.visibility,
      answerName: answerFile.fileName,
    })
    .from(applicationAnswers)
    .leftJoin(productFile, eq(productFile.id, applicationAnswers.productImg))
    .leftJoin(
      answerFile,
      and(eq(applicationAnswers.type, "file"), sql`${answerFile.id}::text = ${applicationAnswers.content}`),
    )
    .where(eq(applicationAnswers.applicationId, applicationId))
    .orderBy(asc(applicationAnswers.repeatInfo), asc(applicationAnswers.additionOrder));
}

/** Which question ids of the application's form are secret. */
export async function secretQuestionIds(db: DbOrTx, formId: number): Promise<Set<string>> {
  const rows = await db
    .select({ id: formQuestions.id })
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, formId), eq(formQuestions.secretCheck, "Y")));
  return new Set(rows.map((r) => r.id));
}

export async function keywordsOfSubEvent(db: DbOrTx, subEventId: number) {
  return db
    .select({ id: keywords.id, title: keywords.title })
    .from(keywords)
    .where(eq(keywords.subEventId, subEventId))
    .orderBy(asc(keywords.title));
}

/** Keywords carried by approved applications of the sub-event. */
export async function keywordsInUse(db: DbOrTx, subEventId: number) {
  return db
    .selectDistinct({ id: keywords.id, title: keywords.title })
    .from(keywords)
    .innerJoin(applicationKeywords, eq(applicationKeywords.keywordId, keywords.id))
    .innerJoin(applications, eq(applications.id, applicationKeywords.applicationId))
    .where(and(eq(keywords.subEventId, subEventId), eq(applications.approval, "approval")))
    .orderBy(asc(keywords.title));
}

export async function keywordsOfApplication(db: DbOrTx, applicationId: number) {
  return db
    .select({ id: keywords.id, title: keywords.title })
    .from(applicationKeywords)
    .innerJoin(keywords, eq(keywords.id, applicationKeywords.keywordId))
    .where(eq(applicationKeywords.applicationId, applicationId))
    .orderBy(asc(keywords.title));
}

/** Keyword ids of the sub-event for these titles, creating the missing ones. */
export async function ensureKeywords(db: DbOrTx, subEventId: number, titles: string[]): Promise<number[]> {
  if (titles.length === 0) return [];
  await db
    .insert(keywords)
    .values(titles.map((title) => ({ subEventId, title })))
    .onConflictDoNothing();
  const lower = titles.map((t) => t.toLowerCase());
  const rows = await db
    .select({ id: keywords.id })
    .from(keywords)
    .where(and(eq(keywords.subEventId, subEventId), inArray(sql`lower(${keywords.title})`, lower)));
  return rows.map((r) => r.id);
}

/** The subset of these ids that are keywords of the sub-event. */
export async function keywordsByIds(db: DbOrTx, subEventId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: keywords.id, title: keywords.title })
    .from(keywords)
    .where(and(eq(keywords.subEventId, subEventId), inArray(keywords.id, ids)));
}

export async function replaceKeywords(
  db: DbOrTx,
  applicationId: number,
  keywordIds: number[],
): Promise<void> {
  await db.delete(applicationKeywords).where(eq(applicationKeywords.applicationId, applicationId));
  if (keywordIds.length > 0)
    await db
      .insert(applicationKeywords)
      .values([...new Set(keywordIds)].map((keywordId) => ({ applicationId, keywordId })))
      .onConflictDoNothing();
}

export { type ProductPageRow, productPage } from "./applications.gallery.repository";

/** Applications whose secret answers (file question or product image) point at this file. */
export async function applicationsWithSecretFile(db: DbOrTx, fileId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ applicationId: applicationAnswers.applicationId })
    .from(applicationAnswers)
    .innerJoin(formQuestions, eq(formQuestions.id, applicationAnswers.questionId))
    .where(
      and(
        eq(formQuestions.secretCheck, "Y"),
        or(
          and(eq(applicationAnswers.type, "file"), eq(applicationAnswers.content, String(fileId))),
          eq(applicationAnswers.productImg, fileId),
        ),
      ),
    );
  return rows.map((r) => r.applicationId);
}
