import type { TFormDefinition, TFormPart, TFormQuestion } from "../../../shared/contract";
import type { FormRow, QuestionRow } from "./forms.repository";

type Options = Partial<
  Pick<
    TFormQuestion,
    | "radioContent"
    | "checkBoxContent"
    | "categoryContent"
    | "fileContent"
    | "keywordOptions"
    | "selectContent"
    | "keywordContent"
  >
>;

export function presentQuestion(row: QuestionRow): TFormQuestion {
  const options = row.options as Options;
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    content: row.content,
    explain: row.explain,
    explainCheck: row.explainCheck,
    requireCheck: row.requireCheck,
    secretCheck: row.secretCheck,
    selectContent: options.selectContent ?? "",
    radioContent: options.radioContent ?? [],
    checkBoxContent: options.checkBoxContent ?? [],
    fileContent: options.fileContent ?? null,
    categoryContent: options.categoryContent ?? [],
    keywordContent: options.keywordContent ?? "",
    keywordOptions: options.keywordOptions ?? [],
    defaultId: row.defaultId,
  };
}

function part(rows: QuestionRow[]): TFormPart {
  return {
    formIds: rows.map((r) => r.id),
    formData: Object.fromEntries(rows.map((r) => [r.id, presentQuestion(r)])),
  };
}

/** The spec's form JSON: content and additional, each with formIds and formData keyed by id. */
export function presentForm(form: FormRow, questions: QuestionRow[]): TFormDefinition {
  return {
    id: form.id,
    type: form.type,
    title: form.title,
    subEventId: form.subEventId,
    createdDate: form.createdDate.toISOString(),
    modifiedDate: form.modifiedDate.toISOString(),
    content: part(questions.filter((q) => q.part === "main")),
    additional: part(questions.filter((q) => q.part === "additional")),
  };
}
