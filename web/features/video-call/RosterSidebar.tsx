import MicOffIcon from "@mui/icons-material/MicOff";
import TranslateIcon from "@mui/icons-material/Translate";
import {
  Alert,
  Box,
  List,
  ListItem,
  ListItemText,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RoomParticipant } from "../video";
import { Tile, usePersonLabel } from "./Tile";

/** The spec's sidebar width (13.11). */
export const SIDEBAR_WIDTH = 260;

/**
 * The participant sidebar: as a video list or a name list (13.11), with whether the meeting's interpreter is
 * in the room, for both companies to see.
 */
export function RosterSidebar({
  participants,
  selfId,
  localStream,
  interpreterName,
}: {
  participants: RoomParticipant[];
  selfId: string | undefined;
  localStream: MediaStream;
  /** The meeting's assigned interpreter (null: none assigned). */
  interpreterName: string | null;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<"videos" | "names">("names");
  const label = usePersonLabel();
  const interpreter = participants.find((p) => p.role === "interpreter");
  return (
    <Box
      component="aside"
      aria-label={t("videoCall.participants")}
      sx={{
        width: { xs: "100%", md: SIDEBAR_WIDTH },
        flexShrink: 0,
        borderStyle: "solid",
        borderColor: "divider",
        borderWidth: 0,
        borderLeftWidth: { md: 1 },
        borderTopWidth: { xs: 1, md: 0 },
        overflowY: "auto",
        p: 1,
      }}
    >
      <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {t("videoCall.participants")} ({participants.length})
      </Typography>
      {(interpreter || interpreterName) && (
        <Alert
          icon={<TranslateIcon fontSize="small" />}
          severity={interpreter ? "success" : "warning"}
          sx={{ mb: 1, py: 0 }}
          data-testid="interpreter-presence"
        >
          {interpreter
            ? t("videoCall.interpreterPresent", { name: interpreter.name })
            : t("videoCall.interpreterAbsent", { name: interpreterName })}
        </Alert>
      )}
      <ToggleButtonGroup
        size="small"
        exclusive
        fullWidth
        value={view}
        onChange={(_, v) => v && setView(v)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="names">{t("videoCall.sidebarNames")}</ToggleButton>
        <ToggleButton value="videos">{t("videoCall.sidebarVideos")}</ToggleButton>
      </ToggleButtonGroup>
      {view === "names" ? (
        <List dense disablePadding>
          {participants.map((p) => {
            const l = label(p, p.peerId === selfId);
            return (
              <ListItem
                key={p.peerId}
                disableGutters
                secondaryAction={
                  !p.audio && <MicOffIcon fontSize="small" titleAccess={t("videoCall.muted")} />
                }
              >
                <ListItemText primary={l.who} secondary={l.detail} />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Box sx={{ display: "grid", gap: 1 }}>
          {participants.map((p) => (
            <Tile
              key={p.peerId}
              person={p}
              self={p.peerId === selfId}
              stream={p.peerId === selfId ? localStream : p.stream}
              compact
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
