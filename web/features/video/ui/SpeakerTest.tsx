import VolumeUpIcon from "@mui/icons-material/VolumeUp";
import { Button, Stack, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LocalMedia } from "../index";
import { canChooseSpeaker, playTestTone } from "../media/tone";
import { DeviceSelect } from "./DeviceSelect";

/** The speaker list where the browser can choose one (`setSinkId`), and the 440 Hz test tone (13.45). */
export function SpeakerTest({ media }: { media: LocalMedia }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const test = async () => {
    setPlaying(true);
    await playTestTone(media.chosen().audiooutput).finally(() => setPlaying(false));
  };
  return (
    <Stack spacing={1}>
      {canChooseSpeaker() ? (
        <DeviceSelect media={media} kind="audiooutput" />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t("videoMedia.speakerUnsupported")}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<VolumeUpIcon />}
          onClick={test}
          disabled={playing}
        >
          {t("videoMedia.testSpeaker")}
        </Button>
        <Typography variant="caption" color="text.secondary" aria-live="polite">
          {playing ? t("videoMedia.testPlaying") : ""}
        </Typography>
      </Stack>
    </Stack>
  );
}
