import { Alert, Box, Button, Chip, Pagination, Paper, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { useHostEvents, useRequestApproval } from "../../api/host";
import { Loading } from "../../features/common/states";
import { localized } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";

const CHIP_COLOR = { draft: "default", requested: "info", approved: "success", rejected: "error" } as const;

/** /host: the organizer's events with their approval state; creating an event is one click away. */
export default function HostHomePage() {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(0);
  const { data, isLoading } = useHostEvents(page);
  const requestApproval = useRequestApproval();
  const events = data?.content ?? [];
  return (
    <Stack sx={{ gap: 3 }}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "center" } }}
      >
        <Box>
          <Typography variant="h4" component="h1">
            {t("hostUi.console")}
          </Typography>
          <Typography color="text.secondary">{t("hostUi.consoleIntro")}</Typography>
        </Box>
        <Button variant="contained" size="large" component={RouterLink} to="/host/events/new">
          {t("hostUi.createEvent")}
        </Button>
      </Stack>
      {isLoading && <Loading />}
      {!isLoading && events.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: "center" }}>
          <Typography variant="h6" component="p">
            {t("hostUi.noEvents")}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t("hostUi.noEventsHint")}
          </Typography>
          <Button variant="contained" component={RouterLink} to="/host/events/new">
            {t("hostUi.createEvent")}
          </Button>
        </Paper>
      )}
      <Stack
        component="ul"
        sx={{ gap: 1.5, listStyle: "none", p: 0, m: 0 }}
        aria-label={t("hostUi.myEvents")}
      >
        {events.map((e) => (
          <Paper component="li" key={e.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: "column", md: "row" }} sx={{ gap: 1.5, alignItems: { md: "center" } }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Stack direction="row" sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {localized(i18n.language as "ko", e.name, e.nameEn)}
                  </Typography>
                  <Chip
                    size="small"
                    label={t(`hostUi.approval.${e.approval}`)}
                    color={CHIP_COLOR[e.approval]}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {e.startDate} ~ {e.endDate} · {t("hostUi.subEventCount", { count: e.subEventCount })}
                </Typography>
                {e.approval === "rejected" && e.approvalReason && (
                  <Alert severity="warning" sx={{ mt: 1 }}>
                    {t("hostUi.rejectedReason", { reason: e.approvalReason })}
                  </Alert>
                )}
              </Box>
              <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap" }}>
                <Button variant="outlined" component={RouterLink} to={`/host/events/${e.id}`}>
                  {t("common.edit")}
                </Button>
                {(e.approval === "draft" || e.approval === "rejected") && (
                  <Button
                    variant="contained"
                    disabled={requestApproval.isPending}
                    onClick={() =>
                      requestApproval
                        .mutateAsync(e.id)
                        .then(() => toast(t("hostUi.requested"), "success"), toastError)
                    }
                  >
                    {t("hostUi.requestApproval")}
                  </Button>
                )}
                <Button component={RouterLink} to={`/host/events/${e.id}/directRooms`}>
                  {t("videoCall.host.directRooms")}
                </Button>
                <Button component={RouterLink} to={`/host/events/${e.id}/badges`}>
                  {t("badges.host.title")}
                </Button>
                <Button component={RouterLink} to={`/host/events/${e.id}/checkin`}>
                  {t("checkin.title")}
                </Button>
                <Button component={RouterLink} to={`/host/events/${e.id}/print`}>
                  {t("printing.kind.badges")} · {t("printing.kind.agendas")}
                </Button>
                <Button component={RouterLink} to={`/host/events/${e.id}/report`}>
                  {t("outcomeReport.consoleLink")}
                </Button>
                {e.approval === "approved" && (
                  <Button component={RouterLink} to={`/event/detail/${e.id}`}>
                    {t("hostUi.viewPublic")}
                  </Button>
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
  );
}
