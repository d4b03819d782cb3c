import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./rich-text";

describe("sanitizeRichText", () => {
  it("keeps formatting, lists and safe links, opened without opener", () => {
    expect(sanitizeRichText("<p>Hello <strong>expo</strong></p><ul><li>one</li></ul>")).toBe(
      "<p>Hello <strong>expo</strong></p><ul><li>one</li></ul>",
    );
    expect(sanitizeRichText('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a>',
    );
  });

  it("removes scripts, handlers, styles, frames and other schemes", () => {
    const out = sanitizeRichText(
      '<p onclick="x()">a</p><script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(1)">b</a><iframe src="https://e.com"></iframe><style>p{}</style><svg onload="x()"></svg>',
    );
    expect(out).not.toMatch(/script|onclick|onerror|onload|javascript|iframe|style|svg/i);
    expect(out).toContain("<p>a</p>");
  });

  it("leaves plain text as it is", () => {
    expect(sanitizeRichText("Line one\nLine two")).toBe("Line one\nLine two");
  });
});
