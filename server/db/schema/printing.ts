import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { events } from "./events";
import { users } from "./users";

/**
 * A PDF the host asked for (badges, agendas, table cards): made in the background by a worker thread, its
 * progress kept here for the page that started it, the file kept under the data folder (`prints/<id>.pdf`) and
 * served through a signed, expiring link to the event's managers only.
 */
export const printJobs = pgTable(
  "print_jobs",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["badges", "agendas", "tableCards"] }).notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["running", "done", "failed"] })
      .notNull()
      .default("running"),
    done: integer("done").notNull().default(0),
    total: integer("total").notNull().default(0),
    bytes: integer("bytes").notNull().default(0),
    error: text("error").notNull().default(""),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("print_jobs_event_idx").on(t.eventId, t.createdAt)],
);
