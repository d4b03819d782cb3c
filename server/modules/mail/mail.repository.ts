import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { mailOutbox, mails } from "../../db/schema";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Inserts outbox rows; answers their ids with the address each goes to. */
export async function insertOutboxMany(db: DbOrTx, rows: (typeof mailOutbox.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db.insert(mailOutbox).values(rows).returning({ id: mailOutbox.id, toMail: mailOutbox.toMail });
}

export async function insertMailboxMany(db: DbOrTx, rows: (typeof mails.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(mails).values(rows);
}

/**
 * Claims due outbox rows for one worker: `FOR UPDATE SKIP LOCKED` lets several processes
 * drain the same outbox without sending a mail twice; the claim pushes next_attempt_at forward.
 */
export async function claimDue(db: DbOrTx, now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: DbOrTx, id: number, status: "sent" | "logged", now: Date): Promise<void> {
  await db.update(mailOutbox).set({ status, sentAt: now, lastError: "" }).where(eq(mailOutbox.id, id));
}

export async function markRetry(
  db: DbOrTx,
  id: number,
  error: string,
  next: Date | undefined,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(next ? { lastError: error, nextAttemptAt: next } : { lastError: error, status: "failed" })
    .where(eq(mailOutbox.id, id));
}

export async function listOutbox(db: DbOrTx): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}
