import { pgTable, text } from "drizzle-orm/pg-core";

export const countries = pgTable("countries", {
  code: text("code").primaryKey(),
  koName: text("ko_name").notNull(),
  enName: text("en_name").notNull(),
  zhName: text("zh_name").notNull(),
  countryNumber: text("country_number").notNull(),
  timezone: text("timezone").notNull(),
  continent: text("continent").notNull().default(""),
});
