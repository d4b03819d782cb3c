import { Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { dualTime, zoneCity } from "../../../shared/meetings/display";

/** "10:00–10:30 Seoul time · 02:00 your time, Mon": venue time, and the viewer's when it differs. */
export function TimeText({
  slot,
  venueZone,
  viewerZone,
  compact,
}: {
  slot: { startsAt: string; startTime: string; endTime: string; date: string };
  venueZone: string;
  viewerZone: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const dual = dualTime(new Date(slot.startsAt), venueZone, viewerZone, i18n.language);
  const venue = `${slot.startTime}–${slot.endTime}`;
  return (
    <Typography
      component="span"
      variant={compact ? "body2" : "body1"}
      sx={{ display: "block", fontWeight: compact ? 600 : 400 }}
    >
      {dual.viewer ? t("meetings.venueTime", { time: venue, city: zoneCity(venueZone) }) : venue}
      {dual.viewer && (
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: "block", fontWeight: 400 }}
        >
          {t("meetings.yourTime", { time: dual.viewer })}
          {dual.viewerDay ? `, ${dual.viewerDay}` : ""}
        </Typography>
      )}
    </Typography>
  );
}
