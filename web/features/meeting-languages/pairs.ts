/**
 * The interpreter's list of language pairs as the profile page edits it. Pairs are kept in the server's canonical
 * order ("en-ko", shared/matching/languages.ts), so "Korean ↔ English" and "English ↔ Korean" are one pair.
 */
import { languagePair, normalizeLanguage } from "../../../shared/matching/languages";

/** Why a pair cannot be added: a side missing, the same language twice, or already on the list. */
export type PairProblem = "incomplete" | "same" | "duplicate";

export type PairResult = { ok: true; pairs: string[]; added: string } | { ok: false; problem: PairProblem };

/** The list with the pair of `a` and `b` added (sorted), or why not. */
export function addPair(pairs: readonly string[], a: string, b: string): PairResult {
  const x = normalizeLanguage(a);
  const y = normalizeLanguage(b);
  if (!x || !y) return { ok: false, problem: "incomplete" };
  if (x === y) return { ok: false, problem: "same" };
  const added = languagePair(x, y);
  if (normalizePairs(pairs).includes(added)) return { ok: false, problem: "duplicate" };
  return { ok: true, pairs: normalizePairs([...pairs, added]), added };
}

/** The list without that pair (in either order). */
export function removePair(pairs: readonly string[], pair: string): string[] {
  const [a, b] = splitPair(pair);
  const gone = languagePair(a, b);
  return normalizePairs(pairs).filter((p) => p !== gone);
}

/** The two codes of a pair ("en-ko" → ["en", "ko"]). */
export function splitPair(pair: string): [string, string] {
  const [a = "", b = ""] = pair.split("-");
  return [a, b];
}

/** Canonical order for each pair, each once, sorted; pairs of one language or malformed ones are dropped. */
export function normalizePairs(pairs: readonly string[]): string[] {
  const out = new Set<string>();
  for (const pair of pairs) {
    const [a, b] = splitPair(pair.trim());
    if (a && b && normalizeLanguage(a) !== normalizeLanguage(b)) out.add(languagePair(a, b));
  }
  return [...out].sort();
}

/** Whether two lists name the same pairs (the page's "unsaved changes"). */
export function samePairs(a: readonly string[], b: readonly string[]): boolean {
  const x = normalizePairs(a);
  const y = normalizePairs(b);
  return x.length === y.length && x.every((p, i) => p === y[i]);
}
