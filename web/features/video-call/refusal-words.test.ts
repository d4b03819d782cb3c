import { describe, expect, it } from "vitest";
import { translate } from "../../../shared/i18n";
import { refusalKey } from "./refusal-words";

describe("refusal words", () => {
  it("tells a presentation's attendee what happened there, never the meetings' rules", () => {
    expect(refusalKey("removed", true)).toBe("presentation.entry.sentOut");
    expect(refusalKey("ended", true)).toBe("presentation.entry.ended");
    expect(refusalKey("closed", true)).toBe("presentation.entry.closed");
    for (const reason of ["removed", "ended", "closed", "token"] as const)
      expect(translate(refusalKey(reason, true), "en")).not.toMatch(/companies|interpreter/);
  });

  it("keeps the meeting rooms' own words", () => {
    expect(refusalKey("full", false)).toBe("video.full");
    expect(refusalKey("companyFull", false)).toBe("video.companyFull");
    expect(refusalKey("removed", false)).toBe("videoCall.removed");
    expect(refusalKey("replaced", false)).toBe("videoCall.replaced");
    expect(refusalKey("ended", false)).toBe("video.roomEnded");
  });

  it("has a text in every language for every reason", () => {
    for (const presentation of [true, false])
      for (const reason of ["full", "companyFull", "token", "sharing", "removed", "ended", "closed"] as const)
        for (const language of ["ko", "en", "zh"] as const) {
          const key = refusalKey(reason, presentation);
          expect(translate(key, language), `${key} ${language}`).not.toBe(key);
        }
  });
});
