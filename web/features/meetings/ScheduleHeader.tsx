import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import DownloadIcon from "@mui/icons-material/Download";
import { Button, MenuItem, Stack, TextField, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useAttendeeType } from "../../api/meetings";

/** The schedule page's heading: title, the caller's attendance mode, calendar subscription and download. */
export function ScheduleHeader({
  applicationId,
  attendeeType,
  meetingAvailable,
  onSubscribe,
  onDownload,
}: {
  applicationId: number;
  attendeeType: string;
  meetingAvailable: boolean;
  onSubscribe: () => void;
  onDownload: () => void;
}) {
  const { t } = useTranslation();
  const attendee = useAttendeeType();
  return (
    <Stack direction={{ xs: "column", md: "row" }} sx={{ gap: 2, mb: 2, alignItems: { md: "center" } }}>
      <Typography component="h1" variant="h5" sx={{ flex: "1 0 auto" }}>
        {t("meetings.title")}
      </Typography>
      <TextField
        select
        size="small"
        label={t("meetings.attendeeType")}
        value={attendeeType}
        onChange={(e) =>
          attendee.mutate({ applicationId, attendeeType: e.target.value as "online" | "offline" })
        }
        // wide enough for the label in each language (the longest: "Meeting attendance")
        sx={{ minWidth: 200 }}
        disabled={!meetingAvailable}
      >
        <MenuItem value="offline">{t("meetings.offline")}</MenuItem>
        <MenuItem value="online">{t("meetings.online")}</MenuItem>
      </TextField>
      <Stack direction="row" sx={{ gap: { xs: 1, md: 2 } }}>
        <Button
          startIcon={<CalendarMonthIcon />}
          variant="outlined"
          onClick={onSubscribe}
          sx={{ flex: { xs: "1 1 0", md: "0 0 auto" } }}
        >
          {t("meetings.action.subscribe")}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          variant="outlined"
          onClick={onDownload}
          sx={{ flex: { xs: "1 1 0", md: "0 0 auto" } }}
        >
          {t("meetings.action.download")}
        </Button>
      </Stack>
    </Stack>
  );
}
