import type { Language } from "../../shared/i18n/languages";
import * as dates from "../features/common/dates";

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

/** A comma-joined list as people write it ("CNC,robotics" -> "CNC, robotics"), so that it wraps at its commas. */
export function listText(joined: string | null | undefined): string {
  return splitCategories(joined ?? "").join(", ");
}

const todayFormats = new Map<string, Intl.DateTimeFormat>();

/** Calendar dates and periods are written by the one date helper (web/features/common/dates.ts). */
export function formatDate(date: string, language: Language): string {
  return dates.formatDate(date, language);
}

export function formatPeriod(start: string, end: string, language: Language): string {
  return dates.formatPeriod(start, end, language);
}

/** Whole days between two calendar dates (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** Today's calendar date in a time zone (one formatter per zone, made once). */
export function todayIn(timeZone: string, now = new Date()): string {
  let format = todayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      timeZone,
    });
    todayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Month and day only (for windows inside the current season): "11-28". */
export function formatShortDate(date: string, language: Language): string {
  return dates.formatMonthDay(date, language);
}
