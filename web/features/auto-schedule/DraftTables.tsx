import {
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDraftCompanies, useDraftMeetings, useDraftUnscheduled } from "../../api/auto-schedule";
import { Pager } from "../common/Pager";
import { Empty, LoadError, Loading } from "../common/states";

const SIZE = 20;

function Shell({
  query,
  label,
  head,
  children,
  page,
  setPage,
}: {
  query: {
    isLoading: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
    data?: { totalPages: number; content: unknown[] };
  };
  label: string;
  head: string[];
  children: ReactNode;
  page: number;
  setPage: (p: number) => void;
}) {
  const { t } = useTranslation();
  if (query.isLoading) return <Loading />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data || query.data.content.length === 0) return <Empty>{t("autoSchedule.review.empty")}</Empty>;
  return (
    <>
      <TableContainer sx={{ overflowX: "auto" }}>
        <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              {head.map((h) => (
                <TableCell key={h} sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
      <Pager page={page} totalPages={query.data.totalPages} onChange={setPage} />
    </>
  );
}

/**
 * The draft's meetings by slot (venue time), searchable by company; with the interpreter of each when the run
 * planned interpreters.
 */
export function DraftMeetingsTable({ runId, interpreters }: { runId: number; interpreters: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [typed, setTyped] = useState("");
  const [company, setCompany] = useState("");
  const q = useDraftMeetings(runId, { page, size: SIZE, company });
  const c = (k: string) => t(`autoSchedule.review.col.${k}`);
  return (
    <>
      <TextField
        size="small"
        type="search"
        label={t("autoSchedule.review.searchCompany")}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            setCompany(typed.trim());
            setPage(0);
          }
        }}
        sx={{ mb: 1, minWidth: 260 }}
      />
      <Shell
        query={q}
        label={t("autoSchedule.review.meetings")}
        head={[
          c("date"),
          c("time"),
          c("seller"),
          c("buyer"),
          ...(interpreters ? [c("interpreter")] : []),
          c("score"),
        ]}
        page={page}
        setPage={setPage}
      >
        {q.data?.content.map((m) => (
          <TableRow key={`${m.sellerId}-${m.buyerId}`}>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{m.date}</TableCell>
            <TableCell sx={{ whiteSpace: "nowrap" }}>
              {m.startTime}–{m.endTime}
            </TableCell>
            <TableCell>{m.sellerName}</TableCell>
            <TableCell>{m.buyerName}</TableCell>
            {interpreters && (
              <TableCell sx={m.interpreterName ? undefined : { color: "text.secondary" }}>
                {m.interpreterName ?? t("autoSchedule.review.interpreterNone")}
              </TableCell>
            )}
            <TableCell align="right">{m.score}</TableCell>
          </TableRow>
        ))}
      </Shell>
    </>
  );
}

/** Per company: agreed meetings now, meetings added; or only those left without any. */
export function DraftCompaniesTable({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [without, setWithout] = useState(false);
  const q = useDraftCompanies(runId, { page, size: SIZE, without: without ? "Y" : "N" });
  const c = (k: string) => t(`autoSchedule.review.col.${k}`);
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={without}
            onChange={(e) => {
              setWithout(e.target.checked);
              setPage(0);
            }}
          />
        }
        label={t("autoSchedule.review.onlyWithout")}
      />
      <Shell
        query={q}
        label={t("autoSchedule.review.companies")}
        head={[c("company"), c("type"), c("now"), c("added"), c("after")]}
        page={page}
        setPage={setPage}
      >
        {q.data?.content.map((r) => (
          <TableRow key={r.applicationId}>
            <TableCell>{r.companyName}</TableCell>
            <TableCell>{t(`workspace.type.${r.type}`)}</TableCell>
            <TableCell align="right">{r.current}</TableCell>
            <TableCell align="right">{r.added}</TableCell>
            <TableCell align="right">{r.current + r.added}</TableCell>
          </TableRow>
        ))}
      </Shell>
    </>
  );
}

const REASONS = [
  "no_common_free_slot",
  "cap_reached",
  "outscored",
  "no_interpreter_free",
  "excluded",
] as const;

/** Requested pairs the draft leaves out, with the reason. */
export function DraftUnscheduledTable({ runId }: { runId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [reason, setReason] = useState<(typeof REASONS)[number] | "">("");
  const q = useDraftUnscheduled(runId, { page, size: SIZE, reason: reason || undefined });
  const c = (k: string) => t(`autoSchedule.review.col.${k}`);
  return (
    <>
      <Stack direction="row" sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label={c("reason")}
          value={reason}
          onChange={(e) => {
            setReason(e.target.value as typeof reason);
            setPage(0);
          }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 260 }}
        >
          <MenuItem value="">{t("autoSchedule.review.allReasons")}</MenuItem>
          {REASONS.map((r) => (
            <MenuItem key={r} value={r}>
              {t(`matching.unscheduled.${r}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Shell
        query={q}
        label={t("autoSchedule.review.unscheduled")}
        head={[c("seller"), c("buyer"), c("reason")]}
        page={page}
        setPage={setPage}
      >
        {q.data?.content.map((u) => (
          <TableRow key={`${u.sellerId}-${u.buyerId}`}>
            <TableCell>{u.sellerName}</TableCell>
            <TableCell>{u.buyerName}</TableCell>
            <TableCell>
              {t(`matching.unscheduled.${u.reason}`)}
              {u.side && u.reason === "cap_reached" ? ` (${t(`autoSchedule.review.side.${u.side}`)})` : ""}
            </TableCell>
          </TableRow>
        ))}
      </Shell>
    </>
  );
}
