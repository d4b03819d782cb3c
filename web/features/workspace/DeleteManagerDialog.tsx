import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useDeleteManagers } from "../../api/managers";
import { toast, toastError } from "../../lib/toast";

/** The delete-manager confirmation (delete / cancel); `target` undefined keeps it closed. */
export function DeleteManagerDialog({
  applicationId,
  target,
  onClose,
}: {
  applicationId: number;
  target: { id: number | null; name: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteManagers();
  return (
    <Dialog open={target !== undefined} onClose={onClose} aria-labelledby="delete-manager-title">
      <DialogTitle id="delete-manager-title">{t("workspace.manager.deleteTitle")}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t("workspace.manager.deleteConfirm", { name: target?.name ?? "" })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("common.cancel")}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() =>
            target?.id &&
            remove.mutate(
              { ids: [target.id], id: applicationId },
              {
                onSuccess: () => {
                  toast(t("workspace.manager.deleted"), "success");
                  onClose();
                },
                onError: toastError,
              },
            )
          }
        >
          {t("common.delete")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
