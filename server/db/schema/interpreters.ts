import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { subEvents } from "./subevents";
import { users } from "./users";

/**
 * An interpreter of a sub-event, named by the host by e-mail (stored lower-cased). The account is the user
 * with that address (users' e-mail is unique and never changes); until one signs up the entry is pending.
 */
export const interpreters = pgTable(
  "interpreters",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    phoneNumber: text("phone_number").notNull().default(""),
    /** Language codes the interpreter covers (ko, en, zh, ja, …). */
    languages: text("languages").array().notNull().default([]),
    /** The pairs the interpreter interprets between ("en-ko", canonical order): what scheduling matches on. */
    languagePairs: text("language_pairs").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("interpreters_sub_event_email_uq").on(t.subEventId, t.email),
    index("interpreters_email_idx").on(t.email),
  ],
);

/**
 * The interpreter of a meeting (one per meeting). The meeting's time is copied so that migration
 * 0009's exclusion constraint can refuse two overlapping meetings for one interpreter, and its trigger
 * drops the assignment when the meeting stops being live (rejected, cancelled, expired).
 */
export const interpreterAssignments = pgTable(
  "interpreter_assignments",
  {
    meetingId: integer("meeting_id")
      .primaryKey()
      .references(() => meetings.id, { onDelete: "cascade" }),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("interpreter_assignments_user_idx").on(t.userId, t.startsAt)],
);

/** Slots (by start) in which an interpreter of a sub-event cannot work; scheduling assigns them none there. */
export const interpreterUnavailable = pgTable(
  "interpreter_unavailable",
  {
    interpreterId: integer("interpreter_id")
      .notNull()
      .references(() => interpreters.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.interpreterId, t.startsAt] })],
);
