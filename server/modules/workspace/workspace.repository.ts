import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applicationAnswers,
  applicationKeywords,
  applicationManagers,
  applications,
  businessCards,
  files,
  formQuestions,
  keywords,
  meetings,
  subEvents,
} from "../../db/schema";

export type ApplicationRow = typeof applications.$inferSelect;
export type CardRow = typeof businessCards.$inferSelect;

export { type ParticipantFilter, type ParticipantPage, pageParticipants } from "./workspace.lists.repository";

/** An application with its business card and sub-event. */
export async function findApplication(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ application: applications, card: businessCards, subEvent: subEvents })
    .from(applications)
    .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(eq(applications.id, id));
  return row;
}

/** The user's latest card: the fallback when an application was made without one. */
export async function latestCardOfUser(db: DbOrTx, userId: number): Promise<CardRow | undefined> {
  const [row] = await db
    .select()
    .from(businessCards)
    .where(eq(businessCards.userId, userId))
    .orderBy(desc(businessCards.id))
    .limit(1);
  return row;
}

export function keywordsOf(db: DbOrTx, applicationId: number) {
  return db
    .select({ id: keywords.id, title: keywords.title })
    .from(applicationKeywords)
    .innerJoin(keywords, eq(keywords.id, applicationKeywords.keywordId))
    .where(eq(applicationKeywords.applicationId, applicationId))
    .orderBy(asc(keywords.title));
}

/** Answers with the question's secret flag and position, and the product image path. */
export function answersOf(db: DbOrTx, applicationId: number) {
  return db
    .select({
      answer: applicationAnswers,
      secret: formQuestions.secretCheck,
      position: formQuestions.position,
      imagePath: files.filePath,
      imageVisibility: files.visibility,
    })
    .from(applicationAnswers)
    .leftJoin(formQuestions, eq(formQuestions.id, applicationAnswers.questionId))
    .leftJoin(files, eq(files.id, applicationAnswers.productImg))
    .where(eq(applicationAnswers.applicationId, applicationId))
    .orderBy(
      asc(applicationAnswers.repeatInfo),
      asc(formQuestions.position),
      asc(applicationAnswers.additionOrder),
    );
}

/** Whether the form has questions in its additional part. */
export async function hasAdditionalQuestions(db: DbOrTx, formId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(formQuestions)
    .where(and(eq(formQuestions.formId, formId), eq(formQuestions.part, "additional")));
  return (row?.n ?? 0) > 0;
}

/** The user's applications (own or as an accepted colleague) in the sub-events of an event. */
export async function applicationsOfUserInEvent(db: DbOrTx, eventId: number, userId: number) {
  const viaColleague = db
    .select({ id: applicationManagers.applicationId })
    .from(applicationManagers)
    .where(and(eq(applicationManagers.userId, userId), eq(applicationManagers.used, "Y")));
  const rows = await db
    .select({ application: applications, subEvent: subEvents })
    .from(applications)
    .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
    .where(
      and(
        eq(subEvents.eventId, eventId),
        sql`(${applications.applicantId} = ${userId} or ${inArray(applications.id, viaColleague)})`,
      ),
    )
    .orderBy(asc(subEvents.sort), asc(subEvents.id));
  return rows;
}

export async function deleteApplication(db: DbOrTx, id: number): Promise<void> {
  await db.delete(applications).where(eq(applications.id, id));
}

/** The colleague record of the user in an application (accepted). */
export async function colleagueRecord(db: DbOrTx, applicationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(applicationManagers)
    .where(
      and(
        eq(applicationManagers.applicationId, applicationId),
        eq(applicationManagers.userId, userId),
        eq(applicationManagers.used, "Y"),
      ),
    );
  return row;
}

/** Whether the application is a side of any meeting (whatever its status). */
export async function hasMeetings(db: DbOrTx, applicationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      or(
        eq(meetings.applicantApplicationId, applicationId),
        eq(meetings.acceptorApplicationId, applicationId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
