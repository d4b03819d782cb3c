import CloudOffIcon from "@mui/icons-material/CloudOff";
import { Alert } from "@mui/material";
import { useTranslation } from "react-i18next";
import { formatAsOf } from "../../pwa/online";

/** Offline, or showing the last answer kept: says so, and as of when (the venue's clock). */
export function OfflineBanner({
  online,
  cached,
  asOf,
  timeZone,
}: {
  online: boolean;
  cached: boolean;
  asOf: string | undefined;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  if (online && !cached) return null;
  const time = asOf ? formatAsOf(asOf, timeZone, i18n.language) : "";
  return (
    <Alert severity="warning" icon={<CloudOffIcon />} role="status" data-testid="day-offline">
      {online ? t("day.offline.cached") : t("day.offline.title")}
      {time && (
        <strong data-testid="day-asof" style={{ marginLeft: 6 }}>
          {t("day.offline.asOf", { time })}
        </strong>
      )}
    </Alert>
  );
}
