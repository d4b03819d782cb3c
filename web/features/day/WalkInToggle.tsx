import { FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toastError } from "../../lib/toast";
import { useAddWalkIn, useRemoveWalkIn, useWalkIns } from "./api";
import { useServerNow } from "./useServerNow";

const HOURS = [1, 2, 3, 4] as const;

/**
 * "Open for walk-in meetings" until a time: the first people proposed when someone's counterpart does not come.
 * On: a window from now for the chosen hours; off: the open window closes.
 */
export function WalkInToggle({
  subEventId,
  timeZone,
  offset,
  online,
}: {
  subEventId: number;
  timeZone: string;
  offset: number;
  online: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [hours, setHours] = useState<number>(2);
  const walkIns = useWalkIns(subEventId);
  const add = useAddWalkIn(subEventId);
  const remove = useRemoveWalkIn();
  const now = useServerNow(offset);
  const open = walkIns.data?.items.find((w) => Date.parse(w.startsAt) <= now && now < Date.parse(w.endsAt));
  const busy = add.isPending || remove.isPending || walkIns.isLoading;
  const until = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    }).format(new Date(iso));
  const toggle = (on: boolean) => {
    if (on) {
      const start = new Date(now);
      const end = new Date(now + hours * 3600_000);
      add.mutate({ startsAt: start.toISOString(), endsAt: end.toISOString() }, { onError: toastError });
    } else if (open) remove.mutate(open.id, { onError: toastError });
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Stack direction="row" sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
        <FormControlLabel
          sx={{ flex: 1, minWidth: 200, mr: 0 }}
          control={
            <Switch
              checked={Boolean(open)}
              disabled={!online || busy}
              onChange={(e) => toggle(e.target.checked)}
            />
          }
          label={open ? t("day.walkIn.openUntil", { time: until(open.endsAt) }) : t("day.walkIn.label")}
        />
        {!open && (
          <TextField
            select
            size="small"
            label={t("day.walkIn.for")}
            value={hours}
            onChange={(e) => setHours(Number(e.target.value))}
            sx={{ minWidth: 120 }}
          >
            {HOURS.map((h) => (
              <MenuItem key={h} value={h}>
                {t("day.walkIn.hours", { count: h })}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t("day.walkIn.hint")}
      </Typography>
    </Paper>
  );
}
