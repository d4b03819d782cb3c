import { describe, expect, it } from "vitest";
import { formatAsOf, fromCache } from "./online";
import { CACHED_HEADER } from "./routes";

describe("the 'as of' mark", () => {
  it("shows the answer's time on the venue's clock, 24-hour", () => {
    expect(formatAsOf("2026-12-07T00:41:30.000Z", "Asia/Seoul")).toBe("09:41");
    expect(formatAsOf("2026-12-07T00:41:30.000Z", "Europe/Paris")).toBe("01:41");
    expect(formatAsOf("2026-12-07T14:05:00.000Z", "Asia/Seoul", "ko")).toBe("23:05");
    expect(formatAsOf("nonsense", "Asia/Seoul")).toBe("");
  });

  it("knows an answer the service worker read from its cache", () => {
    expect(fromCache(new Headers({ [CACHED_HEADER]: "1" }))).toBe(true);
    expect(fromCache(new Headers())).toBe(false);
  });
});
