import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
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
 * The call is over for this person: ended by another attendee (13.34), refused or removed by the server.
 * Closes itself after a moment and goes on (home, or back).
 */
export function EndedDialog({ message, onDone }: { message: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(onDone, ENDED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [message, onDone]);
  return (
    <Dialog open={message !== null} onClose={onDone} aria-describedby="ended-text">
      <DialogTitle>{t("videoCall.ended")}</DialogTitle>
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
