import {
  Box,
  Button,
  MenuItem,
  Stack,
  TableContainer,
  TablePagination,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useParams } from "react-router";
import {
  HOST_APPLICANT_APPROVALS,
  HOST_APPLICANT_TYPES,
  type THostApplicant,
} from "../../../shared/contract";
import { useCurrentUser } from "../../api/account";
import { useSubEvent } from "../../api/events";
import {
  type ApplicantQuery,
  fetchAllApplicants,
  useDecideApplicants,
  useHostApplicants,
} from "../../api/host";
import { useTablePagerText } from "../../features/common/Pager";
import { scrollHint } from "../../features/common/responsive-table";
import { Loading } from "../../features/common/states";
import { ApplicantTable } from "../../features/host/ApplicantTable";
import { DecisionDialog } from "../../features/host/DecisionDialog";
import { exportApplicants, exportDate, exportFileName } from "../../features/host/export-applicants";
import { localized } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";

type Decision = { mode: "approve" | "reject"; ids: number[] } | null;

/** /host/subEvents/:subEventId/applicants: search, filter, approve or reject (with a reason), export. */
export default function ApplicantsPage() {
  const { t, i18n } = useTranslation();
  const pagerText = useTablePagerText();
  const subEventId = Number(useParams().subEventId);
  const { data: subEvent } = useSubEvent(subEventId);
  const { data: me } = useCurrentUser();
  const [input, setInput] = useState("");
  const [query, setQuery] = useState<ApplicantQuery>({ page: 0, size: 10, search: "" });
  const { data, isLoading } = useHostApplicants(subEventId, query);
  const decide = useDecideApplicants();
  const [selected, setSelected] = useState<number[]>([]);
  const [decision, setDecision] = useState<Decision>(null);
  const [exporting, setExporting] = useState(false);

  // Search 1000 ms after the last key (spec's table debounce), or at once on Enter.
  useEffect(() => {
    const timer = setTimeout(
      () => setQuery((q) => (q.search === input.trim() ? q : { ...q, search: input.trim(), page: 0 })),
      1000,
    );
    return () => clearTimeout(timer);
  }, [input]);
  // A new search, filter or page starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the query changes
  useEffect(() => setSelected([]), [query]);

  const rows = data?.content ?? [];
  const eventName = subEvent
    ? localized(i18n.language as "ko", subEvent.mainEvent.name, subEvent.mainEvent.nameEn)
    : "";

  const confirm = async (reason: string) => {
    if (!decision) return;
    try {
      const result = await decide.mutateAsync({
        subEventId,
        body: {
          applicationIds: decision.ids,
          decision: decision.mode === "approve" ? "approval" : "reject",
          reason,
        },
      });
      toast(t("hostUi.decided", { count: result.updated }), "success");
      setDecision(null);
      setSelected([]);
    } catch (e) {
      toastError(e);
    }
  };

  const runExport = async () => {
    setExporting(true);
    try {
      const { page: _p, size: _s, ...filter } = query;
      const all = await fetchAllApplicants(subEventId, filter);
      const col = (header: string, value: (a: THostApplicant) => string) => ({ header: t(header), value });
      await exportApplicants(
        all,
        [
          col("hostUi.col.type", (a) => t(`hostUi.applicantType.${a.type}`)),
          col("hostUi.col.company", (a) => a.company),
          col("hostUi.col.name", (a) => a.name),
          col("hostUi.col.position", (a) => a.position),
          col("hostUi.col.email", (a) => a.email),
          col("hostUi.col.phone", (a) => `+${a.countryNumber} ${a.phoneNumber}`),
          col("hostUi.col.approval", (a) => t(`approval.${a.approval}`)),
          col("hostUi.col.reason", (a) => a.reason),
          col("hostUi.col.category", (a) => a.category),
          col("hostUi.col.keyword", (a) => a.keyword),
          col("hostUi.col.applied", (a) => exportDate(a.createdDate)),
        ],
        exportFileName(eventName || "event", me?.name ?? ""),
      );
    } catch (e) {
      toastError(e);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Box>
        <Button component={RouterLink} to={`/host/subEvents/${subEventId}`} size="small">
          ← {t("hostUi.editSubEvent")}
        </Button>
        <Typography variant="h4" component="h1">
          {t("hostUi.applicants")}
        </Typography>
        {subEvent && (
          <Typography color="text.secondary">
            {eventName} · {localized(i18n.language as "ko", subEvent.name, subEvent.nameEn)}
          </Typography>
        )}
      </Box>
      <Stack direction={{ xs: "column", md: "row" }} sx={{ gap: 1.5, alignItems: { md: "center" } }}>
        <TextField
          size="small"
          type="search"
          label={t("hostUi.searchApplicants")}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") setQuery((q) => ({ ...q, search: input.trim(), page: 0 }));
          }}
          sx={{ minWidth: 240 }}
        />
        <TextField
          select
          size="small"
          label={t("hostUi.col.type")}
          value={query.type ?? ""}
          sx={{ minWidth: 140 }}
          onChange={(e) =>
            setQuery((q) => ({
              ...q,
              type: (e.target.value || undefined) as ApplicantQuery["type"],
              page: 0,
            }))
          }
        >
          <MenuItem value="">{t("hostUi.all")}</MenuItem>
          {HOST_APPLICANT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`hostUi.applicantType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t("hostUi.col.approval")}
          value={query.approval ?? ""}
          sx={{ minWidth: 140 }}
          onChange={(e) =>
            setQuery((q) => ({
              ...q,
              approval: (e.target.value || undefined) as ApplicantQuery["approval"],
              page: 0,
            }))
          }
        >
          <MenuItem value="">{t("hostUi.all")}</MenuItem>
          {HOST_APPLICANT_APPROVALS.map((a) => (
            <MenuItem key={a} value={a}>
              {t(`approval.${a}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" disabled={exporting} onClick={runExport}>
          {exporting ? t("common.loading") : t("hostUi.export")}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="body2">{t("hostUi.selected", { count: selected.length })}</Typography>
        <Button
          size="small"
          variant="contained"
          disabled={selected.length === 0}
          onClick={() => setDecision({ mode: "approve", ids: selected })}
        >
          {t("hostUi.approveSelected")}
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={selected.length === 0}
          onClick={() => setDecision({ mode: "reject", ids: selected })}
        >
          {t("hostUi.rejectSelected")}
        </Button>
      </Stack>
      {isLoading ? (
        <Loading />
      ) : (
        <TableContainer sx={[scrollHint, { border: 1, borderColor: "divider", borderRadius: 1 }]}>
          <ApplicantTable
            rows={rows}
            selected={selected}
            onSelect={setSelected}
            onDecide={(mode, id) => setDecision({ mode, ids: [id] })}
          />
          <TablePagination
            {...pagerText}
            component="div"
            count={data?.totalElements ?? 0}
            page={query.page}
            rowsPerPage={query.size}
            rowsPerPageOptions={[5, 10, 15, 20]}
            onPageChange={(_, page) => setQuery((q) => ({ ...q, page }))}
            onRowsPerPageChange={(e) => setQuery((q) => ({ ...q, size: Number(e.target.value), page: 0 }))}
          />
        </TableContainer>
      )}
      <DecisionDialog
        open={decision !== null}
        mode={decision?.mode ?? "approve"}
        title={
          decision?.mode === "reject"
            ? t("hostUi.rejectTitle", { count: decision.ids.length })
            : t("hostUi.approveTitle", { count: decision?.ids.length ?? 0 })
        }
        description={decision?.mode === "approve" ? t("hostUi.approveMailNote") : t("hostUi.rejectMailNote")}
        busy={decide.isPending}
        onClose={() => setDecision(null)}
        onConfirm={confirm}
      />
    </Stack>
  );
}
