import { getCountry, getTimezone } from "countries-and-timezones";
import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import ko from "i18n-iso-countries/langs/ko.json" with { type: "json" };
import zh from "i18n-iso-countries/langs/zh.json" with { type: "json" };
import { getCountryCallingCode, isSupportedCountry } from "libphonenumber-js";
import type { TCountry } from "../../../shared/contract";

countries.registerLocale(en);
countries.registerLocale(ko);
countries.registerLocale(zh);

/** Capital-ish zones first where a country has several (the first listed is its main zone). */
const PREFERRED_ZONE: Record<string, string> = {
  US: "America/New_York",
  CA: "America/Toronto",
  AU: "Australia/Sydney",
  RU: "Europe/Moscow",
  BR: "America/Sao_Paulo",
  CN: "Asia/Shanghai",
  MX: "America/Mexico_City",
  ID: "Asia/Jakarta",
  KZ: "Asia/Almaty",
};

/**
 * Every ISO 3166 country that has an international dialing code, with Korean, English and
 * Chinese names and its main time zone; built from maintained packages, not typed by hand.
 */
export function buildCountryList(): TCountry[] {
  const list: TCountry[] = [];
  for (const code of Object.keys(countries.getAlpha2Codes())) {
    if (!isSupportedCountry(code)) continue;
    const zones = getCountry(code)?.timezones ?? [];
    const timezone = PREFERRED_ZONE[code] ?? zones[0];
    if (!timezone) continue;
    const [continent = "", ...rest] = timezone.split("/");
    list.push({
      code,
      koName: countries.getName(code, "ko") ?? code,
      enName: countries.getName(code, "en") ?? code,
      zhName: countries.getName(code, "zh") ?? countries.getName(code, "en") ?? code,
      countryCode: code,
      countryNumber: getCountryCallingCode(code),
      i18code: code.toLowerCase(),
      timezone,
      thisCountryTz: getTimezone(timezone)?.utcOffsetStr ?? "+00:00",
      city: (rest.at(-1) ?? "").replace(/_/g, " "),
      continent,
      region: continent,
    });
  }
  return list.sort((a, b) => a.enName.localeCompare(b.enName));
}
