import CalendarMonthIcon from "@mui/icons-material/CalendarMonth";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import DownloadIcon from "@mui/icons-material/Download";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  ButtonBase,
  IconButton,
  Menu,
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
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSlotView } from "../../../shared/contract";
import { myMeeting } from "../../../shared/contract";
import { weekDates } from "../../../shared/meetings/display";
import { passesFilter, STATUS_FILTERS, type StatusFilter } from "../../../shared/meetings/status";
import { addDays, wallTime } from "../../../shared/meetings/zoned-time";
import { useCurrentUser } from "../../api/account";
import { ApiError, callApi } from "../../api/client";
import {
  useAttendeeType,
  useBulkUnavailable,
  useHistory,
  useMeetingsBetween,
  useSchedule,
} from "../../api/meetings";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { CalendarFeedDialog } from "../../features/meetings/CalendarFeedDialog";
import { downloadSchedule, exportFileName } from "../../features/meetings/export";
import { LABEL_STYLE } from "../../features/meetings/labels";
import { SlotDialog } from "../../features/meetings/SlotDialog";
import { TimeText } from "../../features/meetings/TimeText";
import { useWorkspace } from "../../features/workspace/context";
import { toast } from "../../lib/toast";

type Filter = StatusFilter | "rejected" | "cancelled";
const TIP_KEY = "meetingTip";

function zones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.("timeZone") ?? ["Asia/Seoul", "UTC"];
}

