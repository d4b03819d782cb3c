import { describe, expect, it } from "vitest";
import { messageArrived, TYPING_SHOWN_MS, typed, typingNow } from "./typing";

describe("typing mark", () => {
  it("ends when a message from the one typing arrives, not when someone else's does", () => {
    const mark = typed("42", 1_000);
    expect(typingNow(mark, 1_500)).toBe("42");
    expect(messageArrived(mark, "7")).toBe(mark);
    expect(typingNow(messageArrived(mark, "42"), 1_500)).toBeNull();
  });

  it("times out without a new signal, and a new signal keeps it", () => {
    const mark = typed("42", 1_000);
    expect(typingNow(mark, 1_000 + TYPING_SHOWN_MS)).toBeNull();
    expect(typingNow(typed("42", 3_000), 1_000 + TYPING_SHOWN_MS)).toBe("42");
  });
});
