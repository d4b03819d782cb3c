/**
 * The words and times of a personal agenda: labels from the i18n catalogue (shared/i18n/domains/pdf.json) in
 * the document's language, times on the venue's clock (as the mails and the schedule write them: 24-hour
 * "14:00", dates "2026-11-28 (토)").
 */
import { translate } from "../../shared/i18n";
import { zoneCity } from "../../shared/meetings/display";
import { wallTime } from "../../shared/meetings/zoned-time";
import type { AgendaMeeting, PdfLang } from "./types";

const LOCALES: Record<PdfLang, string> = { ko: "ko-KR", en: "en-GB", zh: "zh-CN" };
const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl formatters cost far more to make than to use: one per language, zone and kind, kept. */
function format(lang: PdfLang, zone: string, kind: "weekday" | "offset"): Intl.DateTimeFormat {
  const key = `${lang}|${zone}|${kind}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(
      kind === "offset" ? "en-US" : LOCALES[lang],
      kind === "offset"
        ? { timeZone: zone, timeZoneName: "longOffset" }
        : { timeZone: zone, weekday: "short" },
    );
    if (formats.size > 1_000) formats.clear();
    formats.set(key, f);
  }
  return f;
}

/** A label of the agenda in the language. */
export const label = (lang: PdfLang, key: string, params: Record<string, string | number> = {}) =>
  translate(`pdf.agenda.${key}`, lang, params);

/** The venue-time calendar date of an instant: "2026-11-28". */
export const dayOf = (instant: string, zone: string) => wallTime(new Date(instant), zone).date;

/** "2026-11-28 (토)" for the day of an instant on the venue's clock. */
export function dayTitle(instant: string, zone: string, lang: PdfLang): string {
  const at = new Date(instant);
  return `${wallTime(at, zone).date} (${format(lang, zone, "weekday").format(at)})`;
}

/** "10:00–10:30" on the venue's clock. */
export const timeRange = (meeting: AgendaMeeting, zone: string) =>
  `${wallTime(new Date(meeting.startsAt), zone).time}–${wallTime(new Date(meeting.endsAt), zone).time}`;

/** "All times are Seoul local time (GMT+09:00)", the offset of the first meeting (or of now when none). */
export function zoneNote(lang: PdfLang, zone: string, at: string | undefined): string {
  const instant = at ? new Date(at) : new Date();
  const offset =
    format(lang, zone, "offset")
      .formatToParts(instant)
      .find((p) => p.type === "timeZoneName")?.value ?? zone;
  return label(lang, "timesIn", { city: zoneCity(zone), offset });
}

/** The place cell: the place (or the online room, or "to be announced") and its zone. */
export function placeText(meeting: AgendaMeeting, lang: PdfLang): { main: string; sub: string } {
  if (meeting.online) return { main: label(lang, "onlineRoom"), sub: "" };
  if (!meeting.place) return { main: label(lang, "noPlace"), sub: "" };
  return {
    main: meeting.place,
    sub: meeting.placeZone ?? "",
  };
}
