import { createElement, Fragment, type ReactNode } from "react";

/** What the walk reads of a parsed node (the browser's DOM; the tests give another parser's nodes). */
export interface HtmlNode {
  nodeType: number;
  textContent: string | null;
}
export interface HtmlElement extends HtmlNode {
  tagName: string;
  getAttribute(name: string): string | null;
  childNodes: ArrayLike<HtmlNode>;
}
const ELEMENT = 1;
const TEXT = 3;

/** The tags the server keeps (server/http/rich-text.ts); anything else shows its text only. */
const ALLOWED = new Set(
  "p br strong b em i u s h2 h3 h4 ul ol li blockquote a img hr".split(" ") as readonly string[],
);
/** Dropped with their content. */
const DROPPED = new Set("script style template iframe object embed noscript svg math textarea".split(" "));
const LINK = /^(?:https?:|mailto:|\/files\/)/i;
const IMAGE = /^(?:https?:|\/files\/)/i;

function attributes(element: HtmlElement, key: number): Record<string, string | number> | null {
  const props: Record<string, string | number> = { key };
  const tag = element.tagName.toLowerCase();
  if (tag === "a") {
    const href = element.getAttribute("href")?.trim() ?? "";
    if (!LINK.test(href)) return props; // a link elsewhere is shown as its text
    Object.assign(props, { href, target: "_blank", rel: "noopener noreferrer nofollow" });
  }
  if (tag === "img") {
    const src = element.getAttribute("src")?.trim() ?? "";
    if (!IMAGE.test(src)) return null;
    Object.assign(props, { src, alt: element.getAttribute("alt") ?? "" });
    for (const name of ["width", "height"]) {
      const value = element.getAttribute(name);
      if (value && /^\d{1,4}$/.test(value)) props[name] = Number(value);
    }
  }
  return props;
}

/** React elements for the allowed part of parsed HTML: nothing is ever set as HTML. */
export function richTextElements(nodes: ArrayLike<HtmlNode>): ReactNode[] {
  const render = richTextElements;
  const out: ReactNode[] = [];
  Array.from(nodes).forEach((node, key) => {
    if (node.nodeType === TEXT) {
      out.push(node.textContent);
      return;
    }
    if (node.nodeType !== ELEMENT) return;
    const element = node as HtmlElement;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) return;
    if (!ALLOWED.has(tag)) {
      out.push(createElement(Fragment, { key }, ...render(element.childNodes)));
      return;
    }
    const props = attributes(element, key);
    if (props === null) return;
    if (tag === "a" && !("href" in props)) {
      out.push(createElement(Fragment, { key }, ...render(element.childNodes)));
      return;
    }
    const empty = tag === "br" || tag === "hr" || tag === "img";
    out.push(createElement(tag, props, ...(empty ? [] : render(element.childNodes))));
  });
  return out;
}
