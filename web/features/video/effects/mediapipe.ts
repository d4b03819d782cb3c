import type { SelfieSegmentation as SelfieSegmentationType } from "@mediapipe/selfie_segmentation";

/**
 * MediaPipe's selfie segmentation, served from our origin under /mediapipe/ (vite.config.ts copies the npm
 * package's script, wasm and models there). Its script is a classic one that defines a global, so it is
 * loaded with a script element, once, only when someone asks for a background effect.
 */
export const MEDIAPIPE_BASE = "/mediapipe/";

type Constructor = typeof SelfieSegmentationType;
let loading: Promise<Constructor> | undefined;

function loadScript(): Promise<Constructor> {
  loading ??= new Promise<Constructor>((resolve, reject) => {
    const existing = (window as unknown as { SelfieSegmentation?: Constructor }).SelfieSegmentation;
    if (existing) return resolve(existing);
    const script = document.createElement("script");
    script.src = `${MEDIAPIPE_BASE}selfie_segmentation.js`;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { SelfieSegmentation?: Constructor }).SelfieSegmentation;
      if (loaded) resolve(loaded);
      else reject(new Error("mediapipe: no SelfieSegmentation"));
    };
    script.onerror = () => reject(new Error("mediapipe: the script did not load"));
    document.head.appendChild(script);
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** A ready segmenter (the landscape model: fewer operations, made for video calls). */
export async function createSegmenter(): Promise<SelfieSegmentationType> {
  const SelfieSegmentation = await loadScript();
  const segmenter = new SelfieSegmentation({ locateFile: (file) => `${MEDIAPIPE_BASE}${file}` });
  segmenter.setOptions({ modelSelection: 1, selfieMode: false });
  await segmenter.initialize();
  return segmenter;
}
