import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  applicationManagers,
  applications,
  businessCards,
  files,
  webinarFiles,
  webinarPresenters,
  webinarQa,
  webinars,
} from "../../db/schema";

export type WebinarRow = typeof webinars.$inferSelect;

/** The webinars of a sub-event by start time. */
export async function listBySubEvent(db: DbOrTx, subEventId: number): Promise<WebinarRow[]> {
  return db
    .select()
    .from(webinars)
    .where(eq(webinars.subEventId, subEventId))
    .orderBy(asc(webinars.startsAt), asc(webinars.id));
}

export async function findWebinar(db: DbOrTx, id: number): Promise<WebinarRow | undefined> {
  const [row] = await db.select().from(webinars).where(eq(webinars.id, id));
  return row;
}

/** The attached files of these webinars, in their order. */
export async function filesOf(db: DbOrTx, webinarIds: number[]) {
  if (webinarIds.length === 0) return [];
  return db
    .select({ webinarId: webinarFiles.webinarId, file: files })
    .from(webinarFiles)
    .innerJoin(files, eq(files.id, webinarFiles.fileId))
    .where(inArray(webinarFiles.webinarId, webinarIds))
    .orderBy(asc(webinarFiles.position));
}

/** The presenters of these webinars (application and its card), the first presenter first. */
export async function presentersOf(db: DbOrTx, webinarIds: number[]) {
  if (webinarIds.length === 0) return [];
  return db
    .select({
      webinarId: webinarPresenters.webinarId,
      position: webinarPresenters.position,
      application: applications,
      card: businessCards,
    })
    .from(webinarPresenters)
    .innerJoin(applications, eq(applications.id, webinarPresenters.applicationId))
    .leftJoin(businessCards, eq(businessCards.id, applications.businessCardId))
    .where(inArray(webinarPresenters.webinarId, webinarIds))
    .orderBy(asc(webinarPresenters.position));
}

/** Number of questions per webinar (the host's list). */
export async function questionCounts(db: DbOrTx, webinarIds: number[]): Promise<Map<number, number>> {
  if (webinarIds.length === 0) return new Map();
  const rows = await db
    .select({ webinarId: webinarQa.webinarId, n: sql<number>`count(*)::int` })
    .from(webinarQa)
    .where(and(inArray(webinarQa.webinarId, webinarIds), sql`${webinarQa.questionId} is null`))
    .groupBy(webinarQa.webinarId);
  return new Map(rows.map((r) => [r.webinarId, Number(r.n)]));
}

/** The user's users-side link to applications: the ones they own or joined as an accepted colleague. */
export async function applicationsOfUser(db: DbOrTx, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        inArray(applications.id, ids),
        or(
          eq(applications.applicantId, userId),
          sql`exists (select 1 from ${applicationManagers} m where m.application_id = ${applications.id}
                and m.user_id = ${userId} and m.used = 'Y')`,
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Every user acting for an application: its owner and accepted colleagues. */
export async function usersOfApplication(db: DbOrTx, applicationId: number): Promise<number[]> {
  const rows = await db.execute(sql`
    select applicant_id as "userId" from applications where id = ${applicationId}
    union
    select user_id from application_managers
     where application_id = ${applicationId} and used = 'Y' and user_id is not null`);
  const list = (Array.isArray(rows) ? rows : ((rows as { rows?: unknown[] }).rows ?? [])) as {
    userId: number;
  }[];
  return list.map((r) => Number(r.userId));
}

/** Of these applications, the approved ones of the sub-event. */
export async function approvedIn(db: DbOrTx, subEventId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.subEventId, subEventId),
        eq(applications.approval, "approval"),
        inArray(applications.id, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Files the host may attach: uploaded by them, public ones, or already attached to this webinar. */
export async function attachableFiles(
  db: DbOrTx,
  ids: number[],
  userId: number,
  webinarId: number | null,
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        or(
          eq(files.uploaderId, userId),
          eq(files.visibility, "public"),
          webinarId === null
            ? undefined
            : sql`exists (select 1 from ${webinarFiles} w where w.file_id = ${files.id} and w.webinar_id = ${webinarId})`,
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export interface WebinarFields {
  title: string;
  startsAt: Date;
  endsAt: Date;
  content: string;
  zoomLink: string;
}

export async function insertWebinar(db: DbOrTx, subEventId: number, fields: WebinarFields) {
  const [row] = await db
    .insert(webinars)
    .values({ subEventId, ...fields })
    .returning();
  return row!;
}

export async function updateWebinar(db: DbOrTx, id: number, fields: WebinarFields, now: Date) {
  const [row] = await db
    .update(webinars)
    .set({ ...fields, updatedAt: now })
    .where(eq(webinars.id, id))
    .returning();
  return row!;
}

export async function deleteWebinar(db: DbOrTx, id: number): Promise<void> {
  await db.delete(webinars).where(eq(webinars.id, id));
}

/** Replaces the files and presenters of a webinar (in the given order). */
export async function replaceLinks(
  db: DbOrTx,
  webinarId: number,
  subEventId: number,
  fileIds: number[],
  presenterIds: number[],
): Promise<void> {
  await db.delete(webinarFiles).where(eq(webinarFiles.webinarId, webinarId));
  await db.delete(webinarPresenters).where(eq(webinarPresenters.webinarId, webinarId));
  if (fileIds.length > 0)
    await db
      .insert(webinarFiles)
      .values(fileIds.map((fileId, position) => ({ webinarId, fileId, position })));
  if (presenterIds.length > 0)
    await db
      .insert(webinarPresenters)
      .values(
        presenterIds.map((applicationId, position) => ({ webinarId, subEventId, applicationId, position })),
      );
}
