import { Box, Chip, LinearProgress, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TMailing } from "../../../shared/contract";
import { useSubEvent } from "../../api/events";
import { useMailings } from "../../api/mailings";
import { currentLanguage } from "../../i18n";
import { Empty, LoadError, Loading } from "../common/states";
import { formatInstant } from "../notices/dates";

function MailingRow({
  mailing: m,
  groupLabel,
  timeZone,
}: {
  mailing: TMailing;
  groupLabel: (g: string) => string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const percent = (n: number) => (m.total === 0 ? 100 : Math.round((n / m.total) * 100));
  const audience = [
    ...m.groups.map(groupLabel),
    ...(m.applicationCount > 0 ? [t("mailings.chosenCount", { count: m.applicationCount })] : []),
  ].join(", ");
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: "none" }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        {m.noticeId !== null && <Chip size="small" label={t("mailings.fromNotice")} />}
        <Typography sx={{ fontWeight: 700, flex: "1 1 200px", overflowWrap: "anywhere" }}>
          {m.title}
        </Typography>
        <Chip
          size="small"
          color={m.status === "done" ? (m.failed > 0 ? "warning" : "success") : "info"}
          label={t(`mailings.status.${m.status}`)}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {formatInstant(m.createdDate, language, timeZone)} · {audience}
      </Typography>
      <LinearProgress
        variant="buffer"
        value={percent(m.sent + m.failed)}
        valueBuffer={percent(m.queued)}
        aria-label={t("mailings.progressLabel", { title: m.title })}
        sx={{ mt: 1.5, height: 8, borderRadius: 4, "& .MuiLinearProgress-dashed": { display: "none" } }}
      />
      <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="mailing-progress">
        {t("mailings.progress", { queued: m.queued, total: m.total, sent: m.sent, failed: m.failed })}
      </Typography>
    </Paper>
  );
}

/** The sub-event's mailings with live progress (it polls while one is going out, and survives a reload). */
export function MailingHistory({
  subEventId,
  groupLabel,
}: {
  subEventId: number;
  groupLabel: (g: string) => string;
}) {
  const { t } = useTranslation();
  const list = useMailings(subEventId);
  // sent times on the venue's clock, as the rest of the product writes them
  const timeZone = useSubEvent(subEventId).data?.timeZone ?? "Asia/Seoul";
  return (
    <Box component="section" aria-labelledby="mailing-history">
      <Typography id="mailing-history" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t("mailings.history")}
      </Typography>
      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : (list.data ?? []).length === 0 ? (
        <Empty>{t("mailings.historyEmpty")}</Empty>
      ) : (
        <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0 }}>
          {list.data!.map((m) => (
            <MailingRow key={m.id} mailing={m} groupLabel={groupLabel} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
