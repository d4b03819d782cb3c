// The browser gives RichText its own DOMParser's nodes; here htmlparser2 (sanitize-html's parser, already
// installed) stands in, adapted to the few properties the walk reads. The walk's safety does not depend on the
// parser: whatever tree it gets, only allowlisted tags and attributes come out.
import { parseDocument } from "htmlparser2";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { xssVectors } from "../../../e2e/xss-vectors";
import { type HtmlNode, richTextElements } from "./rich-text-nodes";

type ParsedNode = {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: ParsedNode[];
};

function adapt(node: ParsedNode): HtmlNode {
  const element = node.type === "tag" || node.type === "script" || node.type === "style";
  return {
    nodeType: element ? 1 : node.type === "text" ? 3 : 8,
    textContent: node.data ?? null,
    ...(element && {
      tagName: (node.name ?? "").toUpperCase(),
      getAttribute: (name: string) => node.attribs?.[name] ?? null,
      childNodes: (node.children ?? []).map(adapt),
    }),
  } as HtmlNode;
}

function show(html: string): string {
  const nodes = (parseDocument(html).children as unknown as ParsedNode[]).map(adapt);
  // React's server rendering announces each image with a preload link of its own: not part of the content
  return renderToStaticMarkup(createElement(Fragment, null, ...richTextElements(nodes))).replace(
    /<link rel="preload" as="image" href="[^"]*"\/>/g,
    "",
  );
}

describe("rich text as React elements", () => {
  it("keeps the formatting the server allows", () => {
    expect(show("<p>Hello <strong>bold</strong> and <em>it</em></p><ul><li>one</li></ul>")).toBe(
      "<p>Hello <strong>bold</strong> and <em>it</em></p><ul><li>one</li></ul>",
    );
    expect(show('<a href="https://example.com/x">site</a>')).toBe(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(show('<img src="/files/event/1/a.png" alt="A" width="120" onload="x()">')).toBe(
      '<img src="/files/event/1/a.png" alt="A" width="120"/>',
    );
  });

  it("shows other tags as their text and other links as plain text", () => {
    expect(show('<div class="x"><span style="color:red">text</span></div>')).toBe("text");
    expect(show('<a href="javascript:alert(1)">click</a>')).toBe("click");
    expect(show('<a href=" JaVaScRiPt:alert(1)">click</a>')).toBe("click");
  });

  it("lets no script, handler, frame or foreign scheme through any of the injection vectors", () => {
    for (const vector of xssVectors) {
      const out = show(vector);
      expect(out, vector).not.toMatch(
        /<(script|iframe|svg|math|object|embed|style|body|form|input|base|meta|link)\b/i,
      );
      expect(out, vector).not.toMatch(/<[^>]+\son\w+=/i);
      expect(out, vector).not.toMatch(/(href|src)="(?!https?:|mailto:|\/files\/)/i);
    }
  });
});
