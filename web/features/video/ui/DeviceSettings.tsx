import { Box } from "@mui/material";
import type { DeviceSettingsProps } from "../index";
import { DevicePanel } from "./DevicePanel";

/**
 * The call's device panel (13.12): the same choices as the device step, laid out for the side panel (one
 * column) and applied to the running call (the room puts a new track on its senders without renegotiating).
 */
export function DeviceSettings({ media, receiveOnly, cpuSetting }: DeviceSettingsProps) {
  return (
    <Box sx={{ p: 2 }}>
      <DevicePanel media={media} receiveOnly={receiveOnly} cpuSetting={cpuSetting} layout="drawer" />
    </Box>
  );
}
