import ChatIcon from "@mui/icons-material/Chat";
import EditNoteIcon from "@mui/icons-material/EditNote";
import PlaceIcon from "@mui/icons-material/Place";
import VideocamIcon from "@mui/icons-material/Videocam";
import { Alert, Button, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import type { TDayCard } from "../../../shared/contract";
import { ArrivalActions } from "./ArrivalActions";
import { Countdown } from "./Countdown";
import { Counterpart } from "./Counterpart";
import { FloorPin } from "./FloorPin";
import { NoShowPanel } from "./NoShowPanel";
import { StateChip } from "./StateChip";
import type { useDayQueue } from "./useDayQueue";

/**
 * The meeting now or next, large: time and countdown, the company met, where (with its pin on the floor
 * plan), how the other side is doing (not at the venue yet, running late), "we are here" and "running late",
 * the chat and the meeting note; a no-show's dispute and standby proposals.
 */
export function MeetingCard({
  card,
  heading,
  offset,
  online,
  queue,
}: {
  card: TDayCard;
  heading: string;
  offset: number;
  online: boolean;
  queue: ReturnType<typeof useDayQueue>;
}) {
  const { t } = useTranslation();
  const headingId = `meeting-${card.meetingId}`;
  const them = card.counterpart;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid="day-main"
      data-meeting={card.meetingId}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", gap: 1 }}>
          <Typography id={headingId} component="h2" variant="overline" sx={{ fontSize: "0.9rem" }}>
            {heading} · {card.startTime}–{card.endTime}
          </Typography>
          <StateChip state={card.state} />
        </Stack>
        <Countdown card={card} offset={offset} />
        <Counterpart who={them} size={64} />
        {them.atVenue === false && (
          <Alert severity="warning" data-testid="day-not-at-venue">
            {t("day.them.notAtVenue")}
          </Alert>
        )}
        {them.lateMinutes !== null && (
          <Alert severity="info">{t("day.them.late", { minutes: them.lateMinutes })}</Alert>
        )}
        {card.mode === "offline" && card.place && (
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <PlaceIcon color="error" aria-hidden />
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="day-place">
                {card.place.name}
                {card.place.zone && (
                  <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                    {card.place.zone}
                  </Typography>
                )}
              </Typography>
            </Stack>
            <FloorPin card={card} />
          </Stack>
        )}
        {card.mode === "offline" && !card.place && (
          <Typography color="text.secondary">{t("day.place.none")}</Typography>
        )}
        {card.mode === "online" && card.link && (
          <Button variant="contained" size="large" startIcon={<VideocamIcon />} href={card.link}>
            {t("day.online.join")}
          </Button>
        )}
        <NoShowPanel card={card} online={online} />
        <ArrivalActions card={card} queue={queue} online={online} />
        <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
          {card.chatRoomId !== null && (
            <Button
              component={RouterLink}
              to={`/subEvent/${card.subEventId}/chatList?room=${card.chatRoomId}`}
              startIcon={<ChatIcon />}
            >
              {t("day.links.chat")}
            </Button>
          )}
          <Button
            component={RouterLink}
            to={`/subEvent/${card.subEventId}/counselList/${card.meetingId}`}
            startIcon={<EditNoteIcon />}
          >
            {t("day.links.note")}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
