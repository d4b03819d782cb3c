import { describe, expect, it } from "vitest";
import { zonedRange } from "./time-range";

describe("zonedRange", () => {
  it("reads the venue's clock and the viewer's when it differs", () => {
    const r = zonedRange(
      "2026-12-01T01:00:00Z",
      "2026-12-01T02:00:00Z",
      "Asia/Seoul",
      "America/Los_Angeles",
      "en",
    );
    expect(r.venue).toBe("2026-12-01 (Tue) 10:00–11:00");
    expect(r.viewer).toBe("2026-11-30 (Mon) 17:00–18:00");
  });
  it("has no viewer line in the same zone, and names the end date when the range crosses midnight", () => {
    const r = zonedRange("2026-12-01T14:00:00Z", "2026-12-01T16:00:00Z", "Asia/Seoul", "Asia/Seoul", "en");
    expect(r).toEqual({ venue: "2026-12-01 (Tue) 23:00–2026-12-02 01:00", viewer: null });
  });
});
