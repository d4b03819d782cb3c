import { Alert, Box, Button, FormControlLabel, Stack, Switch } from "@mui/material";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { backgroundEngine } from "../effects/background";
import type { LocalMedia } from "../index";
import { DeviceMedia } from "../media/local-media";
import { DeviceSelect } from "./DeviceSelect";
import { Effects } from "./Effects";
import { LevelMeter } from "./LevelMeter";
import { Preview } from "./Preview";
import { SpeakerTest } from "./SpeakerTest";
import { useMediaChanges } from "./use-media";

export interface DevicePanelProps {
  media: LocalMedia;
  receiveOnly?: boolean;
  /** The spec's CPU setting for background effects (default 40: effects/cpu.ts). */
  cpuSetting?: number | string;
  /** Whether to show the microphone and camera on/off switches (the device step; the call has its own). */
  toggles?: boolean;
  /**
   * "page": the device step, preview beside the choices on wide screens; "drawer": the call's ~360 px side
   * panel, one column at every width with the preview as wide as the panel.
   */
  layout?: "page" | "drawer";
}

/** The device choices shared by the device step and the call's settings panel (13.1-13.12). */
export function DevicePanel({
  media,
  receiveOnly = false,
  cpuSetting,
  toggles = false,
  layout = "page",
}: DevicePanelProps) {
  const { t } = useTranslation();
  useMediaChanges(media);
  const engine = useMemo(() => backgroundEngine(cpuSetting), [cpuSetting]);
  const device = media instanceof DeviceMedia ? media : undefined;
  const problems = device?.problems ?? {};
  const audioTrack = media.stream.getAudioTracks()[0];
  const drawer = layout === "drawer";
  if (receiveOnly)
    return (
      <Stack spacing={2}>
        <Alert severity="info">{t("videoMedia.receiveOnly")}</Alert>
        <SpeakerTest media={media} />
      </Stack>
    );
  return (
    <Stack spacing={2}>
      {(["audio", "video"] as const).map((kind) => {
        const problem = problems[kind];
        if (!problem) return null;
        return (
          <Alert
            key={kind}
            severity={problem === "missing" && kind === "video" ? "info" : "warning"}
            action={
              device && (
                <Button color="inherit" size="small" onClick={() => void device.start()}>
                  {t("videoMedia.retry")}
                </Button>
              )
            }
          >
            {t(`videoMedia.problem.${kind}.${problem}`)}
          </Alert>
        );
      })}
      <Stack
        direction={drawer ? "column" : { xs: "column", md: "row" }}
        spacing={drawer ? 2 : 3}
        sx={{ alignItems: drawer ? "stretch" : { xs: "stretch", md: "flex-start" } }}
        data-testid="device-panel"
        data-layout={layout}
      >
        <Box sx={{ flex: "0 0 auto", minWidth: 0 }}>
          <Preview stream={media.stream} on={media.video} fluid={drawer} />
          {toggles && (
            <Stack direction="row" spacing={2} sx={{ mt: 1, justifyContent: "center", flexWrap: "wrap" }}>
              <FormControlLabel
                control={
                  <Switch
                    checked={media.audio}
                    onChange={(e) => media.setAudio(e.target.checked)}
                    disabled={!audioTrack}
                  />
                }
                label={t("videoMedia.microphoneOn")}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={media.video}
                    onChange={(e) => media.setVideo(e.target.checked)}
                    disabled={media.stream.getVideoTracks().length === 0}
                  />
                }
                label={t("videoMedia.cameraOn")}
              />
            </Stack>
          )}
        </Box>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <DeviceSelect media={media} kind="audioinput" />
          <LevelMeter track={audioTrack} />
          <SpeakerTest media={media} />
          <DeviceSelect media={media} kind="videoinput" />
          {device && <Effects media={device} engine={engine} />}
        </Stack>
      </Stack>
    </Stack>
  );
}
