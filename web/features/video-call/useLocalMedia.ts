import { useEffect, useReducer } from "react";
import type { LocalMedia, Room } from "../video";

/**
 * Follows the call's media while the device panel changes it: the screen draws again (the speaker chosen for
 * RemoteAudio), and `follow` (the presentation room on Janus, which does not watch the stream itself) gets the
 * new microphone or camera track on its sender, without renegotiating. The mesh room follows the stream by
 * itself (web/features/video/index.ts).
 */
export function useLocalMedia(media: LocalMedia, follow: Room | undefined): void {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let sent = { audio: media.stream.getAudioTracks()[0], video: media.stream.getVideoTracks()[0] };
    return media.on("change", () => {
      redraw();
      const now = { audio: media.stream.getAudioTracks()[0], video: media.stream.getVideoTracks()[0] };
      for (const kind of ["audio", "video"] as const) {
        const track = now[kind];
        if (follow && track && track !== sent[kind])
          void follow.replaceTrack(kind, track).catch(() => undefined);
      }
      sent = now;
    });
  }, [media, follow]);
}
