import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import VideocamIcon from "@mui/icons-material/Videocam";
import { Alert, Box, Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { TWebinar } from "../../../shared/contract";
import { presentationOpenAt } from "../../../shared/video/presentation";
import { ApiError } from "../../api/client";
import { usePresentationCheck } from "../../api/presentation";
import { toast } from "../../lib/toast";

/**
 * A webinar's way in. While its presentation room is open: one clear entry, "Enter the presentation room" (or,
 * for someone who may not enter, why not: sent out, not one of its people, in the server's words), and the
 * conference link beside it only when there is one. Before and after: the conference link, "Preparing" (looks
 * disabled, says whom to contact) while there is none.
 */
export function RoomEntry({ webinar: w }: { webinar: TWebinar }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // the presentation room opens 10 minutes before the start, until the end (as the meeting rooms)
  const roomOpen = presentationOpenAt(Date.parse(w.startDate), Date.parse(w.endDate), Date.now());
  const check = usePresentationCheck(w.id, roomOpen);
  const refusal =
    check.error instanceof ApiError && check.error.status === 403 ? check.error.detail : undefined;
  const openLink = () => {
    if (!w.zoomLink) return toast(t("webinar.contactPerson"), "info");
    // Without "noopener" the browser answers null exactly when it blocked the pop-up; the opener is cut at once.
    const opened = window.open(w.zoomLink, "_blank");
    if (!opened) return toast(t("common.popUpBlocked"));
    opened.opener = null;
  };
  return (
    <Box sx={{ flexShrink: 0, display: "flex", flexDirection: "column", gap: 1, maxWidth: { sm: 360 } }}>
      {roomOpen && refusal && (
        <Alert severity="warning" role="alert" data-testid="room-refusal">
          {refusal}
        </Alert>
      )}
      {roomOpen && !refusal && (
        <Button
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<VideocamIcon />}
          onClick={() => navigate(`/video/${w.id}?session=webinar`, { state: { from: "webinar" } })}
        >
          {t("presentation.enterRoom")}
        </Button>
      )}
      {w.zoomLink ? (
        <Button
          variant={roomOpen ? "outlined" : "contained"}
          size="large"
          endIcon={<OpenInNewIcon />}
          onClick={openLink}
        >
          {t("webinar.enter")}
        </Button>
      ) : (
        !roomOpen && (
          <Button
            variant="contained"
            size="large"
            onClick={openLink}
            aria-disabled
            sx={{
              bgcolor: "action.disabledBackground",
              color: "text.secondary",
              boxShadow: "none",
              "&:hover": { bgcolor: "action.disabledBackground", boxShadow: "none" },
            }}
          >
            {t("webinar.preparing")}
          </Button>
        )
      )}
    </Box>
  );
}
