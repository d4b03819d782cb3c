import { describe, expect, it } from "vitest";
import { decodeMailContent, encodeMailContent, MAIL_SEPARATOR } from "./content";

describe("mail content codes", () => {
  it("round-trips the positional fields with the spec's _kr/_en suffix", () => {
    const content = encodeMailContent("eventApplyApproved", "ko", {
      userName: "김민지",
      eventName: "Expo",
      reason: "",
    });
    expect(content.startsWith(`eventApplyApproved_kr${MAIL_SEPARATOR}김민지${MAIL_SEPARATOR}Expo`)).toBe(
      true,
    );
    expect(decodeMailContent(content)).toMatchObject({
      code: "eventApplyApproved",
      language: "ko",
      fields: { userName: "김민지" },
    });
  });

  it("leaves plain HTML undecoded", () => {
    expect(decodeMailContent("<p>Hello</p>")).toBeUndefined();
  });
});
