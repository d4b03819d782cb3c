import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { QUESTION_TYPES } from "../../../shared/contract/forms";
import type { TSurveyAnswer } from "../../../shared/contract/surveys";
import { applications } from "./applications";
import { places } from "./places";
import { subEvents } from "./subevents";
import { users } from "./users";

/**
 * The slots of a sub-event, materialised from its settings in the event's time zone (shared/meetings/slots).
 * `open` is false for a host block. A live meeting references its slot with `open = true`, so the
 * database itself refuses a meeting outside the slots or in a host block, and refuses to block or drop a
 * slot that holds live meetings.
 */
export const meetingSlots = pgTable(
  "meeting_slots",
  {
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Venue wall clock: 'YYYY-MM-DD', 'HH:mm', 'HH:mm'. */
    date: text("date").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    open: boolean("open").notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.subEventId, t.startsAt] }),
    unique("meeting_slots_open_uq").on(t.subEventId, t.startsAt, t.open),
    index("meeting_slots_date_idx").on(t.subEventId, t.date),
  ],
);

/**
 * A meeting (spec entity): `applicantApplicationId` requested it (or marked the slot unavailable, status
 * impossible, no acceptor); `acceptorApplicationId` answers. Rejected, cancelled and expired meetings stay
 * as history; a withdrawn request is deleted (spec).
 */
export const meetings = pgTable(
  "meetings",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    applicantApplicationId: integer("applicant_application_id").notNull(),
    acceptorApplicationId: integer("acceptor_application_id"),
    status: text("status", {
      enum: ["waiting", "agree", "disagree", "impossible", "cancel", "expired"],
    })
      .notNull()
      .default("waiting"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** true while the meeting holds its slot (waiting, agree, impossible); null otherwise (FK not checked). */
    slotOpen: boolean("slot_open").generatedAlwaysAs(
      sql`CASE WHEN status IN ('waiting', 'agree', 'impossible') THEN true END`,
    ),
    pairLow: integer("pair_low").generatedAlwaysAs(
      sql`LEAST(applicant_application_id, acceptor_application_id)`,
    ),
    pairHigh: integer("pair_high").generatedAlwaysAs(
      sql`GREATEST(applicant_application_id, acceptor_application_id)`,
    ),
    /**
     * For a waiting or agreed meeting of a pair: the pair's latest agreed meeting that had ended when this one
     * was made (0 for the first). Meetings of one pair made in the same round share it, so the pair index below
     * lets a pair have one open meeting at a time and still book a follow-up once their meeting is over.
     */
    followsMeetingId: integer("follows_meeting_id").notNull().default(0),
    reasonCode: text("reason_code").notNull().default(""),
    reason: text("reason").notNull().default(""),
    /** The application whose side rejected or cancelled (null: the system or the host). */
    closedByApplicationId: integer("closed_by_application_id"),
    arrangedByHost: boolean("arranged_by_host").notNull().default(false),
    /** Free text of the place as the host typed it before places existed (kept; `placeId` is the place). */
    place: text("place").notNull().default(""),
    /**
     * The place of an on-site meeting, given when it is agreed (fixed place, a free pooled table, the scheduler
     * or the host). No two agreed meetings share a place at overlapping times (migration *_places_sql).
     */
    placeId: integer("place_id").references((): AnyPgColumn => places.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The event day (issue 30): when each side said "we are here" (or joined the video room). */
    applicantArrivedAt: timestamp("applicant_arrived_at", { withTimezone: true }),
    acceptorArrivedAt: timestamp("acceptor_arrived_at", { withTimezone: true }),
    /** Who never came, marked at the slot's start plus the sub-event's grace (null: nobody, or not yet). */
    noShow: text("no_show", { enum: ["applicant", "acceptor", "both"] }),
    noShowAt: timestamp("no_show_at", { withTimezone: true }),
    /** Set when the no-show pass has looked at this meeting (whatever it found), so it looks once. */
    dayCheckedAt: timestamp("day_checked_at", { withTimezone: true }),
    /** A side said the no-show is wrong ("we met"); the host corrects or keeps it. */
    disputedByApplicationId: integer("disputed_by_application_id"),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    /** This meeting took the hour and the place of that no-show meeting (a standby refill). */
    refillOfMeetingId: integer("refill_of_meeting_id"),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: "meetings_applicant_fk",
      columns: [t.applicantApplicationId, t.subEventId],
      foreignColumns: [applications.id, applications.subEventId],
    }).onDelete("cascade"),
    foreignKey({
      name: "meetings_acceptor_fk",
      columns: [t.acceptorApplicationId, t.subEventId],
      foreignColumns: [applications.id, applications.subEventId],
    }).onDelete("cascade"),
    foreignKey({
      name: "meetings_slot_fk",
      columns: [t.subEventId, t.startsAt, t.slotOpen],
      foreignColumns: [meetingSlots.subEventId, meetingSlots.startsAt, meetingSlots.open],
    }),
    check(
      "meetings_acceptor_ck",
      sql`(status = 'impossible') = (acceptor_application_id IS NULL) AND acceptor_application_id IS DISTINCT FROM applicant_application_id`,
    ),
    check("meetings_time_ck", sql`ends_at > starts_at`),
    /** No pair has two live meetings (waiting or agreed) made in one round (see followsMeetingId). */
    uniqueIndex("meetings_live_pair_uq")
      .on(t.subEventId, t.pairLow, t.pairHigh, t.followsMeetingId)
      .where(sql`status IN ('waiting', 'agree')`),
    index("meetings_slot_idx").on(t.subEventId, t.startsAt),
    index("meetings_applicant_idx").on(t.applicantApplicationId, t.startsAt),
    index("meetings_acceptor_idx").on(t.acceptorApplicationId, t.startsAt),
    index("meetings_place_idx").on(t.placeId, t.startsAt),
    index("meetings_expiry_idx").on(t.expiresAt).where(sql`status = 'waiting'`),
    /** A no-show's refill (the day's cards ask for it). */
    index("meetings_refill_of_idx").on(t.refillOfMeetingId).where(sql`refill_of_meeting_id IS NOT NULL`),
    /** The no-show pass: agreed meetings not yet looked at, by start. */
    index("meetings_day_due_idx").on(t.startsAt).where(sql`status = 'agree' AND day_checked_at IS NULL`),
  ],
);

