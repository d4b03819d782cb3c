import { Box, LinearProgress, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { LoadError } from "../common/states";
import { useCheckinCount } from "./api";

function Bar({ label, checkedIn, expected }: { label: string; checkedIn: number; expected: number }) {
  const share = expected > 0 ? (100 * checkedIn) / expected : 0;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: "space-between" }}>
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
          {checkedIn} / {expected}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={share}
        aria-label={`${label} ${checkedIn} / ${expected}`}
      />
    </Box>
  );
}

/** Checked in / expected at the chosen place, by role and sub-event (refreshed by every live check-in). */
export function CountPanel({ eventId, place }: { eventId: number; place: string }) {
  const { t } = useTranslation();
  const count = useCheckinCount(eventId, place);
  if (count.isError) return <LoadError error={count.error} onRetry={() => count.refetch()} />;
  if (!count.data) return null;
  const c = count.data;
  return (
    <Stack spacing={1.5} aria-live="polite">
      <Typography variant="h5" component="p" data-testid="checkin-count" sx={{ fontWeight: 700 }}>
        {t("checkin.count", { checkedIn: c.checkedIn, expected: c.expected })}
      </Typography>
      <Typography variant="subtitle2">{t("checkin.byRole")}</Typography>
      {c.byRole.map((r) => (
        <Bar
          key={r.key}
          label={t(`badges.role.${r.key}`, { defaultValue: r.key })}
          checkedIn={r.checkedIn}
          expected={r.expected}
        />
      ))}
      {c.bySubEvent.length > 0 && <Typography variant="subtitle2">{t("checkin.bySubEvent")}</Typography>}
      {c.bySubEvent.map((r) => (
        <Bar key={r.key} label={r.label} checkedIn={r.checkedIn} expected={r.expected} />
      ))}
    </Stack>
  );
}
