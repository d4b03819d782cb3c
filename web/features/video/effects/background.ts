import type { Results, SelfieSegmentation } from "@mediapipe/selfie_segmentation";
import type { BackgroundMode } from "../media/choices";
import type { CameraEffect, ProcessedCamera } from "../media/local-media";
import { effectAllowed, FrameWatch, frameBudgetMs, PROBE_FRAMES, parseCpuSetting } from "./cpu";
import { createSegmenter } from "./mediapipe";

const FRAME_RATE = 24;
const VERDICT_KEY = "bizmeet.video.effects";

let segmenter: Promise<SelfieSegmentation> | undefined;
function sharedSegmenter(): Promise<SelfieSegmentation> {
  segmenter ??= createSegmenter();
  segmenter.catch(() => {
    segmenter = undefined;
  });
  return segmenter;
}

function drawComposite(
  ctx: CanvasRenderingContext2D,
  results: Results,
  mode: BackgroundMode,
  width: number,
  height: number,
): void {
  ctx.save();
  ctx.clearRect(0, 0, width, height);
  ctx.drawImage(results.segmentationMask, 0, 0, width, height);
  // the person: the camera where the mask is
  ctx.globalCompositeOperation = "source-in";
  ctx.drawImage(results.image, 0, 0, width, height);
  // the background behind it: the camera blurred, or a calm gradient in place of the room
  ctx.globalCompositeOperation = "destination-over";
  if (mode === "blur") {
    ctx.filter = "blur(14px)";
    ctx.drawImage(results.image, 0, 0, width, height);
  } else {
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, "#1e3a5f");
    gradient.addColorStop(1, "#5b8fb9");
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  }
  ctx.restore();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Segments a dozen synthetic frames: how long this device takes per frame (ms), warm-up included. */
async function probe(segment: SelfieSegmentation): Promise<number[]> {
  const canvas = document.createElement("canvas");
  canvas.width = 640;
  canvas.height = 360;
  const ctx = canvas.getContext("2d");
  const out = document.createElement("canvas").getContext("2d");
  if (!ctx || !out) return [];
  const times: number[] = [];
  segment.onResults((results) => drawComposite(out, results, "blur", 640, 360));
  for (let i = 0; i < PROBE_FRAMES; i++) {
    ctx.fillStyle = `hsl(${i * 30}, 40%, 50%)`;
    ctx.fillRect(0, 0, 640, 360);
    ctx.fillStyle = "#d9b38c";
    ctx.beginPath();
    ctx.ellipse(320 + i, 200, 90, 120, 0, 0, Math.PI * 2);
    ctx.fill();
    const started = performance.now();
    await segment.send({ image: canvas });
    times.push(performance.now() - started);
  }
  return times;
}

/** Why effects are or are not offered: the probe's frame times (ms), or what failed. */
export interface ProbeResult {
  frameTimesMs?: number[];
  budgetMs: number;
  error?: string;
}

export interface BackgroundEngine {
  /** Whether background effects are offered on this device (loads MediaPipe and probes once a session). */
  available(): Promise<boolean>;
  /** The last probe's measurements (for the decisions note and the browser check). */
  probeResult(): ProbeResult | undefined;
  /** The LocalMedia hook: the camera drawn with the effect, dropped when the device falls behind. */
  effect: CameraEffect;
}

const engines = new Map<number, BackgroundEngine>();

/**
 * Background blur and replacement within the CPU setting (effects/cpu.ts says what the number means); one
 * engine per setting on a page, so the probe runs once.
 */
export function backgroundEngine(cpuSettingRaw: unknown): BackgroundEngine {
  const cpuSetting = parseCpuSetting(cpuSettingRaw);
  const existing = engines.get(cpuSetting);
  if (existing) return existing;
  const engine = makeEngine(cpuSetting);
  engines.set(cpuSetting, engine);
  return engine;
}

function makeEngine(cpuSetting: number): BackgroundEngine {
  let verdict: Promise<boolean> | undefined;
  let result: ProbeResult | undefined;
  const budgetMs = frameBudgetMs(cpuSetting, FRAME_RATE);
  const remembered = () => {
    try {
      return sessionStorage.getItem(VERDICT_KEY);
    } catch {
      return null;
    }
  };
  const remember = (value: "ok" | "slow") => {
    try {
      sessionStorage.setItem(VERDICT_KEY, value);
    } catch {
      // the verdict lasts for this page only
    }
  };
  const available = () => {
    verdict ??= (async () => {
      const known = remembered();
      if (known === "slow") return false;
      if (known === "ok") return true;
      if (typeof HTMLCanvasElement.prototype.captureStream !== "function") return false;
      try {
        const frameTimesMs = await probe(await sharedSegmenter());
        result = { frameTimesMs: frameTimesMs.map(Math.round), budgetMs };
        const allowed = effectAllowed(frameTimesMs, cpuSetting, FRAME_RATE);
        remember(allowed ? "ok" : "slow");
        return allowed;
      } catch (error) {
        result = { budgetMs, error: error instanceof Error ? error.message : String(error) };
        return false;
      }
    })();
    return verdict;
  };

  const effect: CameraEffect = async (raw, mode) => {
    if (mode === "none" || !(await available())) return undefined;
    const segment = await sharedSegmenter();
    const settings = raw.getSettings();
    const width = settings.width ?? 640;
    const height = settings.height ?? 360;
    const video = document.createElement("video");
    video.muted = true;
    video.playsInline = true;
    video.srcObject = new MediaStream([raw]);
    await video.play().catch(() => undefined);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d");
    const track = canvas.captureStream(FRAME_RATE).getVideoTracks()[0];
    if (!ctx || !track) return undefined;
    let running = true;
    let drop: () => void = () => undefined;
    const dropped = new Promise<void>((resolve) => {
      drop = resolve;
    });
    segment.onResults((results) => {
      if (running) drawComposite(ctx, results, mode, width, height);
    });
    const watch = new FrameWatch(budgetMs);
    void (async () => {
      while (running && raw.readyState === "live") {
        const started = performance.now();
        await segment.send({ image: video }).catch(() => undefined);
        const took = performance.now() - started;
        if (watch.record(took)) {
          remember("slow");
          drop();
          return;
        }
        await sleep(Math.max(0, 1000 / FRAME_RATE - took));
      }
    })();
    const processed: ProcessedCamera = {
      track,
      dropped,
      stop() {
        running = false;
        track.stop();
        video.srcObject = null;
      },
    };
    return processed;
  };

  return { available, effect, probeResult: () => result };
}
