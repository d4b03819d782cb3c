import { describe, expect, it } from "vitest";
import { catalogues, LANGUAGES, mergeTree } from "../../shared/i18n";
import { cataloguePart } from "./parts";

describe("the browser's catalogue parts", () => {
  it("merged (as i18next's deep addResourceBundle does) give each language's whole catalogue", () => {
    for (const language of LANGUAGES) {
      const merged = mergeTree(cataloguePart(language, "core"), cataloguePart(language, "domains"));
      expect(merged).toEqual(catalogues[language]);
    }
  });
});
