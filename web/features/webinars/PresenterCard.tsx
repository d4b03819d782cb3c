import PersonIcon from "@mui/icons-material/Person";
import { Avatar, Box, Paper, Typography } from "@mui/material";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TPresenter } from "../../../shared/contract";

/**
 * An e-mail address that a narrow card wraps after its "@" and dots first (<wbr>, which copying leaves out),
 * and anywhere else only when a part is still too long.
 */
function breakable(address: string): ReactNode {
  let offset = 0;
  return address.split(/(?<=[@.])/).map((part) => {
    const at = offset;
    offset += part.length;
    return (
      <Fragment key={at}>
        {at > 0 && <wbr />}
        {part}
      </Fragment>
    );
  });
}

/** A presenter: name, e-mail, country number and phone (spec), with the company. */
export function PresenterCard({ presenter }: { presenter: TPresenter }) {
  const { t } = useTranslation();
  const card = presenter.applicants[0]?.businessCard;
  const rows: [string, ReactNode][] = [
    [t("workspace.card.email"), card?.email ? breakable(card.email) : ""],
    [t("webinar.countryNumber"), card?.countryNumber ? `+${card.countryNumber}` : ""],
    [t("workspace.card.phone"), card?.phoneNumber ?? ""],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, display: "flex", gap: 2, alignItems: "flex-start", minWidth: 0 }}>
      <Avatar aria-hidden sx={{ bgcolor: "primary.main" }}>
        <PersonIcon />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {card?.name || presenter.companyName}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {presenter.companyName}
        </Typography>
        <Box
          component="dl"
          sx={{ display: "grid", gridTemplateColumns: "max-content minmax(0, 1fr)", columnGap: 1.5, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: "anywhere" }}>
                {value || "—"}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
