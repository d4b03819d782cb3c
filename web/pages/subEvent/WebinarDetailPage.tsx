import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import AttachFileIcon from "@mui/icons-material/AttachFile";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import VideocamIcon from "@mui/icons-material/Videocam";
import { Box, Button, Divider, Link, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { presentationOpenAt } from "../../../shared/video/presentation";
import { useWebinar } from "../../api/webinars";
import { TranscriptViewer } from "../../features/captions/TranscriptViewer";
import { RichText } from "../../features/common/RichText";
import { LoadError, Loading } from "../../features/common/states";
import { PresenterCard } from "../../features/webinars/PresenterCard";
import { QaPanel } from "../../features/webinars/QaPanel";
import { ZonedTime } from "../../features/webinars/ZonedTime";
import { useWorkspace } from "../../features/workspace/context";
import { toast } from "../../lib/toast";

/**
 * A webinar: back arrow, enter button (the link in a new tab; without one it reads "preparing", looks
 * disabled and says whom to contact), times, description, files, presenters and the Q&A.
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
  // the presentation room opens 10 minutes before the start, until the end (as the meeting rooms)
  const roomOpen = presentationOpenAt(Date.parse(w.startDate), Date.parse(w.endDate), Date.now());
  const enter = () => {
    if (!w.zoomLink) return toast(t("webinar.contactPerson"), "info");
    // Without "noopener" the browser answers null exactly when it blocked the pop-up; the opener is cut at once.
    const opened = window.open(w.zoomLink, "_blank");
    if (!opened) return toast(t("common.popUpBlocked"));
    opened.opener = null;
  };
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
          <Box sx={{ flexShrink: 0, display: "flex", flexDirection: "column", gap: 1 }}>
            {roomOpen && (
              <Button
                variant="contained"
                color="secondary"
                size="large"
                startIcon={<VideocamIcon />}
                onClick={() => navigate(`/video/${w.id}?session=webinar`, { state: { from: "webinar" } })}
              >
                {t("presentation.enterRoom")}
              </Button>
            )}
            <Button
              variant="contained"
              size="large"
              endIcon={w.zoomLink ? <OpenInNewIcon /> : undefined}
              onClick={enter}
              aria-disabled={!w.zoomLink}
              sx={
                w.zoomLink
                  ? undefined
                  : {
                      bgcolor: "action.disabledBackground",
                      color: "text.secondary",
                      boxShadow: "none",
                      "&:hover": { bgcolor: "action.disabledBackground", boxShadow: "none" },
                    }
              }
            >
              {w.zoomLink ? t("webinar.enter") : t("webinar.preparing")}
            </Button>
          </Box>
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
