import { Box, LinearProgress, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useLevel } from "./use-media";

/** The microphone's live level (13.12) with a spoken status that changes only between "heard" and "silent". */
export function LevelMeter({ track }: { track: MediaStreamTrack | undefined }) {
  const { t } = useTranslation();
  const { level, heard } = useLevel(track);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={Math.round(level * 100)}
        aria-label={t("videoMedia.level")}
        sx={{ height: 8, borderRadius: 1, "& .MuiLinearProgress-bar": { transition: "none" } }}
      />
      <Typography variant="caption" color="text.secondary" aria-live="polite" role="status">
        {heard ? t("videoMedia.hearing") : t("videoMedia.silent")}
      </Typography>
    </Box>
  );
}
