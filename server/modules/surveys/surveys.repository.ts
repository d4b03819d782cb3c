import { and, asc, desc, eq, ilike, inArray, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TSurveyAnswer } from "../../../shared/contract";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  businessCards,
  formQuestions,
  meetingSlots,
  meetingSurveys,
  meetings,
  postSurveys,
} from "../../db/schema";
import { findApplicationContext } from "../meetings/meetings.repository";

/** An application with its sub-event and event (for access, form choice and time zone). */
export const findApplication = findApplicationContext;

export async function findMeeting(db: DbOrTx, meetingId: number) {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, meetingId));
  return row;
}

const other = alias(applications, "other_application");
const otherCard = alias(businessCards, "other_card");

/** Agreed meetings of the application that have ended, newest first, searchable by the other company. */
export async function finishedMeetings(db: DbOrTx, applicationId: number, now: Date, searchWord: string) {
  const otherId = sql<number>`CASE WHEN ${meetings.applicantApplicationId} = ${applicationId} THEN ${meetings.acceptorApplicationId} ELSE ${meetings.applicantApplicationId} END`;
  const conditions = [
    eq(meetings.status, "agree"),
    or(eq(meetings.applicantApplicationId, applicationId), eq(meetings.acceptorApplicationId, applicationId)),
    lte(meetings.endsAt, now),
  ];
  if (searchWord)
    conditions.push(ilike(sql`coalesce(${otherCard.company}, ${other.name})`, `%${escapeLike(searchWord)}%`));
  return db
    .select({
      meetingId: meetings.id,
      meetingName: sql<string>`coalesce(nullif(${otherCard.company}, ''), ${other.name})`,
      date: meetingSlots.date,
      startTime: meetingSlots.startTime,
      endTime: meetingSlots.endTime,
      startsAt: meetings.startsAt,
      written: sql<boolean>`exists (select 1 from ${meetingSurveys} where ${meetingSurveys.meetingId} = ${meetings.id} and ${meetingSurveys.applicationId} = ${applicationId})`,
    })
    .from(meetings)
    .innerJoin(
      meetingSlots,
      and(eq(meetingSlots.subEventId, meetings.subEventId), eq(meetingSlots.startsAt, meetings.startsAt)),
    )
    .innerJoin(other, eq(other.id, otherId))
    .leftJoin(otherCard, eq(otherCard.id, other.businessCardId))
    .where(and(...conditions))
    .orderBy(desc(meetings.startsAt))
    .limit(500);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function questionIdsOf(db: DbOrTx, formId: number): Promise<Set<string>> {
  const rows = await db
    .select({ id: formQuestions.id })
    .from(formQuestions)
    .where(eq(formQuestions.formId, formId));
  return new Set(rows.map((r) => r.id));
}

const answerColumns = {
  uuid: meetingSurveys.uuid,
  formId: meetingSurveys.formId,
  title: meetingSurveys.title,
  type: meetingSurveys.type,
  content: meetingSurveys.content,
  answerUuid: meetingSurveys.answerUuid,
};

export async function meetingAnswers(db: DbOrTx, meetingId: number, applicationId: number) {
  return db
    .select(answerColumns)
    .from(meetingSurveys)
    .where(and(eq(meetingSurveys.meetingId, meetingId), eq(meetingSurveys.applicationId, applicationId)))
    .orderBy(asc(meetingSurveys.id));
}

/** Replaces one side's answers (delete + insert in the caller's transaction). */
export async function replaceMeetingAnswers(
  db: DbOrTx,
  meetingId: number,
  applicationId: number,
  answers: TSurveyAnswer[],
): Promise<void> {
  await db
    .delete(meetingSurveys)
    .where(and(eq(meetingSurveys.meetingId, meetingId), eq(meetingSurveys.applicationId, applicationId)));
  if (answers.length === 0) return;
  await db.insert(meetingSurveys).values(answers.map((a) => ({ ...a, meetingId, applicationId })));
}

export async function postAnswers(db: DbOrTx, applicationId: number) {
  return db
    .select({
      uuid: postSurveys.uuid,
      formId: postSurveys.formId,
      title: postSurveys.title,
      type: postSurveys.type,
      content: postSurveys.content,
      answerUuid: postSurveys.answerUuid,
    })
    .from(postSurveys)
    .where(eq(postSurveys.applicationId, applicationId))
    .orderBy(asc(postSurveys.id));
}

export async function replacePostAnswers(
  db: DbOrTx,
  applicationId: number,
  answers: TSurveyAnswer[],
): Promise<void> {
  await db.delete(postSurveys).where(eq(postSurveys.applicationId, applicationId));
  if (answers.length === 0) return;
  await db.insert(postSurveys).values(answers.map((a) => ({ ...a, applicationId })));
}

/** Serialises writers of one application's answers (create vs create races become one create + one 409). */
export async function lockApplication(db: DbOrTx, applicationId: number): Promise<void> {
  await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for("update");
}

export { inArray };
