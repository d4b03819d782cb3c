import TodayIcon from "@mui/icons-material/Today";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { hasMeetings, useMyDay } from "./api";

/** "Today" in the top bar while the signed-in person has meetings today (Now / Next). */
export function TodayLink() {
  const { t } = useTranslation();
  const day = useMyDay();
  if (!hasMeetings(day.data?.day)) return null;
  return (
    <Button
      component={RouterLink}
      to="/day"
      color="primary"
      startIcon={<TodayIcon />}
      sx={{ minWidth: 0, px: 1, whiteSpace: "nowrap" }}
      data-testid="nav-today"
    >
      {t("day.nav.today")}
    </Button>
  );
}
