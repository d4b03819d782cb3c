import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { catalogues, DEFAULT_LANGUAGE, type Language, toLanguage } from "../../shared/i18n";

const STORAGE_KEY = "language";

/** The saved choice, if any (ko, en or zh). */
export function savedLanguage(): Language | undefined {
  return toLanguage(localStorage.getItem(STORAGE_KEY));
}

/**
 * The start-up language: the `lang` query (ko or en only; anything else is ignored) is applied and
 * saved, then the saved choice, then Korean. The country rule (82 → ko) is applied after login.
 */
export function startupLanguage(search: string): Language {
  const requested = new URLSearchParams(search).get("lang");
  if (requested === "ko" || requested === "en") {
    localStorage.setItem(STORAGE_KEY, requested);
    return requested;
  }
  return savedLanguage() ?? DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return toLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
}

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language === "zh" ? "zh-CN" : language;
}

/** Switches the interface language and remembers it. */
export function setLanguage(language: Language, persist = true): void {
  if (persist) localStorage.setItem(STORAGE_KEY, language);
  applyDocumentLanguage(language);
  void i18n.changeLanguage(language);
}

/** Without a saved or requested choice, the user's country number decides: 82 is Korean, others English. */
export function applyCountryLanguage(countryNumber: string): void {
  if (savedLanguage()) return;
  setLanguage(countryNumber === "82" ? "ko" : "en", false);
}

export function initI18n(search: string): typeof i18n {
  const language = startupLanguage(search);
  applyDocumentLanguage(language);
  void i18n.use(initReactI18next).init({
    resources: {
      ko: { translation: catalogues.ko },
      en: { translation: catalogues.en },
      zh: { translation: catalogues.zh },
    },
    lng: language,
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}
