import { Box, Button, Chip, Stack, TextField, Typography } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fromEntries, type ImpossibleMap, toEntries } from "./impossible-slots";

interface Props {
  value: ImpossibleMap | null | undefined;
  onChange: (value: ImpossibleMap | null) => void;
}

/** Slots the host makes unavailable to everyone: pick a day and a slot start, add, remove. */
export function ImpossibleSlotsField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const entries = toEntries(value);
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2">{t("hostUi.impossibleDateAndTime")}</Typography>
      <Stack direction={{ xs: "column", sm: "row" }} sx={{ gap: 1.5, alignItems: { sm: "center" } }}>
        <TextField
          type="date"
          size="small"
          label={t("hostUi.blockDate")}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="time"
          size="small"
          label={t("hostUi.blockTime")}
          value={time}
          onChange={(e) => setTime(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          disabled={!date || !time}
          onClick={() => onChange(fromEntries([...entries, `${date} ${time}`]))}
        >
          {t("hostUi.blockSlot")}
        </Button>
      </Stack>
      {entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("hostUi.noBlockedSlots")}
        </Typography>
      ) : (
        <Box
          sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}
          role="list"
          aria-label={t("hostUi.impossibleDateAndTime")}
        >
          {entries.map((entry) => (
            <Chip
              key={entry}
              role="listitem"
              label={entry}
              onDelete={() => onChange(fromEntries(entries.filter((x) => x !== entry)))}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}
