import SearchIcon from "@mui/icons-material/Search";
import {
  Box,
  Button,
  InputAdornment,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { MATCH_MODES, type TMatchMode } from "../../../shared/contract";
import { useKeywordsInUse } from "../../api/applications";
import { useCompanies, useParticipants } from "../../api/workspace";
import { useTablePagerText } from "../../features/common/Pager";
import { scrollHint, stackedOnPhones } from "../../features/common/responsive-table";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { HiddenCompaniesDialog } from "../../features/matching/HiddenCompaniesDialog";
import { MatchList } from "../../features/matching/MatchList";
import { MatchMenu } from "../../features/matching/MatchMenu";
import { useWorkspace } from "../../features/workspace/context";
import { useCategoryLabel, useTypeLabel } from "../../features/workspace/labels";
import { listText } from "../../lib/format";

const SEARCH_DEBOUNCE_MS = 1000;

/** The participant (company) list: type filter, search (Enter or 1000 ms after typing), 10 a page. */
export default function AttendeeListPage() {
  const { t } = useTranslation();
  const pagerText = useTablePagerText();
  const navigate = useNavigate();
  const categoryLabel = useCategoryLabel();
  const { subEvent, place } = useWorkspace();
  const [type, setType] = useState<"all" | "seller" | "buyer">("all");
  const [input, setInput] = useState("");
  const [word, setWord] = useState("");
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const search = (value: string) => {
    setWord(value.trim());
    setPage(0);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the debounce restarts on typing only
  useEffect(() => {
    const timer = setTimeout(() => search(input), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input]);
  // A company-name filter in the query string (?companyName=) narrows the list and locks the keyword filter.
  const [params, setParams] = useSearchParams();
  const companyName = params.get("companyName")?.trim() ?? "";
  // The Match menu (matching Y, a participant's own application): ?match=RECOMMEND|CONNECTION|TIGHT.
  const me = place.application?.approval === "approval" ? place.application.id : undefined;
  const canMatch = subEvent.matching === "Y" && me !== undefined;
  const asked = params.get("match");
  const mode = canMatch && MATCH_MODES.includes(asked as TMatchMode) ? (asked as TMatchMode) : null;
  const setMode = (next: TMatchMode | null) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next) out.set("match", next);
        else out.delete("match");
        return out;
      },
      { replace: true },
    );
  const [hiddenOpen, setHiddenOpen] = useState(false);
  const [keywordId, setKeywordId] = useState<number | undefined>();
  const keywords = useKeywordsInUse(subEvent.id);
  const filtered = Boolean(companyName || keywordId);
  const plain = useParticipants(subEvent.id, type, page, size, word, !filtered && !mode);
  const companies = useCompanies(
    subEvent.id,
    { type, page, size, searchWord: word, keywordId: companyName ? undefined : keywordId, companyName },
    filtered && !mode,
  );
  const list = filtered ? companies : plain;
  const label = (column: string) => t(`workspace.col.${column}`);
  const typeLabel = useTypeLabel(subEvent);
  const open = (applicationId: number) => navigate(`/subEvent/${subEvent.id}/attendeeList/${applicationId}`);
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("workspace.nav.participants")}
      </Typography>
      {canMatch && (
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center", mb: 2 }}>
          <MatchMenu value={mode} onChange={setMode} />
          <Button variant="text" onClick={() => setHiddenOpen(true)}>
            {t("matching.hidden.open")}
          </Button>
          <HiddenCompaniesDialog applicationId={me} open={hiddenOpen} onClose={() => setHiddenOpen(false)} />
        </Box>
      )}
      <Box sx={{ display: mode ? "none" : "flex", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <TextField
          select
          size="small"
          label={t("workspace.typeFilter")}
          value={type}
          onChange={(e) => {
            setType(e.target.value as typeof type);
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="all">{t("workspace.type.all")}</MenuItem>
          <MenuItem value="seller">{typeLabel("seller")}</MenuItem>
          <MenuItem value="buyer">{typeLabel("buyer")}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t("workspace.col.keyword")}
          value={companyName ? "" : (keywordId ?? "")}
          disabled={Boolean(companyName)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(e) => {
            setKeywordId(e.target.value === "" ? undefined : Number(e.target.value));
            setPage(0);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t("workspace.type.all")}</MenuItem>
          {(keywords.data ?? []).map((k) => (
            <MenuItem key={k.id} value={k.id}>
              {k.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="search"
          label={t("workspace.searchCompany")}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") search(input);
          }}
          sx={{ flex: 1, minWidth: 200 }}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {mode && me !== undefined ? (
        <MatchList
          subEventId={subEvent.id}
          applicationId={me}
          mode={mode}
          searchWord=""
          typeLabel={typeLabel}
        />
      ) : list.isLoading ? (
        <Loading />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => list.refetch()} />
      ) : list.data && list.data.content.length === 0 ? (
        <Empty>{t("workspace.noParticipants")}</Empty>
      ) : (
        <Paper variant="outlined">
          <TableContainer sx={scrollHint}>
            <Table size="small" aria-label={t("workspace.nav.participants")} sx={stackedOnPhones(760)}>
              <TableHead>
                <TableRow>
                  {["type", "company", "manager", "category", "keyword", "note"].map((c) => (
                    <TableCell key={c} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                      {t(`workspace.col.${c}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data?.content.map((row) => (
                  <TableRow
                    key={row.applicationId}
                    hover
                    tabIndex={0}
                    onClick={() => open(row.applicationId)}
                    onKeyDown={(e) => {
                      if (e.key === "Enter") open(row.applicationId);
                    }}
                    sx={{ cursor: "pointer" }}
                  >
                    <TableCell data-label={label("type")} sx={{ whiteSpace: "nowrap" }}>
                      {typeLabel(row.type)}
                    </TableCell>
                    <TableCell data-label={label("company")} sx={{ fontWeight: 600 }}>
                      {row.companyName}
                    </TableCell>
                    <TableCell data-label={label("manager")}>{row.managerName}</TableCell>
                    <TableCell data-label={label("category")}>{categoryLabel(row.category)}</TableCell>
                    <TableCell data-label={label("keyword")}>{listText(row.keyword)}</TableCell>
                    <TableCell data-label={label("note")} sx={{ maxWidth: 280 }}>
                      {row.note}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            {...pagerText}
            component="div"
            count={list.data?.totalElements ?? 0}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={[5, 10, 15, 20]}
            onPageChange={(_, p) => setPage(p)}
            onRowsPerPageChange={(e) => {
              setSize(Number(e.target.value));
              setPage(0);
            }}
          />
        </Paper>
      )}
    </Box>
  );
}
