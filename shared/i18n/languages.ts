/**
 * The languages and how catalogues merge, without any catalogue: the web app imports this module so that
 * its first chunk holds no texts (it loads the current language's catalogue on its own, web/i18n).
 */

export const LANGUAGES = ["ko", "en", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "ko";

export type Tree = Record<string, unknown>;

/** Merges `source` into `target` key by key (nested objects merged, leaves replaced). */
export function mergeTree(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === "object" && value !== null && typeof existing === "object" && existing !== null
        ? mergeTree({ ...(existing as Tree) }, value as Tree)
        : value;
  }
  return target;
}

/** One language's catalogue: its core file, then each domain file's part for that language, in order. */
export function buildCatalogue(core: Tree, domains: readonly Tree[]): Tree {
  return domains.reduce((acc, domain) => mergeTree(acc, domain), mergeTree({}, core));
}

/** Normalises a language tag: the spec's 'cn' and any zh-* are Chinese; unknown tags give undefined. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (base === "cn" || base === "zh") return "zh";
  if (base === "ko" || base === "en") return base;
  return undefined;
}
