import {
  Box,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useInterpreterMeetings } from "../../api/interpreters";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { useWorkspace } from "../../features/workspace/context";

/** The interpreter's consultation list: assigned confirmed meetings that have started; a row opens the notes. */
export default function InterpreterCounselListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subEvent } = useWorkspace();
  const list = useInterpreterMeetings(subEvent.id, "started");
  const open = (id: number) => navigate(`/interpreter/${subEvent.id}/counselList/${id}`);
  const written = (done: boolean) => (
    <Chip
      size="small"
      color={done ? "success" : "default"}
      label={done ? t("survey.written") : t("survey.notWritten")}
    />
  );
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("survey.counselList")}
      </Typography>
      {list.isLoading && <Loading />}
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data?.meetings.length === 0 && <Empty>{t("survey.empty")}</Empty>}
      {list.data && list.data.meetings.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t("survey.counselList")} sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t("survey.meetingName")}</TableCell>
                <TableCell>{t("survey.date")}</TableCell>
                <TableCell>{t("survey.startTime")}</TableCell>
                <TableCell>{t("interpreterUi.notes")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.meetings
                .slice()
                .reverse()
                .map((m) => (
                  <TableRow
                    key={m.id}
                    hover
                    tabIndex={0}
                    sx={{ cursor: "pointer" }}
                    onClick={() => open(m.id)}
                    onKeyDown={(e) => {
                      if (e.key === "Enter") open(m.id);
                    }}
                  >
                    <TableCell>
                      {m.applicantName} ↔ {m.acceptorName}
                    </TableCell>
                    <TableCell>{m.date}</TableCell>
                    <TableCell>{m.startTime}</TableCell>
                    <TableCell>
                      <Box sx={{ display: "flex", gap: 0.5, flexWrap: "wrap" }}>
                        {written(m.applicantMeetingSurvey)}
                        {written(m.acceptorMeetingSurvey)}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
