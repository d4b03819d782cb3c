import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language, type Tree, toLanguage } from "../../shared/i18n/languages";
import type { CataloguePart } from "./parts";
import { browserLanguage, isVisitorPage } from "./visitor";

const STORAGE_KEY = "language";

type Loader = () => Promise<{ default: Tree }>;

/**
 * Each language's catalogue comes in two chunks (web/i18n/parts.ts, built by vite.config.ts): the core texts,
 * loaded at start for the current language only, and the domain texts, loaded with the pages that use them
 * (`loadAllTexts`, called by the routes) or when a text turns out to be missing. Other languages load when chosen.
 */
const loaders: Record<Language, Record<CataloguePart, Loader>> = {
  ko: {
    core: () => import("virtual:catalogue/ko/core"),
    domains: () => import("virtual:catalogue/ko/domains"),
  },
  en: {
    core: () => import("virtual:catalogue/en/core"),
    domains: () => import("virtual:catalogue/en/domains"),
  },
  zh: {
    core: () => import("virtual:catalogue/zh/core"),
    domains: () => import("virtual:catalogue/zh/domains"),
  },
};
const loading = new Map<string, Promise<Tree>>();
/** Whether the domain texts are wanted: once they are, every language switch loads them too. */
let allTexts = false;

function loadPart(language: Language, part: CataloguePart): Promise<Tree> {
  const key = `${language}/${part}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = loaders[language][part]().then((module) => module.default);
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Starts (once) loading what a language needs now: its core texts, and its domain texts once wanted. */
export function loadCatalogue(language: Language): Promise<void> {
  return Promise.all([loadPart(language, "core"), allTexts ? addDomainTexts(language) : undefined]).then(
    () => undefined,
  );
}

const withDomainTexts = new Set<Language>();

async function addDomainTexts(language: Language): Promise<void> {
  const texts = await loadPart(language, "domains");
  if (!i18n.isInitialized || !i18n.hasResourceBundle(language, "translation")) return; // added with the core
  if (withDomainTexts.has(language)) return;
  withDomainTexts.add(language);
  i18n.addResourceBundle(language, "translation", texts, true, true);
}

/**
 * The domain texts of the current language (and from now on of every language chosen): the routes call it
 * in parallel with the chunks of pages that use them; a missing text calls it too.
 */
export function loadAllTexts(): Promise<void> {
  allTexts = true;
  return addDomainTexts(currentLanguage());
}

/** The saved choice, if any (ko, en or zh). */
export function savedLanguage(): Language | undefined {
  return toLanguage(localStorage.getItem(STORAGE_KEY));
}

/** Until i18next is initialised (the first page's data is requested before), the start-up language. */
let starting: Language = DEFAULT_LANGUAGE;

/**
 * The start-up language: the `lang` query (ko or en only; anything else is ignored) is applied and
 * saved, then the saved choice, then on the pages visitors open from a link (guest tickets, direct rooms) the
 * browser's language, else Korean. The country rule (82 → ko) is applied after login.
 */
export function startupLanguage(search: string, pathname = "/", browser: readonly string[] = []): Language {
  const requested = new URLSearchParams(search).get("lang");
  if (requested === "ko" || requested === "en") localStorage.setItem(STORAGE_KEY, requested);
  const fallback = isVisitorPage(pathname) ? browserLanguage(browser) : DEFAULT_LANGUAGE;
  starting = requested === "ko" || requested === "en" ? requested : (savedLanguage() ?? fallback);
  return starting;
}

export function currentLanguage(): Language {
  return toLanguage(i18n.language) ?? starting;
}

function applyDocumentLanguage(language: Language) {
  document.documentElement.lang = language === "zh" ? "zh-CN" : language;
}

/** Switches the interface language (after its catalogue has arrived) and remembers it. */
export async function setLanguage(language: Language, persist = true): Promise<void> {
  if (persist) localStorage.setItem(STORAGE_KEY, language);
  const core = await loadPart(language, "core");
  if (!i18n.hasResourceBundle(language, "translation")) i18n.addResourceBundle(language, "translation", core);
  if (allTexts) await addDomainTexts(language);
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Without a language chosen on this device (menu or `lang` query), the signed-in user's country number decides:
 * 82 is Korean, others English (docs/decisions.md, "The interface language after login"). A change is kept for
 * the device, so later visits start in it; answers the new language so that the user can be told, else undefined.
 */
export async function applyCountryLanguage(countryNumber: string): Promise<Language | undefined> {
  if (savedLanguage()) return undefined;
  const language: Language = countryNumber === "82" ? "ko" : "en";
  if (language === currentLanguage()) return undefined;
  await setLanguage(language);
  return language;
}

/** Initialises i18next with the start-up language's core texts (every language holds every key). */
export async function initI18n(language: Language): Promise<typeof i18n> {
  const core = await loadPart(language, "core");
  applyDocumentLanguage(language);
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: core } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // a text not in the core part: load the domain texts (components re-render when they are added)
    saveMissing: true,
    missingKeyHandler: () => {
      void loadAllTexts().catch(() => undefined);
    },
    react: { bindI18nStore: "added" },
  });
  return i18n;
}
