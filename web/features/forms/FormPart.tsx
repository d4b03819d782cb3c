import { Stack } from "@mui/material";
import type { TFormQuestion, TKeyword } from "../../../shared/contract";
import { isRequired } from "../../../shared/validation/forms";
import { AnswerView } from "./AnswerView";
import type { FormValue, FormValues } from "./answer-state";
import { QuestionField } from "./QuestionField";

interface EditProps {
  questions: TFormQuestion[];
  values: FormValues;
  onChange: (questionId: string, value: FormValue) => void;
  eventId: number;
  keywordOptions: TKeyword[];
  consulting: boolean;
  /** Question ids shown but not editable. */
  lockedIds?: string[];
  sanitize?: (text: string) => string;
}

/** The editable questions of one part of a form. */
export function FormPartFields(props: EditProps) {
  return (
    <Stack sx={{ gap: 3 }}>
      {props.questions.map((q) => (
        <QuestionField
          key={q.id}
          question={q}
          value={props.values[q.id]}
          onChange={(v) => props.onChange(q.id, v)}
          eventId={props.eventId}
          keywordOptions={props.keywordOptions}
          required={isRequired(q, props.consulting)}
          locked={props.lockedIds?.includes(q.id)}
          sanitize={props.sanitize}
        />
      ))}
    </Stack>
  );
}

/** The answers of one part, read-only (as a description list). */
export function FormPartView({ questions, values }: { questions: TFormQuestion[]; values: FormValues }) {
  return (
    <Stack component="dl" sx={{ gap: 2, m: 0 }}>
      {questions.map((q) => (
        <AnswerView key={q.id} question={q} value={values[q.id]} />
      ))}
    </Stack>
  );
}
