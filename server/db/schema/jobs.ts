import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * The job queue of the heavy work (automatic scheduling runs, PDFs): a web process enqueues a row, a worker claims
 * it with `FOR UPDATE SKIP LOCKED` and holds it by a lease (`locked_until`) that its heartbeat renews; a job whose
 * worker died is claimed again when the lease has run out (attempt 2). Completion is conditional on the attempt
 * the worker holds, so a job completes once (docs/worker.md).
 */
export const jobs = pgTable(
  "jobs",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** What the job is for (`auto-schedule:12`): at most one live job per key, and a way to find it. */
    key: text("key"),
    state: text("state", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    /** Claims so far; the running attempt's number while running. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    /** Not claimed before (a retry's back-off). */
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the running attempt: past it, another worker may claim the job again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    /** 0..1, written with each heartbeat. */
    progress: real("progress").notNull().default(0),
    error: text("error").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_queued_idx").on(t.runAfter, t.id).where(sql`state = 'queued'`),
    index("jobs_lease_idx").on(t.lockedUntil).where(sql`state = 'running'`),
    uniqueIndex("jobs_live_key_uq").on(t.key).where(sql`state in ('queued', 'running')`),
    index("jobs_finished_idx").on(t.finishedAt).where(sql`state in ('done', 'failed')`),
  ],
);
