import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { JanusStream } from "../../janus/videoroom";
import { users } from "./users";
import { webinars } from "./webinars";

/**
 * Where a presentation room lives: the Janus instance it was placed on (the least loaded when it was first
 * entered), its numeric VideoRoom id there and the room's secret. Every app process reads the same row, so all
 * of a room's people reach the same instance. `viewer_url` is a second instance that receives the presenters'
 * streams (`publish_remotely`) when the room has more viewers than one instance should carry.
 */
export const janusRooms = pgTable(
  "janus_rooms",
  {
    room: text("room").primaryKey(),
    webinarId: integer("webinar_id").references(() => webinars.id, { onDelete: "cascade" }),
    instanceUrl: text("instance_url").notNull(),
    janusRoom: bigint("janus_room", { mode: "number" }).notNull(),
    secret: text("secret").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("janus_rooms_instance_idx").on(t.instanceUrl)],
);

/**
 * A person's standing in a presentation room, as the presenters decided it (13.23-13.30): the raised hand and
 * whether it was accepted (on stage, audio open), the audio and video a presenter stopped, chat prohibited,
 * sent out (the room's black list: `blacklisted`). The server and Janus enforce it; the screens only show it.
 */
export const presentationPeople = pgTable(
  "presentation_people",
  {
    room: text("room").notNull(),
    identity: text("identity").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    company: text("company").notNull().default(""),
    stage: text("stage").notNull().default("none"),
    hand: text("hand").notNull().default("none"),
    audioBlocked: boolean("audio_blocked").notNull().default(false),
    videoBlocked: boolean("video_blocked").notNull().default(false),
    chatBlocked: boolean("chat_blocked").notNull().default(false),
    blacklisted: boolean("blacklisted").notNull().default(false),
    /** The person's current publisher id in the room on Janus (for kick and moderate from any process). */
    janusId: bigint("janus_id", { mode: "number" }),
    /** The mids of that publisher's microphone and camera (what `moderate` mutes). */
    audioMid: text("audio_mid"),
    videoMid: text("video_mid"),
    /** A presenter's screen share: its own publisher on Janus (one share per room, the index below). */
    screenJanusId: bigint("screen_janus_id", { mode: "number" }),
    /**
     * Where the person's seat is: null in the room's own placement, or the key of an overflow room
     * (`{room}#2`) on another instance, seated there when the room was full (JANUS_VIEWERS_PER_INSTANCE).
     */
    janusRoomKey: text("janus_room_key"),
    /** The streams the camera's and the screen's publishers answered (what a forward declares on the target). */
    janusStreams: jsonb("janus_streams").$type<JanusStream[]>(),
    screenStreams: jsonb("screen_streams").$type<JanusStream[]>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.room, t.identity] }),
    index("presentation_people_blacklist_idx").on(t.room).where(sql`${t.blacklisted}`),
    uniqueIndex("presentation_people_one_screen_uq").on(t.room).where(sql`${t.screenJanusId} is not null`),
    check("presentation_people_hand_ck", sql`${t.hand} in ('none', 'raised', 'accepted')`),
  ],
);

/**
 * A publisher forwarded from its own room to another placement of the same webinar room (`forwardPublisher`):
 * one row per target and feed, inserted by the process that creates the forward, so that every process finds
 * the remote publisher's id there and nobody forwards the same feed twice.
 */
export const janusForwards = pgTable(
  "janus_forwards",
  {
    targetKey: text("target_key").notNull(),
    feed: bigint("feed", { mode: "number" }).notNull(),
    originKey: text("origin_key").notNull(),
    /** The feed's id on the target (the remote publisher). */
    remoteId: bigint("remote_id", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.targetKey, t.feed] }), index("janus_forwards_feed_idx").on(t.feed)],
);

/**
 * A presentation room's chat (13.30-13.33): kept so that nobody loses a message to a bad network (a reconnect
 * catches up after the last id it has), sent once per `client_id` (a retry is answered with the stored row),
 * deleted by presenters (the text is cleared, the row stays so that everyone's list removes it).
 */
export const presentationMessages = pgTable(
  "presentation_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    room: text("room").notNull(),
    identity: text("identity").notNull(),
    name: text("name").notNull(),
    text: text("text").notNull(),
    clientId: text("client_id").notNull(),
    deleted: boolean("deleted").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("presentation_messages_room_idx").on(t.room, t.id),
    uniqueIndex("presentation_messages_client_uq").on(t.room, t.identity, t.clientId),
  ],
);
