import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { loginAttempts, passwordResetCodes } from "../../db/schema";

export async function insertCode(
  db: DbOrTx,
  row: { codeHash: string; userId: number; expiresAt: Date; purpose?: "reset" | "temporary" },
): Promise<void> {
  await db.insert(passwordResetCodes).values(row);
}

/** A code that exists, is unused and has not expired. */
export async function findUsableCode(db: DbOrTx, codeHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.codeHash, codeHash),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    );
  return row;
}

/** Marks the code used; answers false when another request used it first. */
export async function consumeCode(db: DbOrTx, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.codeHash, codeHash), isNull(passwordResetCodes.usedAt)))
    .returning({ codeHash: passwordResetCodes.codeHash });
  return rows.length === 1;
}

export async function failureCount(db: DbOrTx, key: string, windowStart: Date): Promise<number> {
  const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
  if (!row || row.windowStartedAt < windowStart) return 0;
  return row.failures;
}

/** Counts one failure in a fixed window that restarts once it is older than `windowStart`. */
export async function recordFailure(db: DbOrTx, key: string, now: Date, windowStart: Date): Promise<void> {
  await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart.toISOString()} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStartedAt} end`,
      },
    });
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/** Counts one attempt under `key` in a fixed window and answers the count, atomically (one statement). */
export async function countAttempt(db: DbOrTx, key: string, now: Date, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart.toISOString()} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginAttempts.windowStartedAt} < ${windowStart.toISOString()} then ${now.toISOString()}::timestamptz else ${loginAttempts.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  return row?.failures ?? 1;
}
