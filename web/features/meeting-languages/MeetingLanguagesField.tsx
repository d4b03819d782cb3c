import TranslateIcon from "@mui/icons-material/Translate";
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import { visuallyHidden } from "@mui/utils";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { useMeetingLanguages, useSetMeetingLanguages } from "../../api/meeting-languages";
import { toast } from "../../lib/toast";
import { LoadError } from "../common/states";
import { languagesChanged, type MeetingLanguage, orderedLanguages } from "./choice";
import { LanguageChips } from "./LanguageChips";
import { LanguagesInput } from "./LanguagesInput";
import { useLanguageNames } from "./language-names";

const MAX = 12;

/**
 * The schedule page's "meeting languages": the languages the caller's application speaks in meetings
 * (docs/decisions.md, "Meeting languages"). Members change them while meetings are open (`editable`, the
 * schedule's `meetingAvailable`); otherwise, or when the server refuses, they are shown read-only.
 */
export function MeetingLanguagesField({
  applicationId,
  editable,
}: {
  applicationId: number;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  const id = useId();
  const saved = useMeetingLanguages(applicationId);
  const save = useSetMeetingLanguages(applicationId);
  const [draft, setDraft] = useState<MeetingLanguage[]>();
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState(false);
  const [status, setStatus] = useState("");
  const current = orderedLanguages(saved.data?.languages ?? []);
  const value = draft ?? current;
  const dirty = languagesChanged(current, draft);
  const canEdit = editable && !refused;

  const submit = async () => {
    setError(undefined);
    if (value.length > MAX) {
      setError(t("meetingLanguages.tooMany", { max: MAX }));
      return;
    }
    try {
      const result = await save.mutateAsync(value);
      const list = orderedLanguages(result.languages);
      const message = list.length
        ? t("meetingLanguages.saved", { languages: list.map(names.name).join(", ") })
        : t("meetingLanguages.savedNone");
      setDraft(undefined);
      setStatus(message);
      toast(message, "success");
    } catch (e) {
      if (e instanceof ApiError && e.status === 403) setRefused(true);
      setError(e instanceof ApiError ? e.detail || t("common.badRequest") : t("common.serverError"));
    }
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 1.5, md: 2 }, mb: 2 }}
      data-testid="meeting-languages"
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: "center", mb: 0.5 }}>
        <TranslateIcon fontSize="small" color="action" aria-hidden />
        <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t("meetingLanguages.title")}
        </Typography>
      </Stack>
      <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t("meetingLanguages.help")}
      </Typography>
      {saved.isLoading ? (
        <Stack role="status" direction="row" sx={{ gap: 1, alignItems: "center", py: 1 }}>
          <CircularProgress size={18} aria-hidden />
          <Typography color="text.secondary">{t("common.loading")}</Typography>
        </Stack>
      ) : saved.isError ? (
        <LoadError
          error={saved.error}
          message={t("meetingLanguages.loadFailed")}
          onRetry={() => saved.refetch()}
        />
      ) : canEdit ? (
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1.5, alignItems: { sm: "flex-start" } }}>
          <LanguagesInput
            value={value}
            onChange={(chosen) => {
              setError(undefined);
              setDraft(chosen);
            }}
            error={Boolean(error)}
            helperText={
              error ??
              (dirty
                ? t("meetingLanguages.unsaved")
                : value.length === 0
                  ? t("meetingLanguages.none")
                  : undefined)
            }
            describedBy={`${id}-help`}
          />
          <Button
            variant="contained"
            onClick={submit}
            disabled={!dirty || save.isPending}
            // on a phone the button appears once there is something to save, so the schedule starts higher
            sx={{
              flexShrink: 0,
              minHeight: 40,
              display: { xs: dirty || save.isPending ? "inline-flex" : "none", sm: "inline-flex" },
            }}
          >
            {save.isPending ? t("meetingLanguages.saving") : t("meetingLanguages.save")}
          </Button>
        </Stack>
      ) : (
        <Box>
          <LanguageChips codes={current} />
          <Alert severity="info" sx={{ mt: 1.5 }}>
            {error ?? t("meetingLanguages.readOnly")}
          </Alert>
        </Box>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {status}
      </Box>
    </Paper>
  );
}
