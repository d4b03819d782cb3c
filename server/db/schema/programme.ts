import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
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
import { files } from "./files";
import { subEvents } from "./subevents";

/** A speaker of a sub-event, managed by the host (no account needed). The photo is a public event asset. */
export const speakers = pgTable(
  "speakers",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    position: text("position").notNull().default(""),
    email: text("email").notNull().default(""),
    bio: text("bio").notNull().default(""),
    photoFileId: integer("photo_file_id").references(() => files.id, { onDelete: "set null" }),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("speakers_sub_event_idx").on(t.subEventId, t.sort)],
);

/** A session of the programme: a time, a track and a room, with its speakers. */
export const programmeSessions = pgTable(
  "programme_sessions",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    track: text("track").notNull().default(""),
    room: text("room").notNull().default(""),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("programme_sessions_sub_event_idx").on(t.subEventId, t.startsAt),
    check("programme_sessions_time_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const sessionSpeakers = pgTable(
  "session_speakers",
  {
    sessionId: integer("session_id")
      .notNull()
      .references(() => programmeSessions.id, { onDelete: "cascade" }),
    speakerId: integer("speaker_id")
      .notNull()
      .references(() => speakers.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.speakerId] }),
    index("session_speakers_speaker_idx").on(t.speakerId),
  ],
);

/** The floor plan of a sub-event: one image (a public event asset) on which booths are placed. */
export const floorPlans = pgTable("floor_plans", {
  subEventId: integer("sub_event_id")
    .primaryKey()
    .references(() => subEvents.id, { onDelete: "cascade" }),
  imageFileId: integer("image_file_id")
    .notNull()
    .references(() => files.id),
  /** The image's size in pixels (its aspect ratio lays the markers out before it has loaded). */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A booth marker at x, y (fractions 0..1 of the plan), optionally a participating company's booth. */
export const booths = pgTable(
  "booths",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => floorPlans.subEventId, { onDelete: "cascade" }),
    label: text("label").notNull(),
    x: doublePrecision("x").notNull(),
    y: doublePrecision("y").notNull(),
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("booths_label_uq").on(t.subEventId, t.label),
    index("booths_application_idx").on(t.applicationId),
    check("booths_position_ck", sql`${t.x} between 0 and 1 and ${t.y} between 0 and 1`),
  ],
);
