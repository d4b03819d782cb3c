import {
  Alert,
  Box,
  Button,
  Chip,
  Container,
  Pagination,
  Paper,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { THostEventItem } from "../../../shared/contract";
import { useCurrentUser } from "../../api/account";
import { type ReviewFilter, useAdminEvents, useDecideEvent } from "../../api/admin";
import { Loading } from "../../features/common/states";
import { DecisionDialog } from "../../features/host/DecisionDialog";
import { localized } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";

const FILTERS: ReviewFilter[] = ["requested", "approved", "rejected", "draft", "all"];

/** /admin: the administrators' review queue of events (approve, or reject with a reason). */
export default function AdminPage() {
  const { t, i18n } = useTranslation();
  const { data: me, isLoading: meLoading } = useCurrentUser();
  const isAdmin = me?.role === "ADMIN";
  const [filter, setFilter] = useState<ReviewFilter>("requested");
  const [search, setSearch] = useState("");
  const [word, setWord] = useState("");
  const [page, setPage] = useState(0);
  const { data, isLoading } = useAdminEvents(filter, word, page, isAdmin);
  const decide = useDecideEvent();
  const [target, setTarget] = useState<{ event: THostEventItem; mode: "approve" | "reject" } | null>(null);

  if (meLoading) return <Loading />;
  if (!isAdmin)
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {t("adminUi.title")}
        </Typography>
        <Alert severity="warning">{t("adminUi.notAllowed")}</Alert>
      </Container>
    );

  const confirm = async (reason: string) => {
    if (!target) return;
    try {
      await decide.mutateAsync({
        eventId: target.event.id,
        body: { decision: target.mode === "approve" ? "approved" : "rejected", reason },
      });
      toast(t(target.mode === "approve" ? "adminUi.approved" : "adminUi.rejected"), "success");
      setTarget(null);
    } catch (e) {
      toastError(e);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack sx={{ gap: 2 }}>
        <Typography variant="h4" component="h1">
          {t("adminUi.title")}
        </Typography>
        <Tabs
          value={filter}
          onChange={(_, v) => {
            setFilter(v);
            setPage(0);
          }}
          variant="scrollable"
          aria-label={t("adminUi.filter")}
        >
          {FILTERS.map((f) => (
            <Tab key={f} value={f} label={f === "all" ? t("hostUi.all") : t(`hostUi.approval.${f}`)} />
          ))}
        </Tabs>
        <TextField
          size="small"
          type="search"
          label={t("adminUi.search")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            setWord(search.trim());
            setPage(0);
          }}
          sx={{ maxWidth: 360 }}
        />
        {isLoading && <Loading />}
        {data?.content.length === 0 && <Typography color="text.secondary">{t("adminUi.empty")}</Typography>}
        <Stack component="ul" sx={{ gap: 1.5, listStyle: "none", p: 0, m: 0 }}>
          {data?.content.map((e) => (
            <Paper component="li" key={e.id} variant="outlined" sx={{ p: 2 }}>
              <Stack direction={{ xs: "column", md: "row" }} sx={{ gap: 1.5, alignItems: { md: "center" } }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {localized(i18n.language as "ko", e.name, e.nameEn)}
                    </Typography>
                    <Chip size="small" label={t(`hostUi.approval.${e.approval}`)} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                    {e.startDate} ~ {e.endDate} · {e.hostName} ({e.hostEmail}) ·{" "}
                    {t("hostUi.subEventCount", { count: e.subEventCount })}
                  </Typography>
                  {e.approvalReason && (
                    <Typography variant="body2">
                      {t("hostUi.rejectedReason", { reason: e.approvalReason })}
                    </Typography>
                  )}
                </Box>
                <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
                  <Button component={RouterLink} to={`/host/events/${e.id}`}>
                    {t("adminUi.open")}
                  </Button>
                  {e.approval === "requested" && (
                    <>
                      <Button variant="contained" onClick={() => setTarget({ event: e, mode: "approve" })}>
                        {t("hostUi.approve")}
                      </Button>
                      <Button
                        variant="outlined"
                        color="error"
                        onClick={() => setTarget({ event: e, mode: "reject" })}
                      >
                        {t("hostUi.reject")}
                      </Button>
                    </>
                  )}
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
        {data && data.totalPages > 1 && (
          <Pagination
            count={data.totalPages}
            page={page + 1}
            onChange={(_, p) => setPage(p - 1)}
            sx={{ alignSelf: "center" }}
          />
        )}
      </Stack>
      <DecisionDialog
        open={target !== null}
        mode={target?.mode ?? "approve"}
        title={target ? localized(i18n.language as "ko", target.event.name, target.event.nameEn) : ""}
        description={target?.mode === "approve" ? t("adminUi.approveNote") : t("adminUi.rejectNote")}
        busy={decide.isPending}
        onClose={() => setTarget(null)}
        onConfirm={confirm}
      />
    </Container>
  );
}
