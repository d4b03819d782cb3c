/**
 * The two parts of a language's catalogue the browser loads (made at build time by vite.config.ts, read
 * here by the tests): "core" (shared/i18n/<language>.json: the shell, home, event pages, accounts) first,
 * "domains" (the shared/i18n/domains files: host, workspace, forms, meetings …) with the pages that need them.
 * Merged, they are the language's whole catalogue.
 */
import { domainCatalogues } from "../../shared/i18n/domains.ts";
import en from "../../shared/i18n/en.json" with { type: "json" };
import ko from "../../shared/i18n/ko.json" with { type: "json" };
import { buildCatalogue, type Language, mergeTree, type Tree } from "../../shared/i18n/languages.ts";
import zh from "../../shared/i18n/zh.json" with { type: "json" };

export const CATALOGUE_PARTS = ["core", "domains"] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

const cores: Record<Language, Tree> = { ko, en, zh };

export function cataloguePart(language: Language, part: CataloguePart): Tree {
  return part === "core"
    ? mergeTree({}, cores[language])
    : buildCatalogue(
        {},
        domainCatalogues.map((domain) => domain[language]),
      );
}
