import type { TCountry } from "../../../shared/contract";
import type { AppContext } from "../../context";
import { buildCountryList } from "./countries.data";
import * as repo from "./countries.repository";

/** Loads the country table from the packages; run at start-up. */
export async function syncCountries(ctx: Pick<AppContext, "db">): Promise<void> {
  await repo.upsertCountries(
    ctx.db,
    buildCountryList().map((c) => ({
      code: c.code,
      koName: c.koName,
      enName: c.enName,
      zhName: c.zhName,
      countryNumber: c.countryNumber,
      timezone: c.timezone,
      continent: c.continent,
    })),
  );
}

/** Per database (several apps may share a process: the integration tests). */
const caches = new WeakMap<object, TCountry[]>();

/** The country list as the API answers it; the extra fields are derived from the stored zone. */
export async function listCountries(ctx: AppContext): Promise<TCountry[]> {
  const cached = caches.get(ctx.db);
  if (cached) return cached;
  const derived = new Map(buildCountryList().map((c) => [c.code, c]));
  const rows = await repo.listCountryRows(ctx.db);
  const list = rows.map((row) => {
    const extra = derived.get(row.code);
    return {
      code: row.code,
      koName: row.koName,
      enName: row.enName,
      zhName: row.zhName,
      countryCode: row.code,
      countryNumber: row.countryNumber,
      i18code: row.code.toLowerCase(),
      timezone: row.timezone,
      thisCountryTz: extra?.thisCountryTz ?? "+00:00",
      city: extra?.city ?? "",
      continent: row.continent,
      region: extra?.region ?? row.continent,
    };
  });
  if (list.length > 0) caches.set(ctx.db, list);
  return list;
}
