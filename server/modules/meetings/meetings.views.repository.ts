/**
 * Read models across applications and business cards: the targets a party may meet, and meeting views with
 * both sides, the venue's time zone and the survey flags.
 */
import { type AnyColumn, and, asc, eq, exists, inArray, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import {
  applicationKeywords,
  applications,
  businessCards,
  events,
  meetingClaims,
  meetingSurveys,
  meetings,
  places,
  subEvents,
} from "../../db/schema";

export type ApplicationRow = typeof applications.$inferSelect;

/** The name a company is known by in a sub-event: the application's name, else its card's company. */
export const companyOf = (app: { name: AnyColumn }, card: { company: AnyColumn }) =>
  sql<string>`coalesce(nullif(${app.name}, ''), ${card.company}, '')`;

function escapeLike(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
}

// ---------- targets ----------

const card = businessCards;

export interface TargetFilter {
  subEventId: number;
  /** Types the caller may meet. */
  types: ApplicationRow["type"][];
  exceptApplicationId?: number;
  /** Only applications free at this instant. */
  freeAt?: Date;
  /**
   * Leaves out applications with an open meeting with `exceptApplicationId` at this instant (a waiting request,
   * or an agreed meeting not yet ended): a pair that has met can meet again (docs/decisions.md, follow-ups).
   */
  now?: Date;
  keywordId?: number;
  companyName?: string;
}

export async function targets(db: DbOrTx, filter: TargetFilter) {
  const company = companyOf(applications, card);
  const conditions: (SQL | undefined)[] = [
    eq(applications.subEventId, filter.subEventId),
    eq(applications.approval, "approval"),
    inArray(applications.type, filter.types),
  ];
  const me = filter.exceptApplicationId;
  if (me) conditions.push(ne(applications.id, me));
  if (filter.freeAt) {
    conditions.push(
      sql`not exists (select 1 from ${meetingClaims} where ${meetingClaims.applicationId} = ${applications.id} and ${meetingClaims.startsAt} = ${filter.freeAt})`,
    );
  }
  if (me) {
    const now = (filter.now ?? new Date()).toISOString();
    conditions.push(
      sql`not exists (select 1 from ${meetings} where ${meetings.subEventId} = ${filter.subEventId} and (${meetings.status} = 'waiting' or (${meetings.status} = 'agree' and ${meetings.endsAt} > ${now}::timestamptz)) and ${meetings.pairLow} = least(${applications.id}, ${me}::int) and ${meetings.pairHigh} = greatest(${applications.id}, ${me}::int))`,
    );
  }
  if (filter.keywordId) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(applicationKeywords)
          .where(
            and(
              eq(applicationKeywords.applicationId, applications.id),
              eq(applicationKeywords.keywordId, filter.keywordId),
            ),
          ),
      ),
    );
  }
  if (filter.companyName)
    conditions.push(sql`lower(${company}) like ${`%${escapeLike(filter.companyName)}%`}`);
  return db
    .select({
      applicationId: applications.id,
      companyName: company,
      managerName: sql<string>`coalesce(${card.name}, '')`,
      type: applications.type,
      category: applications.category,
      keyword: applications.keyword,
      attendeeType: applications.attendeeType,
    })
    .from(applications)
    .leftJoin(card, eq(card.id, applications.businessCardId))
    .where(and(...conditions))
    .orderBy(asc(company), asc(applications.id))
    .limit(200);
}

// ---------- views ----------

const applicantApp = alias(applications, "applicant_app");
const acceptorApp = alias(applications, "acceptor_app");
const applicantCard = alias(businessCards, "applicant_card");
const acceptorCard = alias(businessCards, "acceptor_card");

const party = (app: typeof applicantApp, c: typeof applicantCard) => ({
  id: app.id,
  name: companyOf(app, c),
  managerName: sql<string>`coalesce(${c.name}, '')`,
  email: sql<string>`coalesce(${c.email}, '')`,
  type: app.type,
  attendeeType: app.attendeeType,
  category: app.category,
  keyword: app.keyword,
  meetingPlace: app.meetingPlace,
});

/** Meetings with both sides, the venue's time zone and whether each side wrote its note. */
export async function meetingViews(db: DbOrTx, where: SQL | undefined) {
  return viewQuery(db, where);
}

/** `meetingViews` of meetings by id, prepared once (the answer of every write and the notice worker). */
const viewsByIdsQ = preparedFor((db) =>
  viewQuery(db, sql`${meetings.id} = any(${sql.placeholder("ids")}::int[])`).prepare("meetings_views_by_ids"),
);
export async function meetingViewsByIds(db: DbOrTx, ids: number[]): Promise<MeetingViewRow[]> {
  if (ids.length === 0) return [];
  return viewsByIdsQ(db).execute({ ids });
}

function viewQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      meeting: meetings,
      timeZone: events.timeZone,
      applicant: party(applicantApp, applicantCard),
      acceptor: {
        id: acceptorApp.id,
        name: sql<
          string | null
        >`case when ${acceptorApp.id} is null then null else ${companyOf(acceptorApp, acceptorCard)} end`,
        managerName: sql<string>`coalesce(${acceptorCard.name}, '')`,
        email: sql<string>`coalesce(${acceptorCard.email}, '')`,
        type: acceptorApp.type,
        attendeeType: acceptorApp.attendeeType,
        category: acceptorApp.category,
        keyword: acceptorApp.keyword,
        meetingPlace: acceptorApp.meetingPlace,
      },
      placeOf: { id: places.id, name: places.name, kind: places.kind, zone: places.zone },
      applicantSurvey: sql<boolean>`exists (select 1 from ${meetingSurveys} where ${meetingSurveys.meetingId} = ${meetings.id} and ${meetingSurveys.applicationId} = ${meetings.applicantApplicationId})`,
      acceptorSurvey: sql<boolean>`exists (select 1 from ${meetingSurveys} where ${meetingSurveys.meetingId} = ${meetings.id} and ${meetingSurveys.applicationId} = ${meetings.acceptorApplicationId})`,
    })
    .from(meetings)
    .innerJoin(subEvents, eq(subEvents.id, meetings.subEventId))
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .innerJoin(applicantApp, eq(applicantApp.id, meetings.applicantApplicationId))
    .leftJoin(applicantCard, eq(applicantCard.id, applicantApp.businessCardId))
    .leftJoin(acceptorApp, eq(acceptorApp.id, meetings.acceptorApplicationId))
    .leftJoin(acceptorCard, eq(acceptorCard.id, acceptorApp.businessCardId))
    .leftJoin(places, eq(places.id, meetings.placeId))
    .where(where)
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
}
export type MeetingViewRow = Awaited<ReturnType<typeof viewQuery>>[number];
