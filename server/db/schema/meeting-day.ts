import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { meetings } from "./meetings";
import { subEvents } from "./subevents";
import { users } from "./users";

/**
 * The event day of a meeting (issue 30). Arrivals, no-shows and disputes are columns of `meetings`
 * (`applicant_arrived_at`, `acceptor_arrived_at`, `no_show`, `no_show_at`, `day_checked_at`,
 * `disputed_by_application_id`, `disputed_at`, `refill_of_meeting_id`); this file holds what is not one
 * meeting's: the proposals made to the present side of a no-show, walk-in windows, and the day's log.
 */

/** Who is proposed to the side that came (`fromApplicationId`) when its counterpart did not. */
export const REFILL_STATES = ["proposed", "sent", "accepted", "declined", "withdrawn"] as const;

export const refillProposals = pgTable(
  "refill_proposals",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    /** The no-show meeting whose hour is refilled. */
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    fromApplicationId: integer("from_application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    candidateApplicationId: integer("candidate_application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** 1..3, best first. */
    rank: integer("rank").notNull(),
    score: integer("score").notNull(),
    /** The match score's reasons as the directory shows them (codes with their values). */
    reasons: jsonb("reasons").$type<{ code: string; value?: string }[]>().notNull().default([]),
    /** The candidate had marked themselves open for walk-in meetings at that hour. */
    walkIn: integer("walk_in").notNull().default(0),
    state: text("state", { enum: REFILL_STATES }).notNull().default("proposed"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sentByUserId: integer("sent_by_user_id").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredByUserId: integer("answered_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The meeting an acceptance made. */
    resultMeetingId: integer("result_meeting_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("refill_proposals_meeting_candidate_uq").on(t.meetingId, t.candidateApplicationId),
    index("refill_proposals_candidate_idx").on(t.candidateApplicationId, t.state),
    index("refill_proposals_sub_event_idx").on(t.subEventId, t.createdAt),
    /** At most one accepted proposal per no-show meeting. */
    uniqueIndex("refill_proposals_one_accepted_uq").on(t.meetingId).where(sql`${t.state} = 'accepted'`),
    check("refill_proposals_rank_ck", sql`${t.rank} BETWEEN 1 AND 3`),
  ],
);

/** A participant open for walk-in meetings between two times of a sub-event (first refill candidates). */
export const walkInWindows = pgTable(
  "walk_in_windows",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("walk_in_windows_sub_event_idx").on(t.subEventId, t.startsAt),
    index("walk_in_windows_application_idx").on(t.applicationId),
    check("walk_in_windows_time_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** What happened on the day, in order (the live floor's ticker and the outcome report read it). */
export const DAY_EVENT_KINDS = [
  "arrived",
  "noShow",
  "disputed",
  "corrected",
  "refillSent",
  "refilled",
  "moved",
  "late",
] as const;

export const meetingDayEvents = pgTable(
  "meeting_day_events",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    meetingId: integer("meeting_id")
      .notNull()
      .references(() => meetings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: DAY_EVENT_KINDS }).notNull(),
    /** The side it is about (the arriving side, the absent side, ...), when one. */
    applicationId: integer("application_id"),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("meeting_day_events_sub_event_idx").on(t.subEventId, t.at)],
);

/** Reminders already sent (a person is told once per meeting and kind, whichever process sends). */
export const dayReminders = pgTable(
  "day_reminders",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The meeting (or 0 for a kind about the day). */
    meetingId: integer("meeting_id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("day_reminders_uq").on(t.userId, t.kind, t.meetingId)],
);
