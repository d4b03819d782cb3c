import QrCode2Icon from "@mui/icons-material/QrCode2";
import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";

/** The way to one's badge, for the event's workspace and My page (placed there by their owners). */
export function MyBadgeLink({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={`/badge/${eventId}`} startIcon={<QrCode2Icon />} variant="outlined">
      {t("badges.mine.open")}
    </Button>
  );
}
