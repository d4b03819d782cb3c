import { domainCatalogues } from "./domains";
import en from "./en.json";
import ko from "./ko.json";
import zh from "./zh.json";

export const LANGUAGES = ["ko", "en", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ko";

type Tree = Record<string, unknown>;

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === "object" && value !== null && typeof existing === "object" && existing !== null
        ? merge({ ...(existing as Tree) }, value as Tree)
        : value;
  }
  return target;
}

/** The core catalogues plus every domain file (shared/i18n/domains/*.json holds ko, en and zh together). */
export const catalogues: Record<Language, Tree> = {
  ko: domainCatalogues.reduce((acc, d) => merge(acc, d.ko), merge({}, ko)),
  en: domainCatalogues.reduce((acc, d) => merge(acc, d.en), merge({}, en)),
  zh: domainCatalogues.reduce((acc, d) => merge(acc, d.zh), merge({}, zh)),
};

/** Normalises a language tag: the spec's 'cn' and any zh-* are Chinese; unknown tags give undefined. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (base === "cn" || base === "zh") return "zh";
  if (base === "ko" || base === "en") return base;
  return undefined;
}

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
