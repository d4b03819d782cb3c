import PanToolIcon from "@mui/icons-material/PanTool";
import { Alert, Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { PresentationControls } from "../../video/janus/presentation-room";
import type { PresentationView } from "./usePresentation";
import { handBarWords } from "./words";

/**
 * Above the control bar in a presentation, for an attendee: the raised hand (13.23) and what the presenter
 * decided, with the microphone's true state (words.ts).
 */
export function HandBar({ controls, view }: { controls: PresentationControls; view: PresentationView }) {
  const { t } = useTranslation();
  const hand = view.me?.hand ?? "none";
  if (controls.stage !== "none") return null;
  const words = handBarWords(hand, view.mic);
  return (
    <Box
      data-testid="hand-bar"
      data-mic={view.mic}
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", px: 2, py: 1 }}
    >
      {words.tone === "note" ? (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 220 }}>
          {t(words.key)}
        </Typography>
      ) : (
        <Alert severity={words.tone} role="status" sx={{ flex: 1, minWidth: 220 }}>
          {t(words.key)}
        </Alert>
      )}
      <Button
        variant={hand === "none" ? "outlined" : "contained"}
        startIcon={<PanToolIcon />}
        aria-pressed={hand !== "none"}
        onClick={() => void controls.raiseHand(hand === "none")}
      >
        {hand === "none" ? t("presentation.raiseHand") : t("presentation.lowerHand")}
      </Button>
    </Box>
  );
}
