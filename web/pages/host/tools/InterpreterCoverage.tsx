import {
  Box,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { THostInterpreter } from "../../../../shared/contract";
import { useAssignInterpreter, useCoverage } from "../../../api/interpreters";
import { Empty, LoadError, Loading } from "../../../features/common/states";
import { toastError } from "../../../lib/toast";

/** Live meetings from now on with their interpreter; the count of those without one; assignment in place. */
export function InterpreterCoverage({
  subEventId,
  interpreters,
}: {
  subEventId: number;
  interpreters: THostInterpreter[];
}) {
  const { t } = useTranslation();
  const [onlyNeeding, setOnlyNeeding] = useState(false);
  const coverage = useCoverage(subEventId, onlyNeeding);
  const assign = useAssignInterpreter();
  const registered = interpreters.filter((i) => i.userId !== null);
  return (
    <Box component="section" aria-labelledby="coverage-title">
      <Stack direction="row" sx={{ alignItems: "center", gap: 2, flexWrap: "wrap", mb: 1 }}>
        <Typography id="coverage-title" component="h2" variant="h5" sx={{ flex: "1 0 auto" }}>
          {t("hostTools.coverage")}
        </Typography>
        <FormControlLabel
          control={<Switch checked={onlyNeeding} onChange={(e) => setOnlyNeeding(e.target.checked)} />}
          label={t("hostTools.onlyNeeding")}
        />
      </Stack>
      {coverage.data && (
        <Typography
          color={coverage.data.needing > 0 ? "warning.main" : "success.main"}
          sx={{ mb: 1.5, fontWeight: 600 }}
          aria-live="polite"
        >
          {t("hostTools.needing", { count: coverage.data.needing })}
        </Typography>
      )}
      {coverage.isLoading && <Loading />}
      {coverage.isError && <LoadError error={coverage.error} onRetry={() => coverage.refetch()} />}
      {coverage.data?.meetings.length === 0 && <Empty>{t("meetings.noMeetings")}</Empty>}
      {coverage.data && coverage.data.meetings.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t("hostTools.coverage")} sx={{ minWidth: 720 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t("meetings.date")}</TableCell>
                <TableCell>{t("meetings.with")}</TableCell>
                <TableCell>{t("meetings.filterLabel")}</TableCell>
                <TableCell>{t("nav.interpreter")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {coverage.data.meetings.map(
                ({ meeting: m, applicantCountry, acceptorCountry, interpreterId }) => (
                  <TableRow key={m.id}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {m.date} {m.startTime}–{m.endTime}
                    </TableCell>
                    <TableCell>
                      {m.applicantName} ({applicantCountry}) ↔ {m.acceptorName} ({acceptorCountry})
                    </TableCell>
                    <TableCell>{t(`meetings.status.${m.status}`)}</TableCell>
                    <TableCell sx={{ minWidth: 200 }}>
                      <TextField
                        select
                        size="small"
                        fullWidth
                        label={t("hostTools.interpreterOf", { time: m.startTime })}
                        value={interpreterId ?? ""}
                        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                        disabled={assign.isPending}
                        onChange={(e) =>
                          assign.mutate(
                            {
                              meetingId: m.id,
                              interpreterId: e.target.value === "" ? null : Number(e.target.value),
                            },
                            { onError: toastError },
                          )
                        }
                      >
                        <MenuItem value="">{t("hostTools.noInterpreter")}</MenuItem>
                        {registered.map((i) => (
                          <MenuItem key={i.id} value={i.id}>
                            {i.name || i.email}
                            {i.languages.length > 0 ? ` (${i.languages.join(", ")})` : ""}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                  </TableRow>
                ),
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
