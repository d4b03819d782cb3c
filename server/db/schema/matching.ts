import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { subEvents } from "./subevents";
import { users } from "./users";

/**
 * "Not interested": the application (any of its members acting) hides the target from its recommendations,
 * and automatic scheduling never pairs the two. Removing the row restores the target.
 */
export const matchingExclusions = pgTable(
  "matching_exclusions",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    targetApplicationId: integer("target_application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    createdByUserId: integer("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.targetApplicationId] }),
    index("matching_exclusions_target_idx").on(t.targetApplicationId),
    index("matching_exclusions_sub_event_idx").on(t.subEventId),
    check("matching_exclusions_self_ck", sql`${t.applicationId} <> ${t.targetApplicationId}`),
  ],
);

/**
 * A counter per sub-event that triggers (migration *_matching_sql) raise whenever what the scores are made of
 * changes (applications, their keywords and answers), so every process knows when its cached profiles are stale.
 */
export const matchingVersions = pgTable("matching_versions", {
  subEventId: integer("sub_event_id")
    .primaryKey()
    .references(() => subEvents.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/** The organizer's automatic-scheduling settings of a sub-event: the mail toggle and the caps. */
export const matchingSettings = pgTable("matching_settings", {
  subEventId: integer("sub_event_id")
    .primaryKey()
    .references(() => subEvents.id, { onDelete: "cascade" }),
  /** The spec's mailPostToggleAt for the organizer's matching: N sends no meeting mails. */
  mail: text("mail", { enum: ["Y", "N"] })
    .notNull()
    .default("Y"),
  /** At most this many meetings per participant and day (null: one per slot, matchNumPerDay). */
  maxPerDay: integer("max_per_day"),
  /** At most this many meetings per seller-group / buyer-group participant (null: uncapped). */
  sellerCap: integer("seller_cap"),
  buyerCap: integer("buyer_cap"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A cap the organizer sets for one company (overrides its group's cap). */
export const matchingCompanyCaps = pgTable(
  "matching_company_caps",
  {
    applicationId: integer("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    cap: integer("cap").notNull(),
  },
  (t) => [
    index("matching_company_caps_sub_event_idx").on(t.subEventId),
    check("matching_company_caps_ck", sql`${t.cap} >= 0`),
  ],
);

/**
 * One run of automatic scheduling: running (with progress) → draft (reviewable) → published, or stopped /
 * failed / discarded. At most one run of a sub-event is running at a time.
 */
export const autoScheduleRuns = pgTable(
  "auto_schedule_runs",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: ["tight", "normal"] }).notNull(),
    status: text("status", {
      enum: ["running", "draft", "published", "stopped", "failed", "discarded"],
    }).notNull(),
    phase: text("phase").notNull().default("queued"),
    progress: real("progress").notNull().default(0),
    stopRequested: text("stop_requested", { enum: ["Y", "N"] })
      .notNull()
      .default("N"),
    /** The caps and the mail toggle the run used. */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    /** The draft's figures and the comparison with the schedule at the time of the run. */
    summary: jsonb("summary").$type<Record<string, unknown>>(),
    /** What publishing did (meetings made, meetings skipped with their reasons). */
    outcome: jsonb("outcome").$type<Record<string, unknown>>(),
    error: text("error").notNull().default(""),
    startedByUserId: integer("started_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
  },
  (t) => [
    index("auto_schedule_runs_sub_event_idx").on(t.subEventId, t.id),
    uniqueIndex("auto_schedule_runs_one_running_uq").on(t.subEventId).where(sql`status = 'running'`),
  ],
);

/** The meetings of a run's draft (nobody sees them before publishing). */
export const autoScheduleDrafts = pgTable(
  "auto_schedule_drafts",
  {
    runId: integer("run_id")
      .notNull()
      .references(() => autoScheduleRuns.id, { onDelete: "cascade" }),
    sellerApplicationId: integer("seller_application_id").notNull(),
    buyerApplicationId: integer("buyer_application_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    score: integer("score").notNull(),
    /** The interpreter the engine assigned (sides without a shared language); publishing assigns them. */
    interpreterUserId: integer("interpreter_user_id"),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.sellerApplicationId, t.buyerApplicationId] }),
    index("auto_schedule_drafts_slot_idx").on(t.runId, t.startsAt),
  ],
);

/** Requested pairs the draft leaves out, with the engine's reason. */
export const autoScheduleUnscheduled = pgTable(
  "auto_schedule_unscheduled",
  {
    runId: integer("run_id")
      .notNull()
      .references(() => autoScheduleRuns.id, { onDelete: "cascade" }),
    sellerApplicationId: integer("seller_application_id").notNull(),
    buyerApplicationId: integer("buyer_application_id").notNull(),
    reason: text("reason").notNull(),
    side: text("side"),
    cause: text("cause"),
  },
  (t) => [primaryKey({ columns: [t.runId, t.sellerApplicationId, t.buyerApplicationId] })],
);

/**
 * Meetings made by publishing a run (cancel-all removes these; hand-made meetings are not listed). No foreign key:
 * publishing writes tens of thousands of these in one statement, from the meetings it has just written, and each
 * foreign key is a check per row; a trigger deletes the row with its meeting (migration *_publish_fk_sql).
 */
export const autoScheduleMeetings = pgTable(
  "auto_schedule_meetings",
  {
    meetingId: integer("meeting_id").primaryKey(),
    runId: integer("run_id").notNull(),
    subEventId: integer("sub_event_id").notNull(),
  },
  (t) => [index("auto_schedule_meetings_sub_event_idx").on(t.subEventId)],
);
