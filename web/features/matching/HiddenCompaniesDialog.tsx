import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useHiddenCompanies, useNotInterested } from "../../api/matching";
import { toast, toastError } from "../../lib/toast";
import { Empty, LoadError, Loading } from "../common/states";
import { useCategoryLabel } from "../workspace/labels";

/** The restore list: companies the application marked "not interested", each with Restore. */
export function HiddenCompaniesDialog({
  applicationId,
  open,
  onClose,
}: {
  applicationId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const list = useHiddenCompanies(applicationId, open);
  const restore = useNotInterested();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="hidden-companies-title">
      <DialogTitle id="hidden-companies-title">{t("matching.hidden.title")}</DialogTitle>
      <DialogContent dividers>
        {list.isLoading ? (
          <Loading />
        ) : list.isError ? (
          <LoadError error={list.error} onRetry={() => list.refetch()} />
        ) : (list.data ?? []).length === 0 ? (
          <Empty>{t("matching.hidden.empty")}</Empty>
        ) : (
          <List aria-label={t("matching.hidden.title")}>
            {list.data!.map((c) => (
              <ListItem
                key={c.applicationId}
                divider
                secondaryAction={
                  <Button
                    size="small"
                    disabled={restore.isPending}
                    aria-label={t("matching.hidden.restoreCompany", { company: c.companyName })}
                    onClick={() =>
                      restore
                        .mutateAsync({ on: false, applicationId, targetId: c.applicationId })
                        .then(() =>
                          toast(t("matching.hidden.restored", { company: c.companyName }), "success"),
                        )
                        .catch(toastError)
                    }
                  >
                    {t("matching.hidden.restore")}
                  </Button>
                }
              >
                <ListItemText
                  primary={c.companyName}
                  secondary={categoryLabel(c.category)}
                  sx={{ pr: 10, overflowWrap: "anywhere" }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("matching.hidden.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
