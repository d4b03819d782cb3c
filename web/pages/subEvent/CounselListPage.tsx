import SearchIcon from "@mui/icons-material/Search";
import {
  Box,
  Chip,
  IconButton,
  InputAdornment,
  Paper,
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
import { useNavigate } from "react-router";
import { useCounselList } from "../../api/surveys";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { useWorkspace } from "../../features/workspace/context";

/** The counsel list: finished meetings (meeting name, date, start time); a row opens its note. */
export default function CounselListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subEvent, place } = useWorkspace();
  const applicationId = place.application?.id;
  const [typed, setTyped] = useState("");
  const [word, setWord] = useState("");
  const list = useCounselList(applicationId, word);
  if (!applicationId) return <Empty>{t("workspace.manager.noApplication")}</Empty>;
  const open = (meetingId: number) => navigate(`/subEvent/${subEvent.id}/counselList/${meetingId}`);
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: "1 0 auto" }}>
          {t("survey.counselList")}
        </Typography>
        <TextField
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") setWord(typed.trim());
          }}
          label={t("survey.meetingName")}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={t("common.search")}
                    onClick={() => setWord(typed.trim())}
                    edge="end"
                  >
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : (list.data ?? []).length === 0 ? (
        <Empty>{t("survey.empty")}</Empty>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto" }}>
          <Table size="small" sx={{ minWidth: 480 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t("survey.meetingName")}</TableCell>
                <TableCell>{t("survey.date")}</TableCell>
                <TableCell>{t("survey.startTime")}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(list.data ?? []).map((row) => (
                <TableRow
                  key={row.meetingId}
                  hover
                  tabIndex={0}
                  sx={{ cursor: "pointer" }}
                  onClick={() => open(row.meetingId)}
                  onKeyDown={(e) => {
                    if (e.key === "Enter") open(row.meetingId);
                  }}
                >
                  <TableCell sx={{ fontWeight: 600 }}>{row.meetingName}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{row.date}</TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    {row.startTime}–{row.endTime}
                  </TableCell>
                  <TableCell align="right">
                    <Chip
                      size="small"
                      color={row.written ? "success" : "default"}
                      label={row.written ? t("survey.written") : t("survey.notWritten")}
                    />
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
