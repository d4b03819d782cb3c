import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { subEvents } from "./subevents";
import { users } from "./users";

/** The in-app mailbox (spec entity "mail"): what the recipient reads on the mail list. */
export const mails = pgTable(
  "mails",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().default(""),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
    createdUserId: integer("created_user_id").references(() => users.id, { onDelete: "set null" }),
    toUserId: integer("to_user_id").references(() => users.id, { onDelete: "cascade" }),
    subEventId: integer("sub_event_id").references(() => subEvents.id, { onDelete: "cascade" }),
    toMail: text("to_mail").notNull(),
    opened: text("opened", { enum: ["Y", "N"] })
      .notNull()
      .default("N"),
  },
  (t) => [index("mails_recipient_idx").on(t.toUserId, t.subEventId, t.createdDate.desc())],
);

/** Durable outbox: written in the same transaction as the business change, sent by the worker. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    toMail: text("to_mail").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed", "logged"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error").notNull().default(""),
    /** An iCalendar invitation sent with the mail (text/calendar part), with its METHOD. */
    icalEvent: text("ical_event"),
    icalMethod: text("ical_method"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
