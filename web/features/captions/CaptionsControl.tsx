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
 * The control bar's captions button (13.43): on (Korean first) or off, and the language; every change is a
 * `transcriptStart` (or `transcriptStop`) for the whole room. Not offered to observers (13.41).
 */
export function CaptionsControl({ captions, disabled }: { captions: Captions; disabled?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const on = captions.state?.on ?? false;
  const language = captions.state?.language ?? "ko-KR";
  const apply = async (next: CaptionLanguage | null) => {
    setAnchor(null);
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
  const label = t("captions.control");
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            aria-pressed={on}
            aria-haspopup="menu"
            aria-expanded={Boolean(anchor)}
            data-testid="captions-control"
            disabled={disabled || busy || !captions.state}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ bgcolor: on ? "action.selected" : undefined }}
          >
            {on ? <ClosedCaptionIcon /> : <ClosedCaptionDisabledIcon />}
          </IconButton>
        </span>
      </Tooltip>
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
    </>
  );
}
