import { Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TDayCard } from "../../../shared/contract";
import { clockText, countdown } from "./clock";
import { useServerNow } from "./useServerNow";

/**
 * "Starts in 4:05" / "Started 2:05 ago", ticking each second on the server's clock (`offset`). Screen readers
 * get the text when they reach it, not a new announcement every second.
 */
export function Countdown({ card, offset }: { card: TDayCard; offset: number }) {
  const { t } = useTranslation();
  const now = useServerNow(offset);
  if (now >= Date.parse(card.endsAt)) return null;
  const c = countdown(card.startsAt, now);
  const text = clockText(c);
  return (
    <Typography
      data-testid="day-countdown"
      variant="h4"
      component="p"
      sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 700 }}
    >
      {c.phase === "in" ? t("day.countdown.in", { time: text }) : t("day.countdown.since", { time: text })}
    </Typography>
  );
}
