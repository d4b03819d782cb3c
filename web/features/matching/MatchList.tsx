import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import VisibilityOffIcon from "@mui/icons-material/VisibilityOff";
import {
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  Paper,
  Stack,
  TablePagination,
  Typography,
} from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { TMatchingTarget, TMatchMode } from "../../../shared/contract";
import { matchingKeys, useMatchingTargets, useNotInterested } from "../../api/matching";
import { useRequestMeeting } from "../../api/meetings";
import { formatShortDate } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";
import { useTablePagerText } from "../common/Pager";
import { Empty, LoadError, Loading } from "../common/states";
import { useCategoryLabel } from "../workspace/labels";
import { Reasons } from "./Reasons";

interface Props {
  subEventId: number;
  applicationId: number;
  mode: TMatchMode;
  searchWord: string;
  typeLabel: (type: string) => string;
}

function Score({ row }: { row: TMatchingTarget }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minWidth: 120, textAlign: { sm: "right" } }}>
      <Typography variant="h6" component="p" sx={{ lineHeight: 1.2 }}>
        {t("matching.score", { score: row.score })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (100 * row.score) / Math.max(1, row.maxScore))}
        aria-label={t("matching.scoreLabel", { score: row.score, max: row.maxScore })}
        sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
      />
    </Box>
  );
}

/** The counterparts ranked by match score for a mode: reasons, one-click request, "not interested". */
export function MatchList({ subEventId, applicationId, mode, searchWord, typeLabel }: Props) {
  const { t, i18n } = useTranslation();
  const pagerText = useTablePagerText();
  const categoryLabel = useCategoryLabel();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const list = useMatchingTargets({ subEventId, applicationId, mode, page, size, searchWord });
  const request = useRequestMeeting();
  const hide = useNotInterested();
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const when = (slot: NonNullable<TMatchingTarget["commonSlot"]>) =>
    `${formatShortDate(slot.date, i18n.language as "ko")} ${slot.startTime}`;

  const ask = async (row: TMatchingTarget) => {
    const slot = row.commonSlot;
    if (!slot) return;
    setBusy(row.applicationId);
    try {
      await request.mutateAsync({
        subEventId,
        applicant: applicationId,
        acceptor: row.applicationId,
        date: slot.date,
        startTime: slot.startTime,
        mailPostToggleAt: "Y",
      });
      toast(t("matching.requested", { company: row.companyName, when: when(slot) }), "success");
    } catch (e) {
      toastError(e);
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: matchingKeys.all });
    }
  };
  const notInterested = (row: TMatchingTarget) =>
    hide
      .mutateAsync({ on: true, applicationId, targetId: row.applicationId })
      .then(() => toast(t("matching.hiddenDone", { company: row.companyName }), "info"))
      .catch(toastError);

  if (list.isLoading) return <Loading />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  const rows = list.data?.content ?? [];
  if (rows.length === 0) return <Empty>{t(`matching.empty.${mode}`)}</Empty>;
  return (
    <Box>
      <Stack
        component="ol"
        aria-label={t(`matching.listLabel.${mode}`)}
        sx={{ listStyle: "none", p: 0, m: 0, gap: 1.5 }}
      >
        {rows.map((row) => (
          <Paper component="li" variant="outlined" key={row.applicationId} sx={{ p: 2 }}>
            <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, justifyContent: "space-between" }}>
              <Box sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={`/subEvent/${subEventId}/attendeeList/${row.applicationId}`}
                  variant="subtitle1"
                  sx={{ fontWeight: 700, overflowWrap: "anywhere" }}
                >
                  {row.companyName}
                </Link>
                <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap", alignItems: "center", mt: 0.5 }}>
                  <Chip size="small" label={typeLabel(row.type)} />
                  {row.category && (
                    <Typography variant="body2" color="text.secondary">
                      {categoryLabel(row.category)}
                    </Typography>
                  )}
                  {row.managerName && (
                    <Typography variant="body2" color="text.secondary">
                      · {row.managerName}
                    </Typography>
                  )}
                </Stack>
              </Box>
              <Score row={row} />
            </Stack>
            <Box sx={{ mt: 1 }}>
              <Reasons reasons={row.reasons} />
            </Box>
            <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap", mt: 1.5, alignItems: "center" }}>
              {row.liveMeeting ? (
                <Chip
                  color={row.liveMeeting.status === "agree" ? "success" : "default"}
                  label={t(`matching.meeting.${row.liveMeeting.status}`)}
                />
              ) : row.commonSlot ? (
                <Button
                  variant="contained"
                  size="small"
                  startIcon={<EventAvailableIcon aria-hidden />}
                  disabled={busy === row.applicationId}
                  onClick={() => ask(row)}
                >
                  {t("matching.requestAt", { when: when(row.commonSlot) })}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t("matching.noCommonSlot")}
                </Typography>
              )}
              <Button
                size="small"
                color="inherit"
                startIcon={<VisibilityOffIcon aria-hidden />}
                disabled={hide.isPending}
                onClick={() => notInterested(row)}
                aria-label={t("matching.notInterestedIn", { company: row.companyName })}
              >
                {t("matching.notInterested")}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <TablePagination
        {...pagerText}
        component="div"
        count={list.data?.totalElements ?? 0}
        page={page}
        rowsPerPage={size}
        rowsPerPageOptions={[5, 10, 20]}
        onPageChange={(_, p) => setPage(p)}
        onRowsPerPageChange={(e) => {
          setSize(Number(e.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}
