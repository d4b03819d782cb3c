import { describe, expect, it } from "vitest";
import { normalizeLink } from "./links";

describe("normalizeLink", () => {
  it("keeps http(s) links and prepends http:// to a link without a scheme", () => {
    expect(normalizeLink("https://expo.example.org/a?b=1")).toBe("https://expo.example.org/a?b=1");
    expect(normalizeLink("expo.example.org")).toBe("http://expo.example.org");
    expect(normalizeLink("www.example.com:8080/x")).toBe("http://www.example.com:8080/x");
    expect(normalizeLink("  ")).toBe("");
  });
  it("refuses every other scheme and things that are not links", () => {
    for (const bad of [
      "javascript:window.x=1",
      "JaVaScRiPt:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "file:///etc/passwd",
      "http://",
      "not a link",
      "//evil.example.com",
      "mailto:a@b.co",
    ]) {
      expect(normalizeLink(bad), bad).toBeNull();
    }
  });
  it("takes mailto and tel only where the field is an address or a phone, and paths only where allowed", () => {
    expect(normalizeLink("mailto:info@expo.example.org", "webOrContact")).toBe(
      "mailto:info@expo.example.org",
    );
    expect(normalizeLink("tel:+82-2-1234-5678", "webOrContact")).toBe("tel:+82-2-1234-5678");
    expect(normalizeLink("tel:javascript", "webOrContact")).toBeNull();
    expect(normalizeLink("/files/event/1/logo.png", "webOrPath")).toBe("/files/event/1/logo.png");
    expect(normalizeLink("/files/event/1/logo.png")).toBeNull();
  });
});
