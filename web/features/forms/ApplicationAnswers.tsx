import { Button, Stack } from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TApplication, TFormDefinition, TFormQuestion } from "../../../shared/contract";
import { checkAnswers } from "../../../shared/validation/forms";
import { useChangeAnswers, useKeywordOptions } from "../../api/applications";
import { toast, toastError } from "../../lib/toast";
import { answerInputs, type FormValues, questionsOf, valuesFromAnswers } from "./answer-state";
import { FormPartFields, FormPartView } from "./FormPart";

interface Props {
  application: TApplication;
  form: TFormDefinition;
  /** Which part to show: main (my info step 0) or additional (step 1). */
  part: "main" | "additional";
  eventId: number;
  consulting: boolean;
}

/** Built-in answers that stay as submitted (the server ignores changes to them as well). */
function lockedIds(questions: TFormQuestion[]): string[] {
  return questions
    .filter((q) => q.defaultId === "companyName" || q.defaultId === "affiliation")
    .map((q) => q.id);
}

/**
 * An application's answers to one part of its form, read-only, with an edit mode for the main
 * applicant (colleagues and others only read). Company name and affiliation stay locked.
 */
export function ApplicationAnswers({ application, form, part, eventId, consulting }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const stored = useMemo(() => valuesFromAnswers(application.applicationFormAnswers), [application]);
  const [values, setValues] = useState<FormValues>(stored);
  const change = useChangeAnswers();
  const keywords = useKeywordOptions(editing ? application.subEventId : 0);
  const questions = questionsOf(part === "main" ? form.content : form.additional);
  const all = [...questionsOf(form.content), ...questionsOf(form.additional)];
  const canEdit = application.role === "owner";

  const save = async () => {
    const problem = checkAnswers(questions, Object.values(values), { consulting });
    if (problem) {
      toast(t(problem.key, problem.params));
      return;
    }
    try {
      const saved = await change.mutateAsync({
        id: application.id,
        formAnswers: answerInputs(form.id, all, values),
        keywordIds: [],
      });
      setValues(valuesFromAnswers(saved.applicationFormAnswers));
      setEditing(false);
      toast(t("form.saved"), "success");
    } catch (error) {
      toastError(error);
    }
  };

  if (!editing) {
    return (
      <Stack sx={{ gap: 2 }}>
        <FormPartView questions={questions} values={stored} />
        {canEdit && questions.length > 0 && (
          <Button
            variant="outlined"
            sx={{ alignSelf: "flex-start" }}
            onClick={() => {
              setValues(stored);
              setEditing(true);
            }}
          >
            {t("common.edit")}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 3 }}>
      <FormPartFields
        questions={questions}
        values={values}
        onChange={(id, value) => setValues((previous) => ({ ...previous, [id]: value }))}
        eventId={eventId}
        keywordOptions={keywords.data ?? []}
        consulting={consulting}
        lockedIds={lockedIds(questions)}
      />
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button variant="contained" onClick={save} disabled={change.isPending}>
          {t("common.save")}
        </Button>
        <Button color="inherit" onClick={() => setEditing(false)} disabled={change.isPending}>
          {t("common.cancel")}
        </Button>
      </Stack>
    </Stack>
  );
}
