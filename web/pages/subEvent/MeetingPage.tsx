import { Alert, Box, Button, Paper, Stack, Typography } from "@mui/material";
import { visuallyHidden } from "@mui/utils";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TSlotView } from "../../../shared/contract";
import { myMeeting } from "../../../shared/contract";
import { weekDates } from "../../../shared/meetings/display";
import { passesFilter } from "../../../shared/meetings/status";
import { wallTime } from "../../../shared/meetings/zoned-time";
import { useCurrentUser } from "../../api/account";
import { ApiError, callApi } from "../../api/client";
import { useBulkUnavailable, useHistory, useMeetingsBetween, useSchedule } from "../../api/meetings";
import { MyBadgeLink } from "../../features/badges/MyBadgeLink";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { MeetingLanguagesField } from "../../features/meeting-languages/MeetingLanguagesField";
import { CalendarFeedDialog } from "../../features/meetings/CalendarFeedDialog";
import { DayBulkMenu } from "../../features/meetings/DayBulkMenu";
import { downloadSchedule, exportFileName } from "../../features/meetings/export";
import { MeetingHistoryTable } from "../../features/meetings/MeetingHistoryTable";
import { usePlaceText } from "../../features/meetings/place";
import { ScheduleHeader } from "../../features/meetings/ScheduleHeader";
import { type ScheduleFilter, ScheduleToolbar } from "../../features/meetings/ScheduleToolbar";
import { SlotDialog } from "../../features/meetings/SlotDialog";
import { WeekGrid } from "../../features/meetings/WeekGrid";
import { MyAgendaButton } from "../../features/printing/MyAgendaButton";
import { useWorkspace } from "../../features/workspace/context";
import { toast } from "../../lib/toast";

const TIP_KEY = "meetingTip";

/** Whether the one-time tip was dismissed for good (storage may be unavailable: then it shows each visit). */
function tipDismissed(): boolean {
  try {
    return localStorage.getItem(TIP_KEY) === "N";
  } catch {
    return false;
  }
}

function dismissTip(): void {
  try {
    localStorage.setItem(TIP_KEY, "N");
  } catch {
    // private browsing without storage: the tip is hidden for this visit only
  }
}

/** /subEvent/{id}/meeting: the weekly schedule of the caller's application. */
export default function MeetingPage() {
  const { t, i18n } = useTranslation();
  const placeText = usePlaceText();
  const { subEvent, place } = useWorkspace();
  const applicationId = place.application?.id;
  const me = useCurrentUser();
  const schedule = useSchedule(applicationId);
  const meetings = useQuery({
    queryKey: ["meetings", "mine", applicationId ?? 0],
    queryFn: () => callApi(myMeeting, { query: { applicationId: applicationId! } }),
    enabled: Boolean(applicationId),
  });
  const [filter, setFilter] = useState<ScheduleFilter>("all");
  const [weekStart, setWeekStart] = useState<string>();
  const [zoneChoice, setZoneChoice] = useState<string>();
  const [open, setOpen] = useState<TSlotView>();
  const [tip, setTip] = useState(() => !tipDismissed());
  /** The last change made on this page, for screen readers (the toast says it to sighted users). */
  const [status, setStatus] = useState("");
  const [dayMenu, setDayMenu] = useState<{ anchor: HTMLElement; date: string }>();
  const [time, setTime] = useState("");
  const [feedOpen, setFeedOpen] = useState(false);
  const bulk = useBulkUnavailable();
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
      const done = t("meetings.bulkDone", { changed: result.changed });
      toast(done, "success");
      setStatus(done);
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
          place: m ? m.link || placeText(m) : "",
        };
      });
    const h = (k: string) => t(`meetings.exportHeaders.${k}`);
    const eventName =
      i18n.language === "ko" ? subEvent.mainEvent.name : subEvent.mainEvent.nameEn || subEvent.mainEvent.name;
    await downloadSchedule(
      exportFileName(eventName, data.companyName || (me.data?.name ?? ""), new Date()),
      [h("date"), h("start"), h("end"), h("status"), h("with"), h("mode"), h("place")],
      rows,
    );
  };

  return (
    <Box>
      <ScheduleHeader
        applicationId={applicationId}
        attendeeType={data.attendeeType}
        meetingAvailable={data.meetingAvailable}
        onSubscribe={() => setFeedOpen(true)}
        onDownload={exportNow}
      />
      <Stack direction="row" sx={{ gap: 1, flexWrap: "wrap", mb: 2 }}>
        <MyBadgeLink eventId={subEvent.mainEvent.id} />
        <MyAgendaButton eventId={subEvent.mainEvent.id} />
      </Stack>
      {tip && subEvent.matching === "Y" && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                dismissTip();
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
      {/* without matching, the organizer arranges the meetings (the demo's video lounge): nothing to book and
          no languages to plan interpreters from, only the meetings to attend */}
      {subEvent.matching !== "Y" ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t("meetings.meetingsArranged")}
        </Alert>
      ) : (
        <>
          {!data.meetingAvailable && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t("meetings.meetingsOff")}
            </Alert>
          )}
          <MeetingLanguagesField applicationId={applicationId} editable={data.meetingAvailable} />
        </>
      )}
      <ScheduleToolbar
        filter={filter}
        onFilter={setFilter}
        start={start}
        onStart={setWeekStart}
        startDate={data.startDate}
        endDate={data.endDate}
        viewerZone={viewerZone}
        venueZone={venueZone}
        onZone={setZoneChoice}
        times={times}
        time={time}
        onTime={setTime}
        bulkDisabled={!data.meetingAvailable || bulk.isPending}
        onBulk={(on) => bulkRun(on, { times: [time] })}
      />

      {filter === "rejected" || filter === "cancelled" ? (
        <MeetingHistoryTable
          filter={filter}
          loading={history.isLoading}
          rows={history.data}
          byId={byId}
          hasApplication={Boolean(me1)}
        />
      ) : (
        <WeekGrid
          start={start}
          days={days}
          startDate={data.startDate}
          endDate={data.endDate}
          meetingAvailable={data.meetingAvailable}
          slotsByDate={slotsByDate}
          venueZone={venueZone}
          viewerZone={viewerZone}
          today={today}
          onWeekStart={setWeekStart}
          onOpen={setOpen}
          onDayMenu={setDayMenu}
        />
      )}
      <DayBulkMenu
        dayMenu={dayMenu}
        onClose={() => setDayMenu(undefined)}
        onBulk={(on, date) => void bulkRun(on, { dates: [date] })}
      />
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
          onDone={setStatus}
        />
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden} data-testid="schedule-status">
        {status}
      </Box>
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
