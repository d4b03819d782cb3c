import PhotoCameraIcon from "@mui/icons-material/PhotoCamera";
import VideocamIcon from "@mui/icons-material/Videocam";
import VideocamOffIcon from "@mui/icons-material/VideocamOff";
import { Alert, Box, Button, Stack } from "@mui/material";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { decodePicture, startScanner } from "./scanner";

/** The camera reading badges continuously, with a picture upload beside it (a photo or a screenshot of a QR). */
export function CameraPanel({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<(() => void) | undefined>(undefined);
  const latest = useRef(onCode);
  latest.current = onCode;
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  const start = useCallback(async () => {
    if (!video.current || stop.current) return;
    try {
      stop.current = await startScanner(video.current, (code) => latest.current(code));
      setRunning(true);
      setProblem(undefined);
    } catch {
      setProblem(t("checkin.cameraDenied"));
    }
  }, [t]);

  const halt = useCallback(() => {
    stop.current?.();
    stop.current = undefined;
    setRunning(false);
  }, []);

  useEffect(() => {
    void start();
    return halt;
  }, [start, halt]);

  const onPicture = async (file: File | undefined) => {
    if (!file) return;
    const code = await decodePicture(file).catch(() => undefined);
    if (code) onCode(code);
    else setProblem(t("checkin.pictureNone"));
  };

  return (
    <Stack spacing={1}>
      <Box
        sx={{
          position: "relative",
          width: "100%",
          aspectRatio: "4 / 3",
          bgcolor: "grey.900",
          borderRadius: 2,
          overflow: "hidden",
        }}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: a live camera preview has no speech to caption */}
        <video
          ref={video}
          aria-label={t("checkin.cameraHint")}
          style={{ width: "100%", height: "100%", objectFit: "cover" }}
        />
      </Box>
      {problem && <Alert severity="warning">{problem}</Alert>}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          fullWidth
          startIcon={running ? <VideocamOffIcon /> : <VideocamIcon />}
          onClick={() => (running ? halt() : void start())}
        >
          {running ? t("checkin.cameraStop") : t("checkin.cameraStart")}
        </Button>
        <Button variant="outlined" fullWidth component="label" startIcon={<PhotoCameraIcon />}>
          {t("checkin.picture")}
          <input
            hidden
            type="file"
            accept="image/*"
            data-testid="checkin-picture"
            onChange={(e) => {
              void onPicture(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </Button>
      </Stack>
    </Stack>
  );
}