/** /subEvent/{id}/meeting: the weekly schedule of the caller's application. */
export default function MeetingPage() {
  const { t, i18n } = useTranslation();
  const { subEvent, place } = useWorkspace();
  const applicationId = place.application?.id;
  const me = useCurrentUser();
  const schedule = useSchedule(applicationId);
  const meetings = useQuery({
    queryKey: ["meetings", "mine", applicationId ?? 0],
    queryFn: () => callApi(myMeeting, { query: { applicationId: applicationId! } }),
    enabled: Boolean(applicationId),
  });
  const [filter, setFilter] = useState<Filter>("all");
  const [weekStart, setWeekStart] = useState<string>();
  const [zoneChoice, setZoneChoice] = useState<string>();
  const [open, setOpen] = useState<TSlotView>();
  const [tip, setTip] = useState(() => localStorage.getItem(TIP_KEY) !== "N");
  const [dayMenu, setDayMenu] = useState<{ anchor: HTMLElement; date: string }>();
  const [time, setTime] = useState("");
  const [feedOpen, setFeedOpen] = useState(false);
  const bulk = useBulkUnavailable();
  const attendee = useAttendeeType();
  const history = useHistory(
    applicationId,
    filter === "cancelled" ? "cancelled" : "rejected",
    filter === "rejected" || filter === "cancelled",
  );
  const data = schedule.data;
  const venueZone = data?.timeZone ?? "Asia/Seoul";
  const viewerZone = zoneChoice ?? me.data?.timeZone ?? venueZone;
  const byId = useMemo(() => new Map((meetings.data ?? []).map((m) => [m.id, m])), [meetings.data]);
  if (!applicationId) return <Empty>{t("workspace.manager.noApplication")}</Empty>;
  if (schedule.isLoading) return <Loading />;
  if (schedule.isError || !data)
    return <LoadError error={schedule.error ?? undefined} onRetry={() => schedule.refetch()} />;

  const today = wallTime(new Date(), venueZone).date;
  const start = weekStart ?? (today > data.startDate && today <= data.endDate ? today : data.startDate);
  const days = weekDates(start);
  const slotsByDate = new Map<string, TSlotView[]>();
  for (const slot of data.slots) {
    if (!passesFilter(filter === "rejected" || filter === "cancelled" ? "all" : filter, slot.label)) continue;
    const list = slotsByDate.get(slot.date) ?? [];
    list.push(slot);
    slotsByDate.set(slot.date, list);
  }
  const times = [...new Set(data.slots.map((s) => s.startTime))].sort();
  const me1 = place.application;
  const bulkRun = async (on: boolean, body: { dates?: string[]; times?: string[] }) => {
    try {
      const result = await bulk.mutateAsync({
        on,
        body: {
          subEventId: subEvent.id,
          applicationId,
          dates: body.dates ?? [],
          times: body.times ?? [],
          slots: [],
        },
      });
      toast(t("meetings.bulkDone", { changed: result.changed }), "success");
      if (result.skipped.length) toast(t("meetings.bulkSkipped", { count: result.skipped.length }), "info");
    } catch (e) {
      toast(e instanceof ApiError ? e.detail : t("common.serverError"), "error");
    }
  };
  const exportNow = async () => {
    const label = (l: string) => t(`meetings.label.${l}`);
    const rows = data.slots
      .filter((s) => s.label !== "empty")
      .map((s) => {
        const m = s.meetingId ? byId.get(s.meetingId) : undefined;
        return {
          date: s.date,
          startTime: s.startTime,
          endTime: s.endTime,
          status: label(s.label),
          counterpart: s.counterpart,
          mode: m ? t(`meetings.${m.mode}`) : "",
          place: m ? m.link || m.place : "",
        };
      });
    const h = (k: string) => t(`meetings.exportHeaders.${k}`);
    const eventName =
      i18n.language === "ko" ? subEvent.mainEvent.name : subEvent.mainEvent.nameEn || subEvent.mainEvent.name;
    await downloadSchedule(
      exportFileName(eventName, me.data?.name ?? "", new Date()),
      [h("date"), h("start"), h("end"), h("status"), h("with"), h("mode"), h("place")],
      rows,
    );
  };

  return (
    <Box>
      <Stack direction={{ xs: "column", md: "row" }} sx={{ gap: 2, mb: 2, alignItems: { md: "center" } }}>
        <Typography component="h1" variant="h5" sx={{ flex: "1 0 auto" }}>
          {t("meetings.title")}
        </Typography>
        <TextField
          select
          size="small"
          label={t("meetings.attendeeType")}
          value={
            meetings.data?.find((m) => m.applicant === applicationId)?.meetingApplicant.attendeeType ?? ""
          }
          onChange={(e) =>
            attendee.mutate({ applicationId, attendeeType: e.target.value as "online" | "offline" })
          }
          sx={{ minWidth: 160 }}
          disabled={!data.meetingAvailable}
        >
          <MenuItem value="offline">{t("meetings.offline")}</MenuItem>
          <MenuItem value="online">{t("meetings.online")}</MenuItem>
        </TextField>
        <Button startIcon={<CalendarMonthIcon />} variant="outlined" onClick={() => setFeedOpen(true)}>
          {t("meetings.action.subscribe")}
        </Button>
        <Button startIcon={<DownloadIcon />} variant="outlined" onClick={exportNow}>
          {t("meetings.action.download")}
        </Button>
      </Stack>
      {tip && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                localStorage.setItem(TIP_KEY, "N");
                setTip(false);
              }}
            >
              {t("meetings.tipDismiss")}
            </Button>
          }
        >
          {t("meetings.tip")}
        </Alert>
      )}
      {!data.meetingAvailable && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t("meetings.meetingsOff")}
        </Alert>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, mb: 2, flexWrap: "wrap" }}>
        <TextField
          select
          size="small"
          label={t("meetings.filterLabel")}
          value={filter}
          onChange={(e) => setFilter(e.target.value as Filter)}
          sx={{ minWidth: 180 }}
        >
          {[...STATUS_FILTERS, "rejected", "cancelled"].map((f) => (
            <MenuItem key={f} value={f}>
              {t(`meetings.filter.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          size="small"
          label={t("meetings.date")}
          value={start}
          onChange={(e) => e.target.value && setWeekStart(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: data.startDate, max: data.endDate } }}
        />
        <Autocomplete
          size="small"
          options={zones()}
          value={viewerZone}
          disableClearable
          onChange={(_, z) => setZoneChoice(z)}
          sx={{ minWidth: 240 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t("meetings.timeZone")}
              helperText={`${t("meetings.venueZone")}: ${venueZone}`}
            />
          )}
        />
        <Stack direction="row" sx={{ gap: 1, alignItems: "flex-start" }}>
          <TextField
            select
            size="small"
            label={t("meetings.timeAcrossDays")}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            sx={{ minWidth: 110 }}
          >
            {times.map((x) => (
              <MenuItem key={x} value={x}>
                {x}
              </MenuItem>
            ))}
          </TextField>
          <Button
            disabled={!time || !data.meetingAvailable || bulk.isPending}
            onClick={() => bulkRun(true, { times: [time] })}
          >
            {t("meetings.markTime")}
          </Button>
          <Button
            disabled={!time || !data.meetingAvailable || bulk.isPending}
            onClick={() => bulkRun(false, { times: [time] })}
          >
            {t("meetings.unmarkTime")}
          </Button>
        </Stack>
      </Stack>

      {filter === "rejected" || filter === "cancelled" ? (
        history.isLoading ? (
          <Loading />
        ) : (history.data ?? []).length === 0 ? (
          <Empty>{t("meetings.noMeetings")}</Empty>
        ) : (
          <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto" }}>
            <Table
              size="small"
              aria-label={t(filter === "rejected" ? "meetings.rejectedList" : "meetings.cancelledList")}
              sx={{ minWidth: 560 }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t("meetings.date")}</TableCell>
                  <TableCell>{t("meetings.exportHeaders.start")}</TableCell>
                  <TableCell>{t("meetings.with")}</TableCell>
                  <TableCell>{t("meetings.reasonLabel")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(history.data ?? []).map((h) => (
                  <TableRow key={h.meetingId}>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>{h.date}</TableCell>
                    <TableCell sx={{ whiteSpace: "nowrap" }}>
                      {h.startTime}–{h.endTime}
                    </TableCell>
                    <TableCell>
                      {h.applicantName === (me1 ? byId.get(h.meetingId)?.applicantName : "")
                        ? h.acceptorName
                        : `${h.applicantName} → ${h.acceptorName}`}
                    </TableCell>
                    <TableCell>
                      {h.reasonCode ? t(`meetings.reason.${h.reasonCode}`) : ""}
                      {h.reason ? `: ${h.reason}` : ""}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )
      ) : (
        <>
          <Stack direction="row" sx={{ alignItems: "center", gap: 1, mb: 1 }}>
            <IconButton
              aria-label={t("meetings.prevWeek")}
              onClick={() => setWeekStart(addDays(start, -7))}
              disabled={start <= data.startDate}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography sx={{ fontWeight: 600 }}>
              {days[0]} – {days[6]}
            </Typography>
            <IconButton
              aria-label={t("meetings.nextWeek")}
              onClick={() => setWeekStart(addDays(start, 7))}
              disabled={days[6]! >= data.endDate}
            >
              <ChevronRightIcon />
            </IconButton>
          </Stack>
          <Box sx={{ overflowX: "auto", pb: 1 }}>
            <Box
              role="grid"
              aria-label={t("meetings.title")}
              sx={{
                display: "grid",
                gridTemplateColumns: "repeat(7, minmax(150px, 1fr))",
                gap: 1,
                minWidth: 7 * 150,
              }}
            >
              {days.map((date) => {
                const inRange = date >= data.startDate && date <= data.endDate;
                const weekday = new Intl.DateTimeFormat(i18n.language, {
                  weekday: "short",
                  timeZone: "UTC",
                }).format(new Date(`${date}T12:00:00Z`));
                return (
                  <Box key={date} role="row" sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
                    <Stack
                      role="columnheader"
                      direction="row"
                      sx={{
                        alignItems: "center",
                        justifyContent: "space-between",
                        bgcolor: "grey.100",
                        borderRadius: 1,
                        px: 1,
                        py: 0.5,
                      }}
                    >
                      <Typography variant="body2" sx={{ fontWeight: 700 }}>
                        {date.slice(5)} ({weekday})
                      </Typography>
                      {inRange && data.meetingAvailable && (
                        <IconButton
                          size="small"
                          aria-label={t("meetings.dayMenu", { date })}
                          onClick={(e) => setDayMenu({ anchor: e.currentTarget, date })}
                        >
                          <MoreVertIcon fontSize="small" />
                        </IconButton>
                      )}
                    </Stack>
                    {!inRange ? (
                      <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center" }}>
                        —
                      </Typography>
                    ) : (
                      (slotsByDate.get(date) ?? []).map((slot) => {
                        const style = LABEL_STYLE[slot.label];
                        const label = t(`meetings.label.${slot.label}`);
                        return (
                          <ButtonBase
                            key={slot.startsAt}
                            role="gridcell"
                            onClick={() => setOpen(slot)}
                            aria-label={t("meetings.slotAria", { date, time: slot.startTime, label })}
                            sx={{
                              display: "block",
                              textAlign: "left",
                              p: 1,
                              borderRadius: 1,
                              border: 1,
                              borderColor: style.border,
                              bgcolor: style.bg,
                              color: style.fg,
                              opacity: slot.actionable || slot.label !== "empty" ? 1 : 0.7,
                              "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main" },
                            }}
                          >
                            <TimeText slot={slot} venueZone={venueZone} viewerZone={viewerZone} compact />
                            <Typography variant="caption" sx={{ display: "block", fontWeight: 700 }}>
                              {label}
                              {slot.waitingCount > 1 ? ` (${slot.waitingCount})` : ""}
                            </Typography>
                            {slot.counterpart && (
                              <Typography
                                variant="caption"
                                sx={{ display: "block", overflowWrap: "anywhere" }}
                              >
                                {slot.counterpart}
                              </Typography>
                            )}
                          </ButtonBase>
                        );
                      })
                    )}
                  </Box>
                );
              })}
            </Box>
          </Box>
        </>
      )}
      <Menu anchorEl={dayMenu?.anchor} open={Boolean(dayMenu)} onClose={() => setDayMenu(undefined)}>
        <MenuItem
          onClick={() => {
            if (dayMenu) void bulkRun(true, { dates: [dayMenu.date] });
            setDayMenu(undefined);
          }}
        >
          {t("meetings.markDay")}
        </MenuItem>
        <MenuItem
          onClick={() => {
            if (dayMenu) void bulkRun(false, { dates: [dayMenu.date] });
            setDayMenu(undefined);
          }}
        >
          {t("meetings.unmarkDay")}
        </MenuItem>
      </Menu>
      {feedOpen && <CalendarFeedDialog onClose={() => setFeedOpen(false)} />}
      {open && (
        <SlotDialog
          slot={open}
          subEventId={subEvent.id}
          applicationId={applicationId}
          venueZone={venueZone}
          viewerZone={viewerZone}
          meeting={open.meetingId ? byId.get(open.meetingId) : undefined}
          onClose={() => setOpen(undefined)}
        />
      )}
    </Box>
  );
}

/** The company page's meeting-status tab: meetings between the caller's application and this company. */
export function MeetingStatusTab({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const { place } = useWorkspace();
  const list = useMeetingsBetween(applicationId, place.application?.id, true);
  if (list.isLoading) return <Loading />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => list.refetch()} />;
  if ((list.data ?? []).length === 0) return <Empty>{t("workspace.meetingStatusEmpty")}</Empty>;
  return (
    <Stack sx={{ gap: 1 }}>
      {(list.data ?? []).map((m) => (
        <Paper
          key={m.id}
          variant="outlined"
          sx={{ p: 1.5, display: "flex", gap: 2, flexWrap: "wrap", alignItems: "center" }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {m.date} {m.startTime}–{m.endTime}
          </Typography>
          <Typography>{t(`meetings.status.${m.status}`)}</Typography>
          {m.reason && <Typography color="text.secondary">{m.reason}</Typography>}
        </Paper>
      ))}
    </Stack>
  );
}
