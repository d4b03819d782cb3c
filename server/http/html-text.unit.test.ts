import { describe, expect, it } from "vitest";
import { htmlPreview, htmlToText } from "./html-text";

describe("htmlToText", () => {
  it("keeps the text with line breaks between blocks and decodes entities", () => {
    expect(
      htmlToText(
        "<h2>Hall &amp; rooms</h2><p>Open <strong>9:00</strong><br>Close 17:00</p><ul><li>A</li><li>B &lt;C&gt;</li></ul>",
      ),
    ).toBe("Hall & rooms\nOpen 9:00\nClose 17:00\nA\nB <C>");
  });
  it("drops scripts and styles with their contents", () => {
    expect(htmlToText("<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>")).toBe("a\nb");
  });
  it("leaves unknown entities and plain text alone", () => {
    expect(htmlToText("5 &bogus; 6 &#65; &#x42;")).toBe("5 &bogus; 6 A B");
  });
});

describe("htmlPreview", () => {
  it("is one line, cut at the limit with an ellipsis", () => {
    expect(htmlPreview("<p>one</p><p>two</p>")).toBe("one two");
    expect(htmlPreview(`<p>${"x".repeat(300)}</p>`, 10)).toBe(`${"x".repeat(9)}…`);
  });
});
