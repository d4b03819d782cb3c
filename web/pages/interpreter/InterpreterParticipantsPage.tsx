import SearchIcon from "@mui/icons-material/Search";
import {
  Box,
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
import { useParticipants } from "../../api/workspace";
import { Pager } from "../../features/common/Pager";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { useWorkspace } from "../../features/workspace/context";
import { useCategoryLabel, useTypeLabel } from "../../features/workspace/labels";

/** The sub-event's approved companies, read-only for its interpreter; a row opens the company. */
export default function InterpreterParticipantsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categoryLabel = useCategoryLabel();
  const { subEvent } = useWorkspace();
  const [typed, setTyped] = useState("");
  const [word, setWord] = useState("");
  const [page, setPage] = useState(0);
  const list = useParticipants(subEvent.id, "all", page, 10, word);
  const search = () => {
    setWord(typed.trim());
    setPage(0);
  };
  const open = (id: number) => navigate(`/interpreter/${subEvent.id}/participantsList/${id}`);
  const typeLabel = useTypeLabel(subEvent);
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: "1 0 auto" }}>
          {t("workspace.nav.participants")}
        </Typography>
        <TextField
          size="small"
          label={t("workspace.searchCompany")}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && search()}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton aria-label={t("common.search")} onClick={search} edge="end">
                    <SearchIcon />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {list.isLoading && <Loading />}
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data?.content.length === 0 && <Empty>{t("workspace.noParticipants")}</Empty>}
      {list.data && list.data.content.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t("workspace.nav.participants")} sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t("workspace.col.type")}</TableCell>
                <TableCell>{t("workspace.col.company")}</TableCell>
                <TableCell>{t("workspace.col.manager")}</TableCell>
                <TableCell>{t("workspace.col.category")}</TableCell>
                <TableCell>{t("workspace.col.keyword")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.content.map((row) => (
                <TableRow
                  key={row.applicationId}
                  hover
                  tabIndex={0}
                  sx={{ cursor: "pointer" }}
                  onClick={() => open(row.applicationId)}
                  onKeyDown={(e) => e.key === "Enter" && open(row.applicationId)}
                >
                  <TableCell>{typeLabel(row.type)}</TableCell>
                  <TableCell>{row.companyName}</TableCell>
                  <TableCell>{row.managerName}</TableCell>
                  <TableCell>{categoryLabel(row.category)}</TableCell>
                  <TableCell>{row.keyword}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.data && <Pager page={page} totalPages={list.data.totalPages} onChange={setPage} />}
    </Box>
  );
}
