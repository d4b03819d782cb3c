import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSubEvent } from "../../api/events";
import { useMeetingSurvey, useSaveMeetingSurvey } from "../../api/surveys";
import { useMeetingOfRoom } from "../../api/video";
import { TranscriptViewer } from "../captions/TranscriptViewer";
import { Loading } from "../common/states";
import { SurveyForm } from "../surveys/SurveyForm";

/** The meeting note (the counsel form of the caller's side), written during the call (13.12). */
export function NotePanel({ meetingId, applicationId }: { meetingId: number; applicationId: number }) {
  const { t } = useTranslation();
  const meeting = useMeetingOfRoom(meetingId, true);
  const subEvent = useSubEvent(meeting.data?.subEventId);
  const survey = useMeetingSurvey(meetingId, applicationId);
  const save = useSaveMeetingSurvey(meetingId, applicationId);
  if (meeting.isLoading || survey.isLoading || subEvent.isLoading) return <Loading />;
  if (!meeting.data || !survey.data || !subEvent.data)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t("videoCall.noteNone")}
      </Typography>
    );
  return (
    <Box sx={{ p: 2 }}>
      <SurveyForm
        key={survey.dataUpdatedAt}
        subEventId={meeting.data.subEventId}
        eventId={subEvent.data.eventId}
        formId={survey.data.formId}
        answers={survey.data.answers}
        successKey="interpreterCounselForm.formSaveSuccessAlert"
        saving={save.isPending}
        onSave={(answers, exists) => save.mutateAsync({ answers, exists })}
      />
      <TranscriptViewer owner={{ meetingId }} zone={subEvent.data.timeZone} />
    </Box>
  );
}
