import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from "@mui/material";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TOutcomeReport } from "../../../shared/contract";
import { chartLabels, MEASURES, reportCharts } from "../../../shared/outcome-report/charts";
import { toastError } from "../../lib/toast";
import { Empty, LoadError, Loading } from "../common/states";
import { exportLink, useOutcomeReport } from "./api";
import { ReportChart } from "./ReportChart";

type Lang = "ko" | "en" | "zh";
const langOf = (language: string): Lang => (language === "en" || language === "zh" ? language : "ko");

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" noWrap title={label}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
    </Paper>
  );
}

/** The counts as cards: two a row on a phone, four on a wide screen. */
function Stats({ report }: { report: TOutcomeReport }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => value.toLocaleString(i18n.language);
  const stats: [string, string][] = [
    ...MEASURES.map((m): [string, string] => [t(`outcomeReport.measure.${m}`), n(report.totals[m])]),
    [t("outcomeReport.heldRate"), `${Math.round(report.totals.heldRate * 1000) / 10}%`],
    [t("outcomeReport.checkedIn"), `${n(report.checkins.checkedIn)} / ${n(report.checkins.expected)}`],
  ];
  return (
    <Box
      component="section"
      aria-label={t("outcomeReport.chart.totals")}
      sx={{
        display: "grid",
        gap: 1,
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, 1fr)" },
      }}
    >
      {stats.map(([label, value]) => (
        <Stat key={label} label={label} value={value} />
      ))}
    </Box>
  );
}

/** Star questions as their mean; the two the issue names first. */
function SurveyMeans({ report }: { report: TOutcomeReport }) {
  const { t } = useTranslation();
  const stars = report.surveys.filter((q) => q.type === "star");
  if (report.surveys.length === 0)
    return <Typography color="text.secondary">{t("outcomeReport.noSurveys")}</Typography>;
  return (
    <Box sx={{ display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr", md: "repeat(2, 1fr)" } }}>
      {stars.map((q) => (
        <Stat
          key={q.uuid}
          label={q.highlight ? `${t(`outcomeReport.highlight.${q.highlight}`)} · ${q.title}` : q.title}
          value={t("outcomeReport.mean", {
            value: q.mean === null ? "–" : Math.round(q.mean * 100) / 100,
            count: q.answers,
          })}
        />
      ))}
    </Box>
  );
}

/** The outcome report of an event: filter, exports, counts, charts and surveys. */
export function OutcomeReport({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation();
  const lang = langOf(i18n.language);
  const [subEventId, setSubEventId] = useState<number | null>(null);
  const [busy, setBusy] = useState<"xlsx" | "pdf" | null>(null);
  const query = useOutcomeReport(eventId, subEventId, lang);
  const report = query.data;
  const charts = useMemo(
    () =>
      report
        ? reportCharts(
            report,
            chartLabels((key) => t(key)),
          )
        : [],
    [report, t],
  );
  const download = async (kind: "xlsx" | "pdf") => {
    setBusy(kind);
    try {
      const { url } = await exportLink(kind, eventId, subEventId, lang);
      window.location.assign(url);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(null);
    }
  };
  const surveyCharts = charts.filter((c) => c.id.startsWith("survey:"));
  const mainCharts = charts.filter((c) => !c.id.startsWith("survey:"));
  return (
    <Box sx={{ display: "grid", gap: 2, minWidth: 0 }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
        <TextField
          select
          size="small"
          label={t("outcomeReport.subEvent")}
          value={subEventId ?? ""}
          onChange={(e) => setSubEventId(e.target.value === "" ? null : Number(e.target.value))}
          sx={{ minWidth: 220 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t("outcomeReport.allSubEvents")}</MenuItem>
          {report?.subEvents.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name || `#${s.id}`}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" disabled={!report || busy !== null} onClick={() => download("xlsx")}>
          {busy === "xlsx" ? t("outcomeReport.exporting") : t("outcomeReport.exportXlsx")}
        </Button>
        <Button variant="contained" disabled={!report || busy !== null} onClick={() => download("pdf")}>
          {busy === "pdf" ? t("outcomeReport.exporting") : t("outcomeReport.exportPdf")}
        </Button>
      </Stack>
      {query.isLoading && <Loading />}
      {query.isError && (
        <LoadError
          error={query.error}
          message={t("outcomeReport.loadError")}
          onRetry={() => query.refetch()}
        />
      )}
      {report && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t("outcomeReport.asOf", {
              time: new Intl.DateTimeFormat(lang, {
                dateStyle: "medium",
                timeStyle: "short",
                timeZone: report.timeZone,
              }).format(new Date(report.generatedAt)),
              zone: report.timeZone,
            })}
          </Typography>
          {report.totals.requested === 0 ? (
            <Empty>{t("outcomeReport.empty")}</Empty>
          ) : (
            <>
              <Stats report={report} />
              <Box
                sx={{
                  display: "grid",
                  gap: 2,
                  gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
                }}
              >
                {mainCharts.map((chart) => (
                  <ReportChart key={chart.id} chart={chart} />
                ))}
              </Box>
            </>
          )}
          <Typography component="h2" variant="h6">
            {t("outcomeReport.surveys")}
          </Typography>
          <SurveyMeans report={report} />
          <Box
            sx={{
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
            }}
          >
            {surveyCharts.map((chart) => (
              <ReportChart key={chart.id} chart={chart} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
