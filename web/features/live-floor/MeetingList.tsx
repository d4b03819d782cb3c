import { List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import type { TFloorMeeting } from "../../../shared/contract";
import { StateSwatch } from "./Legend";

/** The slot's meetings that are not on the map (online, or on site without a place), with their states. */
export function MeetingList({
  title,
  meetings,
  onSelect,
}: {
  title: string;
  meetings: TFloorMeeting[];
  onSelect: (meeting: TFloorMeeting) => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {title} ({meetings.length})
      </Typography>
      {meetings.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("liveFloor.noneInSlot")}
        </Typography>
      ) : (
        <List dense>
          {meetings.map((m) => (
            <ListItem key={m.id} disablePadding>
              <ListItemButton onClick={() => onSelect(m)} data-meeting={m.id} data-state={m.state}>
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                      <StateSwatch state={m.state} size={16} />
                      <span>
                        {m.applicant.company} – {m.acceptor.company}
                      </span>
                    </Stack>
                  }
                  secondary={t(`liveFloor.state.${m.state}`)}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
