import AutoAwesomeIcon from "@mui/icons-material/AutoAwesome";
import { Button, Menu, MenuItem } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TMatchMode } from "../../../shared/contract";

/** The Match menu's entries and the spec mode each sends (docs/decisions.md, "Matching in the product"). */
export const MENU_MODES = [
  { key: "recommended", mode: "RECOMMEND" },
  { key: "connected", mode: "CONNECTION" },
  { key: "tailored", mode: "TIGHT" },
] as const satisfies readonly { key: string; mode: TMatchMode }[];

/** The participant list's Match menu: recommended, connected or tailored matching, or back to the plain list. */
export function MatchMenu({
  value,
  onChange,
}: {
  value: TMatchMode | null;
  onChange: (mode: TMatchMode | null) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = MENU_MODES.find((m) => m.mode === value);
  const choose = (mode: TMatchMode | null) => {
    setAnchor(null);
    onChange(mode);
  };
  return (
    <>
      <Button
        variant={current ? "contained" : "outlined"}
        startIcon={<AutoAwesomeIcon aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? "match-menu" : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {current ? t(`matching.menu.${current.key}`) : t("matching.menu.label")}
      </Button>
      <Menu id="match-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {MENU_MODES.map((m) => (
          <MenuItem key={m.key} selected={m.mode === value} onClick={() => choose(m.mode)}>
            {t(`matching.menu.${m.key}`)}
          </MenuItem>
        ))}
        <MenuItem selected={value === null} onClick={() => choose(null)}>
          {t("matching.menu.all")}
        </MenuItem>
      </Menu>
    </>
  );
}
