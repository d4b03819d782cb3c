import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { subEvents } from "./subevents";
import { users } from "./users";

/**
 * A chat room between two applications of a sub-event (either side, any accepted colleague of the two),
 * made on demand. `lastSeq` hands out the per-room sequence numbers of its messages.
 */
export const chatRooms = pgTable(
  "chat_rooms",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    /** The two applications, the lower id first. */
    applicationLow: integer("application_low")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    applicationHigh: integer("application_high")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    lastSeq: integer("last_seq").notNull().default(0),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_rooms_pair_uq").on(t.subEventId, t.applicationLow, t.applicationHigh),
    index("chat_rooms_high_idx").on(t.applicationHigh),
    check("chat_rooms_pair_ck", sql`${t.applicationLow} < ${t.applicationHigh}`),
  ],
);

/**
 * A message, stored before it is sent to anyone: `seq` orders a room (increasing, possibly with gaps),
 * `clientId` (the sender's own id for it) makes a retried send a no-op.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: serial("id").primaryKey(),
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    clientId: text("client_id").notNull(),
    authorUserId: integer("author_user_id").references(() => users.id, { onDelete: "set null" }),
    authorApplicationId: integer("author_application_id").notNull(),
    /** text, or card (the author's business card at the time, as JSON in `body`). */
    kind: text("kind", { enum: ["text", "card"] })
      .notNull()
      .default("text"),
    body: text("body").notNull(),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_messages_seq_uq").on(t.roomId, t.seq),
    uniqueIndex("chat_messages_client_uq").on(t.roomId, t.clientId),
  ],
);

/** How far each member has read a room: the unread count is the room's messages after it. */
export const chatReads = pgTable(
  "chat_reads",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadSeq: integer("last_read_seq").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/** A user blocked from writing in a room (the spec's chat black list). */
export const chatBlocks = pgTable(
  "chat_blocks",
  {
    roomId: integer("room_id")
      .notNull()
      .references(() => chatRooms.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedByUserId: integer("blocked_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);

/** The name a user chooses to be shown under in chat (`/chat/updateFriendlyName`). */
export const chatProfiles = pgTable("chat_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  friendlyName: text("friendly_name").notNull(),
});
