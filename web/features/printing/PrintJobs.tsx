import { Button, LinearProgress, List, ListItem, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { usePrintJobs } from "../../api/printing";
import { LoadError, Loading } from "../common/states";

const sizeText = (bytes: number) =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The latest jobs: progress while made, then a download link (signed, asked again with the list). */
export function PrintJobs({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const jobs = usePrintJobs(eventId);
  if (jobs.isLoading) return <Loading />;
  if (jobs.isError) return <LoadError error={jobs.error} onRetry={() => jobs.refetch()} />;
  if (!jobs.data?.length) return <Typography color="text.secondary">{t("printing.noJobs")}</Typography>;
  return (
    <List aria-label={t("printing.jobs")}>
      {jobs.data.map((job) => (
        <ListItem key={job.id} divider sx={{ display: "block" }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
            <Typography sx={{ fontWeight: 600 }}>{t(`printing.kind.${job.kind}`)}</Typography>
            <Typography color="text.secondary">{new Date(job.createdAt).toLocaleString()}</Typography>
            {job.status === "done" && job.downloadUrl && (
              <Button size="small" variant="outlined" href={job.downloadUrl}>
                {t("printing.download")}
              </Button>
            )}
          </Stack>
          {job.status === "running" && (
            <>
              <Typography role="status">
                {t("printing.running", { done: job.done, total: job.total || "…" })}
              </Typography>
              <LinearProgress
                variant={job.total ? "determinate" : "indeterminate"}
                value={job.total ? (100 * job.done) / job.total : 0}
                aria-label={t(`printing.kind.${job.kind}`)}
              />
            </>
          )}
          {job.status === "done" && (
            <Typography color="success.main">{t("printing.done", { size: sizeText(job.bytes) })}</Typography>
          )}
          {job.status === "failed" && (
            <Typography color="error">
              {t("printing.failed", { reason: t(job.error || "printing.error.failed") })}
            </Typography>
          )}
        </ListItem>
      ))}
    </List>
  );
}
