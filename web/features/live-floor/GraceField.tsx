import { Button, Stack, TextField } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast, toastError } from "../../lib/toast";
import { useSetGrace } from "./api";

/** The no-show grace of the sub-event (minutes after a slot's start, 0-60), for the host. */
export function GraceField({ subEventId, minutes }: { subEventId: number; minutes: number }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(String(minutes));
  const save = useSetGrace(subEventId);
  useEffect(() => setValue(String(minutes)), [minutes]);
  const n = Number(value);
  const valid = value !== "" && Number.isInteger(n) && n >= 0 && n <= 60;
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: "flex-start" }}
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        save
          .mutateAsync(n)
          .then(() => toast(t("liveFloor.graceSaved", { minutes: n }), "success"))
          .catch(toastError);
      }}
    >
      <TextField
        size="small"
        type="number"
        label={t("liveFloor.grace")}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={!valid}
        helperText={valid ? t("liveFloor.graceHelp") : t("liveFloor.graceRange")}
        slotProps={{ htmlInput: { min: 0, max: 60, step: 1 } }}
        sx={{ width: 180 }}
      />
      <Button type="submit" variant="outlined" disabled={!valid || n === minutes || save.isPending}>
        {t("common.save")}
      </Button>
    </Stack>
  );
}
