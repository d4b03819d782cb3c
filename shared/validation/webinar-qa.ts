/**
 * The rule of a webinar question or answer (spec 5): trimmed (so trailing line breaks go), then 3 to 1000
 * characters. One minimum everywhere: the other view's "10 to 1000" is not used (docs/decisions.md).
 */
export const QA_MIN = 3;
export const QA_MAX = 1000;

/** The text as it is stored: surrounding white space and line breaks removed. */
export function normalizeQa(text: string): string {
  return text.trim();
}

/** The message key for a text that may not be sent, or undefined when it may. */
export function qaProblem(text: string): string | undefined {
  const clean = normalizeQa(text);
  if (clean.length < QA_MIN) return "webinar.contentVaildationTooShort";
  if (clean.length > QA_MAX) return "webinar.contentVaildationTooLong";
  return undefined;
}
