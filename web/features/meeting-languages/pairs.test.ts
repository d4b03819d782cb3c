import { describe, expect, it } from "vitest";
import { addPair, normalizePairs, removePair, samePairs, splitPair } from "./pairs";

describe("interpreter language pairs", () => {
  it("adds a pair in canonical order, whichever side was chosen first", () => {
    expect(addPair([], "ko", "en")).toEqual({ ok: true, pairs: ["en-ko"], added: "en-ko" });
    expect(addPair(["en-ko"], "zh", "EN")).toEqual({ ok: true, pairs: ["en-ko", "en-zh"], added: "en-zh" });
  });

  it("refuses a pair of one language, a missing side and a pair already listed (in either order)", () => {
    expect(addPair([], "ko", "ko")).toEqual({ ok: false, problem: "same" });
    expect(addPair([], "ko", "KO ")).toEqual({ ok: false, problem: "same" });
    expect(addPair([], "", "en")).toEqual({ ok: false, problem: "incomplete" });
    expect(addPair(["en-ko"], "ko", "en")).toEqual({ ok: false, problem: "duplicate" });
    expect(addPair(["ko-en"], "en", "ko")).toEqual({ ok: false, problem: "duplicate" });
  });

  it("removes a pair written in either order", () => {
    expect(removePair(["en-ko", "en-zh"], "ko-en")).toEqual(["en-zh"]);
    expect(removePair(["en-ko"], "ja-ko")).toEqual(["en-ko"]);
  });

  it("normalises a stored list: canonical order, once each, sorted, nonsense dropped", () => {
    expect(normalizePairs(["zh-ko", "ko-zh", "en-ko", "ko-ko", "bad", " ja-en "])).toEqual([
      "en-ja",
      "en-ko",
      "ko-zh",
    ]);
    expect(splitPair("en-ko")).toEqual(["en", "ko"]);
  });

  it("compares lists as sets of pairs", () => {
    expect(samePairs(["ko-en", "zh-en"], ["en-zh", "en-ko"])).toBe(true);
    expect(samePairs(["en-ko"], ["en-ko", "en-zh"])).toBe(false);
  });
});
