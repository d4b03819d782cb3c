import SaveIcon from "@mui/icons-material/Save";
import { Alert, Box, Button, Divider, Paper, Stack, Typography } from "@mui/material";
import { visuallyHidden } from "@mui/utils";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/client";
import { useInterpreterProfile, useSaveInterpreterProfile } from "../../api/meeting-languages";
import { LoadError, Loading } from "../../features/common/states";
import { LanguagePairsEditor } from "../../features/meeting-languages/LanguagePairsEditor";
import { normalizePairs, samePairs } from "../../features/meeting-languages/pairs";
import {
  instantKey,
  sameInstants,
  slotsByDay,
  unavailableToSave,
} from "../../features/meeting-languages/slots";
import { UnavailableSlotsEditor } from "../../features/meeting-languages/UnavailableSlotsEditor";
import { useWorkspace } from "../../features/workspace/context";
import { toast } from "../../lib/toast";

/**
 * /interpreter/{id}/profile: the pairs the interpreter covers and the slots they cannot take in this sub-event
 * (PUT /api/interpreters/profile replaces both; docs/decisions.md, "Interpreters as a scheduled resource").
 */
export default function InterpreterProfilePage() {
  const { t } = useTranslation();
  const { subEvent } = useWorkspace();
  const profile = useInterpreterProfile(subEvent.id);
  const save = useSaveInterpreterProfile(subEvent.id);
  const days = useMemo(() => slotsByDay(subEvent, subEvent.timeZone, new Date()), [subEvent]);
  const [pairs, setPairs] = useState<string[]>();
  const [marked, setMarked] = useState<Set<string>>();
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState("");
  const saved = profile.data;
  const savedMarks = useMemo(() => new Set((saved?.unavailable ?? []).map(instantKey)), [saved]);

  if (profile.isLoading) return <Loading />;
  if (profile.isError || !saved)
    return <LoadError error={profile.error ?? undefined} onRetry={() => profile.refetch()} />;

  const currentPairs = pairs ?? normalizePairs(saved.languagePairs);
  const currentMarks = marked ?? savedMarks;
  const dirty =
    !samePairs(currentPairs, saved.languagePairs) ||
    !sameInstants(unavailableToSave(currentMarks, days), unavailableToSave(savedMarks, days));

  const submit = async () => {
    setError(undefined);
    if (!dirty) {
      setStatus(t("meetingLanguages.profile.noChanges"));
      return;
    }
    try {
      await save.mutateAsync({
        languagePairs: currentPairs,
        unavailable: unavailableToSave(currentMarks, days),
      });
      setPairs(undefined);
      setMarked(undefined);
      const message = t("meetingLanguages.profile.saved");
      setStatus(message);
      toast(message, "success");
    } catch (e) {
      setError(e instanceof ApiError ? e.detail || t("common.badRequest") : t("common.serverError"));
    }
  };

  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("meetingLanguages.profile.title")}
      </Typography>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: "grid", gap: 3 }}>
        <LanguagePairsEditor pairs={currentPairs} onChange={setPairs} />
        <Divider />
        <UnavailableSlotsEditor
          days={days}
          marked={currentMarks}
          zone={subEvent.timeZone}
          onChange={setMarked}
        />
      </Paper>
      <Paper
        elevation={3}
        sx={{
          position: "sticky",
          bottom: 0,
          zIndex: 2,
          mt: 2,
          p: 1.5,
          display: "flex",
          alignItems: "center",
          gap: 2,
          flexWrap: "wrap",
        }}
      >
        <Typography sx={{ flex: "1 1 160px" }} color={dirty ? "warning.dark" : "text.secondary"}>
          {dirty ? t("meetingLanguages.profile.unsaved") : status}
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button
            variant="contained"
            startIcon={<SaveIcon />}
            onClick={submit}
            disabled={save.isPending}
            aria-disabled={!dirty}
          >
            {t("meetingLanguages.profile.save")}
          </Button>
        </Stack>
      </Paper>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {status}
      </Box>
    </Box>
  );
}
