import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The browsers (PushSubscription) that receive Web Push reminders for a user: one row per endpoint, which is
 * unique, so a phone that subscribes again under another account moves to that account. `failures` counts
 * sends that failed since the last success; a push service answering 404 or 410 deletes the row.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's ECDH P-256 public key (base64url), `keys.p256dh` of the subscription. */
    p256dh: text("p256dh").notNull(),
    /** The 16-byte authentication secret (base64url), `keys.auth`. */
    auth: text("auth").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_uq").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);
