import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { batched, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { authSessions, users } from "../../db/schema";

export interface SessionState {
  id: string;
  userId: number;
  role: "USER" | "ADMIN";
  tokenVersion: number;
  expiresAt: Date;
  revokedAt: Date | null;
}

const sessionsByIdsQ = preparedFor((db) =>
  db
    .select({
      id: authSessions.id,
      userId: authSessions.userId,
      role: users.role,
      tokenVersion: users.tokenVersion,
      expiresAt: authSessions.expiresAt,
      revokedAt: authSessions.revokedAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(sql`${authSessions.id} = any(${sql.placeholder("ids")}::uuid[])`)
    .prepare("sessions_by_ids"),
);

// Every authenticated request (and every live connection) reads its session with its account's role and
// token version: the reads of one turn share one statement (server/db/batch.ts), as the user reads do.
const sessionBatch = perHandle((db: DbOrTx) =>
  batched(async (ids: string[]) => {
    const rows = await sessionsByIdsQ(db).execute({ ids });
    return new Map(rows.map((row) => [row.id, row as SessionState]));
  }),
);

/** A session with its account's role and token version; undefined when unknown. */
export function findSession(db: DbOrTx, id: string): Promise<SessionState | undefined> {
  return sessionBatch(db)(id);
}

export async function insertSession(
  db: DbOrTx,
  row: { id: string; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(row);
}

/** Revokes one session of the user; answers whether it was live. */
export async function revokeSession(db: DbOrTx, userId: number, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, id), eq(authSessions.userId, userId), isNull(authSessions.revokedAt)))
    .returning({ id: authSessions.id });
  return rows.length === 1;
}

/** Revokes every session of the user and moves the token version, so no earlier token works. */
export async function revokeAllSessions(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Deletes sessions that expired before `before` (their tokens are refused by their own expiry anyway). */
export async function deleteExpiredSessions(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(authSessions)
    .where(lt(authSessions.expiresAt, before))
    .returning({ id: authSessions.id });
  return rows.length;
}
