import PersonIcon from "@mui/icons-material/Person";
import { Avatar, Box, Paper, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TPresenter } from "../../../shared/contract";

/** A presenter: name, e-mail, country number and phone (spec), with the company. */
export function PresenterCard({ presenter }: { presenter: TPresenter }) {
  const { t } = useTranslation();
  const card = presenter.applicants[0]?.businessCard;
  const rows: [string, string][] = [
    [t("workspace.card.email"), card?.email ?? ""],
    [t("webinar.countryNumber"), card?.countryNumber ? `+${card.countryNumber}` : ""],
    [t("workspace.card.phone"), card?.phoneNumber ?? ""],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, display: "flex", gap: 2, alignItems: "flex-start" }}>
      <Avatar aria-hidden sx={{ bgcolor: "primary.main" }}>
        <PersonIcon />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{card?.name || presenter.companyName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {presenter.companyName}
        </Typography>
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 1.5, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: "break-all" }}>
                {value || "—"}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
