import CallEndIcon from "@mui/icons-material/CallEnd";
import ChatIcon from "@mui/icons-material/Chat";
import DarkModeIcon from "@mui/icons-material/DarkMode";
import EditNoteIcon from "@mui/icons-material/EditNote";
import EmojiEmotionsIcon from "@mui/icons-material/EmojiEmotions";
import GroupsIcon from "@mui/icons-material/Groups";
import LightModeIcon from "@mui/icons-material/LightMode";
import MenuIcon from "@mui/icons-material/Menu";
import MicIcon from "@mui/icons-material/Mic";
import MicOffIcon from "@mui/icons-material/MicOff";
import MoreVertIcon from "@mui/icons-material/MoreVert";
import ScreenShareIcon from "@mui/icons-material/ScreenShare";
import SettingsIcon from "@mui/icons-material/Settings";
import StopScreenShareIcon from "@mui/icons-material/StopScreenShare";
import VideocamIcon from "@mui/icons-material/Videocam";
import VideocamOffIcon from "@mui/icons-material/VideocamOff";
import { Box, Button, IconButton, Menu, MenuItem, Tooltip } from "@mui/material";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { REACTIONS } from "../../../shared/video/protocol";
import { REACTION_EMOJI } from "./ReactionOverlay";

/** The spec's control bar height (13.11). */
export const CONTROL_BAR_HEIGHT = 70;

export type Panel = "chat" | "note" | "devices" | "roomChat" | "audience";

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

export interface ControlBarProps {
  enabled: boolean;
  /** An observer sends nothing: no microphone, camera, share or reactions. */
  sends: boolean;
  /**
   * Spectator mode (13.41): instead of the audio, video and share controls, one button asking for what is
   * missing ("device": both, else "audio" or "video"); no panels, no share, no reactions.
   */
  permission?: "device" | "audio" | "video";
  onPermission?: () => void;
  audio: boolean;
  video: boolean;
  sharing: boolean;
  /** Whether this person has a Share button at all (a presentation's attendees do not, 13.31). */
  canShare: boolean;
  /** Share disabled: someone else shares, or the browser cannot (13.18). */
  shareBlocked: string | null;
  panel: Panel | null;
  panels: Panel[];
  sidebar: boolean;
  dark: boolean;
  canEndForAll: boolean;
  /** Controls of other features placed after the panels (the captions button). */
  extra?: ReactNode;
  onSidebar: () => void;
  onAudio: () => void;
  onVideo: () => void;
  onShare: () => void;
  onReact: (reaction: string) => void;
  onPanel: (panel: Panel) => void;
  onTheme: () => void;
  onLeave: () => void;
  onEndForAll: () => void;
}

const PANEL_ICONS: Record<Panel, ReactNode> = {
  chat: <ChatIcon />,
  note: <EditNoteIcon />,
  devices: <SettingsIcon />,
  roomChat: <ChatIcon />,
  audience: <GroupsIcon />,
};

/**
 * The bottom bar (70 px): menu (sidebar), microphone, camera, share, reactions, the panels, theme, leave and
 * end for all. Every control but leave is disabled while the call is not connected (13.14).
 */
export function ControlBar(p: ControlBarProps) {
  const { t } = useTranslation();
  const [reactMenu, setReactMenu] = useState<HTMLElement | null>(null);
  const [more, setMore] = useState<HTMLElement | null>(null);
  const wide = { display: { xs: "none", sm: "inline-flex" } };
  return (
    <Box
      component="nav"
      aria-label={t("videoCall.menu")}
      sx={{
        minHeight: CONTROL_BAR_HEIGHT,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        flexWrap: "wrap",
        gap: { xs: 0, sm: 0.5 },
        px: { xs: 0, sm: 1 },
        "& .MuiIconButton-root": { p: { xs: "4px", sm: 1 } },
        borderTop: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
      }}
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
          <Menu
            anchorEl={reactMenu}
            open={Boolean(reactMenu)}
            onClose={() => setReactMenu(null)}
            slotProps={{ list: { sx: { display: "grid", gridTemplateColumns: "repeat(3, 1fr)" } } }}
          >
            {REACTIONS.map((r) => (
              <MenuItem
                key={r}
                aria-label={t(`videoCall.reaction.${r}`)}
                onClick={() => {
                  setReactMenu(null);
                  p.onReact(r);
                }}
                sx={{ fontSize: 24, justifyContent: "center" }}
              >
                {REACTION_EMOJI[r]}
              </MenuItem>
            ))}
          </Menu>
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
      {!p.permission && p.extra}
      <Box sx={wide}>
        <Control label={p.dark ? t("videoCall.themeLight") : t("videoCall.themeDark")} onClick={p.onTheme}>
          {p.dark ? <LightModeIcon /> : <DarkModeIcon />}
        </Control>
      </Box>
      {/* on phones the theme and "end for all" wait behind one button, so that the bar stays one line */}
      <Box sx={{ display: { xs: "inline-flex", sm: "none" } }}>
        <Control
          label={t("videoCall.more")}
          expanded={Boolean(more)}
          onClick={(e) => setMore(e.currentTarget)}
        >
          <MoreVertIcon />
        </Control>
      </Box>
      <Menu anchorEl={more} open={Boolean(more)} onClose={() => setMore(null)}>
        <MenuItem
          onClick={() => {
            setMore(null);
            p.onTheme();
          }}
        >
          {p.dark ? t("videoCall.themeLight") : t("videoCall.themeDark")}
        </MenuItem>
        {p.canEndForAll && (
          <MenuItem
            disabled={!p.enabled}
            onClick={() => {
              setMore(null);
              p.onEndForAll();
            }}
          >
            {t("videoCall.endForAll")}
          </MenuItem>
        )}
      </Menu>
      <Button
        variant="contained"
        color="error"
        aria-label={t("videoCall.leave")}
        onClick={p.onLeave}
        sx={{ ml: { xs: 0.5, sm: 2 }, minWidth: { xs: 44, sm: 64 }, px: { xs: 1, sm: 2 } }}
      >
        <CallEndIcon sx={{ mr: { sm: 1 } }} />
        <Box component="span" sx={wide}>
          {t("videoCall.leave")}
        </Box>
      </Button>
      {p.canEndForAll && (
        <Button color="error" disabled={!p.enabled} onClick={p.onEndForAll} sx={{ ml: 0.5, ...wide }}>
          {t("videoCall.endForAll")}
        </Button>
      )}
    </Box>
  );
}
