import { and, asc, desc, eq, sql } from "drizzle-orm";
import { batched, perHandle } from "../../db/batch";
import type { DbOrTx } from "../../db/client";
import { preparedFor } from "../../db/prepared";
import { businessCards, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;
export type CardRow = typeof businessCards.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type NewCard = typeof businessCards.$inferInsert;

const usersByIdsQ = preparedFor((db) =>
  db
    .select()
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("users_by_ids"),
);

// Every authenticated request reads its user: the reads of one turn of the event loop share one
// prepared statement (server/db/batch.ts), started after they all arrived, so none sees older data.
const userBatch = perHandle((db: DbOrTx) =>
  batched(async (ids: number[]) => {
    const rows = await usersByIdsQ(db).execute({ ids });
    return new Map(rows.map((row) => [row.id, row]));
  }),
);

/** A user by id. */
export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  return userBatch(db)(id);
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUsersByNameAndPhone(db: DbOrTx, name: string, phone: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.name, name), eq(users.phoneNumber, phone)))
    .orderBy(asc(users.id))
    .limit(5);
}

/** Inserts a user; answers undefined when the address is taken (unique index on lower(email)). */
export async function insertUser(db: DbOrTx, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUserProfile(
  db: DbOrTx,
  id: number,
  fields: Pick<
    NewUser,
    "name" | "company" | "position" | "countryNumber" | "phoneNumber" | "countryCode" | "timeZone"
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Sets a new hash and invalidates every token issued before; answers the new token version. */
export async function updatePasswordHash(db: DbOrTx, id: number, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? 0;
}

export async function listCards(db: DbOrTx, userId: number): Promise<CardRow[]> {
  return db
    .select()
    .from(businessCards)
    .where(eq(businessCards.userId, userId))
    .orderBy(desc(businessCards.id));
}

export async function insertCard(db: DbOrTx, card: NewCard): Promise<CardRow> {
  const [row] = await db.insert(businessCards).values(card).returning();
  return row!;
}

export async function updateCard(
  db: DbOrTx,
  id: number,
  fields: Partial<NewCard>,
): Promise<CardRow | undefined> {
  const [row] = await db.update(businessCards).set(fields).where(eq(businessCards.id, id)).returning();
  return row;
}
