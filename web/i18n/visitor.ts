import { DEFAULT_LANGUAGE, type Language, toLanguage } from "../../shared/i18n/languages";

/**
 * The browser's language among ours: the first of the browser's preferred languages that is Korean, English
 * or Chinese (any region), else Korean.
 */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The pages people open without an account from a link they were sent (a guest ticket, a direct room): with no
 * language chosen on the device, they follow the browser's language instead of starting in Korean.
 */
export function isVisitorPage(pathname: string): boolean {
  return /^\/(guest|direct\/\d+)(\/(device|meeting))?\/?$/.test(pathname);
}
