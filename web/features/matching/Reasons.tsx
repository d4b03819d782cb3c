import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TMatchReason } from "../../../shared/contract";
import { useCategoryLabel } from "../workspace/labels";

/** The reasons of a score in the interface language ("2 shared keywords: robotics, welding"). */
export function useReasonText() {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  return (r: TMatchReason) => {
    const items = r.code === "shared_categories" ? (r.items ?? []).map(categoryLabel) : (r.items ?? []);
    return t(`matching.reason.${r.code}`, { count: r.count ?? items.length, items: items.join(", ") });
  };
}

export function Reasons({ reasons }: { reasons: TMatchReason[] }) {
  const { t } = useTranslation();
  const text = useReasonText();
  if (reasons.length === 0) return null;
  return (
    <Box component="ul" aria-label={t("matching.why")} sx={{ m: 0, pl: 2.5, color: "text.secondary" }}>
      {reasons.map((r) => (
        <Typography component="li" variant="body2" key={r.code}>
          {text(r)}
          {r.points > 0 && (
            <Typography component="span" variant="caption" sx={{ ml: 0.75 }}>
              {t("matching.points", { points: r.points })}
            </Typography>
          )}
        </Typography>
      ))}
    </Box>
  );
}
