import { MEDIA_LIMITS } from "../../../../shared/video/protocol";

/**
 * Capture constraints and encoder caps from the spec's media limits (shared/video/protocol.ts MEDIA_LIMITS;
 * docs/decisions.md "Video media (issue 20)"). Pure: the device class and the choices come in as arguments.
 */

export type DeviceClass = "desktop" | "phone";

/** Phones by what the browser says of itself and of its screen (the spec's video breakpoint is 600 px). */
export function deviceClass(userAgent: string, screenWidth: number, coarsePointer: boolean): DeviceClass {
  if (/Android|iPhone|iPad|iPod|Mobile/i.test(userAgent)) return "phone";
  return coarsePointer && screenWidth < 600 ? "phone" : "desktop";
}

export interface AudioChoice {
  deviceId?: string;
  /** "Voice Focus": the browser's noise suppression and echo cancellation (on by default). */
  voiceFocus: boolean;
}

export function audioConstraints(choice: AudioChoice): MediaTrackConstraints {
  return {
    ...(choice.deviceId ? { deviceId: { exact: choice.deviceId } } : {}),
    noiseSuppression: choice.voiceFocus,
    echoCancellation: choice.voiceFocus,
    autoGainControl: true,
  };
}

export function videoConstraints(kind: DeviceClass, deviceId?: string): MediaTrackConstraints {
  const limit = MEDIA_LIMITS[kind];
  return {
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
    width: { ideal: limit.width, max: limit.width },
    height: { ideal: limit.height, max: limit.height },
    frameRate: { ideal: limit.frameRate, max: limit.frameRate },
  };
}

export function screenConstraints(): DisplayMediaStreamOptions {
  const limit = MEDIA_LIMITS.screen;
  return {
    video: {
      width: { max: limit.width },
      height: { max: limit.height },
      frameRate: { ideal: limit.frameRate, max: limit.frameRate },
    },
    audio: false,
  };
}

/** What one sender may use: the transceiver slot it fills and the device class decide. */
export type SenderSlot = "audio" | "camera" | "screen";

export interface EncoderCap {
  maxBitrate: number;
  maxFramerate?: number;
}

export function encoderCap(slot: SenderSlot, kind: DeviceClass): EncoderCap {
  if (slot === "audio") return { maxBitrate: MEDIA_LIMITS.audioBitrate };
  if (slot === "screen")
    return { maxBitrate: MEDIA_LIMITS.videoBitrate.screen, maxFramerate: MEDIA_LIMITS.screen.frameRate };
  return {
    maxBitrate: kind === "phone" ? MEDIA_LIMITS.videoBitrate.phone : MEDIA_LIMITS.videoBitrate.camera,
    maxFramerate: MEDIA_LIMITS[kind].frameRate,
  };
}

/** The encodings with the cap applied (an encoding already at the cap is left as it is: no needless call). */
export function cappedEncodings(
  encodings: RTCRtpEncodingParameters[],
  cap: EncoderCap,
): RTCRtpEncodingParameters[] | undefined {
  let changed = false;
  const next = encodings.map((encoding) => {
    const same =
      encoding.maxBitrate === cap.maxBitrate &&
      (cap.maxFramerate === undefined || encoding.maxFramerate === cap.maxFramerate);
    if (same) return encoding;
    changed = true;
    return {
      ...encoding,
      maxBitrate: cap.maxBitrate,
      ...(cap.maxFramerate ? { maxFramerate: cap.maxFramerate } : {}),
    };
  });
  return changed ? next : undefined;
}

/** The device class of this browser (read once per page). */
export function currentDeviceClass(): DeviceClass {
  if (typeof navigator === "undefined" || typeof window === "undefined") return "desktop";
  const coarse = window.matchMedia?.("(pointer: coarse)").matches ?? false;
  return deviceClass(navigator.userAgent, window.screen?.width ?? 1280, coarse);
}
