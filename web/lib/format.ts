import type { Language } from "../../shared/i18n/languages";

/** Event names and texts in the interface language: English fields in en/zh, falling back to Korean. */
export function localized(language: Language, ko: string, en: string): string {
  if (language === "ko") return ko || en;
  return en || ko;
}

export const CATEGORY_SEPARATOR = ",";

export function splitCategories(joined: string): string[] {
  return joined
    .split(CATEGORY_SEPARATOR)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** 2026-11-22 → locale date; the value is a calendar date, so no time zone shift applies. */
/** A comma-joined list as people write it ("CNC,robotics" -> "CNC, robotics"), so that it wraps at its commas. */
export function listText(joined: string | null | undefined): string {
  return splitCategories(joined ?? "").join(", ");
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and style, made once: creating an Intl.DateTimeFormat costs far more than using
 * it (a home page of 12 event cards made 24 of them during its first render).
 */
function dateFormat(locale: string, style: "date" | "short" | "iso", timeZone = "UTC"): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      style === "date"
        ? { year: "numeric", month: "short", day: "numeric" }
        : style === "short"
          ? { month: "short", day: "numeric" }
          : { year: "numeric", month: "2-digit", day: "2-digit" };
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

const localeOf = (language: Language) =>
  language === "ko" ? "ko-KR" : language === "zh" ? "zh-CN" : "en-GB";

export function formatDate(date: string, language: Language): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return dateFormat(localeOf(language), "date").format(new Date(Date.UTC(y, m - 1, d)));
}

export function formatPeriod(start: string, end: string, language: Language): string {
  return start === end
    ? formatDate(start, language)
    : `${formatDate(start, language)} – ${formatDate(end, language)}`;
}

/** Whole days between two calendar dates (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Today's calendar date in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return dateFormat("en-CA", "iso", timeZone).format(now);
}

/** Month and day only (for windows inside the current season). */
export function formatShortDate(date: string, language: Language): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return dateFormat(localeOf(language), "short").format(new Date(Date.UTC(y, m - 1, d)));
}
