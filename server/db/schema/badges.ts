import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { events } from "./events";
import { users } from "./users";

/**
 * Who a badge is for: an approved participant (any sub-event of the event), an accepted colleague, an
 * interpreter, a programme speaker (these four follow their source rows), or an extra badge the host adds by
 * name and company (staff, speakers without a programme entry).
 */
export const BADGE_KINDS = ["participant", "colleague", "interpreter", "speaker", "extra"] as const;

/**
 * One badge per person and event. `id` is random (22 url-safe characters, 128 bits) and is what the QR code
 * carries with its signature, never personal data. `personKey` names the person in the event (`user:12`,
 * `interp:a@b.c`, `speaker:5`, `extra:<random>`); a reissued badge revokes the old row (kept, so that a scan of
 * the old card says why it is refused) and takes a new id for the same person. `eligible` is false while the
 * source row says the person no longer belongs (application rejected, colleague removed): kept for the
 * check-ins already made, refused at the door. Name, company, role and sub-events are refreshed from the
 * sources each time the event's badges are listed (one statement, badges.repository `ensureBadges`).
 */
export const badges = pgTable(
  "badges",
  {
    id: text("id").primaryKey(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    personKey: text("person_key").notNull(),
    kind: text("kind", { enum: BADGE_KINDS }).notNull(),
    /** The person's account (participants, colleagues, interpreters who signed up): who sees the badge in the app. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    company: text("company").notNull().default(""),
    /** A role key: seller, buyer, booth, visitor, interpreter, speaker, staff. */
    role: text("role").notNull(),
    subEventIds: integer("sub_event_ids").array().notNull().default(sql`'{}'::integer[]`),
    eligible: boolean("eligible").notNull().default(true),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** reissued (a new card was printed) or revoked (by the host). */
    revokedReason: text("revoked_reason", { enum: ["reissued", "revoked"] }),
    revokedById: integer("revoked_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** One live badge per person and event (revoked ones are kept beside it). */
    uniqueIndex("badges_person_live_uq").on(t.eventId, t.personKey).where(sql`${t.revokedAt} IS NULL`),
    /** The print order and the host's list. */
    index("badges_event_company_idx").on(t.eventId, t.company, t.name),
    index("badges_user_idx").on(t.userId),
    check("badges_name_ck", sql`length(${t.name}) <= 200 AND length(${t.company}) <= 200`),
  ],
);
