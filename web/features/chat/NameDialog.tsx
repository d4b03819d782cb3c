import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpdateChatName } from "../../api/chat";
import { getUserId } from "../../api/session";
import { toast, toastError } from "../../lib/toast";

/** The name I am shown under in chat (`/chat/updateFriendlyName`); messages carry it from then on. */
export function NameDialog({
  open,
  initial,
  onClose,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const update = useUpdateChatName();
  const trimmed = name.trim();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="chat-name-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!trimmed) return;
          update.mutate(
            { identity: String(getUserId()), friendlyName: trimmed },
            {
              onSuccess: () => {
                toast(t("chat.nameSaved"), "success");
                onClose();
              },
              onError: toastError,
            },
          );
        }}
      >
        <DialogTitle id="chat-name-title">{t("chat.myName")}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t("chat.myNameLabel")}
            value={name}
            onChange={(e) => setName(e.target.value.slice(0, 60))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={!trimmed || update.isPending}>
            {t("common.save")}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
