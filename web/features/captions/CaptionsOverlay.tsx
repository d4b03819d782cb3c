import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { Captions } from "./useCaptions";

/**
 * The spec's caption box (13.43): 450 x 120 px over the stage; on phones the stage's width less 8 px each
 * side, under the tiles rather than over them (over a 375 px stage it hid half the speaker and their name).
 */
export const OVERLAY = { width: 450, height: 120 } as const;

/**
 * The room's live captions over the stage while they are on: the latest lines of every speaker with their
 * names, the newest at the bottom. Screen readers hear each final line once (lines still changing are
 * shown, not read out).
 */
export function CaptionsOverlay({ captions }: { captions: Captions }) {
  const { t } = useTranslation();
  if (!captions.state?.on) return null;
  const hint =
    captions.source === "none"
      ? t("captions.noSource")
      : captions.source === "server"
        ? t("captions.serverSource")
        : null;
  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label={t("captions.overlay")}
      data-testid="captions-overlay"
      lang={captions.state.language.slice(0, 2)}
      sx={{
        position: { xs: "relative", sm: "absolute" },
        bottom: { sm: 16 },
        left: { sm: "50%" },
        transform: { sm: "translateX(-50%)" },
        width: { sm: OVERLAY.width },
        flexShrink: 0,
        height: OVERLAY.height,
        boxSizing: "border-box",
        px: 1.5,
        py: 1,
        borderRadius: 1,
        bgcolor: "rgba(0, 0, 0, 0.72)",
        color: "#fff",
        overflow: "hidden",
        display: "flex",
        flexDirection: "column",
        justifyContent: "flex-end",
        pointerEvents: "none",
        zIndex: 3,
      }}
    >
      {captions.lines.length === 0 && (
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {hint ?? t("captions.waiting")}
        </Typography>
      )}
      {captions.lines.map((line) => (
        <Typography
          key={line.id ?? `live-${line.identity}`}
          variant="body2"
          aria-hidden={line.final ? undefined : true}
          sx={{ lineHeight: 1.35, opacity: line.final ? 1 : 0.8 }}
        >
          <Box component="span" sx={{ fontWeight: 700, color: "#ffd54f" }}>
            {line.name}
          </Box>
          {": "}
          {line.text}
        </Typography>
      ))}
    </Box>
  );
}
