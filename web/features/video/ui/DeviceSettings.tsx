import type { DeviceSettingsProps } from "../index";
import { DevicePanel } from "./DevicePanel";

/** The call's device panel (13.12): the same choices as the device step, applied to the running call. */
export function DeviceSettings({ media, receiveOnly, cpuSetting }: DeviceSettingsProps) {
  return <DevicePanel media={media} receiveOnly={receiveOnly} cpuSetting={cpuSetting} />;
}
