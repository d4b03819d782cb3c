import { describe, expect, it } from "vitest";
import { catalogues, fromAcceptLanguage, toLanguage, translate } from "./index";

function keys(tree: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "object" && v !== null
      ? keys(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );
}

describe("catalogues", () => {
  it("hold the same keys in Korean, English and Chinese, none empty", () => {
    const en = keys(catalogues.en).sort();
    expect(keys(catalogues.ko).sort()).toEqual(en);
    expect(keys(catalogues.zh).sort()).toEqual(en);
    for (const language of ["ko", "en", "zh"] as const) {
      for (const key of en) expect(translate(key, language).trim(), `${language}:${key}`).not.toBe("");
    }
  });

  it("hold the spec's message keys", () => {
    for (const key of [
      "findUser.hasSendMail",
      "changePassword.couldNotFound",
      "changePassword.complete",
      "changePassword.passwordChanged",
      "businessCardValidation.emailValid",
      "nameEmpty",
      "companyEmpty",
      "phoneNumberEmpty",
      "passwordEmpty",
      "event.regitUnavailable",
      "common.popUpBlocked",
    ]) {
      expect(keys(catalogues.en)).toContain(key);
    }
  });

  it("use the spec's English texts", () => {
    expect(translate("login.checkIdPassword", "en")).toBe("Please check ID and password");
    expect(translate("file.tooLarge", "en")).toBe("File size must not exceed 10mb");
    expect(translate("findUser.onlyNumbers", "en")).toBe("Only numbers can be entered");
    expect(translate("search.enterTerm", "en")).toBe("Enter a search term");
    expect(translate("subEventCategory.presentation", "en")).toBe("Conference");
  });
});

describe("language tags", () => {
  it("treats cn and zh-* as Chinese and ignores unknown tags", () => {
    expect(toLanguage("cn")).toBe("zh");
    expect(toLanguage("zh-TW")).toBe("zh");
    expect(toLanguage("fr")).toBeUndefined();
    expect(fromAcceptLanguage("fr-FR, en;q=0.8")).toBe("en");
    expect(fromAcceptLanguage(undefined)).toBe("ko");
  });
});
