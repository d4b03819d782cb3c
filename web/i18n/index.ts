import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language, type Tree, toLanguage } from "../../shared/i18n/languages";

const STORAGE_KEY = "language";

/**
 * Each language's catalogue is its own chunk (built from shared/i18n by vite.config.ts): only the current one is
 * loaded, the others when chosen.
 */
const loaders: Record<Language, () => Promise<{ default: Tree }>> = {
  ko: () => import("virtual:catalogue/ko"),
  en: () => import("virtual:catalogue/en"),
  zh: () => import("virtual:catalogue/zh"),
};
const loading = new Map<Language, Promise<Tree>>();

/** Starts (once) loading a language's catalogue. */
export function loadCatalogue(language: Language): Promise<Tree> {
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then((module) => module.default);
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

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

/** Switches the interface language (after its catalogue has arrived) and remembers it. */
export async function setLanguage(language: Language, persist = true): Promise<void> {
  if (persist) localStorage.setItem(STORAGE_KEY, language);
  const catalogue = await loadCatalogue(language);
  if (!i18n.hasResourceBundle(language, "translation"))
    i18n.addResourceBundle(language, "translation", catalogue);
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}

/** Without a saved or requested choice, the user's country number decides: 82 is Korean, others English. */
export function applyCountryLanguage(countryNumber: string): void {
  if (savedLanguage()) return;
  void setLanguage(countryNumber === "82" ? "ko" : "en", false);
}

/** Initialises i18next with the start-up language's catalogue (every catalogue holds every key). */
export async function initI18n(language: Language): Promise<typeof i18n> {
  const catalogue = await loadCatalogue(language);
  applyDocumentLanguage(language);
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: catalogue } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}
