import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { applications } from "./applications";
import { booths } from "./programme";
import { subEvents } from "./subevents";

export const PLACE_KINDS = ["table", "booth", "room"] as const;

/**
 * Where on-site meetings of a sub-event happen: numbered tables (in zones or halls), booths and rooms. A place
 * with `applicationId` is that participant's fixed place (they sit there all day and the counterpart walks to
 * it); the others are pooled, each meeting taking a free one of its slot. `x`, `y` pin it on the floor plan
 * (fractions 0..1, as booths are). A live meeting holds its place through `meetings.place_id`, and the
 * database refuses two agreed meetings at one place at overlapping times (exclusion constraint, migration
 * *_places_sql).
 */
export const places = pgTable(
  "places",
  {
    id: serial("id").primaryKey(),
    subEventId: integer("sub_event_id")
      .notNull()
      .references(() => subEvents.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PLACE_KINDS }).notNull().default("table"),
    name: text("name").notNull(),
    /** Zone or hall ("Hall A"); '' when the venue has one. */
    zone: text("zone").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    /** The participant who sits here all day (fixed place); null: a pooled place. */
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
    /** The floor plan's booth marker this place is (booths). */
    boothId: integer("booth_id").references(() => booths.id, { onDelete: "set null" }),
    x: doublePrecision("x"),
    y: doublePrecision("y"),
    /** false: withdrawn (kept for the meetings that were held there; offered to none). */
    active: boolean("active").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("places_name_uq").on(t.subEventId, t.name),
    /** One fixed place per participant. */
    uniqueIndex("places_application_uq").on(t.applicationId),
    index("places_sub_event_idx").on(t.subEventId, t.sort),
    check("places_name_ck", sql`length(btrim(${t.name})) between 1 and 60`),
    check(
      "places_pin_ck",
      sql`(${t.x} IS NULL) = (${t.y} IS NULL) AND (${t.x} IS NULL OR (${t.x} between 0 and 1 AND ${t.y} between 0 and 1))`,
    ),
  ],
);
