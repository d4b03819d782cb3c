import PanToolIcon from "@mui/icons-material/PanTool";
import { Alert, Box, Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { PresentationControls } from "../../video/janus/presentation-room";
import type { PresentationView } from "./usePresentation";

/**
 * Above the control bar in a presentation, for an attendee: the raised hand (13.23) and what the presenter
 * decided (the stage says that a presenter is awaited, 13.20).
 */
export function HandBar({ controls, view }: { controls: PresentationControls; view: PresentationView }) {
  const { t } = useTranslation();
  const hand = view.me?.hand ?? "none";
  if (controls.stage !== "none") return null;
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", px: 2, py: 1 }}>
      {hand === "raised" && (
        <Alert severity="info" role="status" sx={{ flex: 1, minWidth: 220 }}>
          {t("presentation.reviewing")}
        </Alert>
      )}
      {hand === "accepted" && (
        <Alert severity="success" role="status" sx={{ flex: 1, minWidth: 220 }}>
          {t("presentation.onStage")}
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
