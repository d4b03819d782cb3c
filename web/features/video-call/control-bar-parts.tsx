import ChatIcon from "@mui/icons-material/Chat";
import EditNoteIcon from "@mui/icons-material/EditNote";
import GroupsIcon from "@mui/icons-material/Groups";
import SettingsIcon from "@mui/icons-material/Settings";
import { Menu, MenuItem } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { REACTIONS } from "../../../shared/video/protocol";
import type { Captions } from "../captions/useCaptions";
import { REACTION_EMOJI } from "./ReactionOverlay";

/** What the control bar (ControlBar.tsx) and its phone layout (PhoneControlBar.tsx) share. */

/** The spec's control bar height (13.11). */
export const CONTROL_BAR_HEIGHT = 70;

export type Panel = "chat" | "note" | "devices" | "roomChat" | "audience";

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
  /** The room's captions when this person controls them (docs/captions.md); absent: no captions control. */
  captions?: Captions;
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

export const PANEL_ICONS: Record<Panel, ReactNode> = {
  chat: <ChatIcon />,
  note: <EditNoteIcon />,
  devices: <SettingsIcon />,
  roomChat: <ChatIcon />,
  audience: <GroupsIcon />,
};

/** The nine reactions (13.46), under the Reactions button (or under "More" on phones). */
export function ReactionMenu({
  anchor,
  onClose,
  onReact,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  onReact: (reaction: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { sx: { display: "grid", gridTemplateColumns: "repeat(3, 1fr)" } } }}
    >
      {REACTIONS.map((r) => (
        <MenuItem
          key={r}
          aria-label={t(`videoCall.reaction.${r}`)}
          onClick={() => {
            onClose();
            onReact(r);
          }}
          sx={{ fontSize: 24, justifyContent: "center" }}
        >
          {REACTION_EMOJI[r]}
        </MenuItem>
      ))}
    </Menu>
  );
}

/** The bar's box: 70 px high, the controls centred on one line. */
export const BAR_SX = {
  minHeight: CONTROL_BAR_HEIGHT,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderTop: 1,
  borderColor: "divider",
  bgcolor: "background.paper",
} as const;
