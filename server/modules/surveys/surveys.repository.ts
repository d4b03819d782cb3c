import { and, asc, count, desc, eq, ilike, inArray, lte, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TSurveyAnswer } from "../../../shared/contract";
import type { DbOrTx } from "../../db/client";
import {
  applications,
  businessCards,
  formQuestions,
  meetingSlots,
  meetingSurveys,
  meetingSurveyVersions,
  meetings,
  postSurveys,
  users,
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

const ofNote = (meetingId: number, applicationId: number) =>
  and(eq(meetingSurveyVersions.meetingId, meetingId), eq(meetingSurveyVersions.applicationId, applicationId));

/** The highest version number of one side's note (0 when it has none). */
export async function latestVersion(db: DbOrTx, meetingId: number, applicationId: number): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${meetingSurveyVersions.version}), 0)::int` })
    .from(meetingSurveyVersions)
    .where(ofNote(meetingId, applicationId));
  return Number(row?.version ?? 0);
}

/**
 * Appends the next version of one side's note (the number after the highest). Call it under the application's
 * lock, in the write's transaction: the lock keeps the numbers without gaps, the primary key refuses a duplicate.
 */
export async function appendVersion(
  db: DbOrTx,
  row: {
    meetingId: number;
    applicationId: number;
    answers: TSurveyAnswer[];
    savedByUserId: number | null;
    saverRole: "participant" | "interpreter" | null;
    restoredFrom: number | null;
    savedAt: Date;
  },
): Promise<number> {
  const next = sql<number>`(select coalesce(max(${meetingSurveyVersions.version}), 0) + 1 from ${meetingSurveyVersions}
    where ${meetingSurveyVersions.meetingId} = ${row.meetingId} and ${meetingSurveyVersions.applicationId} = ${row.applicationId})`;
  const [inserted] = await db
    .insert(meetingSurveyVersions)
    .values({ ...row, version: next })
    .returning({ version: meetingSurveyVersions.version });
  return inserted!.version;
}

/** One page of a note's versions, newest first, with the saver's name; and how many there are. */
export async function noteVersions(
  db: DbOrTx,
  meetingId: number,
  applicationId: number,
  page: number,
  size: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        version: meetingSurveyVersions.version,
        savedAt: meetingSurveyVersions.savedAt,
        savedBy: users.name,
        role: meetingSurveyVersions.saverRole,
        restoredFrom: meetingSurveyVersions.restoredFrom,
        answers: meetingSurveyVersions.answers,
      })
      .from(meetingSurveyVersions)
      .leftJoin(users, eq(users.id, meetingSurveyVersions.savedByUserId))
      .where(ofNote(meetingId, applicationId))
      .orderBy(desc(meetingSurveyVersions.version))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(meetingSurveyVersions).where(ofNote(meetingId, applicationId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findVersion(db: DbOrTx, meetingId: number, applicationId: number, version: number) {
  const [row] = await db
    .select({ answers: meetingSurveyVersions.answers })
    .from(meetingSurveyVersions)
    .where(and(ofNote(meetingId, applicationId), eq(meetingSurveyVersions.version, version)));
  return row;
}

/** The files any version of one side's note has named (file answers' contents). */
export async function historyFiles(db: DbOrTx, meetingId: number, applicationId: number): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct e->>'content' as "content"
    from ${meetingSurveyVersions} v, jsonb_array_elements(v.answers) e
    where v.meeting_id = ${meetingId} and v.application_id = ${applicationId} and e->>'type' = 'file'`)) as unknown as {
    rows: { content: string | null }[];
  };
  return result.rows.flatMap((r) => (r.content ? [r.content] : []));
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
