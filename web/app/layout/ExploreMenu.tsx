import MenuIcon from "@mui/icons-material/Menu";
import { Divider, IconButton, Menu, MenuItem } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** The top bar's second menu: where to go besides the home page (decision in docs/decisions.md). */
export function ExploreMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t("nav.menu")}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => go("/list")}>{t("nav.events")}</MenuItem>
        <Divider />
        <MenuItem onClick={() => go("/terms/manual/participateEvent")}>
          {t("terms.manuals.participateEvent")}
        </MenuItem>
        <MenuItem onClick={() => go("/terms/manual/createEvent")}>{t("terms.manuals.createEvent")}</MenuItem>
        <MenuItem onClick={() => go("/terms/manual/manageEvent")}>{t("terms.manuals.manageEvent")}</MenuItem>
        <Divider />
        <MenuItem onClick={() => go("/terms/terms")}>{t("nav.terms")}</MenuItem>
        <MenuItem onClick={() => go("/terms/privacy")}>{t("nav.privacy")}</MenuItem>
      </Menu>
    </>
  );
}
