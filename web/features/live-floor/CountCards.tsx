import { Box, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TFloorCounts, TFloorState } from "../../../shared/contract";
import { StateSwatch } from "./Legend";

const STATES: (keyof TFloorCounts & TFloorState)[] = [
  "running",
  "waiting",
  "upcoming",
  "held",
  "noShow",
  "bothAbsent",
  "refilled",
];

/** Checked in / expected, then the slot's meetings by state. */
export function CountCards({ counts }: { counts: TFloorCounts }) {
  const { t } = useTranslation();
  const card = (key: string, label: string, value: string, state?: TFloorState) => (
    <Paper key={key} variant="outlined" component="li" sx={{ p: 1.25, listStyle: "none" }} data-count={key}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: "flex", gap: 0.5, alignItems: "center" }}
      >
        {state && <StateSwatch state={state} size={14} />}
        {label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
        {value}
      </Typography>
    </Paper>
  );
  return (
    <Box
      component="ul"
      aria-label={t("liveFloor.counts")}
      sx={{
        p: 0,
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(4, 1fr)", lg: "repeat(8, 1fr)" },
        gap: 1,
      }}
    >
      {card("checkedIn", t("liveFloor.count.checkedIn"), `${counts.checkedIn} / ${counts.expected}`)}
      {STATES.map((s) => card(s, t(`liveFloor.state.${s}`), String(counts[s]), s))}
    </Box>
  );
}
