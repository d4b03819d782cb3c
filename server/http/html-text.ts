import sanitizeHtml from "sanitize-html";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * Stored HTML as plain text (a mail's text part, a list's preview): blocks and line breaks become new lines,
 * tags go, script and style contents are dropped, entities are decoded. The result is text, never markup:
 * whoever shows it must escape it (React does).
 */
export function htmlToText(html: string): string {
  const marked = html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|h[1-6]|li|blockquote|div|tr)>/gi, "$&\n");
  const stripped = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, name: string) => {
      if (name.startsWith("#")) {
        const code =
          name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
      }
      return ENTITIES[name.toLowerCase()] ?? match;
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The first `max` characters of the text of some HTML, on one line (a list's preview). */
export function htmlPreview(html: string, max = 200): string {
  const text = htmlToText(html).replace(/\s+/g, " ");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
