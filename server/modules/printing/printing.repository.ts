/** The print jobs' rows (all SQL of print_jobs). */
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { events, printJobs, subEvents } from "../../db/schema";

export type PrintJobRow = typeof printJobs.$inferSelect;

export async function insertJob(
  db: DbOrTx,
  row: { eventId: number; kind: PrintJobRow["kind"]; params: Record<string, unknown>; userId: number },
): Promise<PrintJobRow> {
  const [job] = await db
    .insert(printJobs)
    .values({ eventId: row.eventId, kind: row.kind, params: row.params, createdByUserId: row.userId })
    .returning();
  return job!;
}

export async function findJob(db: DbOrTx, id: number): Promise<PrintJobRow | undefined> {
  const [job] = await db.select().from(printJobs).where(eq(printJobs.id, id));
  return job;
}

export async function latestJobs(db: DbOrTx, eventId: number): Promise<PrintJobRow[]> {
  return db
    .select()
    .from(printJobs)
    .where(eq(printJobs.eventId, eventId))
    .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
    .limit(20);
}

export async function setProgress(db: DbOrTx, id: number, done: number, total: number): Promise<void> {
  await db.update(printJobs).set({ done, total }).where(eq(printJobs.id, id));
}

export async function finishJob(
  db: DbOrTx,
  id: number,
  outcome: { status: "done"; done: number; bytes: number } | { status: "failed"; error: string },
): Promise<void> {
  await db
    .update(printJobs)
    .set(
      outcome.status === "done"
        ? {
            status: "done",
            done: outcome.done,
            total: outcome.done,
            bytes: outcome.bytes,
            finishedAt: sql`now()`,
          }
        : { status: "failed", error: outcome.error, finishedAt: sql`now()` },
    )
    .where(eq(printJobs.id, id));
}

/** A sub-event of the event, with both names, for its table cards. */
export async function subEventOfEvent(db: DbOrTx, eventId: number, subEventId: number) {
  const [row] = await db
    .select({ subEventName: subEvents.name, eventName: events.name })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(and(eq(subEvents.id, subEventId), eq(subEvents.eventId, eventId)));
  return row;
}
