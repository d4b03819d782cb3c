import type { Language } from "../../../shared/i18n/languages";

function locale(language: Language): string {
  return language === "ko" ? "ko-KR" : language === "zh" ? "zh-CN" : "en-GB";
}

/** An instant's date in the viewer's time zone (lists). */
export function formatDay(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: "medium" }).format(new Date(iso));
}

/** An instant's date and time in the viewer's time zone (details). */
export function formatInstant(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(locale(language), { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}
