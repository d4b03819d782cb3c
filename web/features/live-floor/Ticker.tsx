import { List, ListItem, ListItemText, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TFloorTick } from "../../../shared/contract";
import { venueTime } from "./floor-states";

/** The line's text: a correction says what it did, a no-show of both sides says so. */
function tickKey(e: TFloorTick): string {
  if (e.kind === "corrected" && e.action) return `liveFloor.tick.corrected_${e.action}`;
  if (e.kind === "noShow" && !e.side) return "liveFloor.tick.noShowBoth";
  return `liveFloor.tick.${e.kind}`;
}

/** The day's last events, newest first (a live region: new lines are announced politely). */
export function Ticker({ ticks, timeZone }: { ticks: TFloorTick[]; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t("liveFloor.ticker")}
      </Typography>
      {ticks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("liveFloor.tickerEmpty")}
        </Typography>
      ) : (
        <List
          dense
          aria-live="polite"
          aria-label={t("liveFloor.ticker")}
          // it scrolls: keyboard users reach it too
          tabIndex={0}
          sx={{ maxHeight: 360, overflowY: "auto" }}
        >
          {ticks.map((e) => (
            <ListItem key={e.id} disableGutters data-tick={e.kind}>
              <ListItemText
                primary={
                  <>
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ fontVariantNumeric: "tabular-nums", mr: 1 }}
                    >
                      {venueTime(e.at, timeZone)}
                    </Typography>
                    {t(tickKey(e), {
                      who: e.side ? `${e.side.person ? `${e.side.person}, ` : ""}${e.side.company}` : "",
                      minutes: e.minutes ?? 0,
                    })}
                  </>
                }
                secondary={[e.placeName, e.companies.join(" – "), e.actorName].filter(Boolean).join(" · ")}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
