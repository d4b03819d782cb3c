import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { files } from "./files";
import { subEvents } from "./subevents";
import { users } from "./users";

/** A webinar of a presentation sub-event (spec entity "webinar"). `content` is HTML, sanitised when saved. */
export const webinars = pgTable(
  "webinars",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    content: text("content").notNull().default(""),
    /** The conference link (spec `zoomLink`); '' until the host sets one (the page then reads "preparing"). */
    zoomLink: text("zoom_link").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("webinars_sub_event_idx").on(t.subEventId, t.startsAt),
    check("webinars_time_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Files attached to a webinar (private files: read by those who may see the webinar). */
export const webinarFiles = pgTable(
  "webinar_files",
  {
    webinarId: integer("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "cascade" }),
    fileId: integer("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.webinarId, t.fileId] }), index("webinar_files_file_idx").on(t.fileId)],
);

/**
 * Presenters: approved applications of the same sub-event (the foreign key on application and sub-event
 * keeps them there). The one at position 0 is the "first presenter" who reads private questions.
 */
export const webinarPresenters = pgTable(
  "webinar_presenters",
  {
    webinarId: integer("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "cascade" }),
    subEventId: integer("sub_event_id").notNull(),
    applicationId: integer("application_id").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.webinarId, t.applicationId] }),
    foreignKey({
      name: "webinar_presenters_application_fk",
      columns: [t.applicationId, t.subEventId],
      foreignColumns: [applications.id, applications.subEventId],
    }).onDelete("cascade"),
    index("webinar_presenters_application_idx").on(t.applicationId),
  ],
);

/**
 * A question (questionId null) or an answer to one (spec entity "webinar Q&A"). An answer carries its
 * question's privacy. Writer name and company are kept as written. `writerRole` labels answers.
 */
export const webinarQa = pgTable(
  "webinar_qa",
  {
    id: serial("id").primaryKey(),
    webinarId: integer("webinar_id")
      .notNull()
      .references(() => webinars.id, { onDelete: "cascade" }),
    questionId: integer("question_id"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userName: text("user_name").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    writerRole: text("writer_role", { enum: ["participant", "presenter", "host"] }).notNull(),
    content: text("content").notNull(),
    isPrivate: boolean("is_private").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp("modified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "webinar_qa_question_fk",
      columns: [t.questionId],
      foreignColumns: [t.id],
    }).onDelete("cascade"),
    index("webinar_qa_questions_idx").on(t.webinarId, t.createdAt).where(sql`${t.questionId} is null`),
    index("webinar_qa_answers_idx").on(t.questionId, t.createdAt),
    check("webinar_qa_length_ck", sql`char_length(${t.content}) between 1 and 1000`),
  ],
);
