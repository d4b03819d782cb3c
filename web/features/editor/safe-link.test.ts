import { describe, expect, it } from "vitest";
import { safeLink } from "./LinkDialog";

describe("safeLink", () => {
  it("takes http(s) and mailto addresses, and gives a bare domain https://", () => {
    expect(safeLink("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
    expect(safeLink("http://example.com")).toBe("http://example.com/");
    expect(safeLink(" coex.co.kr/map ")).toBe("https://coex.co.kr/map");
    expect(safeLink("mailto:desk@example.com")).toBe("mailto:desk@example.com");
  });
  it("refuses other schemes, relative paths and words", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "vbscript:x",
      "/files/1",
      "hello",
      "",
      "mailto:nobody",
      "ftp://example.com",
    ]) {
      expect(safeLink(bad), bad).toBeUndefined();
    }
  });
});
