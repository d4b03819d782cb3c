import type { TAnswerInput, TFormAnswer, TFormPart, TFormQuestion } from "../../../shared/contract";
import type { AnswerValue } from "../../../shared/validation/forms";

/** One answer being edited; the file fields only help show an uploaded file. */
export type FormValue = AnswerValue & { fileName?: string; filePath?: string };
export type FormValues = Record<string, FormValue>;

/** The questions of a part, in order. */
export function questionsOf(part: TFormPart | undefined): TFormQuestion[] {
  if (!part) return [];
  return part.formIds.flatMap((id) => {
    const q = part.formData[id];
    return q ? [q] : [];
  });
}

/** Whether a part has anything to answer or read (step 2 is skipped when not). */
export function hasQuestions(part: TFormPart | undefined): boolean {
  return questionsOf(part).length > 0;
}

/** Stored answers as editable values, keyed by question id. */
export function valuesFromAnswers(answers: TFormAnswer[]): FormValues {
  return Object.fromEntries(
    answers.map((a) => [
      a.uuid,
      {
        uuid: a.uuid,
        content: a.content,
        answerUuid: a.answerUuid,
        productName: a.productName,
        productExplain: a.productExplain,
        productImg: a.productImg,
        productLink: a.productLink,
        fileName: a.fileName,
        filePath: a.filePath,
      },
    ]),
  );
}

/** The request's answers for these questions (static text questions carry none). */
export function answerInputs(formId: number, questions: TFormQuestion[], values: FormValues): TAnswerInput[] {
  return questions.flatMap((q) => {
    const v = values[q.id];
    if (q.type === "text" || !v) return [];
    return [
      {
        uuid: q.id,
        formId,
        title: q.title,
        type: q.type,
        content: v.content,
        answerUuid: v.answerUuid ?? "",
        productName: v.productName ?? "",
        productExplain: v.productExplain ?? "",
        productImg: v.productImg ?? 0,
        productLink: v.productLink ?? "",
      },
    ];
  });
}

/** A choice's label in the interface language (`contentKo` is the Korean label when it differs). */
export function choiceLabel(choice: { content: string; contentKo?: string }, language: string): string {
  return language === "ko" && choice.contentKo ? choice.contentKo : choice.content;
}
