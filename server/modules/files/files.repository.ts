import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { files } from "../../db/schema";

export type FileRow = typeof files.$inferSelect;

export async function insertFile(db: DbOrTx, row: typeof files.$inferInsert): Promise<FileRow> {
  const [inserted] = await db.insert(files).values(row).returning();
  return inserted!;
}

export async function findFile(db: DbOrTx, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function findByKey(db: DbOrTx, storageKey: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.storageKey, storageKey));
  return row;
}

/**
 * What a private file is attached to: answers (file or product image), meeting or post survey answers (a
 * counsel note's earlier versions too: they can be restored), and webinars (no application: read by the
 * sub-event's approved participants and its host).
 */
export async function attachmentsOf(db: DbOrTx, fileId: number) {
  const answers = await db.execute(sql`
    select a.application_id as "applicationId", app.sub_event_id as "subEventId",
           coalesce(q.secret_check, 'N') as "secret"
    from application_answers a
    join applications app on app.id = a.application_id
    left join form_questions q on q.id = a.question_id
    where (a.type = 'file' and a.content = ${String(fileId)}) or a.product_img = ${fileId}`);
  const surveys = await db.execute(sql`
    select s.application_id as "applicationId", app.sub_event_id as "subEventId", 'Y' as "secret"
    from meeting_surveys s join applications app on app.id = s.application_id
    where s.type = 'file' and s.content = ${String(fileId)}
    union all
    select v.application_id, app.sub_event_id, 'Y'
    from meeting_survey_versions v join applications app on app.id = v.application_id
    where v.answers @> ${JSON.stringify([{ type: "file", content: String(fileId) }])}::jsonb
    union all
    select p.application_id, app.sub_event_id, 'Y'
    from post_surveys p join applications app on app.id = p.application_id
    where p.type = 'file' and p.content = ${String(fileId)}
    union all
    select 0, w.sub_event_id, 'N'
    from webinar_files f join webinars w on w.id = f.webinar_id
    where f.file_id = ${fileId}`);
  const rows = (r: unknown) =>
    (Array.isArray(r) ? r : ((r as { rows?: unknown[] }).rows ?? [])) as {
      applicationId: number;
      subEventId: number;
      secret: string;
    }[];
  return [...rows(answers), ...rows(surveys)].map((r) => ({
    applicationId: Number(r.applicationId),
    subEventId: Number(r.subEventId),
    secret: r.secret === "Y",
  }));
}

/** Makes files public (an event's images and attachments) when the caller uploaded them or they already are. */
export async function publish(db: DbOrTx, ids: number[], uploaderId: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .update(files)
    .set({ visibility: "public" })
    .where(and(inArray(files.id, ids), or(eq(files.uploaderId, uploaderId), eq(files.visibility, "public"))))
    .returning({ id: files.id });
  return new Set(rows.map((r) => r.id));
}

/** Of these files, the ones the user may attach to an application's answers. */
export async function usableBy(db: DbOrTx, ids: number[], userId: number, applicationId: number | null) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        or(
          eq(files.uploaderId, userId),
          eq(files.visibility, "public"),
          applicationId === null
            ? undefined
            : sql`exists (select 1 from application_answers a where a.application_id = ${applicationId}
                and ((a.type = 'file' and a.content = ${files.id}::text) or a.product_img = ${files.id}))`,
        ),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** Private uploads older than `before` that nothing refers to (cleaned up with their bytes). */
export async function unattached(db: DbOrTx, before: Date, limit = 500): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(
      and(
        eq(files.visibility, "private"),
        lt(files.createdAt, before),
        sql`not exists (select 1 from application_answers a where (a.type = 'file' and a.content = ${files.id}::text) or a.product_img = ${files.id})`,
        sql`not exists (select 1 from meeting_surveys s where s.type = 'file' and s.content = ${files.id}::text)`,
        sql`not exists (select 1 from meeting_survey_versions v
          where v.answers @> jsonb_build_array(jsonb_build_object('type', 'file', 'content', ${files.id}::text)))`,
        sql`not exists (select 1 from post_surveys p where p.type = 'file' and p.content = ${files.id}::text)`,
        sql`not exists (select 1 from webinar_files w where w.file_id = ${files.id})`,
        sql`not exists (select 1 from events e where ${files.id} in (e.main_image_file_id, e.banner_image_file_id, e.logo_image_file_id, e.atch_file1, e.atch_file2, e.atch_file3, e.atch_file4, e.atch_file5))`,
        sql`not exists (select 1 from form_questions q where q.options::text like '%"fileId":' || ${files.id}::text || '%')`,
      ),
    )
    .limit(limit);
}

export async function deleteFile(db: DbOrTx, id: number): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}
