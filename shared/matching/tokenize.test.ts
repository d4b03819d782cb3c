import { describe, expect, it } from "vitest";
import { normalizeKeyword, termSet, tokenize } from "./tokenize";

describe("tokenize", () => {
  it("cuts Hangul runs into syllable bigrams so particles do not block a match", () => {
    expect(tokenize("로봇을")).toEqual(["c:로봇", "c:봇을"]);
    const a = termSet(["산업용 로봇을 만듭니다"]);
    const b = termSet(["로봇이 필요합니다"]);
    expect([...a].filter((t) => b.has(t))).toEqual(["c:로봇"]);
  });

  it("cuts Han runs into character bigrams without a dictionary", () => {
    expect(tokenize("机器人")).toEqual(["c:机器", "c:器人"]);
    const a = termSet(["我们生产工业机器人"]);
    expect(a.has("c:机器")).toBe(true);
    expect(a.has("c:器人")).toBe(true);
    expect(tokenize("水")).toEqual(["c:水"]);
  });

  it("keeps English words, drops stop words and stems plurals", () => {
    expect(tokenize("The Robots and the welding machines")).toEqual(["w:robot", "w:welding", "w:machine"]);
    expect(tokenize("batteries glass")).toEqual(["w:battery", "w:glass"]);
  });

  it("normalises full-width forms and case (NFKC)", () => {
    expect(tokenize("ＲＯＢＯＴ")).toEqual(["w:robot"]);
    expect(normalizeKeyword("  Welding   Robots ")).toBe("welding robots");
  });

  it("separates mixed-script text into script runs", () => {
    expect(tokenize("AI로봇 机器")).toEqual(["w:ai", "c:로봇", "c:机器"]);
  });
});
