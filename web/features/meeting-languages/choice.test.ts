import { describe, expect, it } from "vitest";
import { languagesChanged, orderedLanguages } from "./choice";

describe("the participant's meeting languages", () => {
  it("keeps the offered list's order, each code once, and drops codes not offered", () => {
    expect(orderedLanguages(["zh", "ko", "KO", "xx", " en "])).toEqual(["ko", "en", "zh"]);
    expect(orderedLanguages([])).toEqual([]);
  });

  it("counts a change only when the set of languages differs", () => {
    expect(languagesChanged(["ko", "en"], undefined)).toBe(false);
    expect(languagesChanged(["ko", "en"], ["en", "ko"])).toBe(false);
    expect(languagesChanged(["ko"], ["ko", "zh"])).toBe(true);
    expect(languagesChanged(["ko"], [])).toBe(true);
  });
});
