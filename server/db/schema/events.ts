import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { FOOTER_TYPES } from "../../../shared/contract/events";
import { files } from "./files";
import { users } from "./users";

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    hostUserId: integer("host_user_id")
      .notNull()
      .references(() => users.id),
    name: text("name").notNull(),
    nameEn: text("name_en").notNull().default(""),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    /** IANA zone of the venue; meeting slots are defined in it. */
    timeZone: text("time_zone").notNull().default("Asia/Seoul"),
    countryCode: text("country_code").notNull().default("KR"),
    mainImageFileId: integer("main_image_file_id").references(() => files.id),
    bannerImageFileId: integer("banner_image_file_id").references(() => files.id),
    logoImageFileId: integer("logo_image_file_id").references(() => files.id),
    location: text("location").notNull().default(""),
    locationDetail: text("location_detail").notNull().default(""),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    content: text("content").notNull().default(""),
    contentEn: text("content_en").notNull().default(""),
    /** Category codes joined by CATEGORY_SEPARATOR (spec: stored joined by a separator). */
    categories: text("categories").notNull().default(""),
    homePage: text("home_page").notNull().default(""),
    showLogo: text("show_logo", { enum: ["Y", "N"] })
      .notNull()
      .default("Y"),
    hideFooterLinks: boolean("hide_footer_links").notNull().default(false),
    hideBuyerCard: boolean("hide_buyer_card").notNull().default(false),
    atchFile1: integer("atch_file1").references(() => files.id),
    atchFile2: integer("atch_file2").references(() => files.id),
    atchFile3: integer("atch_file3").references(() => files.id),
    atchFile4: integer("atch_file4").references(() => files.id),
    atchFile5: integer("atch_file5").references(() => files.id),
    digitalMap: text("digital_map").notNull().default(""),
    approval: text("approval", { enum: ["draft", "requested", "approved", "rejected"] })
      .notNull()
      .default("draft"),
    approvalReason: text("approval_reason").notNull().default(""),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(name || ' ' || name_en || ' ' || location || ' ' || categories)`,
    ),
  },
  (t) => [
    /**
     * Newest first per approval, with the search text: a search's page and total are read from this
     * index alone (index-only scans), never from the wide rows, even for words the trigram index
     * cannot serve (two-syllable Korean words) or that match a good part of the events.
     */
    index("events_public_order_idx").on(t.approval, t.createdAt.desc(), t.id.desc(), t.searchText),
    index("events_host_idx").on(t.hostUserId),
    index("events_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

export const eventManagers = pgTable(
  "event_managers",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    countryNumber: text("country_number").notNull().default("82"),
    phone: text("phone").notNull().default(""),
    email: text("email").notNull().default(""),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("event_managers_event_idx").on(t.eventId)],
);

export { FOOTER_TYPES };

export const eventFooterLinks = pgTable(
  "event_footer_links",
  {
    id: serial("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    type: text("type", { enum: FOOTER_TYPES }).notNull(),
    content: text("content").notNull().default(""),
    link: text("link").notNull().default(""),
    imgUrl: text("img_url").notNull().default(""),
    hide: text("hide", { enum: ["PUBLIC", "PRIVATE"] })
      .notNull()
      .default("PUBLIC"),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("event_footer_event_idx").on(t.eventId)],
);

export const likes = pgTable(
  "likes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.eventId] }),
    index("likes_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);
