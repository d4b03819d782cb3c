import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { events } from "../../db/schema";

/** The event behind an upload folder (host and approval only). */
export async function findEventById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: events.id, hostUserId: events.hostUserId, approval: events.approval })
    .from(events)
    .where(eq(events.id, id));
  return row;
}
