import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { events, users } from "../../db/schema";
import { pageEventItems } from "../host/host.repository";

export type EventApproval = "draft" | "requested" | "approved" | "rejected";

/** Events in one approval state (or all), oldest request first for the queue, newest first otherwise. */
export async function pageForReview(
  db: DbOrTx,
  approval: EventApproval | "all",
  search: string,
  page: number,
  size: number,
) {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    approval === "all" ? undefined : eq(events.approval, approval),
    search ? sql`lower(${events.name} || ' ' || ${events.nameEn}) like ${pattern}` : undefined,
  );
  const order =
    approval === "requested"
      ? [sql`${events.updatedAt} asc`, sql`${events.id} asc`]
      : [sql`${events.createdAt} desc`, sql`${events.id} desc`];
  return pageEventItems(db, where, order, page, size);
}

export async function findEventWithHost(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({ event: events, host: users })
    .from(events)
    .innerJoin(users, eq(users.id, events.hostUserId))
    .where(eq(events.id, eventId));
  return row;
}

/** Sets the decision only while the event is still waiting (so two administrators cannot both decide). */
export async function decide(
  db: DbOrTx,
  eventId: number,
  approval: "approved" | "rejected",
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(events)
    .set({
      approval,
      approvalReason: reason,
      approvedAt: approval === "approved" ? now : null,
      updatedAt: now,
    })
    .where(and(eq(events.id, eventId), eq(events.approval, "requested")))
    .returning({ id: events.id });
  return rows.length > 0;
}
