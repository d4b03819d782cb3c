import DownloadIcon from "@mui/icons-material/Download";
import {
  Autocomplete,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { TMeeting } from "../../../shared/contract";
import { useSubEvent } from "../../api/events";
import {
  useArrange,
  useBlock,
  useBoard,
  useExpiry,
  useHostCancel,
  usePlace,
  useStats,
} from "../../api/host-meetings";
import { useParticipants } from "../../api/workspace";
import { AutoSchedulePanel } from "../../features/auto-schedule/AutoSchedulePanel";
import { scrollHint } from "../../features/common/responsive-table";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { downloadSchedule, exportFileName } from "../../features/meetings/export";
import { localized } from "../../lib/format";
import { toast, toastError } from "../../lib/toast";

type Status = "all" | "waiting" | "agree" | "disagree" | "cancel" | "expired" | "impossible";
const STATUSES: Status[] = ["all", "waiting", "agree", "disagree", "cancel", "expired", "impossible"];
const SERIES = ["requested", "agreed", "rejected", "cancelled", "expired"] as const;
const COLORS: Record<(typeof SERIES)[number], string> = {
  requested: "#1565c0",
  agreed: "#2e7d32",
  rejected: "#c62828",
  cancelled: "#6a1b9a",
  expired: "#616161",
};

function PlaceField({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation();
  const place = usePlace();
  const [value, setValue] = useState(meeting.place);
  useEffect(() => setValue(meeting.place), [meeting.place]);
  return (
    <TextField
      size="small"
      label={t("hostMeetings.place")}
      value={value}
      onChange={(e) => setValue(e.target.value.slice(0, 100))}
      onBlur={() => {
        if (value !== meeting.place)
          place.mutateAsync({ meetingId: meeting.id, place: value }).catch(toastError);
      }}
      sx={{ width: 160 }}
    />
  );
}

/** /host/subEvents/:subEventId/meetings: the organizer's board of every meeting by day and slot. */
export default function MeetingBoardPage() {
  const { t, i18n } = useTranslation();
  const subEventId = Number(useParams().subEventId);
  const { data: subEvent } = useSubEvent(subEventId);
  const [date, setDate] = useState("");
  const [status, setStatus] = useState<Status>("all");
  const [typed, setTyped] = useState("");
  const [company, setCompany] = useState("");
  const board = useBoard(subEventId, { date: date || undefined, status, company });
  const stats = useStats(subEventId);
  const block = useBlock(subEventId);
  const expiry = useExpiry(subEventId);
  const cancel = useHostCancel();
  const arrange = useArrange(subEventId);
  const participants = useParticipants(subEventId, "all", 0, 100, "");
  const [hours, setHours] = useState("");
  const [arranging, setArranging] = useState(false);
  const [pair, setPair] = useState<{ a?: number; b?: number; slot?: string; place: string }>({ place: "" });
  const [cancelling, setCancelling] = useState<TMeeting>();
  const [reason, setReason] = useState("");
  useEffect(() => {
    if (board.data && !hours) setHours(String(board.data.requestExpiryHours));
  }, [board.data, hours]);

  if (board.isLoading) return <Loading />;
  if (board.isError || !board.data) return <LoadError error={board.error} onRetry={() => board.refetch()} />;
  const data = board.data;
  const days = [...new Set(data.slots.map((s) => s.date))];
  const companies = participants.data?.content ?? [];
  const name = subEvent ? localized(i18n.language as "ko", subEvent.name, subEvent.nameEn) : "";
  const max = Math.max(1, ...(stats.data?.days ?? []).map((d) => d.requested));

  const exportBoard = () =>
    downloadSchedule(
      exportFileName(name || `sub-event ${subEventId}`, "board", new Date()),
      [
        t("hostMeetings.day"),
        t("hostMeetings.time"),
        "",
        t("hostMeetings.status"),
        t("hostMeetings.applicant"),
        t("hostMeetings.acceptor"),
        t("hostMeetings.place"),
      ],
      data.slots.flatMap((s) =>
        s.meetings.map((m) => ({
          date: s.date,
          startTime: s.startTime,
          endTime: s.endTime,
          status: t(`meetings.status.${m.status}`),
          counterpart: m.applicantName,
          mode: m.acceptorName,
          place: m.place || m.link,
        })),
      ),
    );

  return (
    <Box>
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, alignItems: { sm: "center" }, mb: 2 }}>
        <Box sx={{ flex: "1 0 auto" }}>
          <Typography component="h1" variant="h5">
            {t("hostMeetings.title")}
          </Typography>
          <Typography color="text.secondary">{name}</Typography>
        </Box>
        <Button variant="contained" onClick={() => setArranging(true)}>
          {t("hostMeetings.arrange")}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportBoard}>
          {t("hostMeetings.export")}
        </Button>
      </Stack>

      {subEvent?.matching === "Y" && <AutoSchedulePanel subEventId={subEventId} />}
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {t("hostMeetings.stats")}
        </Typography>
        {stats.data && (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t("hostMeetings.participants", { count: stats.data.participants })}
            </Typography>
            <Stack direction="row" sx={{ gap: 2, flexWrap: "wrap", mb: 1 }} aria-hidden="true">
              {SERIES.map((k) => (
                <Stack key={k} direction="row" sx={{ gap: 0.5, alignItems: "center" }}>
                  <Box sx={{ width: 12, height: 12, bgcolor: COLORS[k], borderRadius: 0.5 }} />
                  <Typography variant="body2">{t(`hostMeetings.${k}`)}</Typography>
                </Stack>
              ))}
            </Stack>
            <TableContainer sx={scrollHint}>
              <Table size="small" aria-label={t("hostMeetings.chart")}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t("hostMeetings.day")}</TableCell>
                    {SERIES.map((k) => (
                      <TableCell key={k} align="right">
                        {t(`hostMeetings.${k}`)}
                      </TableCell>
                    ))}
                    <TableCell sx={{ width: "40%", display: { xs: "none", md: "table-cell" } }} />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {stats.data.days.map((d) => (
                    <TableRow key={d.date}>
                      <TableCell sx={{ whiteSpace: "nowrap" }}>{d.date}</TableCell>
                      {SERIES.map((k) => (
                        <TableCell key={k} align="right">
                          {d[k]}
                        </TableCell>
                      ))}
                      <TableCell sx={{ display: { xs: "none", md: "table-cell" } }}>
                        <Stack sx={{ gap: 0.25 }} aria-hidden="true">
                          {SERIES.map((k) => (
                            <Box
                              key={k}
                              sx={{
                                height: 6,
                                width: `${(d[k] / max) * 100}%`,
                                bgcolor: COLORS[k],
                                borderRadius: 1,
                              }}
                            />
                          ))}
                        </Stack>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {t("hostMeetings.withoutMeeting", { count: stats.data.withoutMeeting.length })}
            </Typography>
            <Box
              tabIndex={0}
              role="region"
              aria-label={t("hostMeetings.withoutMeeting", { count: stats.data.withoutMeeting.length })}
              sx={{ display: "flex", gap: 0.5, flexWrap: "wrap", mt: 0.5, maxHeight: 120, overflow: "auto" }}
            >
              {stats.data.withoutMeeting.map((c) => (
                <Chip key={c.applicationId} size="small" label={c.companyName} />
              ))}
            </Box>
          </>
        )}
        <Stack direction="row" sx={{ gap: 1, mt: 2, alignItems: "center" }}>
          <TextField
            size="small"
            type="number"
            label={t("hostMeetings.expiryHours")}
            value={hours}
            onChange={(e) => setHours(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: 720 } }}
            sx={{ width: 260 }}
          />
          <Button
            onClick={() =>
              expiry
                .mutateAsync(Number(hours))
                .then(() => toast(t("hostMeetings.saved"), "success"))
                .catch(toastError)
            }
          >
            {t("hostMeetings.save")}
          </Button>
        </Stack>
      </Paper>

      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, mb: 2 }}>
        <TextField
          select
          size="small"
          label={t("hostMeetings.day")}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t("hostMeetings.allDays")}</MenuItem>
          {days.map((d) => (
            <MenuItem key={d} value={d}>
              {d}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t("hostMeetings.status")}
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
          sx={{ minWidth: 160 }}
        >
          {STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {s === "all" ? t("meetings.filter.all") : t(`meetings.status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t("hostMeetings.company")}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => e.key === "Enter" && setCompany(typed.trim())}
        />
      </Stack>

      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto" }}>
        <Table size="small" sx={{ minWidth: 720 }} aria-label={t("hostMeetings.title")}>
          <TableHead>
            <TableRow>
              <TableCell>{t("hostMeetings.time")}</TableCell>
              <TableCell>{t("hostMeetings.meetings")}</TableCell>
              <TableCell>{t("hostMeetings.unavailable")}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.slots.map((s) => (
              <TableRow key={s.startsAt} sx={s.hostBlocked ? { bgcolor: "grey.100" } : undefined}>
                <TableCell sx={{ whiteSpace: "nowrap", verticalAlign: "top" }}>
                  <Typography sx={{ fontWeight: 600 }}>{s.date}</Typography>
                  {s.startTime}–{s.endTime}
                  {s.hostBlocked && <Chip size="small" label={t("hostMeetings.blocked")} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell sx={{ verticalAlign: "top" }}>
                  <Stack sx={{ gap: 1 }}>
                    {s.meetings.map((m) => (
                      <Stack
                        key={m.id}
                        direction="row"
                        sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}
                      >
                        <Chip
                          size="small"
                          label={t(`meetings.status.${m.status}`)}
                          color={m.status === "agree" ? "success" : "default"}
                        />
                        <Typography sx={{ overflowWrap: "anywhere" }}>
                          {m.applicantName} → {m.acceptorName}
                        </Typography>
                        {(m.status === "agree" || m.status === "waiting") && (
                          <>
                            {m.mode === "offline" && <PlaceField meeting={m} />}
                            <Button size="small" color="error" onClick={() => setCancelling(m)}>
                              {t("hostMeetings.cancel")}
                            </Button>
                          </>
                        )}
                        {m.reason && (
                          <Typography variant="body2" color="text.secondary">
                            {m.reason}
                          </Typography>
                        )}
                      </Stack>
                    ))}
                  </Stack>
                </TableCell>
                <TableCell sx={{ verticalAlign: "top" }}>
                  {s.unavailable.map((u) => u.companyName).join(", ")}
                </TableCell>
                <TableCell sx={{ verticalAlign: "top" }}>
                  <Button
                    size="small"
                    onClick={() =>
                      block
                        .mutateAsync({
                          on: !s.hostBlocked,
                          slots: [{ date: s.date, startTime: s.startTime }],
                        })
                        .catch(toastError)
                    }
                  >
                    {s.hostBlocked ? t("hostMeetings.unblock") : t("hostMeetings.block")}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {data.slots.length === 0 && <Empty>{t("hostMeetings.empty")}</Empty>}

      <Dialog
        open={arranging}
        onClose={() => setArranging(false)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="arrange-title"
      >
        <DialogTitle id="arrange-title">{t("hostMeetings.arrangeTitle")}</DialogTitle>
        <DialogContent sx={{ display: "grid", gap: 2, pt: "8px !important" }}>
          {(["a", "b"] as const).map((key) => (
            <Autocomplete
              key={key}
              options={companies}
              getOptionLabel={(c) => c.companyName}
              onChange={(_, c) => setPair((p) => ({ ...p, [key]: c?.applicationId }))}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t(key === "a" ? "hostMeetings.applicant" : "hostMeetings.acceptor")}
                />
              )}
            />
          ))}
          <TextField
            select
            label={t("hostMeetings.slot")}
            value={pair.slot ?? ""}
            onChange={(e) => setPair((p) => ({ ...p, slot: e.target.value }))}
          >
            {data.slots
              .filter((s) => !s.hostBlocked)
              .map((s) => (
                <MenuItem key={s.startsAt} value={`${s.date} ${s.startTime}`}>
                  {s.date} {s.startTime}–{s.endTime}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            label={t("hostMeetings.place")}
            value={pair.place}
            onChange={(e) => setPair((p) => ({ ...p, place: e.target.value.slice(0, 100) }))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setArranging(false)}>{t("hostMeetings.close")}</Button>
          <Button
            variant="contained"
            disabled={!pair.a || !pair.b || !pair.slot || arrange.isPending}
            onClick={() => {
              const [d, time] = (pair.slot ?? "").split(" ");
              arrange
                .mutateAsync({
                  applicantId: pair.a!,
                  acceptorId: pair.b!,
                  date: d!,
                  startTime: time!,
                  place: pair.place,
                })
                .then(() => {
                  toast(t("hostMeetings.arranged"), "success");
                  setArranging(false);
                })
                .catch(toastError);
            }}
          >
            {t("hostMeetings.arrange")}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog
        open={Boolean(cancelling)}
        onClose={() => setCancelling(undefined)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="cancel-title"
      >
        <DialogTitle id="cancel-title">{t("hostMeetings.cancelTitle")}</DialogTitle>
        <DialogContent sx={{ pt: "8px !important" }}>
          <Typography sx={{ mb: 2 }}>
            {cancelling?.date} {cancelling?.startTime} · {cancelling?.applicantName} →{" "}
            {cancelling?.acceptorName}
          </Typography>
          <TextField
            fullWidth
            required
            multiline
            minRows={2}
            label={t("hostMeetings.reason")}
            value={reason}
            onChange={(e) => setReason(e.target.value.slice(0, 500))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(undefined)}>{t("hostMeetings.close")}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={!reason.trim() || cancel.isPending}
            onClick={() =>
              cancel
                .mutateAsync({ meetingId: cancelling!.id, reason })
                .then(() => {
                  toast(t("hostMeetings.cancelledDone"), "success");
                  setCancelling(undefined);
                  setReason("");
                })
                .catch(toastError)
            }
          >
            {t("hostMeetings.confirm")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
