import AccountCircleIcon from "@mui/icons-material/AccountCircle";
import { Button, IconButton } from "@mui/material";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useLogout, useSession } from "../../api/account";
import { lazyPopup } from "./lazy-popup";

const menu = lazyPopup(
  () => import("./menus"),
  (m) => m.AccountMenuPopup,
);
const myEvents = lazyPopup(
  () => import("./AccountDialogs"),
  (m) => m.MyEventsDialog,
);
const interpreter = lazyPopup(
  () => import("./AccountDialogs"),
  (m) => m.InterpreterDialog,
);

/** Signed in: favorites, my events, interpreter, my page, make new event, log out. Otherwise log in / sign up. */
export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { signedIn } = useSession();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const [dialog, setDialog] = useState<"events" | "interpreter" | null>(null);
  const [dialogUsed, setDialogUsed] = useState(false);
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
  const preload = () => {
    menu.preload();
    myEvents.preload();
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t("nav.account")}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
      >
        <AccountCircleIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <menu.Component
            anchor={anchor}
            onClose={() => setAnchor(null)}
            onGo={(path) => {
              setAnchor(null);
              navigate(path);
            }}
            onDialog={(next) => {
              setAnchor(null);
              setDialogUsed(true);
              setDialog(next);
            }}
            onLogout={() => {
              setAnchor(null);
              logout();
              navigate("/");
            }}
          />
          {dialogUsed && (
            <>
              <myEvents.Component open={dialog === "events"} onClose={() => setDialog(null)} />
              <interpreter.Component open={dialog === "interpreter"} onClose={() => setDialog(null)} />
            </>
          )}
        </Suspense>
      )}
    </>
  );
}
