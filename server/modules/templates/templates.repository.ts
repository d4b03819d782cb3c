import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { eventTemplates } from "../../db/schema";

export async function findTemplate(db: DbOrTx, eventId: number, name: string) {
  const [row] = await db
    .select()
    .from(eventTemplates)
    .where(and(eq(eventTemplates.eventId, eventId), eq(eventTemplates.name, name)));
  return row;
}
