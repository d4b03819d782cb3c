import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { useInterpreterMeetings, useSaveSideNote, useSideNote } from "../../api/interpreters";
import { TranscriptViewer } from "../../features/captions/TranscriptViewer";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { CounselHistoryButton } from "../../features/surveys/CounselHistory";
import { SurveyForm } from "../../features/surveys/SurveyForm";
import { useWorkspace } from "../../features/workspace/context";

/** One side's note, written with that side's counsel form and saved through /api/meetingSurveys/surveys. */
function SideNote({ meetingId, applicationId }: { meetingId: number; applicationId: number }) {
  const { subEvent } = useWorkspace();
  const note = useSideNote(meetingId, applicationId);
  const save = useSaveSideNote(meetingId, applicationId);
  if (note.isLoading) return <Loading />;
  if (note.isError || !note.data) return <LoadError error={note.error} onRetry={() => note.refetch()} />;
  return (
    <Stack sx={{ gap: 2 }}>
      <Box sx={{ alignSelf: "flex-end" }}>
        <CounselHistoryButton
          subEventId={subEvent.id}
          formId={note.data.formId}
          meetingId={meetingId}
          applicationId={applicationId}
        />
      </Box>
      <SurveyForm
        key={note.dataUpdatedAt}
        subEventId={subEvent.id}
        eventId={subEvent.eventId}
        formId={note.data.formId}
        answers={note.data.answers}
        successKey="interpreterCounselForm.formSaveSuccessAlert"
        saving={save.isPending}
        onSave={(answers) => save.mutateAsync(answers)}
      />
    </Stack>
  );
}

/** /interpreter/{id}/counselList/{meetingId}: the meeting's notes, one tab per side. */
export default function InterpreterCounselPage() {
  const { t } = useTranslation();
  const { subEvent } = useWorkspace();
  const meetingId = Number(useParams().meetingId);
  const list = useInterpreterMeetings(subEvent.id, "started");
  const [side, setSide] = useState<"applicant" | "acceptor">("applicant");
  const meeting = list.data?.meetings.find((m) => m.id === meetingId);
  const back = (
    <Button
      component={RouterLink}
      to={`/interpreter/${subEvent.id}/counselList`}
      startIcon={<ArrowBackIcon />}
    >
      {t("survey.back")}
    </Button>
  );
  if (list.isLoading) return <Loading />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  if (!meeting || meeting.acceptor === null)
    return (
      <Box>
        {back}
        <Empty>{t("common.notFound")}</Empty>
      </Box>
    );
  const applicationId = side === "applicant" ? meeting.applicant : meeting.acceptor;
  return (
    <Box sx={{ maxWidth: 820 }}>
      {back}
      <Typography component="h1" variant="h5" sx={{ mt: 1 }}>
        {meeting.applicantName} ↔ {meeting.acceptorName}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {meeting.date} {meeting.startTime}–{meeting.endTime}
      </Typography>
      <Tabs value={side} onChange={(_, v) => setSide(v)} aria-label={t("interpreterUi.sides")} sx={{ mb: 2 }}>
        <Tab value="applicant" label={meeting.applicantName} id="side-applicant" aria-controls="side-panel" />
        <Tab value="acceptor" label={meeting.acceptorName} id="side-acceptor" aria-controls="side-panel" />
      </Tabs>
      <Box role="tabpanel" id="side-panel" aria-labelledby={`side-${side}`}>
        <SideNote key={applicationId} meetingId={meetingId} applicationId={applicationId} />
      </Box>
      <TranscriptViewer owner={{ meetingId }} zone={subEvent.timeZone} />
    </Box>
  );
}
