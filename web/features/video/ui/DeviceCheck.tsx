import { Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { backgroundEngine } from "../effects/background";
import type { DeviceCheckProps } from "../index";
import { DeviceMedia } from "../media/local-media";
import { DevicePanel } from "./DevicePanel";

/**
 * The device step of /video/{id} and /videoMeeting/device (13.1-13.9, 13.45): microphones with a live level,
 * speakers with the 440 Hz test, cameras with a preview, Voice Focus and background effects; a clear message
 * and a retry when permission is refused or a device is missing. The media is handed to `onReady` alive;
 * leaving the step any other way stops it.
 */
export function DeviceCheck({
  onReady,
  actionLabel,
  busy = false,
  receiveOnly = false,
  cpuSetting,
}: DeviceCheckProps) {
  const { t } = useTranslation();
  const [media, setMedia] = useState<DeviceMedia>();
  const [starting, setStarting] = useState(true);
  const handedOver = useRef(false);
  useEffect(() => {
    const created = new DeviceMedia(receiveOnly, backgroundEngine(cpuSetting).effect);
    handedOver.current = false;
    setStarting(true);
    void created.start().finally(() => setStarting(false));
    setMedia(created);
    return () => {
      if (!handedOver.current) created.stop();
    };
  }, [receiveOnly, cpuSetting]);
  const ready = () => {
    if (!media) return;
    handedOver.current = true;
    onReady(media);
  };
  return (
    <Stack spacing={2} component="section" aria-labelledby="video-device-check-title" sx={{ width: "100%" }}>
      <Typography id="video-device-check-title" variant="h6" component="h2">
        {t("videoMedia.title")}
      </Typography>
      {starting && (
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }} role="status" aria-live="polite">
          <CircularProgress size={18} aria-hidden="true" />
          <Typography variant="body2">{t("videoMedia.starting")}</Typography>
        </Stack>
      )}
      {media && <DevicePanel media={media} receiveOnly={receiveOnly} cpuSetting={cpuSetting} toggles />}
      <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
        <Button
          variant="contained"
          onClick={ready}
          disabled={!media || starting || busy}
          sx={{ minWidth: 160 }}
        >
          {busy ? <CircularProgress size={20} color="inherit" aria-label={actionLabel} /> : actionLabel}
        </Button>
      </Box>
    </Stack>
  );
}
