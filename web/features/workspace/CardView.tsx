import { Box, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TApplicationCard } from "../../../shared/contract";

/** A business card, read-only (company, name, position, email, phone with country number). */
export function CardView({ card }: { card: TApplicationCard }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("workspace.card.company"), card.company],
    [t("workspace.card.name"), card.name],
    [t("workspace.card.position"), card.position],
    [t("workspace.card.email"), card.email],
    [t("workspace.card.phone"), card.phoneNumber ? `+${card.countryNumber} ${card.phoneNumber}` : ""],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: "break-word" }}>
            {value || "—"}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
