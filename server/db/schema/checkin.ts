import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { badges } from "./badges";
import { events } from "./events";
import { users } from "./users";

/**
 * The helpers the host names for an event's check-in, by account e-mail (stored lower-cased; the account is the
 * user with that address, pending until one signs up). Staff of one event can check in nowhere else.
 */
export const checkinStaff = pgTable(
  "checkin_staff",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("checkin_staff_event_email_uq").on(t.eventId, t.email),
    index("checkin_staff_email_idx").on(t.email),
  ],
);

/** What a scan came to: checked in, or the reason it was refused. */
export const CHECK_OUTCOMES = ["in", "already", "revoked", "notApproved", "otherEvent", "unknown"] as const;

/**
 * Every scan a staff device sent, as an event row kept for the outcome report: the badge, where (`place`:
 * `entrance`, `subEvent:<id>` or `session:<id>`), when it was scanned on the device and when the server
 * received it, by whom, from which device. `(device_id, client_id)` is unique, so a resend after a network
 * failure is stored once and answered with the first answer. At most one live check-in per person and place
 * (partial unique index); undo marks it undone, by whom and when.
 */
export const checkins = pgTable(
  "checkins",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    badgeId: text("badge_id").references(() => badges.id, { onDelete: "cascade" }),
    personKey: text("person_key"),
    place: text("place").notNull(),
    outcome: text("outcome", { enum: CHECK_OUTCOMES }).notNull(),
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    byUserId: integer("by_user_id").references(() => users.id, { onDelete: "set null" }),
    deviceId: text("device_id").notNull(),
    clientId: text("client_id").notNull(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    undoneById: integer("undone_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("checkins_device_client_uq").on(t.deviceId, t.clientId),
    uniqueIndex("checkins_person_place_uq")
      .on(t.eventId, t.personKey, t.place)
      .where(sql`${t.outcome} = 'in' AND ${t.undoneAt} IS NULL`),
    index("checkins_event_idx").on(t.eventId, t.receivedAt),
    check("checkins_place_ck", sql`${t.place} ~ '^(entrance|subEvent:[0-9]{1,10}|session:[0-9]{1,10})$'`),
  ],
);
