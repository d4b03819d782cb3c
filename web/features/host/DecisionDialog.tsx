import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  open: boolean;
  /** "approve" needs no reason; "reject" requires one. */
  mode: "approve" | "reject";
  title: string;
  description?: string;
  busy?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}

/** Confirms an approval, or asks the reason of a rejection (required). */
export function DecisionDialog({ open, mode, title, description, busy, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (open) {
      setReason("");
      setTouched(false);
    }
  }, [open]);
  const missing = mode === "reject" && reason.trim() === "";
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decision-title">
      <DialogTitle id="decision-title">{title}</DialogTitle>
      <DialogContent>
        {description && <Typography sx={{ mb: 2 }}>{description}</Typography>}
        {mode === "reject" && (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            required
            label={t("hostUi.reason")}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && missing}
            helperText={touched && missing ? t("host.reasonRequired") : " "}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button
          variant="contained"
          color={mode === "reject" ? "error" : "primary"}
          disabled={busy}
          onClick={() => {
            setTouched(true);
            if (!missing) onConfirm(reason.trim());
          }}
        >
          {mode === "reject" ? t("hostUi.reject") : t("hostUi.approve")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
