import { describe, expect, it } from "vitest";
import { parseChoices } from "./choices";

describe("remembered device choices", () => {
  it("defaults to Voice Focus on, no background, no device", () => {
    expect(parseChoices(null)).toEqual({ devices: {}, voiceFocus: true, background: "none" });
    expect(parseChoices("not json")).toEqual({ devices: {}, voiceFocus: true, background: "none" });
  });

  it("keeps what is valid and drops the rest", () => {
    const raw = JSON.stringify({
      devices: { audioinput: "mic-1", videoinput: 42, audiooutput: "" },
      voiceFocus: false,
      background: "sparkles",
    });
    expect(parseChoices(raw)).toEqual({
      devices: { audioinput: "mic-1" },
      voiceFocus: false,
      background: "none",
    });
    expect(parseChoices(JSON.stringify({ background: "blur" })).background).toBe("blur");
  });
});
