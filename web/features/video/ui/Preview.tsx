import { Box, Typography, useMediaQuery } from "@mui/material";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * The camera preview of the device step: 400x250, 300x200 on phones (13.45), mirrored like a mirror; `fluid`
 * (the call's side panel): as wide as its column, in the same 8:5 proportion.
 */
export function Preview({
  stream,
  on,
  fluid = false,
}: {
  stream: MediaStream;
  on: boolean;
  fluid?: boolean;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width:599.95px)");
  const ref = useRef<HTMLVideoElement>(null);
  const track = stream.getVideoTracks()[0];
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = track ? new MediaStream([track]) : null;
    if (track) void video.play().catch(() => undefined);
  }, [track]);
  const [width, height] = phone ? [300, 200] : [400, 250];
  return (
    <Box
      data-testid="device-preview"
      sx={{
        ...(fluid ? { width: "100%", aspectRatio: "8 / 5" } : { width, height }),
        maxWidth: "100%",
        bgcolor: "grey.900",
        borderRadius: 1,
        overflow: "hidden",
        position: "relative",
        mx: "auto",
      }}
    >
      <video
        ref={ref}
        muted
        playsInline
        aria-label={t("videoMedia.preview")}
        style={{
          width: "100%",
          height: "100%",
          objectFit: "cover",
          transform: "scaleX(-1)",
          visibility: on && track ? "visible" : "hidden",
        }}
      />
      {!(on && track) && (
        <Typography
          color="grey.300"
          sx={{ position: "absolute", inset: 0, display: "grid", placeItems: "center" }}
        >
          {t("videoMedia.previewOff")}
        </Typography>
      )}
    </Box>
  );
}
