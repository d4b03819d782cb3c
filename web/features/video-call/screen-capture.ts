import { MEDIA_LIMITS } from "../../../shared/video/protocol";

const canShare =
  typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getDisplayMedia === "function";

/** A screen, window or tab to share at the spec's 1920x1080, 10 fps; undefined where unsupported. */
export const captureScreen: (() => Promise<MediaStream>) | undefined = canShare
  ? () =>
      navigator.mediaDevices.getDisplayMedia({
        video: {
          width: { max: MEDIA_LIMITS.screen.width },
          height: { max: MEDIA_LIMITS.screen.height },
          frameRate: { max: MEDIA_LIMITS.screen.frameRate },
        },
        audio: false,
      })
  : undefined;
