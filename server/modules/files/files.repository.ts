import { eq } from "drizzle-orm";
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
