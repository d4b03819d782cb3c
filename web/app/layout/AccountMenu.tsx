import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import {
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Menu,
  MenuItem,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useCurrentUser, useLogout, useSession } from "../../api/account";
import { MyEventsDialog } from "./MyEventsDialog";

/** Signed in: favorites, my events, interpreter, my page, make new event, log out. Otherwise log in / sign up. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn } = useSession();
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<"events" | "interpreter" | null>(null);
  if (!signedIn) {
    return (
      <>
        <Button
          color="inherit"
          component={RouterLink}
          to="/auth/login"
          state={{ from: location.pathname + location.search }}
          sx={{ minWidth: 0, whiteSpace: "nowrap" }}
        >
          {t("nav.login")}
        </Button>
        <Button
          variant="contained"
          color="primary"
          component={RouterLink}
          to="/auth/register"
          sx={{ ml: 0.5, display: { xs: "none", sm: "inline-flex" }, whiteSpace: "nowrap" }}
        >
          {t("nav.register")}
        </Button>
      </>
    );
  }
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t("nav.account")}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <AccountCircleIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {user && (
          <Typography sx={{ px: 2, py: 1 }} variant="body2" color="text.secondary">
            {user.name} · {user.email}
          </Typography>
        )}
        <MenuItem onClick={() => go("/mypage/likes")}>{t("nav.favorites")}</MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDialog("events");
          }}
        >
          {t("nav.myEvents")}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDialog("interpreter");
          }}
        >
          {t("nav.interpreter")}
        </MenuItem>
        <MenuItem onClick={() => go("/mypage/info")}>{t("nav.myPage")}</MenuItem>
        <MenuItem component="a" href="/host" target="_blank" rel="noopener" onClick={() => setAnchor(null)}>
          {t("nav.makeEvent")}
        </MenuItem>
        {user?.role === "ADMIN" && <MenuItem onClick={() => go("/admin")}>{t("nav.admin")}</MenuItem>}
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            logout();
            navigate("/");
          }}
        >
          {t("nav.logout")}
        </MenuItem>
      </Menu>
      <MyEventsDialog open={dialog === "events"} onClose={() => setDialog(null)} />
      <Dialog open={dialog === "interpreter"} onClose={() => setDialog(null)} aria-labelledby="interp-title">
        <DialogTitle id="interp-title">{t("nav.interpreter")}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary">{t("mypage.noInterpreter")}</Typography>
        </DialogContent>
      </Dialog>
    </>
  );
}
