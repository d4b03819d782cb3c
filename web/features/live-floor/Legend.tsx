import { Box, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TFloorState } from "../../../shared/contract";
import { LEGEND_ORDER, STATE_LOOK } from "./floor-states";

/** A swatch of a state: its colour, pattern and glyph (the glyph is decoration; the name is read). */
export function StateSwatch({ state, size = 18 }: { state: TFloorState; size?: number }) {
  const look = STATE_LOOK[state];
  return (
    <Box
      aria-hidden
      component="span"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        width: size,
        height: size,
        flex: "none",
        borderRadius: 0.5,
        border: 2,
        borderColor: look.border,
        bgcolor: look.bg,
        backgroundImage: look.pattern,
        color: look.fg,
        fontSize: size * 0.6,
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      {look.glyph}
    </Box>
  );
}

export function Legend() {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t("liveFloor.legend")}
      sx={{ flexWrap: "wrap", gap: 1.5, listStyle: "none", p: 0, m: 0 }}
    >
      {LEGEND_ORDER.map((state) => (
        <Stack component="li" key={state} direction="row" spacing={0.75} sx={{ alignItems: "center" }}>
          <StateSwatch state={state} />
          <Typography variant="body2">{t(`liveFloor.state.${state}`)}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
