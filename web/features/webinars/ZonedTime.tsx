import { Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { zoneCity } from "../../../shared/meetings/display";
import { useCurrentUser } from "../../api/account";
import { zonedRange } from "../../lib/time-range";

/** A start–end range in venue time and, when the viewer's profile zone differs, in the viewer's time. */
export function ZonedTime({
  start,
  end,
  venueZone,
  variant = "body1",
}: {
  start: string;
  end: string;
  venueZone: string;
  variant?: "body1" | "body2";
}) {
  const { t, i18n } = useTranslation();
  const me = useCurrentUser();
  const viewerZone = me.data?.timeZone ?? venueZone;
  const range = zonedRange(start, end, venueZone, viewerZone, i18n.language);
  return (
    <>
      <Typography variant={variant} component="span" sx={{ display: "block" }}>
        {range.viewer
          ? t("meetings.venueTime", { time: range.venue, city: zoneCity(venueZone) })
          : range.venue}
      </Typography>
      {range.viewer && (
        <Typography variant="body2" component="span" color="text.secondary" sx={{ display: "block" }}>
          {t("meetings.yourTime", { time: range.viewer })}
        </Typography>
      )}
    </>
  );
}
