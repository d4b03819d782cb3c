import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { mailOutbox } from "./mail";
import { notices } from "./notices";
import { subEvents } from "./subevents";
import { users } from "./users";

/** Who a mailing goes to, as the host chose it (groups and chosen applications). */
export interface MailingAudience {
  groups: ("all" | "sellers" | "buyers" | "waiting" | "noMeeting")[];
  applicationIds: number[];
}

/**
 * A host's mail to participants of a sub-event (the composer, or a notice mailed). Its recipients are fixed
 * when it is created; the mailing job queues them into the outbox in batches, and its progress is read from
 * the recipients and their outbox rows.
 */
export const mailings = pgTable(
  "mailings",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    createdUserId: integer("created_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Set when the mailing sends a notice. */
    noticeId: integer("notice_id").references(() => notices.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    audience: jsonb("audience").$type<MailingAudience>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mailings_sub_event_idx").on(t.subEventId, t.createdAt.desc())],
);

/** One recipient of a mailing; `outboxId` is set when the job has queued the mail. */
export const mailingRecipients = pgTable(
  "mailing_recipients",
  {
    mailingId: integer("mailing_id")
      .notNull()
      .references(() => mailings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    outboxId: integer("outbox_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.mailingId, t.userId] }),
    // The job's work list: recipients not queued yet.
    index("mailing_recipients_pending_idx").on(t.mailingId).where(sql`${t.queuedAt} IS NULL`),
  ],
);
