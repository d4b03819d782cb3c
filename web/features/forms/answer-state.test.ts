import { describe, expect, it } from "vitest";
import type { TFormAnswer, TFormPart, TFormQuestion } from "../../../shared/contract";
import { answerInputs, choiceLabel, hasQuestions, questionsOf, valuesFromAnswers } from "./answer-state";

const question = (id: string, type: TFormQuestion["type"]): TFormQuestion => ({
  id,
  title: id,
  type,
  content: "",
  explain: "",
  explainCheck: "N",
  requireCheck: "N",
  secretCheck: "N",
  selectContent: "",
  radioContent: [],
  checkBoxContent: [],
  fileContent: null,
  categoryContent: [],
  keywordContent: "",
  keywordOptions: [],
  defaultId: "",
});

describe("answer state", () => {
  const part: TFormPart = {
    formIds: ["a", "missing", "b"],
    formData: { a: question("a", "short"), b: question("b", "text") },
  };

  it("lists a part's questions in order, skipping unknown ids", () => {
    expect(questionsOf(part).map((q) => q.id)).toEqual(["a", "b"]);
    expect(hasQuestions({ formIds: [], formData: {} })).toBe(false);
  });

  it("sends no answer for static text and keeps stored answers editable", () => {
    const stored: TFormAnswer = {
      id: "x",
      uuid: "a",
      formId: 3,
      title: "a",
      type: "short",
      content: "Hello",
      answerUuid: "",
      repeatInfo: "N",
      additionOrder: 0,
      productName: "",
      productExplain: "",
      productImg: 0,
      productLink: "",
      filePath: "",
      fileName: "",
    };
    const values = valuesFromAnswers([stored]);
    expect(values.a?.content).toBe("Hello");
    const inputs = answerInputs(3, questionsOf(part), { ...values, b: { uuid: "b", content: "ignored" } });
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toMatchObject({ uuid: "a", formId: 3, type: "short", content: "Hello" });
  });

  it("shows the Korean label of a choice in Korean only", () => {
    expect(choiceLabel({ content: "Food", contentKo: "식품" }, "ko")).toBe("식품");
    expect(choiceLabel({ content: "Food", contentKo: "식품" }, "en")).toBe("Food");
  });
});
