import type { Language } from "../../../shared/i18n/languages";
import { wallTime } from "../../../shared/meetings/zoned-time";

/**
 * The one way the web app writes dates and times (issue 19, part 7): a date is `2026-11-28` in every language
 * (as the schedule, its spreadsheet and the mails write it), with the weekday in the interface's language where
 * the day matters ("2026-11-28 (토)", "(Sat)", "(周六)"); times are 24-hour `14:00`. An instant is written on the
 * clock of the zone it is given, normally the venue's (the event's time zone), never the browser's by accident.
 */

const LOCALES: Record<Language, string> = { ko: "ko-KR", en: "en-GB", zh: "zh-CN" };
export type WeekdayStyle = "short" | "long";

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

/** Made once per language and style: making an Intl.DateTimeFormat costs far more than using one. */
function weekdayFormat(language: Language, style: WeekdayStyle): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let format = weekdayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language] ?? LOCALES.en, { weekday: style, timeZone: "UTC" });
    weekdayFormats.set(key, format);
  }
  return format;
}

/** The interface language of an i18next language tag ("zh-CN" → zh); English for anything unknown. */
export function asLanguage(tag: string | undefined): Language {
  const base = (tag ?? "").slice(0, 2).toLowerCase();
  return base === "ko" || base === "zh" ? base : "en";
}

/** The weekday of a calendar date ('YYYY-MM-DD') in the language: 토 / Sat / 周六 (long: 토요일 / Saturday / 星期六). */
export function weekdayName(date: string, language: Language, style: WeekdayStyle = "short"): string {
  return weekdayFormat(language, style).format(new Date(`${date.slice(0, 10)}T12:00:00Z`));
}

/** A calendar date: "2026-11-28", or with its weekday "2026-11-28 (Sat)". No zone applies to a calendar date. */
export function formatDate(date: string, language: Language, weekday?: WeekdayStyle): string {
  const day = date.slice(0, 10);
  return weekday ? `${day} (${weekdayName(day, language, weekday)})` : day;
}

/** Month and day, for dates inside a known year: "11-28" (with weekday "11-28 (Sat)"). */
export function formatMonthDay(date: string, language: Language, weekday?: WeekdayStyle): string {
  const day = date.slice(0, 10);
  return weekday ? `${day.slice(5)} (${weekdayName(day, language, weekday)})` : day.slice(5);
}

/** Two calendar dates: "2026-11-28 – 2026-11-30", or one date when they are the same day. */
export function formatPeriod(start: string, end: string, language: Language): string {
  return start === end
    ? formatDate(start, language)
    : `${formatDate(start, language)} – ${formatDate(end, language)}`;
}

/** An instant's calendar date on a zone's clock: "2026-11-28". */
export function formatDay(instant: string | Date, zone: string, language: Language, weekday?: WeekdayStyle) {
  return formatDate(wallTime(new Date(instant), zone).date, language, weekday);
}

/** An instant's time on a zone's clock: "14:00". */
export function formatTime(instant: string | Date, zone: string): string {
  return wallTime(new Date(instant), zone).time;
}

/** An instant's date, weekday and time on a zone's clock: "2026-11-28 (Sat) 14:00". */
export function formatDateTime(instant: string | Date, zone: string, language: Language): string {
  const wall = wallTime(new Date(instant), zone);
  return `${formatDate(wall.date, language, "short")} ${wall.time}`;
}
