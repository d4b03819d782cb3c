import MenuIcon from "@mui/icons-material/Menu";
import { IconButton } from "@mui/material";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyPopup } from "./lazy-popup";

const popup = lazyPopup(
  () => import("./menus"),
  (m) => m.ExploreMenuPopup,
);

/** The top bar's second menu: where to go besides the home page (decision in docs/decisions.md). */
export function ExploreMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t("nav.menu")}
        aria-haspopup="menu"
        aria-expanded={anchor ? "true" : undefined}
        onPointerEnter={popup.preload}
        onFocus={popup.preload}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
      >
        <MenuIcon />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <popup.Component anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
