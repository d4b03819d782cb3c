import { Box, Chip, CircularProgress, MenuItem, TextField, Typography } from "@mui/material";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { zoneCity } from "../../../shared/meetings/display";
import type { RoomConnection } from "../video";

const ZONES = [
  "Asia/Seoul",
  "Asia/Tokyo",
  "Asia/Shanghai",
  "Asia/Singapore",
  "Asia/Ho_Chi_Minh",
  "Asia/Kolkata",
  "Asia/Dubai",
  "Europe/London",
  "Europe/Paris",
  "America/New_York",
  "America/Los_Angeles",
  "UTC",
];

/** The clock of a zone, ticking every second (13.10). */
function LiveClock({ zone }: { zone: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1_000);
    return () => clearInterval(timer);
  }, []);
  const text = new Intl.DateTimeFormat(i18n.language, {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(now);
  return (
    <Typography
      component="time"
      aria-label={t("videoCall.clock", { zone: zoneCity(zone) })}
      data-testid="call-clock"
      sx={{ fontVariantNumeric: "tabular-nums", fontWeight: 600 }}
    >
      {text}
    </Typography>
  );
}

/** The call's top bar: the title, the country / time-zone picker, the live clock, LIVE and the connection. */
export function TopBar({
  title,
  zone,
  onZone,
  connection,
}: {
  title: string;
  zone: string;
  onZone: (zone: string) => void;
  connection: RoomConnection;
}) {
  const { t } = useTranslation();
  const zones = ZONES.includes(zone) ? ZONES : [zone, ...ZONES];
  return (
    <Box
      component="header"
      sx={{
        display: "flex",
        alignItems: "center",
        gap: { xs: 1, sm: 2 },
        px: { xs: 1, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: "divider",
        flexWrap: "wrap",
      }}
    >
      <Typography
        component="h1"
        variant="subtitle1"
        noWrap
        sx={{ fontWeight: 700, flex: "1 1 8em", minWidth: 0 }}
      >
        {title}
      </Typography>
      <TextField
        select
        size="small"
        label={t("videoCall.timeZone")}
        value={zone}
        onChange={(e) => onZone(e.target.value)}
        sx={{ minWidth: 140 }}
      >
        {zones.map((z) => (
          <MenuItem key={z} value={z}>
            {zoneCity(z)}
          </MenuItem>
        ))}
      </TextField>
      <LiveClock zone={zone} />
      <Chip
        label={t("videoCall.live")}
        size="small"
        sx={{ fontWeight: 700, bgcolor: "#c62828", color: "#fff" }}
      />
      <Box role="status" aria-live="polite" sx={{ display: "flex", alignItems: "center", gap: 1 }}>
        {(connection === "connecting" || connection === "reconnecting") && (
          <CircularProgress size={16} aria-hidden />
        )}
        <Typography variant="body2" color={connection === "connected" ? "success.main" : "warning.main"}>
          {t(`videoCall.state.${connection}`)}
        </Typography>
      </Box>
    </Box>
  );
}
