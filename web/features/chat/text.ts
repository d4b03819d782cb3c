/**
 * Message text as the drawer shows it. Nothing from a message is ever read as HTML: the parts below become
 * React text nodes and, for http(s) addresses only, links that open in a new tab without access to us.
 */

/** Author names travel as "display|identity" (the original chat service's rule): only the display shows. */
export function displayName(name: string): string {
  const pipe = name.lastIndexOf("|");
  return (pipe >= 0 ? name.slice(0, pipe) : name).trim();
}

export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

// An address starts at http(s):// or www. and runs to whitespace; trailing punctuation is left outside.
const CANDIDATE = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'")\]}>]+$/;

/** A safe link target for a candidate, or undefined (only http and https, with a host). */
export function safeHref(candidate: string): string | undefined {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/** Splits a message into text and link parts (links: http and https addresses and www. names only). */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index ?? 0;
    const raw = match[0].replace(TRAILING, "");
    const href = raw ? safeHref(raw) : undefined;
    if (!href) continue;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

/** What the composer may send: trailing blanks and leading blank lines dropped, as the server stores it. */
export function sendable(text: string): string {
  return text.replace(/\s+$/, "").replace(/^\s*\n/, "");
}

/** Characters as the limit counts them (code points, so an emoji counts once). */
export const charCount = (text: string) => [...text].length;

/** A fresh client id for a message (kept across retries so the server stores it once). */
export function newClientId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
