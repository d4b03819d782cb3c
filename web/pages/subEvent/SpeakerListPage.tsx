import { Avatar, Box, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useSpeakers } from "../../api/programme";
import { Empty, LoadError, Loading } from "../../features/common/states";
import { ZonedTime } from "../../features/webinars/ZonedTime";
import { useWorkspace } from "../../features/workspace/context";

/** The sub-event's speakers in the host's order: photo, name, position and company, bio, their sessions. */
export default function SpeakerListPage() {
  const { t } = useTranslation();
  const { subEvent } = useWorkspace();
  const list = useSpeakers(subEvent.id);
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t("programmeUi.speakers")}
      </Typography>
      {list.isLoading && <Loading />}
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data?.length === 0 && <Empty>{t("programmeUi.noSpeakers")}</Empty>}
      <Box
        component="ul"
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "repeat(2, 1fr)" }, p: 0, m: 0 }}
      >
        {list.data?.map((s) => (
          <Paper
            key={s.id}
            component="li"
            variant="outlined"
            sx={{ p: 2, listStyle: "none", display: "flex", gap: 2 }}
          >
            <Avatar src={s.photo?.filePath} alt="" sx={{ width: 72, height: 72, fontSize: 28 }}>
              {s.name.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h2" variant="h6">
                {s.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[s.position, s.company].filter(Boolean).join(" · ")}
              </Typography>
              {s.bio && (
                <Typography variant="body2" sx={{ mt: 1, whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                  {s.bio}
                </Typography>
              )}
              {s.sessions.length > 0 && (
                <Stack sx={{ mt: 1.5, gap: 1 }} component="ul" style={{ padding: 0, margin: 0 }}>
                  {s.sessions.map((session) => (
                    <Box
                      key={session.id}
                      component="li"
                      sx={{ listStyle: "none", borderLeft: 3, borderColor: "primary.main", pl: 1 }}
                    >
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {session.title}
                        {session.room ? ` · ${session.room}` : ""}
                      </Typography>
                      <ZonedTime
                        start={session.startDate}
                        end={session.endDate}
                        venueZone={subEvent.timeZone}
                        variant="body2"
                      />
                    </Box>
                  ))}
                </Stack>
              )}
            </Box>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
