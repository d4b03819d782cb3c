/**
 * What the person chose on this browser, remembered across calls (13.9): devices per kind, Voice Focus, the
 * background effect. One JSON entry in localStorage; unreadable or missing values fall back to the defaults.
 */
export type DeviceKind = "audioinput" | "audiooutput" | "videoinput";
export type BackgroundMode = "none" | "blur" | "image";

export interface MediaChoices {
  devices: Partial<Record<DeviceKind, string>>;
  /** The browser's noise suppression and echo cancellation ("Voice Focus"), on by default. */
  voiceFocus: boolean;
  background: BackgroundMode;
}

const KEY = "bizmeet.video.choices";
const DEFAULTS: MediaChoices = { devices: {}, voiceFocus: true, background: "none" };

export function parseChoices(raw: string | null): MediaChoices {
  if (!raw) return { ...DEFAULTS, devices: {} };
  try {
    const value = JSON.parse(raw) as Partial<MediaChoices>;
    const devices: MediaChoices["devices"] = {};
    for (const kind of ["audioinput", "audiooutput", "videoinput"] as const) {
      const id = value.devices?.[kind];
      if (typeof id === "string" && id.length > 0 && id.length < 256) devices[kind] = id;
    }
    return {
      devices,
      voiceFocus: value.voiceFocus !== false,
      background: value.background === "blur" || value.background === "image" ? value.background : "none",
    };
  } catch {
    return { ...DEFAULTS, devices: {} };
  }
}

export function loadChoices(): MediaChoices {
  try {
    return parseChoices(localStorage.getItem(KEY));
  } catch {
    return parseChoices(null);
  }
}

export function saveChoices(choices: MediaChoices): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(choices));
  } catch {
    // private mode or full storage: the choice lasts for this page only
  }
}
