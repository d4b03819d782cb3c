import { Divider, Menu, MenuItem, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { Language } from "../../../shared/i18n/languages";
import { useCurrentUser } from "../../api/account";
import { currentLanguage, setLanguage } from "../../i18n";

/**
 * The top bar's menus themselves: loaded when a menu is first opened (or its button hovered or focused), so
 * that the first page does not carry MUI's Menu, Popover and Modal. The buttons stay in their own files.
 */
export interface MenuPopupProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The second (explore) menu: where to go besides the home page (decision in docs/decisions.md). */
export function ExploreMenuPopup({ anchor, onClose }: MenuPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
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
  );
}

export function LanguageMenuPopup({
  anchor,
  onClose,
  languages,
}: MenuPopupProps & { languages: readonly Language[] }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language}
          selected={language === current}
          lang={language === "zh" ? "zh-CN" : language}
          onClick={() => {
            void setLanguage(language);
            onClose();
          }}
        >
          {t(`lang.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** Signed in: favorites, my events, interpreter, my page, make new event, (admin,) log out. */
export function AccountMenuPopup({
  anchor,
  onClose,
  onGo,
  onDialog,
  onLogout,
}: MenuPopupProps & {
  onGo: (path: string) => void;
  onDialog: (dialog: "events" | "interpreter") => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {user && (
        <Typography sx={{ px: 2, py: 1 }} variant="body2" color="text.secondary">
          {user.name} · {user.email}
        </Typography>
      )}
      <MenuItem onClick={() => onGo("/mypage/likes")}>{t("nav.favorites")}</MenuItem>
      <MenuItem onClick={() => onDialog("events")}>{t("nav.myEvents")}</MenuItem>
      <MenuItem onClick={() => onDialog("interpreter")}>{t("nav.interpreter")}</MenuItem>
      <MenuItem onClick={() => onGo("/mypage/info")}>{t("nav.myPage")}</MenuItem>
      <MenuItem component="a" href="/host" target="_blank" rel="noopener" onClick={onClose}>
        {t("nav.makeEvent")}
      </MenuItem>
      {user?.role === "ADMIN" && <MenuItem onClick={() => onGo("/admin")}>{t("nav.admin")}</MenuItem>}
      <Divider />
      <MenuItem onClick={onLogout}>{t("nav.logout")}</MenuItem>
    </Menu>
  );
}
