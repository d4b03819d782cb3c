import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from "@mui/material";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { CameraPanel } from "../checkin/CameraPanel";

/** Reads the table card's QR (`BZT1.<place>.<signature>`) with the camera or a picture, then closes. */
export function ScanDialog({
  open,
  onClose,
  onCode,
}: {
  open: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const { t } = useTranslation();
  const done = useRef(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onEnter: () => (done.current = false) } }}
    >
      <DialogTitle>{t("day.scan.title")}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t("day.scan.hint")}
        </Typography>
        {open && (
          <CameraPanel
            onCode={(code) => {
              if (done.current || !code.startsWith("BZT1.")) return;
              done.current = true;
              onCode(code);
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("day.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
