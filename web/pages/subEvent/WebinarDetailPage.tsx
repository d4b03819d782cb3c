import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import { Box, Button, Divider, Link, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useWebinar } from "../../api/webinars";
import { TranscriptViewer } from "../../features/captions/TranscriptViewer";
import { RichText } from "../../features/common/RichText";
import { LoadError, Loading } from "../../features/common/states";
import { PresenterCard } from "../../features/webinars/PresenterCard";
import { QaPanel } from "../../features/webinars/QaPanel";
import { RoomEntry } from "../../features/webinars/RoomEntry";
import { ZonedTime } from "../../features/webinars/ZonedTime";
import { useWorkspace } from "../../features/workspace/context";

/**
 * A webinar: back arrow, its way in (RoomEntry: the presentation room while open, the conference link),
 * times, description, files, presenters and the Q&A.
 */
export default function WebinarDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { subEvent } = useWorkspace();
  const { webinarId } = useParams();
  const webinar = useWebinar(Number(webinarId) || 0);
  const back = () => navigate(`/subEvent/${subEvent.id}/webinar`);
  if (webinar.isLoading) return <Loading />;
  if (webinar.isError || !webinar.data)
    return (
      <Box>
        <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 1 }}>
          {t("webinar.backToList")}
        </Button>
        <LoadError error={webinar.error} onRetry={() => webinar.refetch()} />
      </Box>
    );
  const w = webinar.data;
  return (
    <Box>
      <Button startIcon={<ArrowBackIcon />} onClick={back} sx={{ mb: 1 }}>
        {t("webinar.backToList")}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 2, justifyContent: "space-between" }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h1" variant="h5" sx={{ overflowWrap: "anywhere", mb: 1 }}>
              {w.title}
            </Typography>
            <ZonedTime start={w.startDate} end={w.endDate} venueZone={w.timeZone} />
          </Box>
          <RoomEntry webinar={w} />
        </Stack>
        {w.content && (
          <>
            <Divider sx={{ my: 2 }} />
            <RichText html={w.content} />
          </>
        )}
        {w.atchFiles.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t("webinar.files")}
            </Typography>
            <Stack component="ul" sx={{ p: 0, m: 0, listStyle: "none", gap: 0.5 }}>
              {w.atchFiles.map((f) => (
                <li key={f.id}>
                  <Link
                    href={f.filePath}
                    download={f.fileName}
                    sx={{ display: "inline-flex", gap: 0.5, alignItems: "center" }}
                  >
                    <AttachFileIcon fontSize="small" aria-hidden />
                    {f.fileName}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        )}
        {w.presenters.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t("webinar.presenters")}
            </Typography>
            <Box
              sx={{
                display: "grid",
                gap: 1.5,
                gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" },
              }}
            >
              {w.presenters.map((p) => (
                <PresenterCard key={p.applicationId} presenter={p} />
              ))}
            </Box>
          </Box>
        )}
      </Paper>
      <TranscriptViewer owner={{ webinarId: w.id }} zone={subEvent.timeZone} />
      <Box sx={{ mt: 3 }}>
        <QaPanel webinar={w} />
      </Box>
    </Box>
  );
}
