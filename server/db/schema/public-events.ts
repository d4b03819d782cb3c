import { bigint, integer, pgTable } from "drizzle-orm/pg-core";

/**
 * One row about the approved (public) events, kept by a trigger in the same transaction as every change
 * (migration perf_lists_sql): how many there are, so that the public list's total is one row read, and
 * a version that grows whenever one enters or leaves the public list or its search text changes, so that
 * a search's total counted at a version is exact for as long as the version is unchanged.
 */
export const publicEvents = pgTable("public_events", {
  id: integer("id").primaryKey().default(1),
  events: integer("events").notNull().default(0),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
