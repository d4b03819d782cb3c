import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { subEvents } from "./subevents";

/**
 * Where a page of a long list starts, so that a page deep in it is not found by skipping every row before it
 * (OFFSET walks the index entry by entry): every 32nd row of each approved list (by name: `all` and each
 * type; newest sellers with products: `products`) with its position, written by
 * server/modules/workspace/list-anchors.repository.ts from one snapshot together with the list's version
 * (participant_counts, summed for `all`). A page uses an anchor only while its version is the list's
 * current one, read in the same statement, and skips from it; otherwise it skips from the start. So an
 * anchor never changes what a page answers, only how far the walk to it is.
 */
export const listAnchors = pgTable(
  "list_anchors",
  {
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    /** all, seller, buyer, booth, visitor (name order) or products (newest sellers). */
    list: text("list").notNull(),
    /** The anchor's number in its list (0, 1, …). */
    k: integer("k").notNull(),
    /** The list's version when the anchor was written. */
    version: bigint("version", { mode: "number" }).notNull(),
    /** The anchor row's sort key: name order (list_name, id), newest order (created_date, id). */
    listName: text("list_name").notNull().default(""),
    createdDate: timestamp("created_date", { withTimezone: true }),
    applicationId: integer("application_id").notNull(),
    /** Rows (name lists) or products (products) before the anchor row. */
    before: integer("before").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subEventId, t.list, t.k] }),
    index("list_anchors_before_idx").on(t.subEventId, t.list, t.version, t.before),
  ],
);
