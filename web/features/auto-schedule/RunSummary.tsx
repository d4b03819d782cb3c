import {
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TRun } from "../../../shared/contract";

const FIGURES = ["meetings", "totalScore", "participantsWithout", "requestedScheduled"] as const;

/** The draft against the schedule now (meetings, total score, participants without, requests met) and its gaps. */
export function RunSummary({ run }: { run: TRun }) {
  const { t, i18n } = useTranslation();
  const s = run.summary;
  if (!s) return null;
  const n = (x: number) => x.toLocaleString(i18n.language);
  const delta = (x: number) => (x > 0 ? `+${n(x)}` : n(x));
  return (
    <Box>
      <Table
        size="small"
        aria-label={t("autoSchedule.compare.title")}
        sx={{
          maxWidth: 640,
          "& td, & th": { px: { xs: 0.75, sm: 2 } },
          "& .MuiTableCell-alignRight": { whiteSpace: "nowrap" },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">{t("autoSchedule.compare.now")}</TableCell>
            <TableCell align="right">{t("autoSchedule.compare.after")}</TableCell>
            <TableCell align="right">{t("autoSchedule.compare.change")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {FIGURES.map((f) => (
            <TableRow key={f}>
              <TableCell component="th" scope="row">
                {t(`autoSchedule.compare.${f}`)}
              </TableCell>
              <TableCell align="right">{n(s.before[f])}</TableCell>
              <TableCell align="right">{n(s.after[f])}</TableCell>
              <TableCell align="right">{delta(s.after[f] - s.before[f])}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t("autoSchedule.summaryLine", {
          newMeetings: n(s.newMeetings),
          sellers: n(s.sellers),
          buyers: n(s.buyers),
          slots: n(s.slots),
          requested: n(s.requestedPairs),
        })}
      </Typography>
      {s.interpreters && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="run-interpreters">
          {t("autoSchedule.interpreters.line", {
            needed: n(s.interpreters.needed),
            got: n(s.interpreters.served + s.interpreters.moved),
            moved: n(s.interpreters.moved),
          })}
          {s.interpreters.fixedWithout > 0 &&
            ` ${t("autoSchedule.interpreters.fixedWithout", { count: s.interpreters.fixedWithout })}`}
        </Typography>
      )}
      {Object.keys(s.unscheduled).length > 0 && (
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: "wrap", mt: 1 }}
          aria-label={t("autoSchedule.unscheduledTitle")}
        >
          {Object.entries(s.unscheduled).map(([reason, count]) => (
            <Chip
              key={reason}
              size="small"
              variant="outlined"
              label={`${t(`matching.unscheduled.${reason}`)}: ${n(count)}`}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
