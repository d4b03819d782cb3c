import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TPlaceMode } from "../../../shared/contract";
import { toast, toastError } from "../../lib/toast";
import { useSetPlaceMode } from "./api";

/** The sub-event's place mode, each choice explained in one sentence. */
export function ModeToggle({ subEventId, mode }: { subEventId: number; mode: TPlaceMode }) {
  const { t } = useTranslation();
  const setMode = useSetPlaceMode(subEventId);
  // shown at once; back to the saved mode when the change is refused
  const [value, setValue] = useState(mode);
  const choose = (next: TPlaceMode) => {
    setValue(next);
    setMode.mutate(next, {
      onSuccess: () => toast(t("placesUi.mode.saved"), "success"),
      onError: (error) => {
        setValue(mode);
        toastError(error);
      },
    });
  };
  return (
    <FormControl component="fieldset" disabled={setMode.isPending}>
      <FormLabel component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t("placesUi.mode.label")}
      </FormLabel>
      <RadioGroup value={value} onChange={(e) => choose(e.target.value as TPlaceMode)}>
        {(["fixed", "pooled"] as const).map((m) => (
          <FormControlLabel
            key={m}
            value={m}
            control={<Radio slotProps={{ input: { "aria-describedby": `place-mode-${m}` } }} />}
            sx={{ alignItems: "flex-start", "& .MuiRadio-root": { pt: 0.5 } }}
            label={
              <>
                <Typography sx={{ fontWeight: 600 }}>{t(`placesUi.mode.${m}`)}</Typography>
                <Typography id={`place-mode-${m}`} variant="body2" color="text.secondary">
                  {t(`placesUi.mode.${m}Hint`)}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
