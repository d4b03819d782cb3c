import { Alert, Box, Button, Paper, Stack } from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSurveyAnswer } from "../../../shared/contract";
import { checkAnswers } from "../../../shared/validation/forms";
import { useFormDefinition } from "../../api/applications";
import { ApiError } from "../../api/client";
import { toast } from "../../lib/toast";
import { Empty, LoadError, Loading } from "../common/states";
import { type FormValues, questionsOf } from "../forms/answer-state";
import { FormPartFields, FormPartView } from "../forms/FormPart";
import { valuesOf } from "./answer-values";

interface Props {
  subEventId: number;
  eventId: number;
  formId: number | null;
  answers: TSurveyAnswer[];
  /** Read-only for the host. */
  readOnly?: boolean;
  /** The i18n key of the saved alert. */
  successKey: string;
  saving: boolean;
  onSave: (answers: TSurveyAnswer[], exists: boolean) => Promise<unknown>;
}

/**
 * A counsel or survey form: read mode with an Edit button, edit mode with Save and Cancel (spec: view toggled
 * to edit; saving creates when there are no answers, else updates). Starts in edit mode when empty.
 */
export function SurveyForm({
  subEventId,
  eventId,
  formId,
  answers,
  readOnly,
  successKey,
  saving,
  onSave,
}: Props) {
  const { t } = useTranslation();
  const form = useFormDefinition(subEventId, formId);
  const exists = answers.length > 0;
  const saved = useMemo(() => valuesOf(answers), [answers]);
  const [values, setValues] = useState<FormValues>(saved);
  const [editing, setEditing] = useState(!exists && !readOnly);
  const [error, setError] = useState<string>();
  if (formId === null) return <Empty>{t("survey.noForm")}</Empty>;
  if (form.isLoading) return <Loading />;
  if (form.isError || !form.data) return <LoadError error={form.error} onRetry={() => form.refetch()} />;
  const questions = questionsOf(form.data.content);

  const save = async () => {
    const inputs: TSurveyAnswer[] = questions.flatMap((q) => {
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
        },
      ];
    });
    const problem = checkAnswers(questions, inputs, { consulting: false });
    if (problem) {
      setError(t(problem.key, problem.params));
      document.getElementById(`q-${problem.questionId}`)?.focus();
      return;
    }
    setError(undefined);
    try {
      await onSave(inputs, exists);
      toast(t(successKey), "success");
      setEditing(false);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : t("common.serverError"));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {editing ? (
        <FormPartFields
          questions={questions}
          values={values}
          onChange={(id, value) => setValues((v) => ({ ...v, [id]: value }))}
          eventId={eventId}
          keywordOptions={[]}
          consulting={false}
        />
      ) : (
        <FormPartView questions={questions} values={saved} />
      )}
      {!readOnly && (
        <Stack direction="row" sx={{ gap: 1, mt: 3, justifyContent: "flex-end" }}>
          {editing ? (
            <>
              {exists && (
                <Button
                  onClick={() => {
                    setValues(saved);
                    setEditing(false);
                    setError(undefined);
                  }}
                >
                  {t("survey.cancel")}
                </Button>
              )}
              <Button variant="contained" onClick={save} disabled={saving}>
                {t("survey.save")}
              </Button>
            </>
          ) : (
            <Box>
              <Button
                variant="outlined"
                onClick={() => {
                  setValues(saved);
                  setEditing(true);
                }}
              >
                {t("survey.edit")}
              </Button>
            </Box>
          )}
        </Stack>
      )}
    </Paper>
  );
}
