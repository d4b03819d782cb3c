import EventIcon from "@mui/icons-material/Event";
import { Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadSessionIcs, useProgramme } from "../../api/programme";
import { asLanguage, formatMonthDay } from "../../features/common/dates";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { ZonedTime } from "../../features/webinars/ZonedTime";
import { useWorkspace } from "../../features/workspace/context";
import { toastError } from "../../lib/toast";

/** The programme: a tab per venue day, a track filter, sessions with room, speakers and an .ics each. */
export default function ProgramListPage() {
  const { t, i18n } = useTranslation();
  const { subEvent } = useWorkspace();
  const programme = useProgramme(subEvent.id);
  const sessions = programme.data?.sessions ?? [];
  const days = [...new Set(sessions.map((s) => s.venue.date))];
  const tracks = [...new Set(sessions.map((s) => s.track).filter(Boolean))];
  const [day, setDay] = useState<string>();
  const [track, setTrack] = useState("");
  const shownDay = day && days.includes(day) ? day : days[0];
  const shown = sessions.filter((s) => s.venue.date === shownDay && (!track || s.track === track));
  const dayLabel = (d: string) => formatMonthDay(d, asLanguage(i18n.language), "short");
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("programmeUi.programme")}
      </Typography>
      {programme.isLoading && <Loading />}
      {programme.isError && <LoadError error={programme.error} onRetry={() => programme.refetch()} />}
      {programme.data && sessions.length === 0 && <Empty>{t("programmeUi.noSessions")}</Empty>}
      {days.length > 0 && (
        <Tabs
          value={shownDay}
          onChange={(_, v: string) => setDay(v)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t("programmeUi.days")}
          sx={{ borderBottom: 1, borderColor: "divider", mb: 2 }}
        >
          {days.map((d) => (
            <Tab key={d} value={d} label={dayLabel(d)} />
          ))}
        </Tabs>
      )}
      {tracks.length > 1 && (
        <Stack
          direction="row"
          sx={{ gap: 1, flexWrap: "wrap", mb: 2 }}
          role="group"
          aria-label={t("programmeUi.tracks")}
        >
          {["", ...tracks].map((name) => (
            <Chip
              key={name || "all"}
              label={name || t("programmeUi.allTracks")}
              color={track === name ? "primary" : "default"}
              variant={track === name ? "filled" : "outlined"}
              onClick={() => setTrack(name)}
              aria-pressed={track === name}
            />
          ))}
        </Stack>
      )}
      <Stack sx={{ gap: 1.5 }} component="ul" style={{ padding: 0, margin: 0 }}>
        {shown.map((s) => (
          <Paper
            key={s.id}
            component="li"
            variant="outlined"
            sx={{ p: 2, listStyle: "none" }}
            data-testid="session"
          >
            <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2 }}>
              <Box sx={{ width: { sm: 220 }, flexShrink: 0 }}>
                <ZonedTime start={s.startDate} end={s.endDate} venueZone={s.timeZone} variant="body2" />
                <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: "wrap" }}>
                  {s.track && <Chip size="small" label={s.track} />}
                  {s.room && <Chip size="small" variant="outlined" label={s.room} />}
                </Stack>
              </Box>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography
                  component="h2"
                  variant="subtitle1"
                  sx={{ fontWeight: 700, overflowWrap: "anywhere" }}
                >
                  {s.title}
                </Typography>
                {s.speakers.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {s.speakers.map((p) => [p.name, p.company].filter(Boolean).join(", ")).join(" · ")}
                  </Typography>
                )}
                {s.description && (
                  <Typography variant="body2" sx={{ mt: 1, whiteSpace: "pre-line" }}>
                    {s.description}
                  </Typography>
                )}
              </Box>
              <Box sx={{ flexShrink: 0 }}>
                <Button
                  size="small"
                  startIcon={<EventIcon />}
                  onClick={() => downloadSessionIcs(s.id).catch(toastError)}
                  aria-label={t("programmeUi.addToCalendarOf", { title: s.title })}
                >
                  {t("programmeUi.addToCalendar")}
                </Button>
              </Box>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
