import DownloadIcon from "@mui/icons-material/Download";
import { Box, Button, Stack, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { TMeeting } from "../../../shared/contract";
import { useSubEvent } from "../../api/events";
import { useBoard, useStats } from "../../api/host-meetings";
import { useVideoPresence } from "../../api/video";
import { useParticipants } from "../../api/workspace";
import { AutoSchedulePanel } from "../../features/auto-schedule/AutoSchedulePanel";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { ArrangeDialog, type ArrangePair } from "../../features/host-meetings/ArrangeDialog";
import { BlockCompanyDialog } from "../../features/host-meetings/BlockCompanyDialog";
import { BoardFilters, type BoardStatus } from "../../features/host-meetings/BoardFilters";
import { BoardTable } from "../../features/host-meetings/BoardTable";
import { HostCancelDialog } from "../../features/host-meetings/HostCancelDialog";
import { MeetingStatsPanel } from "../../features/host-meetings/MeetingStatsPanel";
import { downloadSchedule, exportFileName } from "../../features/meetings/export";
import { usePlaceText } from "../../features/meetings/place";
import { localized } from "../../lib/format";

/** /host/subEvents/:subEventId/meetings: the organizer's board of every meeting by day and slot. */
export default function MeetingBoardPage() {
  const { t, i18n } = useTranslation();
  const placeText = usePlaceText();
  const subEventId = Number(useParams().subEventId);
  const { data: subEvent } = useSubEvent(subEventId);
  const [date, setDate] = useState("");
  const [status, setStatus] = useState<BoardStatus>("all");
  const [typed, setTyped] = useState("");
  const [company, setCompany] = useState("");
  const board = useBoard(subEventId, { date: date || undefined, status, company });
  const stats = useStats(subEventId);
  const presence = useVideoPresence(subEventId);
  const participants = useParticipants(subEventId, "all", 0, 100, "");
  const [hours, setHours] = useState("");
  const [arranging, setArranging] = useState(false);
  const [blocking, setBlocking] = useState(false);
  const [pair, setPair] = useState<ArrangePair>({ place: "" });
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
          place: placeText(m) || m.link,
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
        <Button variant="outlined" onClick={() => setBlocking(true)}>
          {t("hostMeetings.blockCompany")}
        </Button>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportBoard}>
          {t("hostMeetings.export")}
        </Button>
      </Stack>

      {subEvent?.matching === "Y" && <AutoSchedulePanel subEventId={subEventId} />}
      <MeetingStatsPanel subEventId={subEventId} stats={stats.data} hours={hours} onHours={setHours} />

      <BoardFilters
        days={days}
        date={date}
        onDate={setDate}
        status={status}
        onStatus={setStatus}
        typed={typed}
        onTyped={setTyped}
        onCompany={setCompany}
      />

      <BoardTable
        subEventId={subEventId}
        slots={data.slots}
        hasPlaces={data.hasPlaces}
        onCancel={setCancelling}
        presence={new Map((presence.data ?? []).map((p) => [p.meetingId, p]))}
      />
      {data.slots.length === 0 && <Empty>{t("hostMeetings.empty")}</Empty>}
      <ArrangeDialog
        subEventId={subEventId}
        open={arranging}
        onClose={() => setArranging(false)}
        companies={companies}
        slots={data.slots}
        pair={pair}
        setPair={setPair}
        hasPlaces={data.hasPlaces}
      />
      <BlockCompanyDialog
        subEventId={subEventId}
        open={blocking}
        onClose={() => setBlocking(false)}
        companies={companies}
        slots={data.slots}
      />

      <HostCancelDialog
        cancelling={cancelling}
        onClose={() => setCancelling(undefined)}
        reason={reason}
        onReason={setReason}
      />
    </Box>
  );
}
