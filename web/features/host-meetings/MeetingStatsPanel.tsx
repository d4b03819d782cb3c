import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useExpiry } from "../../api/host-meetings";
import { toast, toastError } from "../../lib/toast";
import { scrollHint } from "../common/responsive-table";
import type { MeetingStats } from "./types";

const SERIES = ["requested", "agreed", "rejected", "cancelled", "expired"] as const;
const COLORS: Record<(typeof SERIES)[number], string> = {
  requested: "#1565c0",
  agreed: "#2e7d32",
  rejected: "#c62828",
  cancelled: "#6a1b9a",
  expired: "#616161",
};

/** The meeting board's figures: per-day counts with a bar chart, companies without a meeting, request expiry. */
export function MeetingStatsPanel({
  subEventId,
  stats,
  hours,
  onHours,
}: {
  subEventId: number;
  stats: MeetingStats | undefined;
  hours: string;
  onHours: (hours: string) => void;
}) {
  const { t } = useTranslation();
  const expiry = useExpiry(subEventId);
  const max = Math.max(1, ...(stats?.days ?? []).map((d) => d.requested));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t("hostMeetings.stats")}
      </Typography>
      {stats && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t("hostMeetings.participants", { count: stats.participants })}
          </Typography>
          <Stack direction="row" sx={{ gap: 2, flexWrap: "wrap", mb: 1 }} aria-hidden="true">
            {SERIES.map((k) => (
              <Stack key={k} direction="row" sx={{ gap: 0.5, alignItems: "center" }}>
                <Box sx={{ width: 12, height: 12, bgcolor: COLORS[k], borderRadius: 0.5 }} />
                <Typography variant="body2">{t(`hostMeetings.${k}`)}</Typography>
              </Stack>
            ))}
          </Stack>
          <TableContainer sx={scrollHint}>
            <Table size="small" aria-label={t("hostMeetings.chart")}>
              <TableHead>
                <TableRow>
                  <TableCell>{t("hostMeetings.day")}</TableCell>
                  {SERIES.map((k) => (
                    <TableCell key={k} align="right">
                      {t(`hostMeetings.${k}`)}
                    </TableCell>
                  ))}
                  <TableCell sx={{ width: "40%", display: { xs: "none", md: "table-cell" } }} />
                </TableRow>
              </TableHead>
              <TableBody>
                {stats.days.map((d) => (
                  <TableRow key={d.date}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{d.date}</TableCell>
                    {SERIES.map((k) => (
                      <TableCell key={k} align="right">
                        {d[k]}
                      </TableCell>
                    ))}
                    <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                      <Stack sx={{ gap: 0.25 }} aria-hidden="true">
                        {SERIES.map((k) => (
                          <Box
                            key={k}
                            sx={{
                              height: 6,
                              width: `${(d[k] / max) * 100}%`,
                              bgcolor: COLORS[k],
                              borderRadius: 1,
                            }}
                          />
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            {t("hostMeetings.withoutMeeting", { count: stats.withoutMeeting.length })}
          </Typography>
          <Box
            tabIndex={0}
            role="region"
            aria-label={t("hostMeetings.withoutMeeting", { count: stats.withoutMeeting.length })}
            sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 0.5, maxHeight: 120, overflow: "auto" }}
          >
            {stats.withoutMeeting.map((c) => (
              <Chip key={c.applicationId} size="small" label={c.companyName} />
            ))}
          </Box>
        </>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 2, alignItems: "center" }}>
        <TextField
          size="small"
          type="number"
          label={t("hostMeetings.expiryHours")}
          value={hours}
          onChange={(e) => onHours(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 720 } }}
          sx={{ width: 260 }}
        />
        <Button
          onClick={() =>
            expiry
              .mutateAsync(Number(hours))
              .then(() => toast(t("hostMeetings.saved"), "success"))
              .catch(toastError)
          }
        >
          {t("hostMeetings.save")}
        </Button>
      </Stack>
    </Paper>
  );
}
