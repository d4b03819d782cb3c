import { domainCatalogues } from "./domains";
import en from "./en.json";
import ko from "./ko.json";
import { buildCatalogue, DEFAULT_LANGUAGE, type Language, type Tree, toLanguage } from "./languages";
import zh from "./zh.json";

export * from "./languages";

/** The core catalogues plus every domain file (shared/i18n/domains/*.json holds ko, en and zh together). */
export const catalogues: Record<Language, Tree> = {
  ko: buildCatalogue(
    ko,
    domainCatalogues.map((d) => d.ko),
  ),
  en: buildCatalogue(
    en,
    domainCatalogues.map((d) => d.en),
  ),
  zh: buildCatalogue(
    zh,
    domainCatalogues.map((d) => d.zh),
  ),
};

/** Picks the first supported language of an Accept-Language header. */
export function fromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(",")) {
    const language = toLanguage(part.split(";")[0]);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Whether a key exists in the catalogue (the tests keep the three languages complete). */
export function hasKey(key: string): boolean {
  return lookup(catalogues.en, key) !== undefined;
}

/** Translates a key, falling back to English, then to the key itself. */
export function translate(
  key: string,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  const text = lookup(catalogues[language], key) ?? lookup(catalogues.en, key) ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ""));
}
