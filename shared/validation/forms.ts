/**
 * Answer rules of the application forms (spec section 5), shared by the web form and the server.
 * Pure functions: the web checks a step before moving on, the server checks the whole submission.
 */

export const SHORT_MAX = 120;
export const LONG_MAX = 1200;
/** The keyword answer (titles joined by commas) stays under 255 characters. */
export const KEYWORD_MAX = 254;
export const CARD_COMPANY_MAX = 45;

/** What the checks need to know of a question (a subset of the contract's TFormQuestion). */
export interface QuestionRule {
  id: string;
  title: string;
  type: string;
  requireCheck: "Y" | "N";
  defaultId: string;
}

/** An answer as the client sends it: `uuid` is the question's id. */
export interface AnswerValue {
  uuid: string;
  content: string;
  answerUuid?: string;
  productName?: string;
  productExplain?: string;
  productImg?: number;
  productLink?: string;
}

export interface AnswerError {
  key: string;
  params: Record<string, string>;
  questionId: string;
}

/** Adds `http://` to a link without a scheme; empty stays empty. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === "") return "";
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** Splits a keyword answer into distinct, trimmed titles. */
export function keywordTitles(content: string): string[] {
  const seen = new Set<string>();
  const titles: string[] = [];
  for (const raw of content.split(",")) {
    const title = raw.trim();
    if (title && !seen.has(title.toLowerCase())) {
      seen.add(title.toLowerCase());
      titles.push(title);
    }
  }
  return titles;
}

/** The answer with URL schemes added and text trimmed, the way it is stored. */
export function normalizeAnswer(type: string, answer: AnswerValue): AnswerValue {
  const content = type === "url" ? withScheme(answer.content) : answer.content.trim();
  if (type === "product") {
    return {
      ...answer,
      content: (answer.productName ?? "").trim(),
      productName: (answer.productName ?? "").trim(),
      productExplain: (answer.productExplain ?? "").trim(),
      productImg: answer.productImg ?? 0,
      productLink: withScheme(answer.productLink ?? ""),
    };
  }
  if (type === "keyword") return { ...answer, content: keywordTitles(answer.content).join(",") };
  return { ...answer, content };
}

/** Whether the question must be answered: marked required, or a keyword question of a consulting sub-event. */
export function isRequired(question: QuestionRule, consulting: boolean): boolean {
  return question.requireCheck === "Y" || (consulting && question.type === "keyword");
}

function isEmpty(type: string, answer: AnswerValue | undefined): boolean {
  if (!answer) return true;
  switch (type) {
    case "single":
    case "category":
      return !(answer.answerUuid ?? "").trim() && !answer.content.trim();
    case "many":
      return (answer.answerUuid ?? "").split(",").filter((s) => s.trim()).length === 0;
    case "file":
      return !/^[1-9]\d*$/.test(answer.content.trim());
    case "product":
      return !(answer.productName ?? "").trim();
    case "keyword":
      return keywordTitles(answer.content).length === 0;
    case "star":
      return !/^[1-5]$/.test(answer.content.trim());
    default:
      return !answer.content.trim();
  }
}

/** The key for a missing required answer, by question kind. */
export function requiredKey(question: QuestionRule): string {
  if (question.defaultId === "companyName") return "formValidation.companyName";
  if (question.type === "keyword") return "formValidation.keywords";
  if (question.type === "single" || question.type === "many" || question.type === "category")
    return "validation.formRequired";
  return "formValidation.required";
}

/** Length and shape checks of one non-empty answer. */
function shapeError(question: QuestionRule, answer: AnswerValue): string | undefined {
  const content = answer.content;
  if (question.type === "short" && content.length > SHORT_MAX) return "formValidation.shortTooLong";
  if (question.type === "long" && content.length > LONG_MAX) return "formValidation.longTooLong";
  if (question.type === "url" && content.length > LONG_MAX) return "formValidation.longTooLong";
  if (question.type === "keyword" && content.length > KEYWORD_MAX) return "formValidation.keywordTooLong";
  if (question.type === "star" && content && !/^[1-5]$/.test(content)) return "formValidation.star";
  if (question.type === "product") {
    if ((answer.productName ?? "").length > SHORT_MAX) return "formValidation.shortTooLong";
    if ((answer.productExplain ?? "").length > LONG_MAX) return "formValidation.longTooLong";
  }
  return undefined;
}

/**
 * The first problem with the answers to these questions (in question order), or undefined.
 * `consulting` makes keyword questions required (spec: consulting category).
 */
export function checkAnswers(
  questions: QuestionRule[],
  answers: AnswerValue[],
  options: { consulting: boolean },
): AnswerError | undefined {
  const byQuestion = new Map(answers.map((a) => [a.uuid, a]));
  for (const question of questions) {
    if (question.type === "text") continue;
    const raw = byQuestion.get(question.id);
    const answer = raw && normalizeAnswer(question.type, raw);
    if (isEmpty(question.type, answer)) {
      if (isRequired(question, options.consulting))
        return { key: requiredKey(question), params: { title: question.title }, questionId: question.id };
      continue;
    }
    const key = answer && shapeError(question, answer);
    if (key) return { key, params: { title: question.title }, questionId: question.id };
  }
  return undefined;
}

/** Step 1's card checks in the spec's order: company, name, email, phone number blank; then shapes. */
export function checkCard(card: {
  company: string;
  name: string;
  email: string;
  phoneNumber: string;
}): string | undefined {
  if (!card.company.trim()) return "validation.formCompanyNameRequired";
  if (!card.name.trim()) return "nameEmpty";
  if (!card.email.trim()) return "formValidation.emailEmpty";
  if (!card.phoneNumber.trim()) return "phoneNumberEmpty";
  if (card.company.trim().length > CARD_COMPANY_MAX) return "validation.companyTooLong45";
  if (!/^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63}$/.test(card.email.trim()))
    return "businessCardValidation.emailValid";
  if (!/^\d{1,20}$/.test(card.phoneNumber.trim())) return "validation.phoneDigits";
  return undefined;
}

/** Characters allowed on an English-only card (counselFormOnlyEng Y): ASCII letters, digits, punctuation, spaces. */
const NOT_ENGLISH = /[^\x20-\x7e]/g;

/** The value with non-English characters removed, and whether any were removed. */
export function stripNonEnglish(value: string): { value: string; stripped: boolean } {
  const cleaned = value.replace(NOT_ENGLISH, "");
  return { value: cleaned, stripped: cleaned !== value };
}

/** Whether the text holds only the characters an English-only card allows. */
export function isEnglishOnly(value: string): boolean {
  return !/[^\x20-\x7e\n\r\t]/.test(value);
}

/** Free-text parts of an answer (typed by the applicant, unlike choice labels). */
export function typedText(type: string, answer: AnswerValue): string[] {
  if (type === "product")
    return [answer.productName ?? "", answer.productExplain ?? "", answer.productLink ?? ""];
  if (type === "short" || type === "long" || type === "url" || type === "keyword") return [answer.content];
  return [];
}
