/**
 * The meetings repository, by responsibility: the application and sub-event context here; slots, meeting rows,
 * targets and views, and the contended writes in their own files (re-exported, so `import * as repo` works).
 */
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applications, events, subEvents } from "../../db/schema";

export * from "./meetings.rows.repository";
export * from "./meetings.slots.repository";
export * from "./meetings.views.repository";
export * from "./meetings.writes.repository";

// ---------- applications and sub-events ----------

export async function findApplicationContext(db: DbOrTx, applicationId: number) {
  const [row] = await db
    .select({ application: applications, subEvent: subEvents, event: events })
    .from(applications)
    .innerJoin(subEvents, eq(subEvents.id, applications.subEventId))
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(applications.id, applicationId));
  return row;
}

export async function findSubEventContext(db: DbOrTx, subEventId: number) {
  const [row] = await db
    .select({ subEvent: subEvents, event: events })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, subEventId));
  return row;
}

export async function setAttendeeType(db: DbOrTx, applicationId: number, attendeeType: "online" | "offline") {
  await db.update(applications).set({ attendeeType }).where(eq(applications.id, applicationId));
}
