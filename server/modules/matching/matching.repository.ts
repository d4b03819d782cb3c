import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applicationAnswers,
  applicationKeywords,
  applicationManagers,
  applications,
  businessCards,
  formQuestions,
  keywords,
  matchingExclusions,
  matchingVersions,
  meetingClaims,
  meetingSlots,
  meetings,
} from "../../db/schema";
import { companyOf } from "../meetings/meetings.repository";

/** The sub-event's profile version (raised by triggers whenever an application's scored data changes). */
export async function profileVersion(db: DbOrTx, subEventId: number): Promise<number> {
  const [row] = await db
    .select({ version: matchingVersions.version })
    .from(matchingVersions)
    .where(eq(matchingVersions.subEventId, subEventId));
  return Number(row?.version ?? 0);
}

/** What scores are made of, for every approved application of the sub-event. */
export async function profileRows(db: DbOrTx, subEventId: number) {
  return db
    .select({
      id: applications.id,
      type: applications.type,
      companyName: companyOf(applications, businessCards),
      managerName: sql<string>`coalesce(${businessCards.name}, '')`,
      category: applications.category,
      keyword: applications.keyword,
      note: applications.note,
      purpose: applications.meetingPurpose,
      preference: applications.meetingPreference,
    })
    .from(applications)
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(and(eq(applications.subEventId, subEventId), eq(applications.approval, "approval")))
    .orderBy(asc(applications.id));
}

/** Keyword titles of the approved applications of the sub-event. */
export async function keywordRows(db: DbOrTx, subEventId: number) {
  return db
    .select({ applicationId: applicationKeywords.applicationId, title: keywords.title })
    .from(applicationKeywords)
    .innerJoin(keywords, eq(keywords.id, applicationKeywords.keywordId))
    .innerJoin(applications, eq(applications.id, applicationKeywords.applicationId))
    .where(and(eq(applications.subEventId, subEventId), eq(applications.approval, "approval")));
}

/**
 * Free-text answers that every participant may read (never a secret question's answer): long and short texts
 * other than the company name, and products' names and descriptions.
 */
export async function answerTextRows(db: DbOrTx, subEventId: number) {
  return db
    .select({
      applicationId: applicationAnswers.applicationId,
      content: applicationAnswers.content,
      productName: applicationAnswers.productName,
      productExplain: applicationAnswers.productExplain,
    })
    .from(applicationAnswers)
    .innerJoin(applications, eq(applications.id, applicationAnswers.applicationId))
    .innerJoin(formQuestions, eq(formQuestions.id, applicationAnswers.questionId))
    .where(
      and(
        eq(applications.subEventId, subEventId),
        eq(applications.approval, "approval"),
        eq(formQuestions.secretCheck, "N"),
        inArray(applicationAnswers.type, ["long", "short", "product"]),
        sql`${formQuestions.defaultId} <> 'companyName'`,
      ),
    );
}

/**
 * Whether the applicant's side made the meeting (a request: its owner or a colleague created it), as opposed to a
 * meeting the host arranged or automatic scheduling published for a pair nobody asked for. A request the host
 * later concluded (publishing fulfils waiting requests) is still a request: it was created by the applicant.
 */
export const askedByApplicant = sql<boolean>`(not ${meetings.arrangedByHost}
  or exists (select 1 from ${applications} where ${applications.id} = ${meetings.applicantApplicationId}
               and ${applications.applicantId} = ${meetings.createdByUserId})
  or exists (select 1 from ${applicationManagers}
              where ${applicationManagers.applicationId} = ${meetings.applicantApplicationId}
                and ${applicationManagers.userId} = ${meetings.createdByUserId}))`;

/** Meetings between the application and others (any status but unavailable marks), for requests and rejections. */
export async function relationRows(db: DbOrTx, applicationId: number) {
  return db
    .select({
      applicant: meetings.applicantApplicationId,
      acceptor: meetings.acceptorApplicationId,
      status: meetings.status,
      reasonCode: meetings.reasonCode,
      closedBy: meetings.closedByApplicationId,
      asked: askedByApplicant,
    })
    .from(meetings)
    .where(
      and(
        or(
          eq(meetings.applicantApplicationId, applicationId),
          eq(meetings.acceptorApplicationId, applicationId),
        ),
        isNotNull(meetings.acceptorApplicationId),
      ),
    );
}

/** "Not interested" marks made by the application or about it. */
export async function exclusionRows(db: DbOrTx, applicationId: number) {
  return db
    .select({ by: matchingExclusions.applicationId, target: matchingExclusions.targetApplicationId })
    .from(matchingExclusions)
    .where(
      or(
        eq(matchingExclusions.applicationId, applicationId),
        eq(matchingExclusions.targetApplicationId, applicationId),
      ),
    );
}

