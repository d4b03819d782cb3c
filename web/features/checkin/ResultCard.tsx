import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import CloudQueueIcon from "@mui/icons-material/CloudQueue";
import ErrorIcon from "@mui/icons-material/Error";
import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { ScanView } from "./useCheckin";

const tones = {
  in: { bg: "success.main", Icon: CheckCircleIcon },
  refused: { bg: "error.main", Icon: ErrorIcon },
  queued: { bg: "success.dark", Icon: CloudQueueIcon },
} as const;

/** The last scan, large enough to read at arm's length: green checked in, red with the reason. */
export function ResultCard({ view }: { view: ScanView | undefined }) {
  const { t, i18n } = useTranslation();
  if (!view) {
    return (
      <Box
        role="status"
        aria-live="polite"
        sx={{ p: 2, borderRadius: 2, bgcolor: "action.hover", textAlign: "center" }}
      >
        <Typography variant="h6">{t("checkin.ready")}</Typography>
      </Box>
    );
  }
  const { bg, Icon } = tones[view.tone];
  const time = view.previous
    ? new Date(view.previous.at).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" })
    : "";
  const message =
    view.outcome === "queued"
      ? t("checkin.queued", { count: 1 })
      : t(`checkin.outcome.${view.outcome}`, { time, by: view.previous?.byName ?? "" });
  return (
    <Box
      role="alert"
      data-outcome={view.outcome}
      sx={{
        p: 2,
        borderRadius: 2,
        bgcolor: bg,
        color: "common.white",
        display: "flex",
        gap: 1.5,
        alignItems: "center",
      }}
    >
      <Icon sx={{ fontSize: 56 }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {message}
        </Typography>
        {view.name && (
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
            {view.name}
          </Typography>
        )}
        {(view.company || view.role) && (
          <Typography sx={{ overflowWrap: "anywhere" }}>
            {[view.company, view.role && t(`badges.role.${view.role}`, { defaultValue: view.role })]
              .filter(Boolean)
              .join(" · ")}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
