import { eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, businessCards, events, subEvents, users } from "../../db/schema";

/** The event and sub-event a meeting mail names (both languages, the venue's zone, the period). */
export async function findMailSubEvent(db: DbOrTx, subEventId: number) {
  const [row] = await db
    .select({
      subEventId: subEvents.id,
      subEventName: subEvents.name,
      subEventNameEn: subEvents.nameEn,
      startDate: subEvents.subEventStartDate,
      endDate: subEvents.subEventEndDate,
      eventName: events.name,
      eventNameEn: events.nameEn,
      timeZone: events.timeZone,
    })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, subEventId));
  return row;
}
export type MailSubEvent = NonNullable<Awaited<ReturnType<typeof findMailSubEvent>>>;

/**
 * Who receives a side's meeting mails: the application's main applicant (account address, language and
 * zone), named by the application's business card when it has one.
 */
export async function findSideRecipients(db: DbOrTx, applicationIds: number[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: applications.id,
      userId: users.id,
      email: users.email,
      name: sql<string>`coalesce(nullif(${businessCards.name}, ''), ${users.name})`,
      countryNumber: users.countryNumber,
      timeZone: users.timeZone,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(inArray(applications.id, applicationIds));
}
export type SideRecipient = Awaited<ReturnType<typeof findSideRecipients>>[number];
