import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import { usePublishRun, useRun } from "../../api/auto-schedule";
import {
  DraftCompaniesTable,
  DraftMeetingsTable,
  DraftUnscheduledTable,
} from "../../features/auto-schedule/DraftTables";
import { RunSummary } from "../../features/auto-schedule/RunSummary";
import { ConfirmDialog } from "../../features/common/ConfirmDialog";
import { LoadError, Loading } from "../../features/common/states";
import { toast, toastError } from "../../lib/toast";

const TABS = ["meetings", "companies", "unscheduled"] as const;

/** /host/subEvents/:subEventId/matching/runs/:runId: the draft of automatic scheduling, reviewed before publishing. */
export default function AutoScheduleReviewPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const subEventId = Number(params.subEventId);
  const runId = Number(params.runId);
  const run = useRun(runId);
  const publish = usePublishRun();
  const [tab, setTab] = useState<(typeof TABS)[number]>("meetings");
  const [confirm, setConfirm] = useState(false);
  if (run.isLoading) return <Loading />;
  if (run.isError || !run.data) return <LoadError error={run.error} onRetry={() => run.refetch()} />;
  const r = run.data;
  const n = (x: number) => x.toLocaleString(i18n.language);
  const doPublish = () =>
    publish
      .mutateAsync(runId)
      .then((done) => {
        const o = done.outcome!;
        toast(
          t("autoSchedule.published", {
            published: n(o.published),
            skipped: n(o.skippedTaken + o.skippedPair + o.skippedGone),
          }),
          "success",
        );
        setConfirm(false);
      })
      .catch(toastError);
  return (
    <Box>
      <Button
        component={RouterLink}
        to={`/host/subEvents/${subEventId}/meetings`}
        startIcon={<ArrowBackIcon aria-hidden />}
        sx={{ mb: 1 }}
      >
        {t("autoSchedule.review.back")}
      </Button>
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1, alignItems: { sm: "center" }, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: 1 }}>
          {t("autoSchedule.review.title", { mode: t(`autoSchedule.mode.${r.mode}`) })}
        </Typography>
        <Chip
          label={t(`autoSchedule.status.${r.status}`)}
          variant="outlined"
          color={r.status === "published" ? "success" : "default"}
        />
        {r.status === "draft" && (
          <Button variant="contained" color="success" onClick={() => setConfirm(true)}>
            {t("autoSchedule.publish")}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t("autoSchedule.compare.title")}
        </Typography>
        <RunSummary run={r} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
        <Tabs
          value={tab}
          onChange={(_, v) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t("autoSchedule.review.tabs")}
        >
          {TABS.map((k) => (
            <Tab
              key={k}
              value={k}
              label={t(`autoSchedule.review.${k}`)}
              id={`draft-tab-${k}`}
              aria-controls={`draft-panel-${k}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`draft-panel-${tab}`} aria-labelledby={`draft-tab-${tab}`} sx={{ pt: 2 }}>
          {tab === "meetings" && (
            <DraftMeetingsTable runId={runId} interpreters={Boolean(r.summary?.interpreters)} />
          )}
          {tab === "companies" && <DraftCompaniesTable runId={runId} />}
          {tab === "unscheduled" && <DraftUnscheduledTable runId={runId} />}
        </Box>
      </Paper>
      <ConfirmDialog
        open={confirm}
        message={t("autoSchedule.confirm.publish")}
        confirmLabel={t("autoSchedule.confirmLabel.publish")}
        busy={publish.isPending}
        onConfirm={doPublish}
        onClose={() => setConfirm(false)}
      />
    </Box>
  );
}
