/**
 * Languages of meetings: the codes participants speak and the pairs interpreters cover. A pair is written with
 * its two codes in alphabetical order ("en-ko"), so that "ko-en" and "en-ko" are one pair.
 */

/** The languages the forms offer (ISO 639-1); other codes are accepted as given. */
export const LANGUAGES = ["ko", "en", "zh", "ja", "vi", "th", "id", "ru", "es", "fr", "de", "ar"] as const;

/** A normalised language code: trimmed, lower-case. */
export const normalizeLanguage = (code: string): string => code.trim().toLowerCase();

/** The pair of two languages in canonical order ("en-ko"). */
export function languagePair(a: string, b: string): string {
  const x = normalizeLanguage(a);
  const y = normalizeLanguage(b);
  return x < y ? `${x}-${y}` : `${y}-${x}`;
}

/** Canonical form of a written pair ("ko-en", "KO/EN" → "en-ko"); null when it does not name two languages. */
export function parseLanguagePair(text: string): string | null {
  const parts = text.split(/[-/,\s]+/).filter((x) => x.length > 0);
  if (parts.length !== 2 || normalizeLanguage(parts[0]!) === normalizeLanguage(parts[1]!)) return null;
  return languagePair(parts[0]!, parts[1]!);
}

/**
 * Whether a meeting between people speaking `a` and `b` needs an interpreter: both stated their languages and
 * they share none. A side that stated nothing is taken to need none (nothing to plan for).
 */
export function needsInterpreter(
  a: readonly string[] | undefined,
  b: readonly string[] | undefined,
): boolean {
  if (!a || !b || a.length === 0 || b.length === 0) return false;
  const mine = new Set(a.map(normalizeLanguage));
  return !b.some((x) => mine.has(normalizeLanguage(x)));
}

/** Whether an interpreter covering `pairs` can interpret between people speaking `a` and `b`. */
export function coversMeeting(
  pairs: ReadonlySet<string>,
  a: readonly string[],
  b: readonly string[],
): boolean {
  for (const x of a)
    for (const y of b)
      if (normalizeLanguage(x) !== normalizeLanguage(y) && pairs.has(languagePair(x, y))) return true;
  return false;
}
