import { FormControl, InputLabel, MenuItem, Select } from "@mui/material";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DeviceKind, LocalMedia } from "../index";

const LABEL: Record<DeviceKind, string> = {
  audioinput: "videoMedia.microphone",
  audiooutput: "videoMedia.speaker",
  videoinput: "videoMedia.camera",
};

/** One device list (microphones, speakers or cameras); the choice is applied at once and remembered. */
export function DeviceSelect({ media, kind }: { media: LocalMedia; kind: DeviceKind }) {
  const { t } = useTranslation();
  const id = useId();
  const devices = media.devices()[kind];
  const chosen = media.chosen()[kind];
  const value = devices.some((d) => d.deviceId === chosen) ? chosen : (devices[0]?.deviceId ?? "");
  const label = t(LABEL[kind]);
  return (
    <FormControl fullWidth size="small" disabled={devices.length === 0}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={value}
        onChange={(event) => void media.choose(kind, String(event.target.value))}
      >
        {devices.length === 0 && <MenuItem value="">{t("videoMedia.systemDefault")}</MenuItem>}
        {devices.map((device, n) => (
          <MenuItem key={device.deviceId} value={device.deviceId}>
            {device.label || t("videoMedia.deviceNumbered", { kind: label, n: n + 1 })}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
