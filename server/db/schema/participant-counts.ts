import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { subEvents } from "./subevents";

/**
 * Approved participants and their gallery products per sub-event and type, kept exact by triggers in the
 * same transaction as every change (migration perf_lists_sql), so that a list's total is one
 * row read instead of a count over thousands. Only approved applications count: applying (the busy
 * write) never touches these rows, approving does.
 */
export const participantCounts = pgTable(
  "participant_counts",
  {
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    participants: integer("participants").notNull().default(0),
    products: integer("products").notNull().default(0),
    /**
     * Grows with every change of these participants (joining, leaving, a new type or search text): a
     * search's total counted when the sub-event's versions summed to V is exact while they still do.
     */
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subEventId, t.type] })],
);
