import { describe, expect, it } from "vitest";
import { ZCaptionLineIn } from "./protocol";

const parse = (text: string) =>
  ZCaptionLineIn.safeParse({ room: "meeting:1", text, lang: "ko-KR", final: true });

describe("caption lines from clients", () => {
  it("turns control characters into spaces and refuses empty or overlong text", () => {
    expect(parse(" hello\u0000there\n").data?.text).toBe("hello there");
    expect(parse(" \u0007 ").success).toBe(false);
    expect(parse("x".repeat(501)).success).toBe(false);
  });
});
