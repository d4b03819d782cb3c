import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { TRun } from "../../../shared/contract";
import {
  useCancelAllAutomatic,
  useLatestRun,
  usePublishRun,
  useSendScheduleMail,
  useStartRun,
  useStopRun,
} from "../../api/auto-schedule";
import { toast, toastError } from "../../lib/toast";
import { ConfirmDialog } from "../common/ConfirmDialog";
import { LoadError } from "../common/states";
import { MatchingSettingsForm } from "./MatchingSettingsForm";
import { RunSummary } from "./RunSummary";

type Confirm = "publish" | "cancelAll" | "mail" | null;

function Progress({ run, onStop, stopping }: { run: TRun; onStop: () => void; stopping: boolean }) {
  const { t } = useTranslation();
  const pct = Math.round(run.progress * 100);
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t("autoSchedule.running", {
          mode: t(`autoSchedule.mode.${run.mode}`),
          phase: t(`autoSchedule.phase.${run.phase}`, run.phase),
          pct,
        })}
      </Typography>
      <LinearProgress variant="determinate" value={pct} aria-label={t("autoSchedule.progress", { pct })} />
      <Button color="error" sx={{ mt: 1 }} onClick={onStop} disabled={stopping || run.stopRequested}>
        {t("autoSchedule.stop")}
      </Button>
    </Box>
  );
}

/** The meeting board's automatic scheduling: settings, run with progress and stop, draft, publish, cancel all, mail. */
export function AutoSchedulePanel({ subEventId }: { subEventId: number }) {
  const { t, i18n } = useTranslation();
  const latest = useLatestRun(subEventId);
  const start = useStartRun(subEventId);
  const stop = useStopRun();
  const publish = usePublishRun();
  const cancelAll = useCancelAllAutomatic(subEventId);
  const mail = useSendScheduleMail(subEventId);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [reason, setReason] = useState("");
  const run = latest.data ?? null;
  const running = run?.status === "running";
  const n = (x: number) => x.toLocaleString(i18n.language);

  const act = async (what: Exclude<Confirm, null>) => {
    try {
      if (what === "publish" && run) {
        const done = await publish.mutateAsync(run.id);
        const o = done.outcome!;
        toast(
          t("autoSchedule.published", {
            published: n(o.published),
            skipped: n(o.skippedTaken + o.skippedPair + o.skippedGone),
          }),
          "success",
        );
      } else if (what === "cancelAll") {
        const done = await cancelAll.mutateAsync(reason.trim());
        toast(t("autoSchedule.cancelledAll", { count: done.cancelled }), "success");
        setReason("");
      } else if (what === "mail") {
        const done = await mail.mutateAsync();
        toast(t("autoSchedule.mailSent", { count: done.recipients }), "success");
      }
      setConfirm(null);
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="auto-schedule-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="auto-schedule-title" component="h2" variant="h6">
        {t("autoSchedule.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("autoSchedule.intro")}
      </Typography>
      {latest.isError && <LoadError error={latest.error} onRetry={() => latest.refetch()} />}

      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1, mb: 2 }}>
        {(["tight", "normal"] as const).map((mode) => (
          <Button
            key={mode}
            variant={mode === "tight" ? "contained" : "outlined"}
            disabled={running || start.isPending}
            onClick={() => start.mutateAsync(mode).catch(toastError)}
          >
            {t(`autoSchedule.run.${mode}`)}
          </Button>
        ))}
      </Stack>

      {run && running && (
        <Progress
          run={run}
          onStop={() => stop.mutateAsync(run.id).catch(toastError)}
          stopping={stop.isPending}
        />
      )}
      {run?.status === "draft" && (
        <Box>
          <Alert severity="info" sx={{ mb: 1 }}>
            {t("autoSchedule.draftReady", { mode: t(`autoSchedule.mode.${run.mode}`) })}
          </Alert>
          <RunSummary run={run} />
          <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: "wrap" }}>
            <Button
              component={RouterLink}
              to={`/host/subEvents/${subEventId}/matching/runs/${run.id}`}
              variant="outlined"
            >
              {t("autoSchedule.reviewDraft")}
            </Button>
            <Button variant="contained" color="success" onClick={() => setConfirm("publish")}>
              {t("autoSchedule.publish")}
            </Button>
          </Stack>
        </Box>
      )}
      {run?.status === "published" && run.outcome && (
        <Alert severity="success">
          {t("autoSchedule.publishedNote", {
            published: n(run.outcome.published),
            skipped: n(run.outcome.skippedTaken + run.outcome.skippedPair + run.outcome.skippedGone),
          })}
        </Alert>
      )}
      {(run?.status === "stopped" || run?.status === "failed") && (
        <Alert severity={run.status === "failed" ? "error" : "warning"}>
          {t(`autoSchedule.status.${run.status}`)}
        </Alert>
      )}

      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1, mt: 2, flexWrap: "wrap" }}>
        <Button color="error" variant="outlined" onClick={() => setConfirm("cancelAll")}>
          {t("autoSchedule.cancelAll")}
        </Button>
        <Button variant="outlined" onClick={() => setConfirm("mail")}>
          {t("autoSchedule.sendMail")}
        </Button>
      </Stack>
      <Box sx={{ mt: 3 }}>
        <MatchingSettingsForm subEventId={subEventId} />
      </Box>
      <Dialog
        open={confirm === "cancelAll"}
        onClose={() => setConfirm(null)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="cancel-all-title"
      >
        <DialogTitle id="cancel-all-title">{t("autoSchedule.confirmLabel.cancelAll")}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t("autoSchedule.confirm.cancelAll")}</DialogContentText>
          <TextField
            fullWidth
            size="small"
            label={t("autoSchedule.cancelReason")}
            value={reason}
            onChange={(e) => setReason(e.target.value.slice(0, 500))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t("common.cancel")}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancelAll.isPending}
            onClick={() => act("cancelAll")}
          >
            {t("autoSchedule.confirmLabel.cancelAll")}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirm === "publish" || confirm === "mail"}
        message={confirm ? t(`autoSchedule.confirm.${confirm}`) : ""}
        confirmLabel={confirm ? t(`autoSchedule.confirmLabel.${confirm}`) : ""}
        busy={publish.isPending || mail.isPending}
        onConfirm={() => confirm && act(confirm)}
        onClose={() => setConfirm(null)}
      />
    </Paper>
  );
}
