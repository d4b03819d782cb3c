import { and, between, eq, notExists } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { events, scheduledMailRuns, subEvents } from "../../db/schema";

export const DDAY_KIND = "eventDday";

/** Sub-events of approved events starting between the two dates that have not had their eventDday run. */
export async function ddayCandidates(db: DbOrTx, from: string, to: string) {
  return db
    .select({ subEvent: subEvents, event: events })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(
      and(
        eq(events.approval, "approved"),
        between(subEvents.subEventStartDate, from, to),
        notExists(
          db
            .select({ one: scheduledMailRuns.subEventId })
            .from(scheduledMailRuns)
            .where(
              and(eq(scheduledMailRuns.subEventId, subEvents.id), eq(scheduledMailRuns.kind, DDAY_KIND)),
            ),
        ),
      ),
    );
}

/**
 * Claims the sub-event's eventDday run: true for exactly one caller. The unique index makes a second
 * process wait for the first transaction and then find the row, so it sends nothing.
 */
export async function claimRun(db: DbOrTx, subEventId: number, now: Date): Promise<boolean> {
  const rows = await db
    .insert(scheduledMailRuns)
    .values({ subEventId, kind: DDAY_KIND, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: scheduledMailRuns.subEventId });
  return rows.length > 0;
}
