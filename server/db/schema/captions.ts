import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { meetings } from "./meetings";
import { webinars } from "./webinars";

/**
 * A video room's captions (docs/captions.md): on or off and the language they are recognised in. Kept in the
 * database so that every app process answers the same; a room without a row has captions off.
 */
export const captionRooms = pgTable(
  "caption_rooms",
  {
    room: text("room").primaryKey(),
    on: boolean("on").notNull().default(false),
    language: text("language").notNull().default("ko-KR"),
    /** The identity (room token) of who changed it last. */
    changedBy: text("changed_by").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("caption_rooms_language_ck", sql`${t.language} in ('ko-KR', 'en-US')`)],
);

/**
 * The transcript: final caption lines of a meeting's or a webinar's room (exactly one of the two), with who
 * said them as their room token named them. Read afterwards by those who could enter the room.
 */
export const captionLines = pgTable(
  "caption_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    room: text("room").notNull(),
    meetingId: integer("meeting_id").references(() => meetings.id, { onDelete: "cascade" }),
    webinarId: integer("webinar_id").references(() => webinars.id, { onDelete: "cascade" }),
    speakerIdentity: text("speaker_identity").notNull(),
    speakerName: text("speaker_name").notNull(),
    language: text("language").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("caption_lines_owner_ck", sql`(${t.meetingId} is null) <> (${t.webinarId} is null)`),
    check("caption_lines_language_ck", sql`${t.language} in ('ko-KR', 'en-US')`),
    index("caption_lines_meeting_idx").on(t.meetingId, t.id).where(sql`${t.meetingId} is not null`),
    index("caption_lines_webinar_idx").on(t.webinarId, t.id).where(sql`${t.webinarId} is not null`),
  ],
);
