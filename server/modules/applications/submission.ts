import type { z } from "zod";
import type { ZAnswerInput } from "../../../shared/contract";
import {
  type AnswerValue,
  checkAnswers,
  isEnglishOnly,
  keywordTitles,
  normalizeAnswer,
  typedText,
} from "../../../shared/validation/forms";
import { normalizeLink } from "../../../shared/validation/links";
import { Invalid } from "../../http/errors";
import type { NewAnswer, QuestionRow } from "./applications.repository";

type AnswerInput = z.output<typeof ZAnswerInput>;

/** The form that takes applications of this type in the sub-event (null: the sub-event has none). */
export function formIdFor(
  subEvent: {
    category: string;
    registerForm: number | null;
    sellerPartiForm: number | null;
    buyerPartiForm: number | null;
    boothPartiForm: number | null;
    visitorPartiForm: number | null;
  },
  type: string,
): number | null {
  if (subEvent.category === "registration") return subEvent.registerForm ?? subEvent.visitorPartiForm;
  if (type === "seller") return subEvent.sellerPartiForm;
  if (type === "buyer") return subEvent.buyerPartiForm;
  if (type === "booth") return subEvent.boothPartiForm;
  return subEvent.visitorPartiForm;
}

export interface Submission {
  rows: Omit<NewAnswer, "applicationId">[];
  /** Keyword titles typed into the keyword question. */
  keywordTitles: string[];
  /** Application columns derived from the answers. */
  fields: { name: string; category: string; keyword: string };
}

/**
 * Checks the answers against the form (required answers, lengths) and builds the stored rows:
 * URL schemes added, the company-name answer taken from the card in consulting sub-events, the
 * keywords picked by id added to the keyword answer.
 * A missing required answer is 400 `form.pleaseRequired` naming the question.
 */
export function buildSubmission(
  questions: QuestionRow[],
  formId: number | null,
  inputs: AnswerInput[],
  options: { consulting: boolean; cardCompany: string; pickedKeywords?: string[]; onlyEnglish?: boolean },
): Submission {
  const byQuestion = new Map<string, AnswerValue>(inputs.map((a) => [a.uuid, a]));
  for (const q of questions) {
    if (q.type === "keyword" && options.pickedKeywords?.length) {
      const typed = byQuestion.get(q.id)?.content ?? "";
      const content = keywordTitles([typed, ...options.pickedKeywords].join(",")).join(",");
      byQuestion.set(q.id, { ...(byQuestion.get(q.id) ?? { uuid: q.id }), content });
    }
    if (q.defaultId === "companyName" && options.consulting) {
      byQuestion.set(q.id, { ...(byQuestion.get(q.id) ?? { uuid: q.id }), content: options.cardCompany });
    }
  }
  const answers = [...byQuestion.values()];
  if (options.onlyEnglish) {
    for (const q of questions) {
      const a = byQuestion.get(q.id);
      const fromCard = options.consulting && q.defaultId === "companyName";
      if (a && !fromCard && !typedText(q.type, a).every(isEnglishOnly)) throw new Invalid("form.onlyEnglish");
    }
  }
  const problem = checkAnswers(questions, answers, { consulting: options.consulting });
  if (problem) {
    const missing = problem.key.startsWith("formValidation.required") || isRequiredKey(problem.key);
    throw new Invalid(missing ? "form.pleaseRequired" : problem.key, problem.params);
  }
  const rows: Submission["rows"] = [];
  const fields = { name: options.cardCompany, category: "", keyword: "" };
  let titles: string[] = [];
  for (const q of questions) {
    const raw = byQuestion.get(q.id);
    if (q.type === "text" || !raw || formId === null) continue;
    const a = normalizeAnswer(q.type, raw);
    // Stored links are links (http and https only): a URL answer or a product link that is anything else is refused.
    if (q.type === "url" && normalizeLink(a.content) === null) throw new Invalid("validation.link");
    if (q.type === "product" && normalizeLink(a.productLink ?? "") === null)
      throw new Invalid("validation.link");
    if (q.defaultId === "companyName" && a.content) fields.name = a.content.slice(0, 120);
    if (q.type === "category") fields.category = a.answerUuid ?? "";
    if (q.type === "keyword") {
      titles = keywordTitles(a.content);
      fields.keyword = titles.join(",");
    }
    rows.push({
      formId,
      questionId: q.id,
      title: q.title,
      type: q.type,
      content: a.content,
      answerUuid: a.answerUuid ?? "",
      repeatInfo: q.part === "additional" ? "Y" : "N",
      additionOrder: q.position,
      productName: a.productName ?? "",
      productExplain: a.productExplain ?? "",
      productImg: a.productImg ?? 0,
      productLink: a.productLink ?? "",
    });
  }
  return { rows, keywordTitles: titles, fields };
}

function isRequiredKey(key: string): boolean {
  return (
    key === "formValidation.companyName" ||
    key === "formValidation.keywords" ||
    key === "validation.formRequired"
  );
}
