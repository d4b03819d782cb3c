import CheckIcon from "@mui/icons-material/Check";
import ClosedCaptionIcon from "@mui/icons-material/ClosedCaption";
import ClosedCaptionDisabledIcon from "@mui/icons-material/ClosedCaptionDisabled";
import { Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CAPTION_LANGUAGES, type CaptionLanguage } from "../../../shared/captions/protocol";
import { toast } from "../../lib/toast";
import type { Captions } from "./useCaptions";

/**
 * The captions menu (13.43): on (Korean first) or off, and the language; every change is a `transcriptStart`
 * (or `transcriptStop`) for the whole room. `open(anchor)` shows it under a button (the captions button, or on
 * phones the control bar's "More"); `menu` is to be rendered where the opener is.
 */
export function useCaptionsMenu(captions: Captions | undefined) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const on = captions?.state?.on ?? false;
  const language = captions?.state?.language ?? "ko-KR";
  const apply = async (next: CaptionLanguage | null) => {
    setAnchor(null);
    if (!captions) return;
    setBusy(true);
    try {
      await captions.change(next);
      toast(next ? t("captions.on", { language: t(`captions.lang.${next}`) }) : t("captions.off"), "success");
    } catch {
      toast(t("captions.failed"), "error");
    } finally {
      setBusy(false);
    }
  };
  const menu = (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
      <MenuItem onClick={() => void apply(on ? null : language)}>
        {on ? t("captions.turnOff") : t("captions.turnOn")}
      </MenuItem>
      <Divider />
      <MenuItem disabled sx={{ typography: "caption" }}>
        {t("captions.language")}
      </MenuItem>
      {CAPTION_LANGUAGES.map((code) => (
        <MenuItem
          key={code}
          lang={code.slice(0, 2)}
          selected={on && code === language}
          onClick={() => void apply(code)}
        >
          <ListItemIcon>{on && code === language ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{t(`captions.lang.${code}`)}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
  return {
    on,
    opened: Boolean(anchor),
    /** Not ready (the state not read yet) or a change under way. */
    unavailable: busy || !captions?.state,
    open: setAnchor,
    menu,
  };
}

export function CaptionsIcon({ on }: { on: boolean }) {
  return on ? <ClosedCaptionIcon /> : <ClosedCaptionDisabledIcon />;
}

/** The control bar's captions button with its menu. Not offered to observers and attendees (13.41). */
export function CaptionsControl({ captions, disabled }: { captions: Captions; disabled?: boolean }) {
  const { t } = useTranslation();
  const control = useCaptionsMenu(captions);
  const label = t("captions.control");
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            aria-pressed={control.on}
            aria-haspopup="menu"
            aria-expanded={control.opened}
            data-testid="captions-control"
            disabled={disabled || control.unavailable}
            onClick={(e) => control.open(e.currentTarget)}
            sx={{ bgcolor: control.on ? "action.selected" : undefined }}
          >
            <CaptionsIcon on={control.on} />
          </IconButton>
        </span>
      </Tooltip>
      {control.menu}
    </>
  );
}
