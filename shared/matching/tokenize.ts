/**
 * Language-neutral tokenisation for Korean, English and Chinese (and anything else Unicode).
 *
 * - Text is normalised with NFKC (full-width forms, compatibility jamo, ligatures) and lower-cased.
 * - Runs of Hangul, Han (CJK ideographs) and kana are cut into overlapping character bigrams, so
 *   that "로봇을" and "로봇이" share "로봇", and "机器人" and "工业机器人" share "机器" and "器人"
 *   without any dictionary. A run of a single character yields that character.
 * - Other letters/digits form words; English words get a light plural stemming and stop words
 *   are dropped.
 *
 * Terms carry a prefix ("c:" for CJK n-grams, "w:" for words) so that the two never collide.
 */

/** Frequent Korean endings and Chinese function-word bigrams that carry no topic. */
const STOP_GRAMS = new Set(
  "니다 습니 합니 입니 됩니 하는 있는 있습 에서 으로 하고 위한 또는 그리고 我们 我的 你们 他们 以及 或者 可以 没有".split(
    " ",
  ),
);

const CJK_RE = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD_RE = /[\p{L}\p{N}]/u;

const STOP_WORDS = new Set(
  (
    "a an and are as at be by for from has have in into is it its of on or our that the their this to " +
    "we with you your will can all any more most other such than then these those also very"
  ).split(" "),
);

/** NFKC, lower-case, collapsed whitespace, trimmed. */
export function normalizeText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
}

/** Normalised form used to compare keywords and categories written by people. */
export function normalizeKeyword(keyword: string): string {
  return normalizeText(keyword);
}

function stemWord(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) {
    return word.slice(0, -1);
  }
  return word;
}

type CharClass = 0 | 1 | 2; // 0 separator, 1 CJK, 2 word character

function classify(ch: string): CharClass {
  if (CJK_RE.test(ch)) return 1;
  if (WORD_RE.test(ch)) return 2;
  return 0;
}

function flush(cls: CharClass, run: string[], out: string[]): void {
  if (run.length === 0) return;
  if (cls === 1) {
    if (run.length === 1) out.push(`c:${run[0]}`);
    for (let i = 0; i + 1 < run.length; i++) {
      const gram = `${run[i]}${run[i + 1]}`;
      if (!STOP_GRAMS.has(gram)) out.push(`c:${gram}`);
    }
  } else if (cls === 2) {
    const word = run.join("");
    if (word.length >= 2 && !STOP_WORDS.has(word)) out.push(`w:${stemWord(word)}`);
  }
}

/** All terms of a text, in order, with repetitions. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const normalized = normalizeText(text);
  let run: string[] = [];
  let runClass: CharClass = 0;
  for (const ch of normalized) {
    const cls = classify(ch);
    if (cls !== runClass) {
      flush(runClass, run, out);
      run = [];
      runClass = cls;
    }
    if (cls !== 0) run.push(ch);
  }
  flush(runClass, run, out);
  return out;
}

/** The set of distinct terms of several texts. */
export function termSet(texts: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const text of texts) for (const term of tokenize(text)) set.add(term);
  return set;
}

/** Human-readable form of a term (drops the internal prefix). */
export function termLabel(term: string): string {
  return term.slice(2);
}
