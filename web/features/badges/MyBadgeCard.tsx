import { Box, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TBadgeCard } from "../../../shared/contract";
import { BadgeQr } from "./BadgeQr";

/** The participant's badge as shown on a phone at the entrance: a large QR with name, company, role, event. */
export function MyBadgeCard({ badge }: { badge: TBadgeCard }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 420, mx: "auto", textAlign: "center", borderRadius: 3 }}>
      <Stack spacing={1} sx={{ alignItems: "center" }}>
        <Typography variant="overline">{badge.eventName}</Typography>
        <BadgeQr payload={badge.qr} size={300} alt={t("badges.mine.qrAlt", { name: badge.name })} />
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {badge.name}
        </Typography>
        <Typography variant="h6" component="p" sx={{ overflowWrap: "anywhere" }}>
          {badge.company}
        </Typography>
        <Box sx={{ px: 2, py: 0.5, borderRadius: 5, bgcolor: "primary.main", color: "primary.contrastText" }}>
          {t(`badges.role.${badge.role}`, { defaultValue: badge.role })}
        </Box>
        {badge.subEvents.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {badge.subEvents.join(" · ")}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t("badges.mine.hint")}
        </Typography>
      </Stack>
    </Paper>
  );
}
