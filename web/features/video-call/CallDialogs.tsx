import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import {
  Alert,
  Button,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from "@mui/material";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../common/dates";

/** The dialog 3 minutes before the end (13.16), with the end in the viewer's chosen zone. */
export function EndWarningDialog({
  open,
  endsAt,
  zone,
  onClose,
}: {
  open: boolean;
  endsAt: number | null;
  zone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open && endsAt !== null} onClose={onClose} aria-describedby="end-warning-text">
      <DialogTitle>{t("videoCall.endWarningTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText id="end-warning-text">
          {t("videoCall.endWarning", { time: endsAt ? formatTime(new Date(endsAt), zone) : "" })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t("videoCall.ok")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** How long the "ended" notice stays before the screen closes itself (13.34). */
export const ENDED_CLOSE_MS = 3_000;

/**
 * The call is over for this person: ended by another attendee (13.34: closes itself after a moment), or
 * refused or taken away by the server (stays until dismissed: the person reads why). Then goes on.
 */
export function EndedDialog({
  message,
  autoClose = false,
  onDone,
}: {
  message: string | null;
  autoClose?: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    if (message === null || !autoClose) return;
    const timer = setTimeout(onDone, ENDED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [message, autoClose, onDone]);
  return (
    <Dialog open={message !== null} onClose={onDone} aria-describedby="ended-text">
      <DialogTitle>{autoClose ? t("videoCall.ended") : t("video.outOfRoom")}</DialogTitle>
      <DialogContent>
        <DialogContentText id="ended-text" role="alert">
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone} autoFocus>
          {t("videoCall.ok")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Why this person cannot enter a room, in the refusal's own words, on the page itself (no toast that vanishes
 * while the page moves on): stays until they go back.
 */
export function RefusalScreen({
  title,
  message,
  severity = "warning",
  onBack,
}: {
  title?: string;
  message: string;
  severity?: "warning" | "info";
  onBack: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 4 }} data-testid="room-refusal">
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title ?? t("video.cannotEnter")}
      </Typography>
      <Alert severity={severity} role="alert" sx={{ mb: 2 }}>
        {message}
      </Alert>
      <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
        {t("videoCall.back")}
      </Button>
    </Container>
  );
}
