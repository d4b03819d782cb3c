import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The app's own confirmation (never the browser's confirm box): a question, Cancel and a confirm button. */
export function ConfirmDialog({
  open,
  message,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-describedby="confirm-text" maxWidth="xs" fullWidth>
      <DialogTitle>{confirmLabel}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button
          variant="contained"
          color={danger ? "error" : "primary"}
          disabled={busy}
          onClick={onConfirm}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
