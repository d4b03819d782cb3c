import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { applicationManagers, applications, events, subEvents } from "../../db/schema";

export type ApplicationRow = typeof applications.$inferSelect;

/** A sub-event with its event (for the host check and the time zone). */
export async function findSubEventWithEvent(db: DbOrTx, subEventId: number) {
  const [row] = await db
    .select({ subEvent: subEvents, event: events })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, subEventId));
  return row;
}

/**
 * The application through which the user takes part in the sub-event: their own, or one they were
 * invited into as a colleague and accepted. `role` says which.
 */
export async function findApplicationOfUser(
  db: DbOrTx,
  subEventId: number,
  userId: number,
): Promise<{ application: ApplicationRow; role: "owner" | "colleague" } | undefined> {
  const [own] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.subEventId, subEventId), eq(applications.applicantId, userId)));
  if (own) return { application: own, role: "owner" };
  const [shared] = await db
    .select({ application: applications })
    .from(applicationManagers)
    .innerJoin(applications, eq(applications.id, applicationManagers.applicationId))
    .where(
      and(
        eq(applicationManagers.subEventId, subEventId),
        eq(applicationManagers.userId, userId),
        eq(applicationManagers.used, "Y"),
      ),
    );
  return shared ? { application: shared.application, role: "colleague" } : undefined;
}

/** Whether the user is the owner or an accepted colleague of this application. */
export async function isMemberOfApplication(
  db: DbOrTx,
  applicationId: number,
  userId: number,
): Promise<boolean> {
  const [own] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.applicantId, userId)));
  if (own) return true;
  const [shared] = await db
    .select({ id: applicationManagers.id })
    .from(applicationManagers)
    .where(
      and(
        eq(applicationManagers.applicationId, applicationId),
        eq(applicationManagers.userId, userId),
        eq(applicationManagers.used, "Y"),
      ),
    );
  return Boolean(shared);
}
