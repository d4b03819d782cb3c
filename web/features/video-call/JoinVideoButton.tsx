import VideocamIcon from "@mui/icons-material/Videocam";
import { Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useVideoCheck } from "../../api/video";
import { formatTime } from "../common/dates";

/**
 * The schedule's way into an agreed online meeting's room: Join while the room is open (10 minutes before
 * the start to the end), else when it opens. Opens /video/{id} with the device step first (13.1).
 */
export function JoinVideoButton({
  meetingId,
  applicationId,
  viewerZone,
}: {
  meetingId: number;
  applicationId: number;
  viewerZone: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const check = useVideoCheck(meetingId, applicationId);
  if (!check.data) return null;
  if (!check.data.open) {
    if (Date.parse(check.data.opensAt) <= Date.now()) return null;
    return (
      <Typography color="text.secondary" data-testid="video-opens-at">
        {t("videoCall.schedule.opensAt", { time: formatTime(check.data.opensAt, viewerZone) })}
      </Typography>
    );
  }
  return (
    <Button
      variant="contained"
      startIcon={<VideocamIcon />}
      onClick={() =>
        navigate(`/video/${meetingId}?applicantId=${applicationId}`, { state: { from: "schedule" } })
      }
      sx={{ alignSelf: "flex-start" }}
    >
      {t("videoCall.schedule.join")}
    </Button>
  );
}
