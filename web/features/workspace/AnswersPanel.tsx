import { Box, Button, Stack } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSubEvent } from "../../../shared/contract";
import {
  useApplicationKeywords,
  useChangeAnswers,
  useFormAnswers,
  useFormDefinition,
  useKeywordOptions,
} from "../../api/applications";
import { workspaceKeys } from "../../api/workspace";
import { toast, toastError } from "../../lib/toast";
import { LoadError, Loading } from "../common/states";
import { answerInputs, type FormValues, questionsOf, valuesFromAnswers } from "../forms/answer-state";
import { FormPartFields, FormPartView } from "../forms/FormPart";

function formIdOf(subEvent: TSubEvent, type: string): number | null {
  if (type === "seller") return subEvent.sellerPartiForm;
  if (type === "buyer") return subEvent.buyerPartiForm;
  if (type === "booth") return subEvent.boothPartiForm;
  return subEvent.visitorPartiForm ?? subEvent.registerForm;
}

/**
 * The answers of one part of an application, rendered with the form's own questions. The owner
 * toggles a modify mode and saves through changeApplicationFormAnswers; company name and
 * affiliation stay locked.
 */
export function AnswersPanel(props: {
  subEvent: TSubEvent;
  applicationId: number;
  type: string;
  part: "content" | "additional";
  editable: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const formId = formIdOf(props.subEvent, props.type);
  const form = useFormDefinition(props.subEvent.id, formId);
  const answers = useFormAnswers(props.applicationId);
  const keywords = useKeywordOptions(props.editable ? props.subEvent.id : 0);
  const picked = useApplicationKeywords(props.editable ? props.applicationId : undefined);
  const change = useChangeAnswers();
  const [editing, setEditing] = useState<FormValues | undefined>();
  if (form.isLoading || answers.isLoading) return <Loading />;
  if (form.isError || answers.isError || !form.data)
    return <LoadError error={form.error ?? answers.error ?? undefined} />;
  const questions = questionsOf(form.data[props.part]);
  const values = valuesFromAnswers(answers.data ?? []);
  const locked = questions
    .filter((q) => q.defaultId === "companyName" || q.defaultId === "affiliation")
    .map((q) => q.id);
  if (!editing)
    return (
      <Box>
        <FormPartView questions={questions} values={values} />
        {props.editable && (
          <Button variant="outlined" sx={{ mt: 3 }} onClick={() => setEditing(values)}>
            {t("workspace.modify")}
          </Button>
        )}
      </Box>
    );
  const save = () =>
    change.mutate(
      {
        id: props.applicationId,
        formAnswers: answerInputs(form.data!.id, questions, editing),
        keywordIds: (picked.data ?? []).map((k) => k.id),
      },
      {
        onSuccess: () => {
          toast(t("workspace.saved"), "success");
          client.invalidateQueries({ queryKey: workspaceKeys.company(props.applicationId) });
          setEditing(undefined);
        },
        onError: toastError,
      },
    );
  return (
    <Stack sx={{ gap: 3 }}>
      <FormPartFields
        questions={questions}
        values={editing}
        onChange={(id, value) => setEditing({ ...editing, [id]: value })}
        eventId={props.subEvent.eventId}
        keywordOptions={keywords.data ?? []}
        consulting={props.subEvent.category === "consulting"}
        lockedIds={locked}
      />
      <Box sx={{ display: "flex", gap: 1 }}>
        <Button variant="contained" onClick={save} disabled={change.isPending}>
          {t("common.save")}
        </Button>
        <Button onClick={() => setEditing(undefined)}>{t("common.cancel")}</Button>
      </Box>
    </Stack>
  );
}
