import type { Language } from "../../../shared/i18n/languages";
import { formatDay as dayOf, formatDateTime } from "../common/dates";

/** An instant's date on the venue's clock (lists): "2026-11-28" (web/features/common/dates.ts). */
export function formatDay(iso: string, language: Language, zone: string): string {
  return dayOf(iso, zone, language);
}

/** An instant's date and time on the venue's clock (details): "2026-11-28 (Sat) 14:00". */
export function formatInstant(iso: string, language: Language, zone: string): string {
  return formatDateTime(iso, zone, language);
}
