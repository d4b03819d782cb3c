import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "../../api/calendar";
import { ApiError } from "../../api/client";
import { toast } from "../../lib/toast";
import { Loading } from "../common/states";

/**
 * The personal calendar feed: a secret URL of one's confirmed meetings for Google Calendar, Outlook or Apple
 * Calendar. The URL is shown once, when made (only its hash is kept); making a new one replaces the old.
 */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const feed = useCalendarFeed(true);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const fail = (e: unknown) => setError(e instanceof ApiError ? e.detail : t("common.serverError"));
  const active = Boolean(feed.data?.active);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="feed-title">
      <DialogTitle id="feed-title">{t("meetings.calendar.title")}</DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ mb: 2 }}>{t("meetings.calendar.explain")}</Typography>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {feed.isLoading ? (
          <Loading />
        ) : url ? (
          <Stack sx={{ gap: 1 }}>
            <TextField
              label={t("meetings.calendar.url")}
              value={url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(e) => e.target.select()}
            />
            <Typography variant="body2" color="text.secondary">
              {t("meetings.calendar.once")}
            </Typography>
          </Stack>
        ) : (
          <Typography color="text.secondary">
            {active ? t("meetings.calendar.active") : t("meetings.calendar.none")}
          </Typography>
        )}
        {confirming && (
          <Alert
            severity="warning"
            sx={{ mt: 2 }}
            action={
              <Button
                color="inherit"
                size="small"
                disabled={revoke.isPending}
                onClick={() =>
                  revoke
                    .mutateAsync()
                    .then(() => {
                      setUrl(undefined);
                      setConfirming(false);
                      toast(t("meetings.calendar.revoked"), "success");
                    })
                    .catch(fail)
                }
              >
                {t("meetings.calendar.revoke")}
              </Button>
            }
          >
            {t("meetings.calendar.revokeConfirm")}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose}>{t("meetings.close")}</Button>
        {(active || url) && !confirming && (
          <Button color="error" onClick={() => setConfirming(true)}>
            {t("meetings.calendar.revoke")}
          </Button>
        )}
        {url && (
          <Button
            onClick={() =>
              navigator.clipboard
                .writeText(url)
                .then(() => toast(t("meetings.calendar.copied"), "success"))
                .catch(fail)
            }
          >
            {t("meetings.calendar.copy")}
          </Button>
        )}
        <Button
          variant="contained"
          disabled={create.isPending}
          onClick={() =>
            create
              .mutateAsync()
              .then((made) => setUrl(made.url ?? undefined))
              .catch(fail)
          }
        >
          {active || url ? t("meetings.calendar.replace") : t("meetings.calendar.create")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
