import sanitizeHtml from "sanitize-html";

/**
 * The HTML a host may store in a description (events now, notices and webinars later): text formatting,
 * headings, lists, quotes, links (http, https, mailto; opened in a new tab without opener) and images over
 * http(s) or from our own /files path. Everything else (scripts, styles, event handlers, frames, forms,
 * other schemes) is removed. Stored sanitised; the web app sanitises again when it shows it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "hr",
  ],
  allowedAttributes: { a: ["href", "target", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer nofollow" }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
