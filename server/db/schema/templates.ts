import { integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { events } from "./events";

/** Home-page templates of an event (/homepage/{eventId}/{templateName}): HTML and CSS written by the host. */
export const eventTemplates = pgTable(
  "event_templates",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    htmlContent: text("html_content").notNull().default(""),
    cssContent: text("css_content").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("event_templates_event_name_uq").on(t.eventId, t.name)],
);
