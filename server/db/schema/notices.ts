import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { subEvents } from "./subevents";
import { users } from "./users";

/** A host's notice to a sub-event's participants (spec entity "notice"); `content` is sanitised HTML. */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull().default(""),
    createdUserId: integer("created_user_id").references(() => users.id, { onDelete: "set null" }),
    createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
    modifiedDate: timestamp("modified_date", { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first, with the id breaking ties, for the list and the previous/next neighbours.
  (t) => [index("notices_sub_event_created_idx").on(t.subEventId, t.createdDate.desc(), t.id.desc())],
);