/** Open slots of the sub-event that start after `now`, in order. */
export async function futureOpenSlots(db: DbOrTx, subEventId: number, now: Date) {
  return db
    .select({
      date: meetingSlots.date,
      startTime: meetingSlots.startTime,
      endTime: meetingSlots.endTime,
      startsAt: meetingSlots.startsAt,
      endsAt: meetingSlots.endsAt,
    })
    .from(meetingSlots)
    .where(
      and(
        eq(meetingSlots.subEventId, subEventId),
        eq(meetingSlots.open, true),
        gt(meetingSlots.startsAt, now),
      ),
    )
    .orderBy(asc(meetingSlots.startsAt));
}

/** Slots the applications are committed in (agreed meetings, unavailable marks) after `now`. */
export async function claimsOf(db: DbOrTx, applicationIds: number[], now: Date) {
  if (applicationIds.length === 0) return [];
  return db
    .select({ applicationId: meetingClaims.applicationId, startsAt: meetingClaims.startsAt })
    .from(meetingClaims)
    .where(and(inArray(meetingClaims.applicationId, applicationIds), gt(meetingClaims.startsAt, now)));
}

/** Live meetings (waiting or agreed) between `me` and any of `others`. */
export async function liveMeetingsWith(db: DbOrTx, me: number, others: number[]) {
  if (others.length === 0) return [];
  return db
    .select({
      id: meetings.id,
      status: meetings.status,
      applicant: meetings.applicantApplicationId,
      acceptor: meetings.acceptorApplicationId,
    })
    .from(meetings)
    .where(
      and(
        inArray(meetings.status, ["waiting", "agree"]),
        or(
          and(eq(meetings.applicantApplicationId, me), inArray(meetings.acceptorApplicationId, others)),
          and(eq(meetings.acceptorApplicationId, me), inArray(meetings.applicantApplicationId, others)),
        ),
      ),
    );
}

export async function addExclusion(
  db: DbOrTx,
  row: { applicationId: number; targetApplicationId: number; subEventId: number; createdByUserId: number },
) {
  await db.insert(matchingExclusions).values(row).onConflictDoNothing();
}

export async function removeExclusion(db: DbOrTx, applicationId: number, targetApplicationId: number) {
  await db
    .delete(matchingExclusions)
    .where(
      and(
        eq(matchingExclusions.applicationId, applicationId),
        eq(matchingExclusions.targetApplicationId, targetApplicationId),
      ),
    );
}

/** The restore list: companies the application hid, newest first. */
export async function hiddenCompanies(db: DbOrTx, applicationId: number) {
  return db
    .select({
      applicationId: applications.id,
      type: applications.type,
      companyName: companyOf(applications, businessCards),
      category: applications.category,
      keyword: applications.keyword,
      hiddenAt: matchingExclusions.createdAt,
    })
    .from(matchingExclusions)
    .innerJoin(applications, eq(applications.id, matchingExclusions.targetApplicationId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(eq(matchingExclusions.applicationId, applicationId))
    .orderBy(desc(matchingExclusions.createdAt), desc(applications.id));
}

/**
 * The application a page view ranks for, in one statement: the given one, or the user's own (else accepted
 * colleague's) application in the sub-event; with its sub-event's matching switch and target scope, the event's
 * host and approval, whether the user is a member of it, and the sub-event's profile version.
 */
export async function viewerContext(
  db: DbOrTx,
  q: { subEventId: number; userId: number; applicationId?: number },
) {
  const pick =
    q.applicationId !== undefined
      ? sql`a.id = ${q.applicationId}`
      : sql`a.sub_event_id = ${q.subEventId} and (a.applicant_id = ${q.userId} or exists (
          select 1 from application_managers m where m.application_id = a.id and m.user_id = ${q.userId} and m.used = 'Y'))`;
  const result = (await db.execute(sql`
    select a.id, a.type, a.approval, a.sub_event_id as "subEventId", s.matching, s.target_scope as "targetScope",
           e.host_user_id as "hostUserId", e.approval as "eventApproval",
           (a.applicant_id = ${q.userId} or exists (select 1 from application_managers m
              where m.application_id = a.id and m.user_id = ${q.userId} and m.used = 'Y')) as member,
           coalesce((select v.version from matching_versions v where v.sub_event_id = a.sub_event_id), 0) as version
      from applications a
      join sub_events s on s.id = a.sub_event_id
      join events e on e.id = s.event_id
     where ${pick}
     order by (a.applicant_id = ${q.userId}) desc, a.id
     limit 1`)) as unknown as {
    rows: {
      id: number;
      type: "seller" | "buyer" | "booth" | "visitor";
      approval: string;
      subEventId: number;
      matching: string;
      targetScope: string;
      hostUserId: number;
      eventApproval: string;
      member: boolean;
      version: string | number;
    }[];
  };
  const row = result.rows[0];
  return row ? { ...row, version: Number(row.version) } : undefined;
}
