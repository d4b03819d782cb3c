import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { events } from "./events";

const yn = (name: string, fallback: "Y" | "N") =>
  text(name, { enum: ["Y", "N"] })
    .notNull()
    .default(fallback);

export const subEvents = pgTable(
  "sub_events",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    nameEn: text("name_en").notNull().default(""),
    category: text("category", {
      enum: ["registration", "presentation", "consulting", "matching"],
    }).notNull(),
    matching: yn("matching", "N"),
    meetingAvailable: yn("meeting_available", "N"),
    sgroupName: text("sgroup_name").notNull().default(""),
    bgroupName: text("bgroup_name").notNull().default(""),
    subEventStartDate: date("sub_event_start_date").notNull(),
    subEventEndDate: date("sub_event_end_date").notNull(),
    preRegitStartDate: date("pre_regit_start_date"),
    preRegitEndDate: date("pre_regit_end_date"),
    sellRegStartDate: date("sell_reg_start_date"),
    sellRegEndDate: date("sell_reg_end_date"),
    buyRegStartDate: date("buy_reg_start_date"),
    buyRegEndDate: date("buy_reg_end_date"),
    regStartDate: date("reg_start_date"),
    regEndDate: date("reg_end_date"),
    /** Local wall-clock 'HH:mm' in the event's time zone. */
    matchStartTime: text("match_start_time").notNull().default("10:00"),
    matchEndTime: text("match_end_time").notNull().default("18:00"),
    matchReqTime: integer("match_req_time").notNull().default(30),
    matchBreakTime: integer("match_break_time").notNull().default(0),
    matchNumPerDay: integer("match_num_per_day").notNull().default(8),
    onSiteRegit: yn("on_site_regit", "N"),
    /** { "2026": { "11": ["25_10:00", ...] } }: slots the host made unavailable. */
    impossibleDateAndTime:
      jsonb("impossible_date_and_time").$type<Record<string, Record<string, string[]>>>(),
    targetScope: text("target_scope").notNull().default(""),
    sellerPartiForm: integer("seller_parti_form"),
    buyerPartiForm: integer("buyer_parti_form"),
    boothPartiForm: integer("booth_parti_form"),
    visitorPartiForm: integer("visitor_parti_form"),
    registerForm: integer("register_form"),
    sellerCounselForm: integer("seller_counsel_form"),
    buyerCounselForm: integer("buyer_counsel_form"),
    sellerSurveyForm: integer("seller_survey_form"),
    counselFormOnlyEng: yn("counsel_form_only_eng", "N"),
    session: text("session").notNull().default(""),
    meetingData: jsonb("meeting_data").$type<Record<string, unknown>>(),
    /** Hours before an unanswered meeting request expires (never after its slot starts). */
    meetingRequestExpiryHours: integer("meeting_request_expiry_hours").notNull().default(72),
    /**
     * Where on-site meetings happen: 'fixed' (a participant's fixed place, the counterpart walks to it) or
     * 'pooled' (each meeting takes a free table of its slot). Places: `places`.
     */
    placeMode: text("place_mode", { enum: ["fixed", "pooled"] })
      .notNull()
      .default("fixed"),
    /** Minutes after a slot's start before a side that has not arrived is marked no-show (issue 30). */
    noShowGraceMinutes: integer("no_show_grace_minutes").notNull().default(5),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sub_events_event_idx").on(t.eventId, t.sort)],
);
