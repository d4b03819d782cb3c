import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TMeeting } from "../../../shared/contract";
import { useHostCancel } from "../../api/host-meetings";
import { toast, toastError } from "../../lib/toast";

/** The organizer's dialog to cancel a meeting with a required reason. */
export function HostCancelDialog({
  cancelling,
  onClose,
  reason,
  onReason,
}: {
  cancelling: TMeeting | undefined;
  onClose: () => void;
  reason: string;
  onReason: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const cancel = useHostCancel();
  return (
    <Dialog
      open={Boolean(cancelling)}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="cancel-title"
    >
      <DialogTitle id="cancel-title">{t("hostMeetings.cancelTitle")}</DialogTitle>
      <DialogContent sx={{ pt: "8px !important" }}>
        <Typography sx={{ mb: 2 }}>
          {cancelling?.date} {cancelling?.startTime} · {cancelling?.applicantName} →{" "}
          {cancelling?.acceptorName}
        </Typography>
        <TextField
          fullWidth
          required
          multiline
          minRows={2}
          label={t("hostMeetings.reason")}
          value={reason}
          onChange={(e) => onReason(e.target.value.slice(0, 500))}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("hostMeetings.close")}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!reason.trim() || cancel.isPending}
          onClick={() =>
            cancel
              .mutateAsync({ meetingId: cancelling!.id, reason })
              .then(() => {
                toast(t("hostMeetings.cancelledDone"), "success");
                onClose();
                onReason("");
              })
              .catch(toastError)
          }
        >
          {t("hostMeetings.confirm")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
