import type { TCaptionLine } from "../../../shared/captions/protocol";

/** How many lines the overlay keeps (it shows the latest that fit in 120 px). */
export const SHOWN_LINES = 6;

/**
 * Adds a live line to the overlay's lines: a speaker's line still changing replaces their previous one
 * still changing, and the final line replaces it in turn; every speaker's lines stay, in order of arrival,
 * the latest `SHOWN_LINES`.
 */
export function mergeLine(lines: TCaptionLine[], line: TCaptionLine, keep = SHOWN_LINES): TCaptionLine[] {
  const at = lines.findIndex((l) => !l.final && l.identity === line.identity);
  const next = at >= 0 ? [...lines.slice(0, at), ...lines.slice(at + 1), line] : [...lines, line];
  return next.slice(-keep);
}

/** Interim results go out at most this often per speaker (finals always). */
export const INTERIM_EVERY_MS = 300;

/** Sends interim lines at most every `INTERIM_EVERY_MS`, finals at once (a recogniser fires on every word). */
export function throttleInterim(send: (text: string, final: boolean) => void, now = () => Date.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return (text: string, final: boolean) => {
    if (!text) return;
    if (!final && now() - last < INTERIM_EVERY_MS) return;
    last = final ? Number.NEGATIVE_INFINITY : now();
    send(text, final);
  };
}
