import { asc, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { countries } from "../../db/schema";

export type CountryRow = typeof countries.$inferSelect;

/** Refreshes the table from the package data (names change with package updates). */
export async function upsertCountries(db: DbOrTx, rows: (typeof countries.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.code,
      set: {
        koName: sql`excluded.ko_name`,
        enName: sql`excluded.en_name`,
        zhName: sql`excluded.zh_name`,
        countryNumber: sql`excluded.country_number`,
        timezone: sql`excluded.timezone`,
        continent: sql`excluded.continent`,
      },
    });
}

export async function listCountryRows(db: DbOrTx): Promise<CountryRow[]> {
  return db.select().from(countries).orderBy(asc(countries.enName));
}
