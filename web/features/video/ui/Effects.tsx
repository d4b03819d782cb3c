import { FormControlLabel, Stack, Switch, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { BackgroundEngine } from "../effects/background";
import type { BackgroundMode } from "../media/choices";
import type { DeviceMedia } from "../media/local-media";

/** Voice Focus (the browser's noise suppression, on by default) and the background effect within the CPU budget. */
export function Effects({ media, engine }: { media: DeviceMedia; engine: BackgroundEngine }) {
  const { t } = useTranslation();
  const id = useId();
  const [available, setAvailable] = useState<boolean | undefined>(
    media.choices.background === "none" ? undefined : true,
  );
  const [checking, setChecking] = useState(false);
  const mode = media.effectDropped ? "none" : media.choices.background;
  // a remembered effect is applied as soon as the device proves fast enough; otherwise it stays off quietly
  useEffect(() => {
    if (media.choices.background === "none") return;
    let live = true;
    void engine.available().then((ok) => live && setAvailable(ok));
    return () => {
      live = false;
    };
  }, [engine, media]);
  const choose = async (next: BackgroundMode | null) => {
    if (!next || next === mode) return;
    if (next !== "none" && available === undefined) {
      setChecking(true);
      const ok = await engine.available();
      setChecking(false);
      setAvailable(ok);
      if (!ok) return;
    }
    await media.setBackground(next);
  };
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={media.choices.voiceFocus}
            onChange={(event) => void media.setVoiceFocus(event.target.checked)}
          />
        }
        label={t("videoMedia.voiceFocus")}
      />
      <Typography id={`${id}-bg`} variant="body2">
        {t("videoMedia.background.label")}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        onChange={(_, next: BackgroundMode | null) => void choose(next)}
        aria-labelledby={`${id}-bg`}
        disabled={checking || available === false}
      >
        {(["none", "blur", "image"] as const).map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`videoMedia.background.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Typography variant="caption" color="text.secondary" aria-live="polite">
        {checking
          ? t("videoMedia.background.checking")
          : media.effectDropped
            ? t("videoMedia.background.dropped")
            : available === false
              ? t("videoMedia.background.unavailable")
              : ""}
      </Typography>
    </Stack>
  );
}
