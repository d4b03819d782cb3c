import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { events } from "./events";
import { meetings } from "./meetings";
import { users } from "./users";

/**
 * An event's standing video rooms (`/direct/{n}`, n 1 to 10: a help desk, a sponsor booth) that its host opens
 * and closes. A room that has no row, or whose row is closed, refuses everyone.
 */
export const directRooms = pgTable(
  "direct_rooms",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull().default(""),
    open: boolean("open").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.number] }),
    check("direct_rooms_number_ck", sql`${t.number} between 1 and 10`),
  ],
);

/**
 * A one-time ticket the host issues for a person without an account, for one meeting's room. Exchanged once
 * (`used_at`), before it expires, unless revoked; the exchange gives a session for that room only.
 */
export const guestTickets = pgTable(
  "guest_tickets",
  {
    id: uuid("id").primaryKey(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("guest_tickets_meeting_idx").on(t.meetingId)],
);
