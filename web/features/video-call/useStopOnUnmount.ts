import { useEffect, useRef } from "react";
import type { LocalMedia } from "../video";

/**
 * Stops the camera and microphone when the call screen goes away for good (Leave, the end, the browser's
 * Back, closing the tab). Deferred a tick, so that React's development double mount (unmount, then mount
 * again at once) does not stop them.
 */
export function useStopOnUnmount(media: LocalMedia | undefined): void {
  const alive = useRef(false);
  useEffect(() => {
    if (!media) return;
    alive.current = true;
    const stop = () => media.stop();
    window.addEventListener("pagehide", stop);
    return () => {
      alive.current = false;
      window.removeEventListener("pagehide", stop);
      setTimeout(() => {
        if (!alive.current) media.stop();
      }, 0);
    };
  }, [media]);
}
