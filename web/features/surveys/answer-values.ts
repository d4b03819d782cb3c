import type { TSurveyAnswer } from "../../../shared/contract";
import type { FormValues } from "../forms/answer-state";

/** Saved survey answers as the form's values, keyed by question id. */
export function valuesOf(answers: TSurveyAnswer[]): FormValues {
  return Object.fromEntries(
    answers.map((a) => [a.uuid, { uuid: a.uuid, content: a.content ?? "", answerUuid: a.answerUuid ?? "" }]),
  );
}
