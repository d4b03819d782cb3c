import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import { Button, Container, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { defaultVideoDeps, type VideoDeps } from "../../features/video-call/deps";
import { MediaBoundary } from "../../features/video-call/MediaBoundary";
import { useLeaveRoom } from "../../features/video-call/navigation";

/** /videoMeeting/device (13.2, 13.7): the device check alone; done goes back (or home). */
export default function DeviceCheckPage({ deps = defaultVideoDeps }: { deps?: VideoDeps }) {
  const { t } = useTranslation();
  const leave = useLeaveRoom();
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }} data-testid="device-step">
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t("videoCall.deviceTitle")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t("videoCall.deviceIntro")}
      </Typography>
      <MediaBoundary>
        <deps.DeviceCheck
          actionLabel={t("videoCall.ok")}
          onReady={(media) => {
            media.stop();
            leave("back");
          }}
        />
      </MediaBoundary>
      <Button startIcon={<ArrowBackIcon />} onClick={() => leave("back")} sx={{ mt: 2 }}>
        {t("videoCall.back")}
      </Button>
    </Container>
  );
}
