import CallEndIcon from "@mui/icons-material/CallEnd";
import DarkModeIcon from "@mui/icons-material/DarkMode";
import EmojiEmotionsIcon from "@mui/icons-material/EmojiEmotions";
import LightModeIcon from "@mui/icons-material/LightMode";
import MicIcon from "@mui/icons-material/Mic";
import MicOffIcon from "@mui/icons-material/MicOff";
import MoreHorizIcon from "@mui/icons-material/MoreHoriz";
import PeopleIcon from "@mui/icons-material/People";
import PowerSettingsNewIcon from "@mui/icons-material/PowerSettingsNew";
import ScreenShareIcon from "@mui/icons-material/ScreenShare";
import StopScreenShareIcon from "@mui/icons-material/StopScreenShare";
import VideocamIcon from "@mui/icons-material/Videocam";
import VideocamOffIcon from "@mui/icons-material/VideocamOff";
import { Box, Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from "@mui/material";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CaptionsIcon, useCaptionsMenu } from "../captions/CaptionsControl";
import { BAR_SX, type ControlBarProps, PANEL_ICONS, ReactionMenu } from "./control-bar-parts";

/** A phone bar button: the icon with its name under it (a phone has no hover to show a tooltip). */
function BarButton({
  label,
  icon,
  onClick,
  disabled,
  pressed,
  danger,
  ...aria
}: {
  label: string;
  icon: ReactNode;
  onClick: (e: React.MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
  pressed?: boolean;
  danger?: boolean;
  id?: string;
  "aria-haspopup"?: "menu";
  "aria-expanded"?: boolean;
  "aria-controls"?: string;
  "data-testid"?: string;
}) {
  return (
    <Button
      {...aria}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      color={danger ? "error" : "inherit"}
      variant={danger ? "contained" : "text"}
      sx={{
        flex: "1 1 0",
        minWidth: 0,
        maxWidth: 88,
        flexDirection: "column",
        gap: 0.25,
        py: 0.5,
        px: 0.5,
        lineHeight: 1.2,
        fontSize: 12,
        fontWeight: 500,
        textTransform: "none",
        bgcolor: pressed ? "action.selected" : undefined,
      }}
    >
      {icon}
      <Box component="span" sx={{ maxWidth: "100%", overflow: "hidden", textOverflow: "ellipsis" }}>
        {label}
      </Box>
    </Button>
  );
}

/**
 * The control bar on phones: the microphone, the camera (or the spectator's permission button), captions for
 * those who control them, "More" and Leave, each named under its icon; everything else in the labelled
 * "More" menu with its name: the participants, share, reactions, the panels, the theme and, for whoever may,
 * End for all.
 */
export function PhoneControlBar(p: ControlBarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [more, setMore] = useState<HTMLElement | null>(null);
  // the "More" button: the reactions open under it once its menu has closed
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [reactMenu, setReactMenu] = useState<HTMLElement | null>(null);
  const captions = useCaptionsMenu(p.captions);
  const controls = p.sends && !p.permission;
  const run = (action: () => void) => () => {
    setMore(null);
    action();
  };
  const item = (key: string, label: string, icon: ReactNode, onClick: () => void, disabled = false) => (
    <MenuItem key={key} onClick={run(onClick)} disabled={disabled}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  return (
    <Box
      component="nav"
      aria-label={t("videoCall.menu")}
      data-testid="control-bar"
      sx={{ ...BAR_SX, gap: 0.5, px: 0.5 }}
    >
      {p.permission && (
        <Button
          variant="outlined"
          onClick={p.onPermission}
          sx={{ flex: "2 1 0" }}
          data-testid="spectator-permission"
        >
          {t(`videoCall.permission.${p.permission}`)}
        </Button>
      )}
      {controls && (
        <>
          <BarButton
            label={p.audio ? t("videoCall.mute") : t("videoCall.unmute")}
            icon={p.audio ? <MicIcon /> : <MicOffIcon color="error" />}
            pressed={!p.audio}
            disabled={!p.enabled}
            onClick={p.onAudio}
          />
          <BarButton
            label={p.video ? t("videoCall.cameraOff") : t("videoCall.cameraOn")}
            icon={p.video ? <VideocamIcon /> : <VideocamOffIcon color="error" />}
            pressed={!p.video}
            disabled={!p.enabled}
            onClick={p.onVideo}
          />
        </>
      )}
      {!p.permission && p.captions && (
        <BarButton
          label={t("captions.control")}
          icon={<CaptionsIcon on={captions.on} />}
          pressed={captions.on}
          aria-haspopup="menu"
          aria-expanded={captions.opened}
          data-testid="captions-control"
          disabled={!p.enabled || captions.unavailable}
          onClick={(e) => captions.open(e.currentTarget)}
        />
      )}
      <BarButton
        id={`${id}-more`}
        label={t("videoCall.more")}
        icon={<MoreHorizIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(more)}
        aria-controls={more ? `${id}-menu` : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setMore(e.currentTarget);
        }}
      />
      <BarButton label={t("videoCall.leave")} icon={<CallEndIcon />} danger onClick={p.onLeave} />
      <Menu
        id={`${id}-menu`}
        anchorEl={more}
        open={Boolean(more)}
        onClose={() => setMore(null)}
        slotProps={{ list: { "aria-labelledby": `${id}-more`, dense: true } }}
      >
        {item("sidebar", t("videoCall.participants"), <PeopleIcon />, p.onSidebar)}
        {controls &&
          p.canShare &&
          item(
            "share",
            p.sharing ? t("videoCall.stopShare") : (p.shareBlocked ?? t("videoCall.share")),
            p.sharing ? <StopScreenShareIcon /> : <ScreenShareIcon />,
            p.onShare,
            !p.enabled || (!p.sharing && p.shareBlocked !== null),
          )}
        {controls &&
          item(
            "reactions",
            t("videoCall.reactions"),
            <EmojiEmotionsIcon />,
            () => setReactMenu(anchor),
            !p.enabled,
          )}
        {(p.permission ? [] : p.panels).map((panel) =>
          item(
            panel,
            t(`videoCall.${panel}`),
            PANEL_ICONS[panel],
            () => p.onPanel(panel),
            !p.enabled && panel !== "devices",
          ),
        )}
        {item(
          "theme",
          p.dark ? t("videoCall.themeLight") : t("videoCall.themeDark"),
          p.dark ? <LightModeIcon /> : <DarkModeIcon />,
          p.onTheme,
        )}
        {p.canEndForAll && <Divider />}
        {p.canEndForAll && (
          <MenuItem onClick={run(p.onEndForAll)} disabled={!p.enabled} sx={{ color: "error.main" }}>
            <ListItemIcon sx={{ color: "inherit" }}>
              <PowerSettingsNewIcon />
            </ListItemIcon>
            <ListItemText>{t("videoCall.endForAll")}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      <ReactionMenu anchor={reactMenu} onClose={() => setReactMenu(null)} onReact={p.onReact} />
      {captions.menu}
    </Box>
  );
}
