import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { forms } from "./forms";
import { subEvents } from "./subevents";
import { businessCards, users } from "./users";

export const applications = pgTable(
  "applications",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    applicantId: integer("applicant_id")
      .notNull()
      .references(() => users.id),
    businessCardId: integer("business_card_id").references(() => businessCards.id),
    name: text("name").notNull().default(""),
    type: text("type", { enum: ["seller", "buyer", "booth", "visitor"] }).notNull(),
    approval: text("approval", { enum: ["approval", "waiting", "reject"] })
      .notNull()
      .default("waiting"),
    reason: text("reason").notNull().default(""),
    method: text("method", { enum: ["pre", "onsite"] })
      .notNull()
      .default("pre"),
    category: text("category").notNull().default(""),
    keyword: text("keyword").notNull().default(""),
    note: text("note").notNull().default(""),
    meetingPreference: text("meeting_preference").notNull().default(""),
    meetingPurpose: text("meeting_purpose").notNull().default(""),
    /** How this participant attends meetings; a meeting is online when either side is online. */
    attendeeType: text("attendee_type", { enum: ["online", "offline"] })
      .notNull()
      .default("offline"),
    /** The table or booth where this participant receives on-site meetings (assigned by the host). */
    meetingPlace: text("meeting_place").notNull().default(""),
    /**
     * Languages its people speak in meetings (codes, shared/matching/languages.ts): a meeting of two applications
     * that stated theirs and share none needs an interpreter (docs/decisions.md, "Meeting languages").
     */
    languages: text("languages").array().notNull().default([]),
    /**
     * Kept by triggers (migration perf_lists_sql), never written by the code: the company name the
     * lists show and sort by (the application's name, else its card's company) ...
     */
    listName: text("list_name").notNull().default(""),
    /** ... the lower-cased company, manager name and keyword the participant search matches ... */
    searchText: text("search_text").notNull().default(""),
    /** ... and the number of its gallery products (product answers with a name). */
    productCount: integer("product_count").notNull().default(0),
    createdDate: timestamp("created_date", { withTimezone: true }).notNull().defaultNow(),
    modifiedDate: timestamp("modified_date", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("applications_sub_event_applicant_uq").on(t.subEventId, t.applicantId),
    /** Target of the meetings' (application, sub-event) foreign keys. */
    unique("applications_id_sub_event_uq").on(t.id, t.subEventId),
    /** The participant lists' pages in name order, all types and one type (index-only page scans). */
    index("applications_list_idx").on(t.subEventId, t.approval, t.listName, t.id),
    index("applications_list_type_idx").on(t.subEventId, t.approval, t.type, t.listName, t.id),
    /** The product gallery's order (newest approved sellers first) with each one's products. */
    index("applications_newest_idx").on(
      t.subEventId,
      t.approval,
      t.type,
      t.createdDate.desc(),
      t.id.desc(),
      t.productCount,
    ),
    // The participant search's index, gin (sub_event_id, search_text gin_trgm_ops) with btree_gin, is
    // hand-written in migration perf_lists_sql.
    /** A card's new company or name reaches the applications that show it. */
    index("applications_business_card_idx").on(t.businessCardId),
    /** A user's own applications (my events, the workspace's membership check). */
    index("applications_applicant_idx").on(t.applicantId),
  ],
);

export const applicationAnswers = pgTable(
  "application_answers",
  {
    uuid: uuid("uuid").primaryKey().defaultRandom(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    formId: integer("form_id")
      .notNull()
      .references(() => forms.id),
    /** The question answered (form_questions.id). */
    questionId: uuid("question_id").notNull(),
    title: text("title").notNull().default(""),
    type: text("type").notNull(),
    content: text("content").notNull().default(""),
    answerUuid: text("answer_uuid").notNull().default(""),
    repeatInfo: text("repeat_info", { enum: ["Y", "N"] })
      .notNull()
      .default("N"),
    additionOrder: integer("addition_order").notNull().default(0),
    productName: text("product_name").notNull().default(""),
    productExplain: text("product_explain").notNull().default(""),
    productImg: integer("product_img").notNull().default(0),
    productLink: text("product_link").notNull().default(""),
  },
  (t) => [
    index("application_answers_app_idx").on(t.applicationId),
    /** The gallery's products of an application (its definition is the product_count trigger's). */
    index("application_answers_product_idx")
      .on(t.applicationId, t.uuid)
      .where(sql`${t.type} = 'product' and ${t.productName} <> ''`),
  ],
);

export const keywords = pgTable(
  "keywords",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
  },
  (t) => [uniqueIndex("keywords_sub_event_title_uq").on(t.subEventId, sql`lower(${t.title})`)],
);

export const applicationKeywords = pgTable(
  "application_keywords",
  {
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    keywordId: integer("keyword_id")
      .notNull()
      .references(() => keywords.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.keywordId] })],
);
