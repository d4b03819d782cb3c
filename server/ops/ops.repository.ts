import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { autoScheduleRuns, janusRooms, mailOutbox, presentationPeople, printJobs } from "../db/schema";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** One round trip to the database. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The `when` of the newest migration the database has applied (Drizzle's own table), or undefined when it
 * has none.
 */
export async function lastAppliedMigration(db: Db): Promise<number | undefined> {
  const [row] = rowsOf<{ at: string | null }>(
    await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`),
  );
  return row?.at ? Number(row.at) : undefined;
}

export interface JobGauges {
  mailPending: number;
  mailFailed: number;
  /** Age of the oldest pending mail that is due (0 when none). */
  mailOldestDueSeconds: number;
  scheduleRunning: number;
  scheduleOldestSeconds: number;
  printsRunning: number;
  printsOldestSeconds: number;
}

/**
 * The background work waiting or running, read at scrape time: one statement, each part on an index
 * (`mail_outbox (status, next_attempt_at)`, the partial index of running scheduling runs) or a small table.
 */
export async function jobGauges(db: Db): Promise<JobGauges> {
  const age = (column: unknown) => sql`coalesce(extract(epoch from now() - min(${column})), 0)::float8`;
  const [row] = rowsOf<JobGauges>(
    await db.execute(sql`select
      (select count(*)::int from ${mailOutbox} where ${mailOutbox.status} = 'pending') as "mailPending",
      (select count(*)::int from ${mailOutbox} where ${mailOutbox.status} = 'failed') as "mailFailed",
      (select ${age(mailOutbox.nextAttemptAt)} from ${mailOutbox}
        where ${mailOutbox.status} = 'pending' and ${mailOutbox.nextAttemptAt} <= now()) as "mailOldestDueSeconds",
      (select count(*)::int from ${autoScheduleRuns}
        where ${autoScheduleRuns.status} = 'running') as "scheduleRunning",
      (select ${age(autoScheduleRuns.createdAt)} from ${autoScheduleRuns}
        where ${autoScheduleRuns.status} = 'running') as "scheduleOldestSeconds",
      (select count(*)::int from ${printJobs} where ${printJobs.status} = 'running') as "printsRunning",
      (select ${age(printJobs.createdAt)} from ${printJobs}
        where ${printJobs.status} = 'running') as "printsOldestSeconds"`),
  );
  return row as JobGauges;
}

/**
 * Seats held per Janus instance: people of presentation rooms with a publisher on Janus, counted on the
 * instance of their seat's placement (the room's own, or an overflow room's).
 */
export async function seatsByInstance(db: Db): Promise<Map<string, number>> {
  const rows = rowsOf<{ url: string; n: number }>(
    await db.execute(sql`select ${janusRooms.instanceUrl} as url, count(*)::int as n
      from ${presentationPeople}
      join ${janusRooms}
        on ${janusRooms.room} = coalesce(${presentationPeople.janusRoomKey}, ${presentationPeople.room})
      where ${presentationPeople.janusId} is not null
      group by ${janusRooms.instanceUrl}`),
  );
  return new Map(rows.map((r) => [r.url, r.n]));
}
