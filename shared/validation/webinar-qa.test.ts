import { describe, expect, it } from "vitest";
import { normalizeQa, qaProblem } from "./webinar-qa";

describe("webinar Q&A text", () => {
  it("trims, so trailing line breaks are removed", () => {
    expect(normalizeQa("Hello\n\n")).toBe("Hello");
    expect(normalizeQa("  ab  \r\n")).toBe("ab");
  });
  it("needs 3 characters after trimming", () => {
    expect(qaProblem("  ab  ")).toBe("webinar.contentVaildationTooShort");
    expect(qaProblem("abc")).toBeUndefined();
  });
  it("takes at most 1000 characters", () => {
    expect(qaProblem("x".repeat(1000))).toBeUndefined();
    expect(qaProblem("x".repeat(1001))).toBe("webinar.contentVaildationTooLong");
    expect(qaProblem(`${"x".repeat(1000)}\n\n`)).toBeUndefined();
  });
});
