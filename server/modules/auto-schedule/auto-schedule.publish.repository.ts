/**
 * Publishing a draft and cancelling automatic meetings (functions of migration *_matching_sql), and the agreed
 * meetings the concluded-schedule mail lists.
 */
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { meetings } from "../../db/schema";

// ---------- publish and cancel-all (functions of migration *_matching_sql) ----------

export interface PublishOutcome {
  published: number;
  skippedTaken: number;
  skippedPair: number;
  skippedGone: number;
}

/** Publishes a draft in one transaction under the locks of its slots; see the function's comment. */
export async function publishDraft(
  db: DbOrTx,
  p: { runId: number; userId: number; mail: boolean; now: Date },
): Promise<PublishOutcome | undefined> {
  const result = (await db.execute(
    sql`select published, skipped_taken, skipped_pair, skipped_gone
          from auto_schedule_publish(${p.runId}::int, ${p.userId}::int, ${p.mail}::boolean,
                                     ${p.now.toISOString()}::timestamptz)`,
  )) as unknown as {
    rows: { published: number; skipped_taken: number; skipped_pair: number; skipped_gone: number }[];
  };
  const row = result.rows[0];
  if (!row || row.published === null) return undefined;
  return {
    published: Number(row.published),
    skippedTaken: Number(row.skipped_taken),
    skippedPair: Number(row.skipped_pair),
    skippedGone: Number(row.skipped_gone),
  };
}

export async function cancelAutomatic(
  db: DbOrTx,
  p: { subEventId: number; userId: number; reason: string; mail: boolean; now: Date },
): Promise<number> {
  const result = (await db.execute(
    sql`select auto_schedule_cancel_all(${p.subEventId}::int, ${p.userId}::int, ${p.reason}::text,
                                        ${p.mail}::boolean, ${p.now.toISOString()}::timestamptz) as n`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Agreed meetings of the sub-event with both sides, for the concluded-schedule mail. */
export async function agreedMeetingIds(db: DbOrTx, subEventId: number) {
  const rows = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.subEventId, subEventId),
        eq(meetings.status, "agree"),
        isNotNull(meetings.acceptorApplicationId),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
  return rows.map((r) => r.id);
}
