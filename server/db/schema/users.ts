import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    company: text("company").notNull().default(""),
    position: text("position").notNull().default(""),
    countryNumber: text("country_number").notNull().default("82"),
    phoneNumber: text("phone_number").notNull().default(""),
    countryCode: text("country_code").notNull().default("KR"),
    timeZone: text("time_zone").notNull().default("Asia/Seoul"),
    role: text("role", { enum: ["USER", "ADMIN"] })
      .notNull()
      .default("USER"),
    /** Bumped on password change: tokens carrying an older version stop working. */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_uq").on(sql`lower(${t.email})`),
    index("users_name_phone_idx").on(t.name, t.phoneNumber),
  ],
);

export const businessCards = pgTable(
  "business_cards",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    company: text("company").notNull(),
    name: text("name").notNull(),
    position: text("position").notNull().default(""),
    email: text("email").notNull(),
    countryNumber: text("country_number").notNull().default("82"),
    phoneNumber: text("phone_number").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("business_cards_user_idx").on(t.userId)],
);

export const passwordResetCodes = pgTable("password_reset_codes", {
  /** sha256 of the code: a leaked table does not leak usable codes. */
  codeHash: text("code_hash").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  purpose: text("purpose", { enum: ["reset", "temporary"] })
    .notNull()
    .default("reset"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Failed-login counters, per account and per client address, shared by every server process. */
export const loginAttempts = pgTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
});

export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * One row per signed-in session (a login, a sign-up, an application that created its account). The token
 * carries the session's id; logging out revokes the row, so a copied token stops working at once, and the
 * live connections of that session are dropped (server/realtime). Expired rows are deleted by the cleanup job.
 */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId), index("auth_sessions_expires_idx").on(t.expiresAt)],
);
