import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import { Box, Button, Chip, IconButton, Paper, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { TInterpreterMeeting } from "../../../shared/contract";
import { addDays, wallTime } from "../../../shared/meetings/zoned-time";
import { useCurrentUser } from "../../api/account";
import {
  useInterpreterAssignmentsLive,
  useInterpreterMeetings,
  useJoinAsInterpreter,
} from "../../api/interpreters";
import { asLanguage, formatDate } from "../../features/common/dates";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { usePlaceText } from "../../features/meetings/place";
import { TimeText } from "../../features/meetings/TimeText";
import { useWorkspace } from "../../features/workspace/context";
import { toastError } from "../../lib/toast";

/** Monday of the week holding `date` ('YYYY-MM-DD'). */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, day === 0 ? -6 : 1 - day);
}

/** The interpreter's meetings of one week (venue dates), by day, with Join for confirmed ones. */
export default function InterpreterMeetingPage() {
  const { t, i18n } = useTranslation();
  const placeText = usePlaceText();
  const navigate = useNavigate();
  const { subEvent } = useWorkspace();
  const me = useCurrentUser();
  // this week, or the programme's first week while it has not begun
  const [start, setStart] = useState(() => {
    const today = wallTime(new Date(), subEvent.timeZone).date;
    return mondayOf([today, subEvent.subEventStartDate].sort()[1]!);
  });
  const end = addDays(start, 6);
  const list = useInterpreterMeetings(subEvent.id, { from: start, to: end });
  useInterpreterAssignmentsLive(subEvent.id);
  const join = useJoinAsInterpreter();
  const venueZone = list.data?.timeZone ?? subEvent.timeZone;
  const viewerZone = me.data?.timeZone ?? venueZone;
  const enter = (m: TInterpreterMeeting) =>
    join.mutate(
      { subEventId: subEvent.id, meetingId: m.id, date: m.date, startTime: m.startTime, endTime: m.endTime },
      {
        onSuccess: () => navigate(`/video/${m.id}`, { state: { from: "interpreter" } }),
        onError: toastError,
      },
    );
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const meetings = list.data?.meetings ?? [];
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: "center", gap: 1, flexWrap: "wrap", mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flex: "1 0 auto" }}>
          {t("interpreterUi.meetingsTitle")}
        </Typography>
        <IconButton aria-label={t("meetings.prevWeek")} onClick={() => setStart(addDays(start, -7))}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography aria-live="polite">
          {start} ~ {end}
        </Typography>
        <IconButton aria-label={t("meetings.nextWeek")} onClick={() => setStart(addDays(start, 7))}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      {list.isLoading && <Loading />}
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data && meetings.length === 0 && <Empty>{t("interpreterUi.noMeetingsThisWeek")}</Empty>}
      <Stack sx={{ gap: 2 }}>
        {days
          .filter((d) => meetings.some((m) => m.date === d))
          .map((d) => (
            <Box key={d} component="section" aria-label={formatDate(d, asLanguage(i18n.language), "long")}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {formatDate(d, asLanguage(i18n.language), "long")}
              </Typography>
              <Stack sx={{ gap: 1 }} component="ul" style={{ padding: 0, margin: 0 }}>
                {meetings
                  .filter((m) => m.date === d)
                  .map((m) => (
                    <Paper
                      key={m.id}
                      component="li"
                      variant="outlined"
                      sx={{ p: 2, listStyle: "none" }}
                      data-testid="interp-meeting"
                    >
                      <Stack
                        direction={{ xs: "column", sm: "row" }}
                        sx={{ gap: 2, justifyContent: "space-between" }}
                      >
                        <Box sx={{ minWidth: 0 }}>
                          <TimeText slot={m} venueZone={venueZone} viewerZone={viewerZone} compact />
                          <Typography sx={{ fontWeight: 600, mt: 0.5, overflowWrap: "anywhere" }}>
                            {m.applicantName} ↔ {m.acceptorName}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {[m.applicantManagerName, m.acceptorManagerName].filter(Boolean).join(" · ")}
                          </Typography>
                          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: "wrap" }}>
                            <Chip
                              size="small"
                              label={t(`meetings.status.${m.status}`)}
                              color={m.status === "agree" ? "success" : "default"}
                            />
                            <Chip
                              size="small"
                              variant="outlined"
                              label={m.mode === "online" ? t("meetings.online") : t("meetings.offline")}
                            />
                            {m.place && (
                              <Chip
                                size="small"
                                variant="outlined"
                                label={`${t("meetings.place")}: ${placeText(m)}`}
                              />
                            )}
                          </Stack>
                        </Box>
                        <Box sx={{ flexShrink: 0 }}>
                          <Button
                            variant="contained"
                            disabled={m.status !== "agree" || join.isPending}
                            onClick={() => enter(m)}
                          >
                            {t("interpreterUi.join")}
                          </Button>
                        </Box>
                      </Stack>
                    </Paper>
                  ))}
              </Stack>
            </Box>
          ))}
      </Stack>
    </Box>
  );
}