/**
 * One row per application and slot it is committed to (an agreed meeting for both sides, an unavailable
 * mark for the marker). Written only by the triggers on `meetings` (migrations 0003, *_matching_sql), so no code
 * path can skip it: a second commitment in the same slot is a primary-key violation. No foreign keys: every claim
 * is made from a meeting row in the statement that writes it (its application is that meeting's side, checked by
 * the meeting's own keys), and a trigger deletes the claims with their meeting (migration *_publish_fk_sql); a
 * per-row key check here cost publishing a quarter of its time.
 */
export const meetingClaims = pgTable(
  "meeting_claims",
  {
    applicationId: integer("application_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    meetingId: integer("meeting_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.startsAt] }),
    index("meeting_claims_meeting_idx").on(t.meetingId),
  ],
);

/**
 * Meeting changes still to be told (mails, mailbox rows, .ics). The change writes one row in its own
 * transaction; the notice worker (meetings.notices.ts) renders and moves it to the mail outbox after commit,
 * in batches, so a booking holds its slot lock only for the change itself. The mail exists if and only if
 * the change committed.
 */
export const meetingNotices = pgTable(
  "meeting_notices",
  {
    id: serial("id").primaryKey(),
    /** No foreign key: deleted with its meeting by a trigger (migration *_publish_fk_sql), as the claims are. */
    meetingId: integer("meeting_id").notNull(),
    /** A MeetingChange (requested, agreed, arranged, updated, rejected, cancelled, expired, declined). */
    kind: text("kind").notNull(),
    actorUserId: integer("actor_user_id"),
    byHost: boolean("by_host").notNull().default(false),
    /** The meeting as it was at the change, for the calendar SEQUENCE of this mail. */
    meetingUpdatedAt: timestamp("meeting_updated_at", { withTimezone: true }).notNull(),
    meetingStatus: text("meeting_status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("meeting_notices_meeting_idx").on(t.meetingId)],
);

/** A secret, revocable calendar feed of a user's agreed meetings (only the token's hash is kept). */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Answers of a meeting survey (counsel note) by one side of a meeting, to its counsel form. */
export const meetingSurveys = pgTable(
  "meeting_surveys",
  {
    id: serial("id").primaryKey(),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    formId: integer("form_id").notNull(),
    /** The question (form question id). */
    uuid: text("uuid").notNull(),
    title: text("title").notNull().default(""),
    type: text("type").$type<(typeof QUESTION_TYPES)[number]>().notNull(),
    content: text("content").notNull().default(""),
    answerUuid: text("answer_uuid").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("meeting_surveys_answer_uq").on(t.meetingId, t.applicationId, t.uuid),
    /** The outcome report summarises the answers of a sub-event's counsel forms. */
    index("meeting_surveys_form_idx").on(t.formId, t.uuid),
  ],
);

/**
 * Every saved version of one side's counsel note (meeting, application), numbered 1, 2, … without gaps: each
 * save, create or restore appends one in the transaction of the write, under the application's lock
 * (surveys.service.ts). `answers` is the whole answer set as saved; `saverRole` is null only for a note kept from
 * before versions existed (migration *_counsel_versions_sql), `restoredFrom` names the version a restore copied.
 */
export const meetingSurveyVersions = pgTable(
  "meeting_survey_versions",
  {
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    answers: jsonb("answers").$type<TSurveyAnswer[]>().notNull(),
    savedByUserId: integer("saved_by_user_id").references(() => users.id, { onDelete: "set null" }),
    saverRole: text("saver_role", { enum: ["participant", "interpreter"] }),
    restoredFrom: integer("restored_from"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.meetingId, t.applicationId, t.version] }),
    check("meeting_survey_versions_version_ck", sql`version > 0`),
    /** For the file rules: which notes' histories name a file (`answers @> '[{"type":"file","content":"7"}]'`). */
    index("meeting_survey_versions_answers_idx").using("gin", t.answers.op("jsonb_path_ops")),
  ],
);

/** Answers of the post-event survey of an application. */
export const postSurveys = pgTable(
  "post_surveys",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    formId: integer("form_id").notNull(),
    uuid: text("uuid").notNull(),
    title: text("title").notNull().default(""),
    type: text("type").$type<(typeof QUESTION_TYPES)[number]>().notNull(),
    content: text("content").notNull().default(""),
    answerUuid: text("answer_uuid").notNull().default(""),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("post_surveys_answer_uq").on(t.applicationId, t.uuid)],
);
