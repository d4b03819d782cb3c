import type { ComponentType } from "react";
import {
  createMeetingRoom,
  DeviceCheck,
  type DeviceCheckProps,
  DeviceSettings,
  type DeviceSettingsProps,
  type Room,
} from "../video";
import { captureScreen } from "./screen-capture";

/**
 * What the call screens take from the media layer, injectable so that tests and previews can pass the
 * in-memory room (fake-room.ts); the defaults are the seam's (web/features/video/index.ts), so nothing
 * changes here when the real media layer lands behind it.
 */
export interface VideoDeps {
  createRoom: () => Room;
  DeviceCheck: ComponentType<DeviceCheckProps>;
  DeviceSettings: ComponentType<DeviceSettingsProps>;
  /** Asks the browser for a screen to share; undefined where the browser cannot (Share disabled, 13.18). */
  captureScreen: (() => Promise<MediaStream>) | undefined;
}

export const defaultVideoDeps: VideoDeps = {
  createRoom: createMeetingRoom,
  DeviceCheck,
  DeviceSettings,
  captureScreen,
};
