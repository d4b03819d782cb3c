import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogues, LANGUAGES, type Tree } from "../../../shared/i18n";
import lite from "./i18next";

// The real i18next, configured as web/i18n/index.ts configures the app (before it used the lite one).
const real = i18next.createInstance();
const options = {
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { translation: catalogues[language] }]),
  ),
  lng: "ko",
  fallbackLng: false as const,
  interpolation: { escapeValue: false },
  returnNull: false,
};

beforeAll(async () => {
  await real.init(options);
  await lite.init(structuredClone(options));
});

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === "string"
      ? [[`${prefix}${name}`, value] as [string, string]]
      : leaves(value as Tree, `${prefix}${name}.`),
  );
}

describe("the lite i18next answers as i18next does", () => {
  for (const language of LANGUAGES) {
    it(`on every text of the ${language} catalogue, with and without values and counts`, () => {
      const fixedReal = real.getFixedT(language);
      const fixedLite = lite.getFixedT(language);
      let compared = 0;
      for (const [key, text] of leaves(catalogues[language])) {
        const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        const names = [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1] as string);
        const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
        const cases: Record<string, unknown>[] = [{}, values];
        if (base !== key) for (const count of [0, 1, 2, 5, 21]) cases.push({ ...values, count });
        for (const input of cases) {
          expect(fixedLite(base, input), `${language} ${base} ${JSON.stringify(input)}`).toBe(
            fixedReal(base, input),
          );
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it("answers a missing key with the key, or with the default value interpolated", () => {
    for (const input of [{}, { defaultValue: "Seller {{n}}", n: 3 }, { defaultValue: "" }]) {
      expect(lite.t("category.noSuchCode", input)).toBe(real.t("category.noSuchCode", input));
    }
  });

  it("follows the language asked for, the fixed language and the current one", async () => {
    expect(lite.t("common.loading", { lng: "en" })).toBe(real.t("common.loading", { lng: "en" }));
    expect(lite.getFixedT("zh")("common.loading")).toBe(real.getFixedT("zh")("common.loading"));
    expect(lite.exists("common.loading")).toBe(true);
    expect(lite.exists("common.noSuchKey")).toBe(false);
    await lite.changeLanguage("en");
    await real.changeLanguage("en");
    expect(lite.language).toBe("en");
    expect(lite.t("common.loading")).toBe(real.t("common.loading"));
  });

  it("merges added texts deeply and tells its listeners", () => {
    const added: unknown[] = [];
    lite.on("added", (language) => added.push(language));
    lite.addResourceBundle("en", "translation", { common: { liteOnly: "Only {{what}}" } }, true, true);
    expect(lite.t("common.liteOnly", { what: "here" })).toBe("Only here");
    expect(lite.t("common.loading")).toBe(real.t("common.loading", { lng: "en" }));
    expect(added).toEqual(["en"]);
  });

  it("calls the missing-key handler when texts are missing and saveMissing is set", async () => {
    const missing: string[] = [];
    await lite.init({
      ...structuredClone(options),
      saveMissing: true,
      missingKeyHandler: (_l, _n, key) => missing.push(key),
    });
    lite.t("workspace.notInThisPart");
    expect(missing).toEqual(["workspace.notInThisPart"]);
  });
});
