import { Box, Skeleton } from "@mui/material";
import { toDataURL } from "qrcode";
import { useEffect, useState } from "react";

/** A badge's QR code as an image (drawn on the device; the payload carries no personal data). */
export function BadgeQr({ payload, size = 280, alt }: { payload: string; size?: number; alt: string }) {
  const [src, setSrc] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    void toDataURL(payload, { errorCorrectionLevel: "M", margin: 2, width: size * 2 }).then((url) => {
      if (live) setSrc(url);
    });
    return () => {
      live = false;
    };
  }, [payload, size]);
  if (!src) return <Skeleton variant="rectangular" width={size} height={size} />;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      data-qr={payload}
      sx={{
        width: size,
        maxWidth: "100%",
        height: "auto",
        imageRendering: "pixelated",
        bgcolor: "common.white",
      }}
    />
  );
}
