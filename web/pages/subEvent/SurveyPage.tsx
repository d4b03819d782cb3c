import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { usePostSurvey, useSavePostSurvey } from "../../api/surveys";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { SurveyForm } from "../../features/surveys/SurveyForm";
import { useWorkspace } from "../../features/workspace/context";

/** /subEvent/{id}/survey: the application's post-event survey (create when empty, update after). */
export default function SurveyPage() {
  const { t } = useTranslation();
  const { subEvent, place } = useWorkspace();
  const applicationId = place.application?.id;
  const survey = usePostSurvey(applicationId);
  const save = useSavePostSurvey(applicationId ?? 0);
  if (!applicationId) return <Empty>{t("workspace.manager.noApplication")}</Empty>;
  if (survey.isLoading) return <Loading />;
  if (survey.isError || !survey.data)
    return <LoadError error={survey.error} onRetry={() => survey.refetch()} />;
  return (
    <Box sx={{ maxWidth: 820 }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("survey.postSurvey")}
      </Typography>
      <SurveyForm
        key={survey.dataUpdatedAt}
        subEventId={subEvent.id}
        eventId={subEvent.eventId}
        formId={survey.data.formId}
        answers={survey.data.answers}
        successKey="survey.saved"
        saving={save.isPending}
        onSave={(answers, exists) => save.mutateAsync({ answers, exists })}
      />
    </Box>
  );
}
