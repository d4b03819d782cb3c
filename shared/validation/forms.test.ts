import { describe, expect, it } from "vitest";
import {
  checkAnswers,
  checkCard,
  isEnglishOnly,
  keywordTitles,
  normalizeAnswer,
  type QuestionRule,
  stripNonEnglish,
  typedText,
  withScheme,
} from "./forms";

const question = (id: string, type: string, extra: Partial<QuestionRule> = {}): QuestionRule => ({
  id,
  title: id.toUpperCase(),
  type,
  requireCheck: "Y",
  defaultId: "",
  ...extra,
});

describe("withScheme", () => {
  it("adds http:// only when the scheme is missing", () => {
    expect(withScheme("example.com")).toBe("http://example.com");
    expect(withScheme("https://a.io")).toBe("https://a.io");
    expect(withScheme("  ")).toBe("");
  });
});

describe("checkAnswers", () => {
  const types = ["short", "long", "url", "single", "many", "star", "file", "keyword", "category", "product"];
  const questions = types.map((type) => question(type, type));

  it("refuses each required type left empty, naming the question", () => {
    for (const type of types) {
      const error = checkAnswers([question(type, type)], [], { consulting: false });
      expect(error?.params.title, type).toBe(type.toUpperCase());
    }
    expect(
      checkAnswers([question("s", "single")], [{ uuid: "s", content: "" }], { consulting: false })?.key,
    ).toBe("validation.formRequired");
    expect(
      checkAnswers([question("m", "many")], [{ uuid: "m", content: "x", answerUuid: "" }], {
        consulting: false,
      })?.key,
    ).toBe("validation.formRequired");
    expect(
      checkAnswers([question("f", "file")], [{ uuid: "f", content: "0" }], { consulting: false })?.key,
    ).toBe("formValidation.required");
  });

  it("uses the spec's keys for company name and keywords", () => {
    const company = question("c", "short", { defaultId: "companyName" });
    expect(checkAnswers([company], [], { consulting: false })?.key).toBe("formValidation.companyName");
    expect(
      checkAnswers([question("k", "keyword")], [{ uuid: "k", content: " , " }], { consulting: false })?.key,
    ).toBe("formValidation.keywords");
  });

  it("makes keywords required in consulting sub-events only", () => {
    const optional = question("k", "keyword", { requireCheck: "N" });
    expect(checkAnswers([optional], [], { consulting: false })).toBeUndefined();
    expect(checkAnswers([optional], [], { consulting: true })?.key).toBe("formValidation.keywords");
  });

  it("accepts complete answers and ignores static text", () => {
    const answers = [
      { uuid: "short", content: "a" },
      { uuid: "long", content: "b" },
      { uuid: "url", content: "c.io" },
      { uuid: "single", content: "One", answerUuid: "1" },
      { uuid: "many", content: "One,Two", answerUuid: "1,2" },
      { uuid: "star", content: "4" },
      { uuid: "file", content: "12" },
      { uuid: "keyword", content: "AI" },
      { uuid: "category", content: "IT", answerUuid: "IT" },
      { uuid: "product", content: "", productName: "Arm" },
    ];
    expect(
      checkAnswers([...questions, question("t", "text")], answers, { consulting: true }),
    ).toBeUndefined();
  });

  it("enforces 120 / 1,200 characters and keywords under 255", () => {
    const short = question("s", "short");
    expect(
      checkAnswers([short], [{ uuid: "s", content: "x".repeat(120) }], { consulting: false }),
    ).toBeUndefined();
    expect(checkAnswers([short], [{ uuid: "s", content: "x".repeat(121) }], { consulting: false })?.key).toBe(
      "formValidation.shortTooLong",
    );
    const long = question("l", "long");
    expect(checkAnswers([long], [{ uuid: "l", content: "x".repeat(1201) }], { consulting: false })?.key).toBe(
      "formValidation.longTooLong",
    );
    const kw = question("k", "keyword");
    expect(checkAnswers([kw], [{ uuid: "k", content: "x".repeat(255) }], { consulting: false })?.key).toBe(
      "formValidation.keywordTooLong",
    );
    expect(
      checkAnswers([kw], [{ uuid: "k", content: "x".repeat(254) }], { consulting: false }),
    ).toBeUndefined();
  });
});

describe("normalizeAnswer", () => {
  it("adds schemes to URL answers and product links, dedupes keywords", () => {
    expect(normalizeAnswer("url", { uuid: "u", content: "a.io" }).content).toBe("http://a.io");
    const product = normalizeAnswer("product", {
      uuid: "p",
      content: "",
      productName: " Arm ",
      productLink: "b.io",
    });
    expect(product).toMatchObject({
      content: "Arm",
      productName: "Arm",
      productLink: "http://b.io",
      productImg: 0,
    });
    expect(keywordTitles("AI, ai ,IoT,,")).toEqual(["AI", "IoT"]);
  });
});

describe("checkCard", () => {
  const card = { company: "Acme", name: "Kim", email: "kim@acme.io", phoneNumber: "0101234" };
  it("checks blanks in the spec's order: company, name, email, phone", () => {
    expect(checkCard({ company: "", name: "", email: "", phoneNumber: "" })).toBe(
      "validation.formCompanyNameRequired",
    );
    expect(checkCard({ ...card, name: "", email: "", phoneNumber: "" })).toBe("nameEmpty");
    expect(checkCard({ ...card, email: "", phoneNumber: "" })).toBe("formValidation.emailEmpty");
    expect(checkCard({ ...card, phoneNumber: "" })).toBe("phoneNumberEmpty");
    expect(checkCard(card)).toBeUndefined();
  });
  it("allows only - and _ as specials in the card e-mail, and 45 characters of company", () => {
    expect(checkCard({ ...card, email: "a+b@ex.com" })).toBe("businessCardValidation.emailValid");
    expect(checkCard({ ...card, email: "a_b-c@ex.com" })).toBeUndefined();
    expect(checkCard({ ...card, company: "x".repeat(46) })).toBe("validation.companyTooLong45");
  });
});

describe("stripNonEnglish", () => {
  it("removes Korean characters and reports it", () => {
    expect(stripNonEnglish("홍길동 Kim")).toEqual({ value: " Kim", stripped: true });
    expect(stripNonEnglish("Kim-1")).toEqual({ value: "Kim-1", stripped: false });
  });
});

describe("isEnglishOnly / typedText", () => {
  it("accepts ASCII text with line breaks and refuses Hangul", () => {
    expect(isEnglishOnly("Acme Co., Ltd.\nSeoul")).toBe(true);
    expect(isEnglishOnly("에이스")).toBe(false);
  });
  it("checks only what the applicant typed", () => {
    expect(typedText("single", { uuid: "s", content: "온라인" })).toEqual([]);
    expect(typedText("product", { uuid: "p", content: "", productName: "Arm" })).toEqual(["Arm", "", ""]);
  });
});
