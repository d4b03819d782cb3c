import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { subEvents } from "./subevents";
import { users } from "./users";

/**
 * Colleagues (the spec's "managers") invited into an application. The invitation carries a code
 * (stored hashed); accepting it links the user (`user_id`) and sets `used` to Y.
 */
export const applicationManagers = pgTable(
  "application_managers",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    invitedById: integer("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    email: text("email").notNull(),
    position: text("position").notNull().default(""),
    countryNumber: text("country_number").notNull().default("82"),
    phoneNumber: text("phone_number").notNull().default(""),
    codeHash: text("code_hash").notNull(),
    used: text("used", { enum: ["Y", "N"] })
      .notNull()
      .default("N"),
    createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
    modifiedDate: timestamp("modified_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("application_managers_app_email_uq").on(t.applicationId, sql`lower(${t.email})`),
    uniqueIndex("application_managers_code_uq").on(t.codeHash),
    index("application_managers_user_idx").on(t.userId, t.subEventId),
  ],
);

/** Marks a scheduled mail (for example eventDday) as sent for a sub-event, so every process sends it once. */
export const scheduledMailRuns = pgTable(
  "scheduled_mail_runs",
  {
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("scheduled_mail_runs_uq").on(t.subEventId, t.kind)],
);
