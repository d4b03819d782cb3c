import { describe, expect, it } from "vitest";
import {
  audioConstraints,
  cappedEncodings,
  deviceClass,
  encoderCap,
  screenConstraints,
  videoConstraints,
} from "./constraints";

describe("capture constraints", () => {
  it("tells phones from desktops", () => {
    expect(deviceClass("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)", 390, true)).toBe("phone");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14) Mobile", 412, true)).toBe("phone");
    expect(deviceClass("Mozilla/5.0 (X11; Linux x86_64) Chrome/130", 1440, false)).toBe("desktop");
    expect(deviceClass("Mozilla/5.0 (X11; Linux x86_64)", 500, true)).toBe("phone");
  });

  it("asks for 1280x720 at 24 fps on desktop and 640x480 at 24 fps on phones, on the chosen camera", () => {
    expect(videoConstraints("desktop", "cam-2")).toEqual({
      deviceId: { exact: "cam-2" },
      width: { ideal: 1280, max: 1280 },
      height: { ideal: 720, max: 720 },
      frameRate: { ideal: 24, max: 24 },
    });
    const phone = videoConstraints("phone");
    expect(phone.deviceId).toBeUndefined();
    expect(phone.width).toEqual({ ideal: 640, max: 640 });
    expect(phone.frameRate).toEqual({ ideal: 24, max: 24 });
  });

  it("switches the browser's noise suppression and echo cancellation with Voice Focus", () => {
    expect(audioConstraints({ voiceFocus: true })).toMatchObject({
      noiseSuppression: true,
      echoCancellation: true,
    });
    expect(audioConstraints({ voiceFocus: false, deviceId: "mic" })).toMatchObject({
      deviceId: { exact: "mic" },
      noiseSuppression: false,
      echoCancellation: false,
    });
  });

  it("shares screens at 1920x1080 and 10 fps at most", () => {
    expect(screenConstraints().video).toMatchObject({ width: { max: 1920 }, height: { max: 1080 } });
  });
});

describe("encoder caps", () => {
  it("caps each slot by the mesh figures", () => {
    expect(encoderCap("camera", "desktop")).toEqual({ maxBitrate: 1_200_000, maxFramerate: 24 });
    expect(encoderCap("camera", "phone")).toEqual({ maxBitrate: 600_000, maxFramerate: 24 });
    expect(encoderCap("screen", "desktop")).toEqual({ maxBitrate: 2_500_000, maxFramerate: 10 });
    expect(encoderCap("audio", "phone")).toEqual({ maxBitrate: 64_000 });
  });

  it("changes the encodings only when they differ from the cap", () => {
    const cap = encoderCap("camera", "desktop");
    expect(cappedEncodings([{ active: true }], cap)).toEqual([
      { active: true, maxBitrate: 1_200_000, maxFramerate: 24 },
    ]);
    expect(cappedEncodings([{ maxBitrate: 1_200_000, maxFramerate: 24 }], cap)).toBeUndefined();
  });
});
