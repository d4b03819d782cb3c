import CallEndIcon from "@mui/icons-material/CallEnd";
import DarkModeIcon from "@mui/icons-material/DarkMode";
import EmojiEmotionsIcon from "@mui/icons-material/EmojiEmotions";
import LightModeIcon from "@mui/icons-material/LightMode";
import MenuIcon from "@mui/icons-material/Menu";
import MicIcon from "@mui/icons-material/Mic";
import MicOffIcon from "@mui/icons-material/MicOff";
import ScreenShareIcon from "@mui/icons-material/ScreenShare";
import StopScreenShareIcon from "@mui/icons-material/StopScreenShare";
import VideocamIcon from "@mui/icons-material/Videocam";
import VideocamOffIcon from "@mui/icons-material/VideocamOff";
import { Box, Button, IconButton, Tooltip, useMediaQuery } from "@mui/material";
import type { Theme } from "@mui/material/styles";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { CaptionsControl } from "../captions/CaptionsControl";
import { PhoneControlBar } from "./PhoneControlBar";

export { CONTROL_BAR_HEIGHT, type Panel } from "./control-bar-parts";

import { BAR_SX, type ControlBarProps, PANEL_ICONS, ReactionMenu } from "./control-bar-parts";

function Control({
  label,
  pressed,
  disabled,
  onClick,
  children,
  expanded,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: (e: React.MouseEvent<HTMLElement>) => void;
  children: ReactNode;
  expanded?: boolean;
}) {
  return (
    <Tooltip title={label}>
      {/* the span keeps the tooltip on a disabled button */}
      <span>
        <IconButton
          aria-label={label}
          aria-pressed={pressed}
          aria-expanded={expanded}
          disabled={disabled}
          onClick={onClick}
          sx={{ bgcolor: pressed ? "action.selected" : undefined }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * The bottom bar (70 px): menu (sidebar), microphone, camera, share, reactions, the panels, captions, theme,
 * leave and end for all. Every control but leave is disabled while the call is not connected (13.14). On
 * phones (PhoneControlBar) the microphone, camera, "More" and leave, each with its name under the icon.
 */
export function ControlBar(p: ControlBarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"));
  return phone ? <PhoneControlBar {...p} /> : <WideControlBar {...p} />;
}

function WideControlBar(p: ControlBarProps) {
  const { t } = useTranslation();
  const [reactMenu, setReactMenu] = useState<HTMLElement | null>(null);
  return (
    <Box
      component="nav"
      aria-label={t("videoCall.menu")}
      data-testid="control-bar"
      sx={{ ...BAR_SX, flexWrap: "wrap", gap: 0.5, px: 1 }}
    >
      <Control label={t("videoCall.menu")} pressed={p.sidebar} onClick={p.onSidebar}>
        <MenuIcon />
      </Control>
      {p.permission && (
        <Button variant="outlined" onClick={p.onPermission} sx={{ mx: 1 }} data-testid="spectator-permission">
          {t(`videoCall.permission.${p.permission}`)}
        </Button>
      )}
      {p.sends && !p.permission && (
        <>
          <Control
            label={p.audio ? t("videoCall.mute") : t("videoCall.unmute")}
            pressed={!p.audio}
            disabled={!p.enabled}
            onClick={p.onAudio}
          >
            {p.audio ? <MicIcon /> : <MicOffIcon color="error" />}
          </Control>
          <Control
            label={p.video ? t("videoCall.cameraOff") : t("videoCall.cameraOn")}
            pressed={!p.video}
            disabled={!p.enabled}
            onClick={p.onVideo}
          >
            {p.video ? <VideocamIcon /> : <VideocamOffIcon color="error" />}
          </Control>
          {p.canShare && (
            <Control
              label={p.sharing ? t("videoCall.stopShare") : (p.shareBlocked ?? t("videoCall.share"))}
              pressed={p.sharing}
              disabled={!p.enabled || (!p.sharing && p.shareBlocked !== null)}
              onClick={p.onShare}
            >
              {p.sharing ? <StopScreenShareIcon /> : <ScreenShareIcon />}
            </Control>
          )}
          <Control
            label={t("videoCall.reactions")}
            disabled={!p.enabled}
            expanded={Boolean(reactMenu)}
            onClick={(e) => setReactMenu(e.currentTarget)}
          >
            <EmojiEmotionsIcon />
          </Control>
          <ReactionMenu anchor={reactMenu} onClose={() => setReactMenu(null)} onReact={p.onReact} />
        </>
      )}
      {(p.permission ? [] : p.panels).map((panel) => (
        <Control
          key={panel}
          label={t(`videoCall.${panel}`)}
          pressed={p.panel === panel}
          expanded={p.panel === panel}
          disabled={!p.enabled && panel !== "devices"}
          onClick={() => p.onPanel(panel)}
        >
          {PANEL_ICONS[panel]}
        </Control>
      ))}
      {!p.permission && p.captions && <CaptionsControl captions={p.captions} disabled={!p.enabled} />}
      <Control label={p.dark ? t("videoCall.themeLight") : t("videoCall.themeDark")} onClick={p.onTheme}>
        {p.dark ? <LightModeIcon /> : <DarkModeIcon />}
      </Control>
      <Button
        variant="contained"
        color="error"
        onClick={p.onLeave}
        startIcon={<CallEndIcon />}
        sx={{ ml: 2 }}
      >
        {t("videoCall.leave")}
      </Button>
      {p.canEndForAll && (
        <Button color="error" disabled={!p.enabled} onClick={p.onEndForAll} sx={{ ml: 0.5 }}>
          {t("videoCall.endForAll")}
        </Button>
      )}
    </Box>
  );
}
