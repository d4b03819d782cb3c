import { useEffect, useReducer, useState } from "react";
import type { LocalMedia } from "../index";
import { hearing, watchLevel } from "../media/level";

/** Re-renders whenever the media says it changed (a device, a track, audio or video toggled). */
export function useMediaChanges(media: LocalMedia): void {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => media.on("change", bump), [media]);
}

/** The live microphone level (0..1) and whether it hears something, for the meter and its spoken status. */
export function useLevel(track: MediaStreamTrack | undefined): { level: number; heard: boolean } {
  const [state, setState] = useState({ level: 0, heard: false });
  useEffect(() => {
    if (!track) return;
    return watchLevel(track, (level) => setState((s) => ({ level, heard: hearing(level, s.heard) })));
  }, [track]);
  return track ? state : { level: 0, heard: false };
}
