import jsQR from "jsqr";

interface DetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}

/** The browser's BarcodeDetector for QR codes where it exists (Chrome on Android, Safari 17+), else undefined. */
function nativeDetector(): DetectorLike | undefined {
  const Ctor = (globalThis as { BarcodeDetector?: new (o: { formats: string[] }) => DetectorLike })
    .BarcodeDetector;
  try {
    return Ctor ? new Ctor({ formats: ["qr_code"] }) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a QR code from a drawn frame with jsQR (the fallback where BarcodeDetector is missing, e.g. headless). */
function decodeCanvas(canvas: HTMLCanvasElement, source: CanvasImageSource, width: number, height: number) {
  // frames are scaled down to at most 640 px wide: fast enough for every animation frame on a phone
  const scale = Math.min(1, 640 / width);
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const g = canvas.getContext("2d", { willReadFrequently: true });
  if (!g) return undefined;
  g.drawImage(source, 0, 0, canvas.width, canvas.height);
  const image = g.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height, { inversionAttempts: "dontInvert" })?.data;
}

async function detectOnce(
  detector: DetectorLike | undefined,
  canvas: HTMLCanvasElement,
  source: CanvasImageSource,
  width: number,
  height: number,
): Promise<string | undefined> {
  if (detector) {
    try {
      const [first] = await detector.detect(source);
      if (first) return first.rawValue;
      return undefined;
    } catch {
      // some implementations refuse a source: fall through to jsQR
    }
  }
  return decodeCanvas(canvas, source, width, height);
}

/**
 * Reads QR codes from the camera continuously and calls `onCode` for each code (the same code again only
 * after `repeatMs`, so a badge held in front of the camera counts once). Returns a stop function.
 */
export async function startScanner(
  video: HTMLVideoElement,
  onCode: (code: string) => void,
  repeatMs = 4_000,
): Promise<() => void> {
  const stream = await navigator.mediaDevices.getUserMedia({
    video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } },
    audio: false,
  });
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  await video.play();
  const detector = nativeDetector();
  const canvas = document.createElement("canvas");
  const last = new Map<string, number>();
  let stopped = false;
  const tick = async () => {
    if (stopped) return;
    if (video.readyState >= 2 && video.videoWidth > 0) {
      const code = await detectOnce(detector, canvas, video, video.videoWidth, video.videoHeight);
      const now = Date.now();
      if (code && now - (last.get(code) ?? 0) > repeatMs) {
        last.set(code, now);
        onCode(code);
      }
    }
    if (!stopped) setTimeout(() => requestAnimationFrame(() => void tick()), 60);
  };
  void tick();
  return () => {
    stopped = true;
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
}

/** Reads a QR code from an uploaded picture (a photo of a badge, a screenshot of a phone's badge). */
export async function decodePicture(file: Blob): Promise<string | undefined> {
  const bitmap = await createImageBitmap(file);
  try {
    return await detectOnce(
      nativeDetector(),
      document.createElement("canvas"),
      bitmap,
      bitmap.width,
      bitmap.height,
    );
  } finally {
    bitmap.close();
  }
}
