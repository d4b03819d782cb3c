/**
 * Language names in the interface's language (Intl.DisplayNames: "ko" is 한국어 / Korean / 韩语), so that the
 * list of meeting languages needs no translation of its own. Unknown codes are written as given.
 */
import { useTranslation } from "react-i18next";
import { asLanguage } from "../common/dates";
import { splitPair } from "./pairs";

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesFor(language: string): Intl.DisplayNames | null {
  let names = displayNames.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: "language" });
    } catch {
      names = null;
    }
    displayNames.set(language, names);
  }
  return names;
}

/** The name of a language code in the interface language `language`. */
export function languageName(code: string, language: string): string {
  try {
    return namesFor(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A pair written with both names ("English ↔ Korean"). */
export function pairName(pair: string, language: string): string {
  const [a, b] = splitPair(pair);
  return `${languageName(a, language)} ↔ ${languageName(b, language)}`;
}

/** Names in the current interface language. */
export function useLanguageNames() {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  return {
    name: (code: string) => languageName(code, language),
    pair: (pair: string) => pairName(pair, language),
  };
}
