/**
 * The one rule for stored links (issue 7, part 7): http and https only, mailto or tel where the field is an
 * address or a phone; a link without a scheme gets http:// prepended (the spec's rule); anything else is refused.
 */
/** web: http(s); webOrContact: also mailto and tel; webOrPath: also a same-site path; footer: all of these. */
export type LinkKind = "web" | "webOrContact" | "webOrPath" | "footer";

/** A scheme is letters then ':' not followed by a digit (so "example.com:8080/x" is a host and a port). */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d)/i;

/** The link to store, or null when it may not be stored. Empty stays empty. */
export function normalizeLink(raw: string, kind: LinkKind = "web"): string | null {
  const text = raw.trim();
  if (text === "") return "";
  if (/[\s<>"\\^`{|}]/.test(text) && !/^(mailto|tel):/i.test(text)) return null;
  const paths = kind === "webOrPath" || kind === "footer";
  const contacts = kind === "webOrContact" || kind === "footer";
  if (text.startsWith("/")) return paths && !text.startsWith("//") ? text : null;
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === undefined) return webUrl(`http://${text}`);
  if (scheme === "http" || scheme === "https") return webUrl(text);
  if (contacts && scheme === "mailto") return /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(text) ? text : null;
  if (contacts && scheme === "tel") return /^tel:\+?[0-9().\- ]{3,30}$/i.test(text) ? text : null;
  return null;
}

function webUrl(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname || (!url.hostname.includes(".") && url.hostname !== "localhost")) return null;
    return text;
  } catch {
    return null;
  }
}
