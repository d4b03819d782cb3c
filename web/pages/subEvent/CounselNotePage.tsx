import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { useCounselList, useMeetingSurvey, useSaveMeetingSurvey } from "../../api/surveys";
import { TranscriptViewer } from "../../features/captions/TranscriptViewer";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { CounselHistoryButton } from "../../features/surveys/CounselHistory";
import { SurveyForm } from "../../features/surveys/SurveyForm";
import { useWorkspace } from "../../features/workspace/context";

/** /subEvent/{id}/counselList/{meetingId}: the caller's side's note about one finished meeting. */
export default function CounselNotePage() {
  const { t } = useTranslation();
  const { meetingId: raw } = useParams();
  const meetingId = Number(raw);
  const { subEvent, place } = useWorkspace();
  const applicationId = place.application?.id;
  const survey = useMeetingSurvey(Number.isInteger(meetingId) ? meetingId : 0, applicationId);
  const list = useCounselList(applicationId, "");
  const save = useSaveMeetingSurvey(meetingId, applicationId ?? 0);
  const item = list.data?.find((m) => m.meetingId === meetingId);
  const back = (
    <Button component={RouterLink} to={`/subEvent/${subEvent.id}/counselList`} startIcon={<ArrowBackIcon />}>
      {t("survey.back")}
    </Button>
  );
  if (!applicationId || !Number.isInteger(meetingId)) return <Empty>{t("common.notFound")}</Empty>;
  if (survey.isLoading) return <Loading />;
  if (survey.isError || !survey.data)
    return (
      <Box>
        {back}
        <LoadError error={survey.error ?? undefined} onRetry={() => survey.refetch()} />
      </Box>
    );
  return (
    <Box sx={{ maxWidth: 820 }}>
      {back}
      <Stack
        direction="row"
        sx={{ mt: 1, gap: 1, flexWrap: "wrap", alignItems: "center", justifyContent: "space-between" }}
      >
        <Typography component="h1" variant="h5">
          {item?.meetingName ?? t("survey.counselList")}
        </Typography>
        <CounselHistoryButton
          subEventId={subEvent.id}
          formId={survey.data.formId}
          meetingId={meetingId}
          applicationId={applicationId}
        />
      </Stack>
      {item && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {item.date} {item.startTime}–{item.endTime}
        </Typography>
      )}
      <SurveyForm
        key={survey.dataUpdatedAt}
        subEventId={subEvent.id}
        eventId={subEvent.eventId}
        formId={survey.data.formId}
        answers={survey.data.answers}
        successKey="interpreterCounselForm.formSaveSuccessAlert"
        saving={save.isPending}
        onSave={(answers, exists) => save.mutateAsync({ answers, exists })}
      />
      <TranscriptViewer owner={{ meetingId }} zone={subEvent.timeZone} />
    </Box>
  );
}
