import VideocamIcon from "@mui/icons-material/Videocam";
import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import type { TPresentationPresence } from "../../../../shared/contract";
import { PresenceChip } from "../PresenceChip";

/**
 * The host's line per presentation room: each presenter company green (connected) or red (not), how many
 * attendees are connected, and the way in as moderator.
 */
export function RoomPresence({
  presence,
  open,
}: {
  presence: TPresentationPresence | undefined;
  open: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!presence) return null;
  const attendees = presence.people.filter((p) => p.stage === "none" && p.online).length;
  return (
    <Box
      sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mt: 1 }}
      data-testid="room-presence"
    >
      {presence.presenters.map((p) => (
        <PresenceChip
          key={p.applicationId}
          present={p.online}
          label={`${p.company} · ${p.online ? t("presentation.connected") : t("presentation.notConnected")}`}
        />
      ))}
      <Typography variant="body2" color="text.secondary">
        {t("presentation.attendeesOnline", { count: attendees })}
      </Typography>
      {open && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<VideocamIcon />}
          onClick={() =>
            navigate(`/video/${presence.webinarId}?session=webinar`, { state: { from: "webinar" } })
          }
        >
          {t("presentation.enterAsModerator")}
        </Button>
      )}
    </Box>
  );
}
