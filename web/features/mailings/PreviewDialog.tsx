import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  List,
  ListItem,
  ListItemText,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TMailingPreview } from "../../../shared/contract";
import { RichText } from "../common/RichText";

/** The mail as it will go out (sanitised), who gets it, and the send button. */
export function PreviewDialog(props: {
  preview: TMailingPreview | undefined;
  sending: boolean;
  onSend: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const p = props.preview;
  return (
    <Dialog open={p !== undefined} onClose={props.onClose} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle>{t("mailings.previewTitle")}</DialogTitle>
      {p && (
        <DialogContent dividers>
          {p.recipients === 0 ? (
            <Alert severity="warning">{t("mailings.noRecipients")}</Alert>
          ) : (
            <Box>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {t("mailings.recipientCount", { count: p.recipients })}
              </Typography>
              <List dense disablePadding>
                {p.sample.map((r) => (
                  <ListItem key={r.email} disableGutters>
                    <ListItemText primary={`${r.name} · ${r.company}`} secondary={r.email} />
                  </ListItem>
                ))}
              </List>
              {p.recipients > p.sample.length && (
                <Typography variant="body2" color="text.secondary">
                  {t("mailings.andMore", { count: p.recipients - p.sample.length })}
                </Typography>
              )}
            </Box>
          )}
          <Divider sx={{ my: 2 }} />
          <Typography variant="body2" color="text.secondary">
            {t("mailings.titleLabel")}
          </Typography>
          <Typography component="p" variant="h6" sx={{ mb: 2, overflowWrap: "anywhere" }}>
            {p.title}
          </Typography>
          {p.content ? (
            <RichText html={p.content} sx={{ "& a": { color: "primary.main" } }} />
          ) : (
            <Typography color="text.secondary">{t("mailings.empty")}</Typography>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={props.onClose}>{t("common.cancel")}</Button>
        <Button
          variant="contained"
          disabled={!p || p.recipients === 0 || props.sending}
          onClick={props.onSend}
        >
          {t("mailings.send")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
