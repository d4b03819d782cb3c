import { describe, expect, it } from "vitest";
import { charCount, displayName, linkify, safeHref, sendable } from "./text";

describe("chat text", () => {
  it("shows only the part before the pipe of an author name", () => {
    expect(displayName("Kim Minsu|42")).toBe("Kim Minsu");
    expect(displayName("Kim Minsu")).toBe("Kim Minsu");
    expect(displayName("|42")).toBe("");
  });

  it("links http and https addresses only, never other schemes", () => {
    expect(linkify("see https://example.com/a?b=1, then")).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: ", then" },
    ]);
    expect(linkify("www.example.org.")).toEqual([
      { kind: "link", text: "www.example.org", href: "https://www.example.org/" },
      { kind: "text", text: "." },
    ]);
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "<a href=javascript:alert(1)>x</a>",
    ])
      expect(linkify(bad).every((p) => p.kind === "text")).toBe(true);
    expect(safeHref("http://")).toBeUndefined();
  });

  it("keeps markup as text", () => {
    const text = '<img src=x onerror="alert(1)"> http://a.example/<b>';
    const parts = linkify(text);
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(parts.find((p) => p.kind === "link")?.text).toBe("http://a.example/");
  });

  it("trims what the server trims and counts code points", () => {
    expect(sendable("  \n\n ")).toBe("");
    expect(sendable("\nhello \n")).toBe("hello");
    expect(charCount("😀가a")).toBe(3);
  });
});
